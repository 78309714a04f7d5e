import { Check } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { useAcceptProposal, useProposals } from '../api/proposals';
import type { CategoryNames } from '../lib/category-names';

/** Rules proposed where three corrections of a merchant agreed; hidden when there are none. */
export function ProposalsCard({ names }: { names: CategoryNames }) {
  const { data } = useProposals();
  const accept = useAcceptProposal();
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Proposed rules</CardTitle>
        <CardDescription>
          Your corrections of these merchants agreed three times. Make them rules you can see and
          edit?
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2" aria-label="Proposed rules">
          {items.map((p) => (
            <li key={p.merchant_key} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="min-w-0 flex-1">
                <strong>{p.merchant ?? p.merchant_key}</strong> → {names.label(p.category)}
                <span className="text-muted-foreground"> · {p.agreements} corrections</span>
              </span>
              <Button
                size="sm"
                onClick={() => accept.mutate(p.merchant_key)}
                disabled={accept.isPending}
              >
                <Check aria-hidden="true" />
                Make it a rule
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
