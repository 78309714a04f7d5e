/**
 * Pieces shared by the blind-7 families (Indonesia, Thailand, Turkey, Czechia, South Africa, US
 * mortgage and prepaid card, Mexico, Argentina, Pakistan, a German app bank, a multi-currency
 * fintech) that earlier kits lack: month and weekday names in their languages, row counts kept in
 * the brief's 15–120 range, fee/tax rows inserted after the row that causes them, and amounts
 * rounded to a local unit.
 */
import { type Geometry, rowsFor } from '../../families.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { runBalances } from '../blind-3/common.ts';

/** Month names the shared formatter does not know (index 0 = January). */
export const MONTHS = {
  id: 'JANUARI FEBRUARI MARET APRIL MEI JUNI JULI AGUSTUS SEPTEMBER OKTOBER NOVEMBER DESEMBER'.split(
    ' ',
  ),
  tr: 'Ocak Subat Mart Nisan Mayis Haziran Temmuz Agustos Eylul Ekim Kasim Aralik'.split(' '),
  esShort: 'ene feb mar abr may jun jul ago sep oct nov dic'.split(' '),
  en: 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' '),
};

/** German weekday names, Sunday first (as `Date.getUTCDay` counts). */
export const WOCHENTAGE = 'Sonntag Montag Dienstag Mittwoch Donnerstag Freitag Samstag'.split(' ');

/** 0 (Sunday) … 6 (Saturday) for an ISO date. */
export const weekday = (iso: string): number => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** Month index (0-based) of an ISO date. */
export const monthOf = (iso: string): number => Number(iso.slice(5, 7)) - 1;

/** "15-oct-2025": Mexican card statements' dates (Spanish month abbreviation, lower case). */
export const mxDate = (iso: string): string =>
  `${iso.slice(8, 10)}-${MONTHS.esShort[monthOf(iso)]}-${iso.slice(0, 4)}`;

/** Rows the brief asks for (15–120); a statement shrunk to fit one image may have fewer. */
export function clampCount(n: number, pages: number, max = 120): number {
  return Math.max(pages >= 1 ? 15 : 5, Math.min(max, n));
}

/**
 * Transactions for a page target capped at four pages (the brief's 1–4), kept in 15–`max`
 * (`max` below 120 leaves room for the fee, tax and interest rows a family adds).
 */
export function rowCount(
  rng: Rng,
  g: Geometry,
  pages: number,
  perRowLines: number,
  max = 120,
): number {
  return clampCount(rowsFor(rng, g, Math.min(4, pages), perRowLines), pages, max);
}

/**
 * A new list with the rows `after` returns inserted right behind the row that causes them (a
 * transfer's fee and its tax on the same day); balances recomputed from `opening`.
 */
export function withFollowers(
  txs: SynthTx[],
  opening: number,
  after: (t: SynthTx) => SynthTx[],
): SynthTx[] {
  const out: SynthTx[] = [];
  for (const t of txs) out.push(t, ...after(t));
  runBalances(out, opening);
  return out;
}

/** Round every amount to a multiple of `unit` minor units (never to zero); balances recomputed. */
export function roundAmounts(txs: SynthTx[], opening: number, unit: number): void {
  for (const t of txs) {
    const abs = Math.max(unit, Math.round(Math.abs(t.amount) / unit) * unit);
    t.amount = Math.sign(t.amount) * abs;
  }
  runBalances(txs, opening);
}

/** Sum of the amounts of the rows `pick` selects (minor units, signs kept). */
export const sumOf = (txs: SynthTx[], pick: (t: SynthTx) => boolean = () => true): number =>
  txs.filter(pick).reduce((s, t) => s + t.amount, 0);

/** "HH:MM" times for rows, rising within each day (rows are in date order). */
export function dayTimes(rng: Rng, dates: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < dates.length; ) {
    let j = i;
    while (j < dates.length && dates[j] === dates[i]) j++;
    const mins = Array.from({ length: j - i }, () => rng.int(6 * 60, 23 * 60 + 59)).sort(
      (a, b) => a - b,
    );
    for (const v of mins)
      out.push(`${String(Math.floor(v / 60)).padStart(2, '0')}:${String(v % 60).padStart(2, '0')}`);
    i = j;
  }
  return out;
}
