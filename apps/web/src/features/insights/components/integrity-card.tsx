import type { InsightsResponse } from '@bsp/shared';
import { FigureButton } from './figure-button';
import { InsightCard, InsightItem } from './insight-card';

/**
 * Document integrity: arithmetic that does not hold, a file re-saved by editing software or
 * modified long after it was made, amounts in another font, pages from other documents — each
 * with its evidence, as signals, not accusations.
 */
export function IntegrityCard({
  integrity,
  compact,
}: {
  integrity: InsightsResponse['integrity'];
  compact?: boolean;
}) {
  const { signals } = integrity;
  return (
    <InsightCard
      title="Document integrity"
      description={integrity.note}
      compact={compact}
      testId="insight-integrity"
      empty={
        signals.length === 0
          ? 'No signals: the arithmetic holds and nothing in the file’s own information stands out. A file edited after the bank made it, an amount printed in another font than its column, or sums that do not add up, would show here with the evidence.'
          : null
      }
    >
      <ul className="grid gap-2">
        {signals.map((s) => (
          <InsightItem
            key={`${s.kind}|${s.title}`}
            name={s.title}
            figure={
              s.row_ids.length > 0 ? (
                <FigureButton rowIds={s.row_ids} what={s.title}>
                  {`${s.row_ids.length} ${s.row_ids.length === 1 ? 'row' : 'rows'}`}
                </FigureButton>
              ) : undefined
            }
            detail={
              <ul className="list-disc pl-4">
                {s.evidence.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            }
          />
        ))}
      </ul>
    </InsightCard>
  );
}
