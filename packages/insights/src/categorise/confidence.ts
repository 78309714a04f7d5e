/**
 * Confidence policy of issue #11: ≥ 0.7 applied; 0.5–0.7 applied and marked "suggested";
 * below that left for review (no category).
 */
export const APPLY_AT = 0.7;
export const SUGGEST_AT = 0.5;

export type ConfidenceBand = 'applied' | 'suggested' | 'review';

export function bandOf(confidence: number): ConfidenceBand {
  if (confidence >= APPLY_AT) return 'applied';
  if (confidence >= SUGGEST_AT) return 'suggested';
  return 'review';
}
