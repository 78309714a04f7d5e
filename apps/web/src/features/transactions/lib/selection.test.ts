import { describe, expect, it } from 'vitest';
import { selectAll, selectionAfterClick } from './selection';

const rows = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));
const ids = (set: Set<string>) => [...set].sort();

describe('row selection', () => {
  it('toggles one row on a plain click', () => {
    const once = selectionAfterClick(rows, new Set(), null, 1, { shift: false });
    expect(ids(once)).toEqual(['b']);
    expect(ids(selectionAfterClick(rows, once, 1, 1, { shift: false }))).toEqual([]);
  });

  it('ticks the range from the anchor on Shift, in either direction', () => {
    expect(ids(selectionAfterClick(rows, new Set(['b']), 1, 3, { shift: true }))).toEqual([
      'b',
      'c',
      'd',
    ]);
    expect(ids(selectionAfterClick(rows, new Set(['d']), 3, 0, { shift: true }))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('unticks the range when the Shift-clicked row was ticked', () => {
    const all = new Set(rows.map((r) => r.id));
    expect(ids(selectionAfterClick(rows, all, 0, 2, { shift: true }))).toEqual(['d', 'e']);
  });

  it('treats Shift without an anchor (or a stale one) as a plain click', () => {
    expect(ids(selectionAfterClick(rows, new Set(), null, 2, { shift: true }))).toEqual(['c']);
    expect(ids(selectionAfterClick(rows, new Set(), 40, 2, { shift: true }))).toEqual(['c']);
  });

  it('selects all rows shown and keeps ticks on hidden rows', () => {
    const shown = rows.slice(0, 2);
    expect(ids(selectAll(shown, new Set(['e']), true))).toEqual(['a', 'b', 'e']);
    expect(ids(selectAll(shown, new Set(['a', 'e']), false))).toEqual(['e']);
  });
});
