import type { Transaction } from '@bsp/shared';
import { sourceText } from '../lib/category-names';
import { useCategoryNames } from './category-names-context';

/** A row's category label, a "suggested" mark when unsure, and its source on hover. */
export function CategoryCell({ row }: { row: Transaction }) {
  const names = useCategoryNames();
  if (!row.category) return <span className="text-muted-foreground">—</span>;
  const source = sourceText(row.category_source, row.category_confidence);
  return (
    <span
      className="flex min-w-0 items-center gap-1"
      title={source || undefined}
      data-source={row.category_source ?? undefined}
    >
      <span className="truncate">{names.label(row.category)}</span>
      {row.category_suggested ? (
        <span
          className="shrink-0 rounded bg-amber-100 px-1 text-[10px] text-amber-900 uppercase tracking-wide"
          data-testid="category-suggested"
        >
          suggested
        </span>
      ) : null}
    </span>
  );
}

/** Choices offered while typing a category (labels; typed text maps back to codes). */
export function CategoryDatalist({ id }: { id: string }) {
  const names = useCategoryNames();
  return (
    <datalist id={id}>
      {names.options.map((o) => (
        <option key={o.value} value={o.label} />
      ))}
    </datalist>
  );
}
