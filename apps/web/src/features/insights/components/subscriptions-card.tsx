import type { InsightsResponse } from '@bsp/shared';
import { AlertTriangle } from 'lucide-react';
import { Badge } from '../../analyses/components/status-badge';
import { formatDate } from '../../analyses/lib/insights';
import { rowCountText } from '../lib/figure-rows';
import { alertLabel, cadenceLabel, decimalMoney } from '../lib/format';
import { FigureButton } from './figure-button';
import { InsightCard, InsightItem } from './insight-card';

type Recurring = InsightsResponse['recurring'];

/** The series an alert is about (its rows are the series' rows), for a short name. */
function alertSubject(recurring: Recurring, rowIds: readonly string[]): string | null {
  const first = rowIds[0];
  if (!first) return null;
  return recurring.series.find((s) => s.row_ids.includes(first))?.label ?? null;
}

/** Recurring payments (cadence, typical amount, next date) and alerts with their reason. */
export function SubscriptionsCard({
  recurring,
  compact,
}: {
  recurring: Recurring;
  compact?: boolean;
}) {
  const { series, alerts } = recurring;
  return (
    <InsightCard
      title="Subscriptions & alerts"
      description="Payments that repeat at a steady interval."
      compact={compact}
      testId="insight-subscriptions"
      empty={
        series.length === 0 && alerts.length === 0
          ? 'No recurring payments in this period. A payee charged at a steady interval (weekly to yearly) at least three times appears here, with alerts when its price rises or it stops.'
          : null
      }
    >
      {alerts.length > 0 ? (
        <ul className="grid gap-2" aria-label="Alerts">
          {alerts.map((alert) => {
            const subject = alertSubject(recurring, alert.row_ids);
            const what = `${subject ? `${subject} ` : ''}${alertLabel(alert.kind).toLowerCase()}`;
            return (
              <InsightItem
                key={`${alert.kind}-${alert.row_ids.join(',')}-${alert.reason}`}
                badge={
                  <Badge variant="warn" icon={AlertTriangle}>
                    {alertLabel(alert.kind)}
                  </Badge>
                }
                name={<span className="font-normal">{alert.reason}</span>}
                figure={
                  <FigureButton rowIds={alert.row_ids} what={what}>
                    {rowCountText(alert.row_ids.length)}
                  </FigureButton>
                }
              />
            );
          })}
        </ul>
      ) : null}
      {series.length > 0 ? (
        <ul className="grid gap-2" aria-label="Recurring payments">
          {series.map((s) => (
            <InsightItem
              key={s.id}
              name={s.label}
              figure={
                <FigureButton rowIds={s.row_ids} what={`${s.label} payments`}>
                  {decimalMoney(s.typical, s.currency)}
                </FigureButton>
              }
              detail={`${cadenceLabel(s.cadence)} · ${s.occurrences} payments · next expected ${formatDate(s.next_expected)}`}
            />
          ))}
        </ul>
      ) : null}
    </InsightCard>
  );
}
