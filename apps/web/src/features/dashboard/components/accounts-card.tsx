import { AlertTriangle, Landmark } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatPeriod } from '../../analyses/lib/insights';
import { useBanks } from '../../banks/api/get-banks';
import { decimalMoney } from '../../insights/lib/format';
import { Retry } from './retry';

const GAP_LABELS = { gap: 'Gap', overlap: 'Overlap' } as const;

/** Each account's latest balance, and gaps or overlaps between its statements. */
export function AccountsCard() {
  const banks = useBanks();
  const accounts = banks.data?.banks.flatMap((b) => b.accounts) ?? [];
  const gaps = accounts.flatMap((a) => a.continuity.map((c) => ({ account: a, issue: c })));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Accounts</CardTitle>
        <CardDescription>Latest balance from each account's newest statement.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {banks.isPending ? (
          <Skeleton className="h-16" />
        ) : banks.isError ? (
          <Retry error={banks.error} onRetry={() => void banks.refetch()} what="Your accounts" />
        ) : accounts.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No accounts yet — they appear once a statement is read.
          </p>
        ) : (
          <ul className="grid gap-2" data-testid="accounts">
            {accounts.map((a) => (
              <li
                key={a.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
              >
                <span className="flex min-w-0 items-center gap-2">
                  <Landmark className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-sm">
                      {a.bank_name ?? 'Unknown bank'}{' '}
                      {a.account_number ? `· ${a.account_number}` : ''}
                    </span>
                    <span className="block text-muted-foreground text-xs">
                      {a.statements.length} {a.statements.length === 1 ? 'statement' : 'statements'}{' '}
                      · {formatPeriod(a.period_start, a.period_end)}
                    </span>
                  </span>
                </span>
                <span className="font-semibold tabular-nums">
                  {decimalMoney(a.latest_balance, a.currency)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {gaps.length > 0 ? (
          <div className="grid gap-2" data-testid="continuity">
            <h3 className="font-medium text-sm">Between statements</h3>
            <ul className="grid gap-2">
              {gaps.map(({ account, issue }) => (
                <li
                  key={`${issue.from_statement_id}-${issue.to_statement_id}-${issue.kind}`}
                  className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 p-2 text-sm"
                >
                  <AlertTriangle
                    className="mt-0.5 size-4 shrink-0 text-amber-700"
                    aria-hidden="true"
                  />
                  <span>
                    <span className="font-medium">
                      {issue.kind === 'gap' || issue.kind === 'overlap'
                        ? GAP_LABELS[issue.kind]
                        : 'Balance mismatch'}
                    </span>{' '}
                    ({account.account_number ?? account.bank_name ?? 'account'}): {issue.message}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
