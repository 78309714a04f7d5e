/**
 * The fix screen's draft: the reading's instructions as the person edits them. Pure functions,
 * each answering a new object (React state), with every value kept inside what the contract
 * accepts (columns left to right and at least MIN_COLUMN wide, a region at least MIN_REGION tall).
 */
import type { LayoutColumn, LayoutColumnRole, LayoutInstructions, LayoutRegion } from '@bsp/shared';
import { isIgnored } from './ignore-lines';

/** Arrow keys move a handle by 0.5 % of the page; with Shift by 5 %. */
export const STEP = 0.005;
export const BIG_STEP = 0.05;
/** The narrowest column a boundary can make. */
export const MIN_COLUMN = 0.005;
/** The shortest table region (the contract asks for 1 %; 2 % keeps both handles grabbable). */
export const MIN_REGION = 0.02;
export const MAX_COLUMNS = 16;

/** Four decimals: the handles' own precision, without float noise (0.1 + 0.005 …). */
const round = (v: number) => Math.round(v * 10_000) / 10_000;
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/**
 * The column boundaries left to right: the first column's left edge, one boundary between each
 * pair of columns (the middle of any gap the reader left), the last column's right edge.
 */
export function boundariesOf(columns: readonly LayoutColumn[]): number[] {
  if (columns.length === 0) return [];
  const bounds = [columns[0]!.x0];
  for (let i = 1; i < columns.length; i++) {
    bounds.push(round((columns[i - 1]!.x1 + columns[i]!.x0) / 2));
  }
  bounds.push(columns[columns.length - 1]!.x1);
  return bounds;
}

function fromBoundaries(bounds: readonly number[], roles: readonly LayoutColumnRole[]) {
  return roles.map((role, i) => ({ x0: round(bounds[i]!), x1: round(bounds[i + 1]!), role }));
}

/**
 * Columns that touch: a word between two columns belongs to one of them (the screen draws one
 * line per boundary, so a gap could not be seen or moved).
 */
export function normaliseInstructions(ins: LayoutInstructions): LayoutInstructions {
  const bounds = boundariesOf(ins.columns);
  return {
    ...ins,
    columns: fromBoundaries(
      bounds,
      ins.columns.map((c) => c.role),
    ),
  };
}

/** How far boundary `i` (0 … columns.length) may move: not past its neighbours. */
export function boundaryLimits(bounds: readonly number[], i: number): { min: number; max: number } {
  const min = i === 0 ? 0 : bounds[i - 1]! + MIN_COLUMN;
  const max = i === bounds.length - 1 ? 1 : bounds[i + 1]! - MIN_COLUMN;
  return { min: round(min), max: round(max) };
}

export function moveBoundary(ins: LayoutInstructions, i: number, x: number): LayoutInstructions {
  const bounds = boundariesOf(ins.columns);
  if (i < 0 || i >= bounds.length) return ins;
  const { min, max } = boundaryLimits(bounds, i);
  bounds[i] = round(clamp(x, min, max));
  return {
    ...ins,
    columns: fromBoundaries(
      bounds,
      ins.columns.map((c) => c.role),
    ),
  };
}

export function setRole(
  ins: LayoutInstructions,
  column: number,
  role: LayoutColumnRole,
): LayoutInstructions {
  if (!ins.columns[column]) return ins;
  return { ...ins, columns: ins.columns.map((c, i) => (i === column ? { ...c, role } : c)) };
}

export function canSplit(ins: LayoutInstructions, column: number): boolean {
  const c = ins.columns[column];
  return !!c && ins.columns.length < MAX_COLUMNS && c.x1 - c.x0 >= 2 * MIN_COLUMN;
}

/**
 * Splits a column in two at `at` (default: its middle). The left part keeps the role; the new
 * right part is read as nothing ("Ignore") until the person says what it holds.
 */
export function splitColumn(ins: LayoutInstructions, column: number, at?: number) {
  const c = ins.columns[column];
  if (!c || !canSplit(ins, column)) return ins;
  const x = round(clamp(at ?? (c.x0 + c.x1) / 2, c.x0 + MIN_COLUMN, c.x1 - MIN_COLUMN));
  const columns = [...ins.columns];
  columns.splice(column, 1, { ...c, x1: x }, { x0: x, x1: c.x1, role: 'ignore' });
  return { ...ins, columns };
}

/** The column that holds `x` (0..1), or null when it is left or right of every column. */
export function columnAt(ins: LayoutInstructions, x: number): number | null {
  const i = ins.columns.findIndex((c) => x >= c.x0 && x < c.x1);
  return i < 0 ? null : i;
}

/**
 * Removes the boundary between column `left` and the next one. The merged column keeps the
 * left column's role, unless that one was "Ignore".
 */
