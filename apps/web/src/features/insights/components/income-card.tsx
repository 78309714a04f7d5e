import type { InsightsResponse } from '@bsp/shared';
import { monthLabel } from '../../analyses/lib/insights';
import { cadenceLabel, decimalMoney } from '../lib/format';
import { FigureButton } from './figure-button';
import { InsightCard, InsightItem } from './insight-card';

/** Average monthly income, its sources, and months a regular income did not arrive. */
export function IncomeCard({
  income,
  compact,
}: {
  income: InsightsResponse['income'];
  compact?: boolean;
}) {
  const { totals, sources, missing } = income;
  return (
    <InsightCard
      title="Income"
      description="Money coming in, without transfers from your own accounts."
      compact={compact}
      testId="insight-income"
      empty={
        totals.length === 0
          ? 'No income in this period. Salaries, benefits and other money coming in appear here, with how regular they are and any month one was missing.'
          : null
      }
    >
      <dl className="grid gap-2 sm:grid-cols-2">
        {totals.map((t) => (
          <div key={t.currency} className="rounded-md border p-2.5">
            <dt className="text-muted-foreground text-xs">
              Average monthly{totals.length > 1 ? ` (${t.currency})` : ''}
            </dt>
            <dd className="font-semibold text-lg tabular-nums">
              <FigureButton rowIds={t.row_ids} what={`income over ${t.months} months`}>
                {decimalMoney(t.average_monthly, t.currency)}
              </FigureButton>
            </dd>
            <dd className="text-muted-foreground text-xs">
              {decimalMoney(t.amount, t.currency)} over {t.months}{' '}
              {t.months === 1 ? 'month' : 'months'}
            </dd>
          </div>
        ))}
      </dl>
      {sources.length > 0 ? (
        <ul className="grid gap-2" aria-label="Income sources">
          {sources.map((s) => (
            <InsightItem
              key={`${s.label}-${s.currency}`}
              name={s.label}
              figure={
                <FigureButton rowIds={s.row_ids} what={`income from ${s.label}`}>
                  {decimalMoney(s.amount, s.currency)}
                </FigureButton>
              }
              detail={`${cadenceLabel(s.cadence)} · ${s.count} ${s.count === 1 ? 'payment' : 'payments'} · typically ${decimalMoney(s.typical, s.currency)}`}
            />
          ))}
        </ul>
      ) : null}
      {missing.length > 0 ? (
        <div className="grid gap-2">
          <h4 className="font-medium text-sm">Missing months</h4>
          <ul className="grid gap-2">
            {missing.map((m) => (
              <InsightItem
                key={`${m.label}-${m.month}`}
                name={`${m.label}: no payment in ${monthLabel(m.month)}`}
                detail={
                  <FigureButton
                    rowIds={m.row_ids}
                    what={`${m.label} payments around ${monthLabel(m.month)}`}
                  >
                    {m.reason}
                  </FigureButton>
                }
              />
            ))}
          </ul>
        </div>
      ) : null}
    </InsightCard>
  );
}
