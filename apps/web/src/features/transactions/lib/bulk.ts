/** What one bulk call may change (the contract's `changes`). */
export type BulkChanges = { category?: string | null; excluded?: boolean };

/** `items` in slices of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Undoing a bulk change puts back each row's previous values. Rows that had the same values go
 * in one call: usually one or two (e.g. uncategorised rows and rows that were "Groceries").
 */
export function bulkUndoGroups(
  before: readonly { id: string; changes: BulkChanges }[],
): { ids: string[]; changes: BulkChanges }[] {
  const groups = new Map<string, { ids: string[]; changes: BulkChanges }>();
  for (const { id, changes } of before) {
    const key = JSON.stringify([changes.category, changes.excluded]);
    const group = groups.get(key) ?? { ids: [], changes };
    group.ids.push(id);
    groups.set(key, group);
  }
  return [...groups.values()];
}
