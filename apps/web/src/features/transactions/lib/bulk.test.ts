import { describe, expect, it } from 'vitest';
import { bulkUndoGroups, chunk } from './bulk';

describe('bulk helpers', () => {
  it('chunks ids to the contract limit', () => {
    const ids = Array.from({ length: 2501 }, (_, i) => String(i));
    expect(chunk(ids, 1000).map((c) => c.length)).toEqual([1000, 1000, 501]);
    expect(chunk([], 1000)).toEqual([]);
  });

  it('groups undo by previous values, so rows that were alike go back in one call', () => {
    const groups = bulkUndoGroups([
      { id: 'a', changes: { category: null } },
      { id: 'b', changes: { category: 'Groceries' } },
      { id: 'c', changes: { category: null } },
    ]);
    expect(groups).toEqual([
      { ids: ['a', 'c'], changes: { category: null } },
      { ids: ['b'], changes: { category: 'Groceries' } },
    ]);
  });

  it('keeps category and exclusion apart in the grouping', () => {
    const groups = bulkUndoGroups([
      { id: 'a', changes: { category: null, excluded: false } },
      { id: 'b', changes: { category: null, excluded: true } },
    ]);
    expect(groups).toHaveLength(2);
  });
});
