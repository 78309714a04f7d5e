import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { useMerchantMemory, useMerchantMutations } from '../api/merchants';
import type { CategoryNames } from '../lib/category-names';

/** What was learned per merchant, with the "don't learn" switch for mixed merchants. */
export function MerchantsCard({ names }: { names: CategoryNames }) {
  const { data } = useMerchantMemory();
  const { setLearning, forget } = useMerchantMutations();
  const items = data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Learned merchants</CardTitle>
        <CardDescription>
          When you change a row’s category, the merchant is remembered for your next uploads. Turn
          learning off for merchants that sell everything (Amazon, PayPal).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2" aria-label="Learned merchants" data-testid="merchant-memory">
          {items.map((m) => {
            const name = m.merchant ?? m.merchant_key;
            return (
              <li key={m.merchant_key} className="flex flex-wrap items-center gap-3 text-sm">
                <span className="min-w-0 flex-1">
                  <strong>{name}</strong>
                  {m.category ? ` → ${names.label(m.category)}` : ''}
                  {m.source === 'llm' ? (
                    <span className="text-muted-foreground" data-source="llm">
                      {' '}
                      · suggested by the AI model (local) until you confirm it
                    </span>
                  ) : null}
                  {m.agreements > 1 ? (
                    <span className="text-muted-foreground">
                      {' '}
                      · {m.agreements} corrections agree
                    </span>
                  ) : null}
                </span>
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={!m.learn}
                    onChange={(e) =>
                      setLearning.mutate({ key: m.merchant_key, learn: !e.target.checked })
                    }
                  />
                  Don’t learn
                </label>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Forget ${name}`}
                  onClick={() => forget.mutate(m.merchant_key)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
          {data && items.length === 0 ? (
            <li className="text-muted-foreground text-sm">
              Nothing learned yet: change a row’s category in a report.
            </li>
          ) : null}
        </ul>
      </CardContent>
    </Card>
  );
}