export function mergeWithNext(ins: LayoutInstructions, left: number): LayoutInstructions {
  const a = ins.columns[left];
  const b = ins.columns[left + 1];
  if (!a || !b || ins.columns.length <= 2) return ins;
  const merged: LayoutColumn = { x0: a.x0, x1: b.x1, role: a.role === 'ignore' ? b.role : a.role };
  const columns = [...ins.columns];
  columns.splice(left, 2, merged);
  return { ...ins, columns };
}

export type RegionPage = 'first' | 'later';
export type RegionEdge = 'top' | 'bottom';

/** The table region that applies on a page (1-based). */
export function regionOf(ins: LayoutInstructions, page: number): LayoutRegion {
  return page > 1 && ins.laterPages ? ins.laterPages : ins.firstPage;
}

export function regionLimits(region: LayoutRegion, edge: RegionEdge): { min: number; max: number } {
  return edge === 'top'
    ? { min: 0, max: round(region.bottom - MIN_REGION) }
    : { min: round(region.top + MIN_REGION), max: 1 };
}

export function moveRegionEdge(
  ins: LayoutInstructions,
  which: RegionPage,
  edge: RegionEdge,
  y: number,
): LayoutInstructions {
  const region = which === 'later' ? ins.laterPages : ins.firstPage;
  if (!region) return ins;
  const { min, max } = regionLimits(region, edge);
  const next = { ...region, [edge]: round(clamp(y, min, max)) };
  return which === 'later' ? { ...ins, laterPages: next } : { ...ins, firstPage: next };
}

/** "Later pages: same as page 1" on (null) or off (a copy of page 1's region to edit). */
export function setLaterSame(ins: LayoutInstructions, same: boolean): LayoutInstructions {
  if (same) return { ...ins, laterPages: null };
  return ins.laterPages ? ins : { ...ins, laterPages: { ...ins.firstPage } };
}

export function setDateOrder(
  ins: LayoutInstructions,
  dateOrder: LayoutInstructions['dateOrder'],
): LayoutInstructions {
  return { ...ins, dateOrder };
}

export function setSigns(
  ins: LayoutInstructions,
  signs: LayoutInstructions['signs'],
): LayoutInstructions {
  return { ...ins, signs };
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Ignores each of `texts` (lines containing one of them are not read). */
export function ignoreTexts(ins: LayoutInstructions, texts: readonly string[]): LayoutInstructions {
  const added: string[] = [];
  for (const raw of texts) {
    const t = raw.trim().slice(0, 200);
    if (t && ![...ins.ignore, ...added].some((x) => sameText(x, t))) added.push(t);
  }
  return added.length === 0 ? ins : { ...ins, ignore: [...ins.ignore, ...added] };
}

/** Reads lines with these texts again: drops every ignore entry that matched one of them. */
export function readTexts(ins: LayoutInstructions, texts: readonly string[]): LayoutInstructions {
  const ignore = ins.ignore.filter((entry) => !texts.some((t) => isIgnored(t, [entry])));
  return ignore.length === ins.ignore.length ? ins : { ...ins, ignore };
}

/** Ignores the lines, or reads them again when every one is ignored already. */
export function toggleIgnore(
  ins: LayoutInstructions,
  texts: readonly string[],
): LayoutInstructions {
  const wanted = texts.filter((t) => t.trim());
  if (wanted.length === 0) return ins;
  return wanted.every((t) => isIgnored(t, ins.ignore))
    ? readTexts(ins, wanted)
    : ignoreTexts(ins, wanted);
}

export function removeIgnore(ins: LayoutInstructions, text: string): LayoutInstructions {
  return { ...ins, ignore: ins.ignore.filter((x) => x !== text) };
}

/**
 * The change a key makes to a handle's value (arrow keys; Shift for big steps; PageUp/PageDown
 * big steps too), or null for other keys. `forward` keys move right (or down the page).
 */
export function keyStep(key: string, shift: boolean, orientation: 'horizontal' | 'vertical') {
  const step = shift ? BIG_STEP : STEP;
  const forward = orientation === 'horizontal' ? ['ArrowRight', 'ArrowUp'] : ['ArrowDown'];
  const back = orientation === 'horizontal' ? ['ArrowLeft', 'ArrowDown'] : ['ArrowUp'];
  if (forward.includes(key)) return step;
  if (back.includes(key)) return -step;
  if (key === 'PageDown') return orientation === 'horizontal' ? -BIG_STEP : BIG_STEP;
  if (key === 'PageUp') return orientation === 'horizontal' ? BIG_STEP : -BIG_STEP;
  return null;
}

/** Same instructions (so a re-read still shows what Apply would apply). */
export function sameInstructions(a: LayoutInstructions, b: LayoutInstructions): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** "42.5 %" */
export function percent(v: number): string {
  return `${(Math.round(v * 1000) / 10).toFixed(1)} %`;
}
