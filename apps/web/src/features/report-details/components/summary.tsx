import type { AnalysisDetail } from '@bsp/shared';
import { cn } from '../../../lib/utils';
import { money, type Totals } from '../../analyses/lib/insights';
import { minor } from '../lib/format';

function Kpi({ label, value, tone }: { label: string; value: string; tone?: 'in' | 'out' }) {
  return (
    <div className="grid gap-1 rounded-lg border bg-card p-3">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd
        className={cn(
          'truncate font-semibold text-base tabular-nums sm:text-lg',
          tone === 'in' && 'text-emerald-800',
          tone === 'out' && 'text-red-700',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/** Opening, closing, money in, money out, net and count of the report's main currency. */
export function ReportSummary({
  detail,
  sums,
  currency,
}: {
  detail: AnalysisDetail;
  /** Of the rows in `currency`. */
  sums: Totals;
  currency: string;
}) {
  const first = detail.statements[0];
  const last = detail.statements[detail.statements.length - 1];
  const opening = first ? minor(first.opening_balance, first.currency) : null;
  const closing = last ? minor(last.closing_balance, last.currency) : null;
  const fmt = (m: number | null) => (m == null ? '—' : money(m, currency));
  return (
    <section aria-labelledby="summary-heading" className="grid gap-3">
      <h2 id="summary-heading" className="sr-only">
        Summary
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 2xl:grid-cols-6" data-testid="summary">
        <Kpi label="Opening balance" value={fmt(opening)} />
        <Kpi label="Closing balance" value={fmt(closing)} />
        <Kpi label="Money in" value={fmt(sums.moneyIn)} tone="in" />
        <Kpi label="Money out" value={fmt(sums.moneyOut)} tone="out" />
        <Kpi label="Net" value={fmt(sums.net)} />
        <Kpi label="Transactions" value={String(sums.count)} />
      </dl>
    </section>
  );
}
