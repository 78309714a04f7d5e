import type { SimilarRowsOffer } from '@bsp/shared';
import { Check, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useCategoryNames } from './category-names-context';

/**
 * "Apply to 14 other Starbucks rows?" after a category change: the merchant's other rows (in all
 * of the user's statements) whose category differs.
 */
export function ApplyOffer({
  offer,
  busy,
  onApply,
  onDismiss,
}: {
  offer: SimilarRowsOffer;
  busy: boolean;
  onApply: () => void;
  onDismiss: () => void;
}) {
  const names = useCategoryNames();
  const rows = offer.count === 1 ? 'row' : 'rows';
  const merchant = offer.merchant ?? 'this merchant';
  return (
    <section
      aria-label="Apply to similar rows"
      data-testid="apply-offer"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-primary/30 bg-primary/5 p-2 text-sm"
    >
      <p className="min-w-0 flex-1">
        Apply “{names.label(offer.category)}” to {offer.count} other {merchant} {rows}?
      </p>
      <Button size="sm" onClick={onApply} disabled={busy}>
        <Check aria-hidden="true" />
        Apply to {offer.count} {rows}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDismiss}>
        <X aria-hidden="true" />
        Not now
      </Button>
    </section>
  );
}
