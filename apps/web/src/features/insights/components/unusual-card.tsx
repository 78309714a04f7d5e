import type { InsightsResponse } from '@bsp/shared';
import { decimalMoney } from '../lib/format';
import { FigureButton } from './figure-button';
import { InsightCard, InsightItem } from './insight-card';

/** Payments far from what that merchant usually charges, with the reason. */
export function UnusualCard({
  unusual,
  compact,
}: {
  unusual: InsightsResponse['unusual'];
  compact?: boolean;
}) {
  return (
    <InsightCard
      title="Unusual transactions"
      description="Amounts far from a merchant’s usual."
      compact={compact}
      testId="insight-unusual"
      empty={
        unusual.length === 0
          ? 'Nothing unusual in this period. A payment far above or below what that merchant usually charges appears here, with the reason.'
          : null
      }
    >
      <ul className="grid gap-2">
        {unusual.map((u) => (
          <InsightItem
            key={u.row_id}
            name={u.merchant}
            figure={
              <FigureButton rowIds={u.row_ids} what={`unusual ${u.merchant} payment`}>
                {decimalMoney(u.amount, u.currency)}
              </FigureButton>
            }
            detail={`${u.reason} (usually ${decimalMoney(u.usual, u.currency)})`}
          />
        ))}
      </ul>
    </InsightCard>
  );
}
