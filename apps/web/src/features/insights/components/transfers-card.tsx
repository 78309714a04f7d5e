import type { InsightsResponse } from '@bsp/shared';
import { Badge } from '../../analyses/components/status-badge';
import { rowCountText } from '../lib/figure-rows';
import { decimalMoney } from '../lib/format';
import { FigureButton } from './figure-button';
import { InsightCard, InsightItem } from './insight-card';

const CONFIDENCE = { high: 'Sure', medium: 'Likely', low: 'Possible' } as const;

/** Money moved between the user's own accounts (paired across statements), and likely duplicates. */
export function TransfersCard({
  transfers,
  duplicates,
  compact,
}: {
  transfers: InsightsResponse['transfers'];
  duplicates: InsightsResponse['duplicates'];
  compact?: boolean;
}) {
  return (
    <InsightCard
      title="Transfers between your accounts"
      description="Not income or spending: money that stayed yours."
      compact={compact}
      testId="insight-transfers"
      empty={
        transfers.length === 0 && duplicates.length === 0
          ? 'No transfers between your accounts in this period. When money leaves one of your accounts and arrives in another you uploaded, the pair appears here and is left out of income and spending.'
          : null
      }
    >
      {transfers.length > 0 ? (
        <ul className="grid gap-2" aria-label="Transfers">
          {transfers.map((t) => (
            <InsightItem
              key={t.row_ids.join(',')}
              badge={<Badge>{CONFIDENCE[t.confidence]}</Badge>}
              name={t.explanation}
              figure={
                <FigureButton
                  rowIds={t.row_ids}
                  what={`transfer of ${decimalMoney(t.amount, t.currency)}`}
                >
                  {decimalMoney(t.amount, t.currency)}
                </FigureButton>
              }
            />
          ))}
        </ul>
      ) : null}
      {duplicates.length > 0 ? (
        <div className="grid gap-2">
          <h4 className="font-medium text-sm">Rows in two overlapping statements</h4>
          <ul className="grid gap-2">
            {duplicates.map((d) => (
              <InsightItem
                key={d.duplicate_row_id}
                name={<span className="font-normal">{d.explanation}</span>}
                figure={
                  <FigureButton rowIds={d.row_ids} what="possible duplicate">
                    {rowCountText(d.row_ids.length)}
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
