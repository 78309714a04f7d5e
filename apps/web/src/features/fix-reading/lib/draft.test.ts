import { type LayoutInstructions, layoutInstructionsSchema } from '@bsp/shared';
import { describe, expect, it } from 'vitest';
import {
  boundariesOf,
  boundaryLimits,
  canSplit,
  columnAt,
  keyStep,
  MIN_COLUMN,
  mergeWithNext,
  moveBoundary,
  moveRegionEdge,
  normaliseInstructions,
  regionOf,
  removeIgnore,
  sameInstructions,
  setLaterSame,
  setRole,
  splitColumn,
  toggleIgnore,
} from './draft';

const base: LayoutInstructions = {
  columns: [
    { x0: 0.08, x1: 0.18, role: 'date' },
    { x0: 0.2, x1: 0.5, role: 'description' },
    { x0: 0.5, x1: 0.65, role: 'moneyOut' },
    { x0: 0.65, x1: 0.8, role: 'moneyIn' },
  ],
  firstPage: { top: 0.25, bottom: 0.9 },
  laterPages: null,
  dateOrder: null,
  signs: null,
  ignore: [],
};

describe('column boundaries', () => {
  it('closes a gap between columns at its middle', () => {
    expect(boundariesOf(base.columns)).toEqual([0.08, 0.19, 0.5, 0.65, 0.8]);
    const n = normaliseInstructions(base);
    expect(n.columns[0]).toEqual({ x0: 0.08, x1: 0.19, role: 'date' });
    expect(n.columns[1]?.x0).toBe(0.19);
    expect(layoutInstructionsSchema.safeParse(n).success).toBe(true);
  });

  it('moves a boundary, never past its neighbours', () => {
    const n = normaliseInstructions(base);
    const moved = moveBoundary(n, 2, 0.55);
    expect(moved.columns[1]?.x1).toBe(0.55);
    expect(moved.columns[2]?.x0).toBe(0.55);
    expect(moved.columns[2]?.role).toBe('moneyOut');
    const tooFar = moveBoundary(n, 2, 0.9);
    expect(tooFar.columns[2]?.x0).toBe(0.65 - MIN_COLUMN);
    expect(moveBoundary(n, 0, -1).columns[0]?.x0).toBe(0);
    expect(moveBoundary(n, 4, 2).columns[3]?.x1).toBe(1);
    expect(boundaryLimits(boundariesOf(n.columns), 1)).toEqual({ min: 0.085, max: 0.495 });
    expect(layoutInstructionsSchema.safeParse(tooFar).success).toBe(true);
  });

  it('adds 0.5 % without float noise', () => {
    const n = normaliseInstructions(base);
    const step = keyStep('ArrowRight', false, 'horizontal') ?? 0;
    expect(moveBoundary(n, 3, 0.65 + step).columns[3]?.x0).toBe(0.655);
  });

  it('splits a column; the new right part is ignored until named', () => {
    const n = normaliseInstructions(base);
    const split = splitColumn(n, 1);
    expect(split.columns).toHaveLength(5);
    expect(split.columns[1]).toEqual({ x0: 0.19, x1: 0.345, role: 'description' });
    expect(split.columns[2]).toEqual({ x0: 0.345, x1: 0.5, role: 'ignore' });
    expect(layoutInstructionsSchema.safeParse(split).success).toBe(true);
    expect(splitColumn(n, 1, 0.3).columns[1]?.x1).toBe(0.3);
  });

  it('merges two columns; the left role wins unless it was Ignore', () => {
    const n = normaliseInstructions(base);
    const merged = mergeWithNext(n, 2);
    expect(merged.columns).toHaveLength(3);
    expect(merged.columns[2]).toEqual({ x0: 0.5, x1: 0.8, role: 'moneyOut' });
    const split = splitColumn(n, 1);
    const back = mergeWithNext(setRole(split, 1, 'ignore'), 1);
    expect(back.columns[1]?.role).toBe('ignore');
    expect(mergeWithNext(splitColumn(n, 0), 1).columns[1]?.role).toBe('description');
    // two columns are the least the contract allows
    const two = mergeWithNext(mergeWithNext(n, 0), 0);
    expect(mergeWithNext(two, 0)).toBe(two);
  });

  it('stops splitting at 16 columns or a column too narrow to halve', () => {
    let ins = normaliseInstructions(base);
    while (canSplit(ins, 1)) ins = splitColumn(ins, 1);
    expect(ins.columns.length === 16 || !canSplit(ins, 1)).toBe(true);
    expect(splitColumn(ins, 1)).toBe(ins);
  });

  it('finds the column under a point', () => {
    const n = normaliseInstructions(base);
    expect(columnAt(n, 0.1)).toBe(0);
    expect(columnAt(n, 0.5)).toBe(2);
    expect(columnAt(n, 0.95)).toBeNull();
  });
});

