import { Skeleton } from '../../../components/ui/skeleton';
import type { Totals } from '../../analyses/lib/insights';
import { money as formatMinor } from '../../analyses/lib/insights';
import { Retry } from './retry';

/** Money in, out, net and row count per currency of the period (sums from the server). */
export function MoneySummary({
  perCurrency,
  pending,
  error,
  onRetry,
}: {
  perCurrency: { currency: string; totals: Totals }[];
  pending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <section aria-labelledby="kpi-heading" className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <h2 id="kpi-heading" className="font-semibold text-lg">
        Money in and out
      </h2>
      {pending ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : error ? (
        <Retry error={error} onRetry={onRetry} what="Your transactions" />
      ) : perCurrency.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-muted-foreground text-sm">
          No transactions in this period.
        </p>
      ) : (
        perCurrency.map(({ currency: c, totals: t }) => (
          <dl
            key={c}
            className="grid grid-cols-2 gap-3 lg:grid-cols-4"
            data-testid="dashboard-kpis"
            aria-label={`Totals in ${c}`}
          >
            <div className="min-w-0 rounded-lg border bg-card p-3">
              <dt className="text-muted-foreground text-xs">Money in</dt>
              <dd className="truncate font-semibold text-emerald-800 text-lg tabular-nums">
                {formatMinor(t.moneyIn, c)}
              </dd>
            </div>
            <div className="min-w-0 rounded-lg border bg-card p-3">
              <dt className="text-muted-foreground text-xs">Money out</dt>
              <dd className="truncate font-semibold text-lg text-red-700 tabular-nums">
                {formatMinor(t.moneyOut, c)}
              </dd>
            </div>
            <div className="min-w-0 rounded-lg border bg-card p-3">
              <dt className="text-muted-foreground text-xs">Net</dt>
              <dd className="truncate font-semibold text-lg tabular-nums">
                {formatMinor(t.net, c)}
              </dd>
            </div>
            <div className="min-w-0 rounded-lg border bg-card p-3">
              <dt className="text-muted-foreground text-xs">Transactions</dt>
              <dd className="truncate font-semibold text-lg tabular-nums">{t.count}</dd>
            </div>
          </dl>
        ))
      )}
    </section>
  );
}
