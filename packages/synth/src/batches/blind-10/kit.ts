/**
 * Pieces shared by the blind-10 families (Vietnam, Kenya, Romania, Finland, Hungary, Morocco,
 * Bangladesh, Singapore card, Italian card, a US payment account, a Philippine e-wallet,
 * Estonia) that earlier kits lack: columns laid out left to right around one flexible column
 * (so a description can sit last, after the money), slot widths measured from sample text,
 * 12-hour clock times, rows grouped by day for daily turnover lines, and whole-unit amounts
 * with a chosen grouping.
 */
import type { Geometry } from '../../families.ts';
import { formatMinor, type NumberStyle } from '../../format.ts';
import { type Column, type FontFamily, textWidth, wrap } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';

export interface ColSpec {
  key: string;
  header: string[];
  align: 'left' | 'right';
  /** Slot width in points; the one column without it takes the room that is left. */
  width?: number;
}

/** Gap kept between a right-aligned column and a left-aligned one after it. */
const GAP = 10;

/**
 * Columns from the left margin to the right one, each in its own slot: a left-aligned column
 * starts at its slot (after a gap when a right-aligned one ends just before), a right-aligned
 * one ends at the slot's right edge. The slot without a width is the flexible one; its wrap
 * width is set so its text never reaches the next column.
 */
export function flexColumns(g: Geometry, specs: ColSpec[]): Column[] {
  const fixed = specs.reduce((s, c) => s + (c.width ?? 0), 0);
  const flex = g.right - g.left - fixed;
  if (specs.filter((c) => c.width === undefined).length !== 1)
    throw new Error('flexColumns needs exactly one column without a width');
  if (flex < 60) throw new Error(`flexColumns: only ${Math.round(flex)} pt left for the text`);
  const cols: Column[] = [];
  let x = g.left;
  let prevRight = false;
  for (const s of specs) {
    const w = s.width ?? flex;
    if (s.align === 'right') cols.push({ key: s.key, header: s.header, x: x + w, align: 'right' });
    else {
      const lead = prevRight ? GAP : 0;
      cols.push({
        key: s.key,
        header: s.header,
        x: x + lead,
        align: 'left',
        ...(s.width === undefined ? { width: w - lead - GAP } : {}),
      });
    }
    prevRight = s.align === 'right';
    x += w;
  }
  return cols;
}

/** A slot wide enough for every sample (regular) and header line (bold), plus `pad`. */
export function slot(g: Geometry, samples: string[], header: string[], pad = 8): number {
  const w = Math.max(
    ...samples.map((s) => textWidth(g.font, s, g.size)),
    ...header.map((h) => textWidth(g.font, h, g.size, true)),
  );
  return Math.ceil(w + pad);
}

/** "14:05" → "02:05 PM" (e-wallet histories print a 12-hour clock). */
export function clock12(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Consecutive rows of one date, in order (rows must be sorted by date). */
export function byDay(txs: SynthTx[]): SynthTx[][] {
  const days: SynthTx[][] = [];
  for (const t of txs) {
    const last = days.at(-1);
    if (last && last[0]!.date === t.date) last.push(t);
    else days.push([t]);
  }
  return days;
}

/** Money out (positive) and money in of some rows. */
export function outIn(txs: SynthTx[]): { out: number; inn: number } {
  let out = 0;
  let inn = 0;
  for (const t of txs) {
    if (t.amount < 0) out -= t.amount;
    else inn += t.amount;
  }
  return { out, inn };
}

/**
 * An amount of a currency printed without minor units (VND, HUF) but kept in hundredths:
 * 125000000 → "1,250,000" with group ','. Throws when the amount has a fraction.
 */
export function whole(minor: number, group: string): string {
  if (minor % 100 !== 0) throw new Error(`not a whole amount: ${minor}`);
  const s = String(Math.abs(minor) / 100);
  return group ? s.replace(/\B(?=(\d{3})+(?!\d))/g, group) : s;
}

/** A signed amount with the minus in front ("-1 234,56"), nothing before a positive one. */
export const minus = (minor: number, ns: NumberStyle): string =>
  `${minor < 0 ? '-' : ''}${formatMinor(minor, ns)}`;

/** One of the names, upper-cased ("NGUYEN VAN AN"), built from surname/middle/given lists. */
export function nameOf(rng: Rng, ...parts: (readonly string[])[]): string {
  return parts.map((p) => rng.pick(p)).join(' ');
}

/**
 * A creditor reference's base digits with their 7-3-1 check digit appended (Finnish "viite",
 * Estonian "viitenumber"): weights 7, 3, 1 from the right, the check digit rounds the weighted
 * sum up to a multiple of ten. "123456" → "1234561".
 */
export function with731(base: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += Number(base[base.length - 1 - i]) * weights[i % 3]!;
  return `${base}${(10 - (sum % 10)) % 10}`;
}

/** A random reference of 1 + `min`..`max` base digits and the check digit. */
export function ref731(rng: Rng, min = 3, max = 12): string {
  let base = String(rng.int(1, 9));
  for (let i = rng.int(min, max); i > 0; i--) base += String(rng.int(0, 9));
  return with731(base);
}

/** Printed description lines re-wrapped to a column width (a long line becomes several). */
export function fitLines(
  g: { font: FontFamily; size: number },
  lines: string[],
  width: number,
): string[] {
  return lines.flatMap((l) => wrap(g.font, l, g.size, width));
}