describe('table region', () => {
  it('keeps the top above the bottom', () => {
    const up = moveRegionEdge(base, 'first', 'top', 0.95);
    expect(up.firstPage).toEqual({ top: 0.88, bottom: 0.9 });
    expect(moveRegionEdge(base, 'first', 'bottom', -1).firstPage).toEqual({
      top: 0.25,
      bottom: 0.27,
    });
    expect(layoutInstructionsSchema.safeParse(up).success).toBe(true);
  });

  it('later pages follow page 1 until the switch is off', () => {
    expect(regionOf(base, 2)).toBe(base.firstPage);
    // no own region to move while "same as page 1"
    expect(moveRegionEdge(base, 'later', 'top', 0.1)).toBe(base);
    const own = setLaterSame(base, false);
    expect(own.laterPages).toEqual(base.firstPage);
    const moved = moveRegionEdge(own, 'later', 'top', 0.1);
    expect(regionOf(moved, 2)).toEqual({ top: 0.1, bottom: 0.9 });
    expect(regionOf(moved, 1)).toEqual(base.firstPage);
    expect(setLaterSame(moved, true).laterPages).toBeNull();
  });
});

describe('keys', () => {
  it('moves 0.5 % per arrow, 5 % with Shift; up the page is back for a horizontal edge', () => {
    expect(keyStep('ArrowRight', false, 'horizontal')).toBe(0.005);
    expect(keyStep('ArrowLeft', true, 'horizontal')).toBe(-0.05);
    expect(keyStep('ArrowDown', false, 'vertical')).toBe(0.005);
    expect(keyStep('ArrowUp', true, 'vertical')).toBe(-0.05);
    expect(keyStep('ArrowLeft', false, 'vertical')).toBeNull();
    expect(keyStep('Tab', false, 'horizontal')).toBeNull();
  });
});

describe('lines to ignore', () => {
  it('adds a group of texts, and removes it when every one is there', () => {
    const one = toggleIgnore(base, ['Page 1 of 2', 'Page 2 of 2']);
    expect(one.ignore).toEqual(['Page 1 of 2', 'Page 2 of 2']);
    expect(toggleIgnore(one, ['page 1 of 2 ']).ignore).toEqual(['Page 2 of 2']);
    // a line ignored by a shorter entry is read again by dropping that entry
    const short = { ...base, ignore: ['Page'] };
    expect(toggleIgnore(short, ['Page 1 of 2']).ignore).toEqual([]);
    expect(toggleIgnore(short, ['Total']).ignore).toEqual(['Page', 'Total']);
    expect(toggleIgnore(one, ['Page 1 of 2', 'Page 2 of 2']).ignore).toEqual([]);
    expect(removeIgnore(one, 'Page 2 of 2').ignore).toEqual(['Page 1 of 2']);
    expect(toggleIgnore(base, ['  '])).toBe(base);
  });

  it('tells an edited draft from the one re-read', () => {
    expect(sameInstructions(base, { ...base })).toBe(true);
    expect(sameInstructions(base, setRole(base, 0, 'postDate'))).toBe(false);
  });
});
