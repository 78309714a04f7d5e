/**
 * Pieces shared by the blind-9 families (Japan, China, UK, US, Australia, Netherlands, France,
 * Spain, Switzerland, Nigeria, India) that earlier kits lack: rows scattered over a period by a
 * family's own maker, an opening balance lifted until the running balance never dips below a
 * floor, "CR"/"DR" balances, "-$45.20" dollars, and yen instalments.
 */
import { addDays, EN, formatMinor, isoToDay, type NumberStyle } from '../../format.ts';
import { type FontFamily, textWidth } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { runBalances } from '../blind-3/common.ts';

/** A log-uniform amount in [min, max] minor units, rounded to `unit`. */
export function logAmount(rng: Rng, min: number, max: number, unit = 1): number {
  const v = Math.exp(rng.float(Math.log(min), Math.log(max)));
  return Math.max(unit, Math.round(v / unit) * unit);
}

/**
 * `count` rows on random days of [start, end], each made by `make` (which may return the row
 * and its followers, e.g. a fee), sorted by date with followers kept behind their row.
 */
export function scatter(
  rng: Rng,
  start: string,
  end: string,
  count: number,
  make: (date: string, i: number) => SynthTx | SynthTx[],
): SynthTx[] {
  const span = isoToDay(end) - isoToDay(start);
  const days = Array.from({ length: count }, () => rng.int(0, span)).sort((a, b) => a - b);
  return days.flatMap((d, i) => make(addDays(start, d), i));
}

/**
 * Raise `opening` (in steps of `unit`) until no running balance is below `floor`; balances are
 * recomputed. Returns the opening used.
 */
export function liftOpening(txs: SynthTx[], opening: number, floor: number, unit = 100): number {
  runBalances(txs, opening);
  const low = Math.min(opening, ...txs.map((t) => t.balance));
  const lifted = low < floor ? opening + Math.ceil((floor - low) / unit) * unit : opening;
  runBalances(txs, lifted);
  return lifted;
}

/** "12,345.67 CR" / "45.20 DR": an Australian balance, sign shown by the suffix only. */
export const crdr = (minor: number, ns: NumberStyle = EN, joiner = ' '): string =>
  `${formatMinor(minor, ns)}${joiner}${minor < 0 ? 'DR' : 'CR'}`;

/** "-$45.20" / "$1,234.56": US dollars with the minus before the sign. */
export const dollars = (minor: number): string =>
  `${minor < 0 ? '-' : ''}$${formatMinor(minor, EN)}`;

/**
 * A yen amount (kept in hundredths) split into `n` instalments of whole yen: the first carries
 * the remainder, as Japanese card issuers bill it.
 */
export function instalments(total: number, n: number): number[] {
  const yen = Math.round(total / 100);
  const each = Math.floor(yen / n);
  return Array.from({ length: n }, (_, i) => (i === 0 ? yen - each * (n - 1) : each) * 100);
}

/**
 * The printed lines of a narration broken at `width` points after a '-', '/' or '*' or at a
 * space where possible, mid-token otherwise (blind-3's hardWrap, which joins them back; here the
 * lines are kept so a family can print another column's lines beside them).
 */
export function narrationLines(
  font: FontFamily,
  text: string,
  size: number,
  width: number,
): string[] {
  const tokens = text.match(/[^-/*\s]*[-/*]|[^-/*\s]+|\s+/g) ?? [text];
  const lines: string[] = [];
  let cur = '';
  const fits = (s: string) => textWidth(font, s, size) <= width;
  for (const tok of tokens) {
    if (/^\s+$/.test(tok)) {
      if (cur) cur += ' ';
      continue;
    }
    if (fits(cur + tok)) {
      cur += tok;
      continue;
    }
    if (cur.trim()) lines.push(cur.trim());
    cur = '';
    for (const ch of tok) {
      if (!fits(cur + ch) && cur) {
        lines.push(cur);
        cur = '';
      }
      cur += ch;
    }
  }
  if (cur.trim()) lines.push(cur.trim());
  return lines;
}
