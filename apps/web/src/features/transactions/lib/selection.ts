/** Ticking rows for bulk actions: plain clicks toggle one row, Shift extends from the anchor. */

export type SelectionClick = { shift: boolean };

/**
 * The ticked ids after a click (or Space) on `rows[index]`. With Shift and an anchor (the row
 * ticked last), every row between the two takes the clicked row's new state, as in file managers.
 */
export function selectionAfterClick(
  rows: readonly { id: string }[],
  checked: ReadonlySet<string>,
  anchor: number | null,
  index: number,
  click: SelectionClick,
): Set<string> {
  const next = new Set(checked);
  const target = rows[index];
  if (!target) return next;
  const on = !checked.has(target.id);
  const from = click.shift && anchor != null && anchor < rows.length ? anchor : index;
  const [lo, hi] = from <= index ? [from, index] : [index, from];
  for (let i = lo; i <= hi; i++) {
    const id = rows[i]?.id;
    if (id === undefined) continue;
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** Ticks (or unticks) every row shown, keeping ticks on rows a filter hides. */
export function selectAll(
  rows: readonly { id: string }[],
  checked: ReadonlySet<string>,
  on: boolean,
): Set<string> {
  const next = new Set(checked);
  for (const row of rows) {
    if (on) next.add(row.id);
    else next.delete(row.id);
  }
  return next;
}
