/** Selection helpers: each returns a new Set, so React sees the change. */

export function toggleId(selected: Set<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Selects every id on the page, or clears them all when every one is already selected. */
export function togglePage(selected: Set<string>, pageIds: string[]): Set<string> {
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const next = new Set(selected);
  for (const id of pageIds) {
    if (allOnPage) next.delete(id);
    else next.add(id);
  }
  return next;
}

export function withoutId(selected: Set<string>, id: string): Set<string> {
  const next = new Set(selected);
  next.delete(id);
  return next;
}
