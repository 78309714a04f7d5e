/**
 * Pieces shared by the blind-5 families (US, UK, NZ, SG, IN, AU, CO) that earlier kits lack:
 * ordinal day dates ("3rd Feb"), per-page totals rows at page breaks, amounts without any
 * grouping, the Colombian 4x1000 levy, and months written out in words.
 */
import { formatDate, type Lang } from '../../format.ts';
import type { Row, TableBlock } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';

/** 1 → "1st", 22 → "22nd", 13 → "13th". */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "3rd Feb" (or with `pattern` after the ordinal day: "3rd February 2024"). */
export const ordinalDate = (iso: string, pattern = 'MMM'): string =>
  `${ordinal(Number(iso.slice(8, 10)))} ${formatDate(iso, pattern)}`;

/** Minor units as plain digits with two decimals and no grouping ("1234567.89"). */
export const plain = (minor: number): string =>
  `${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

/** "Marzo 2024"-style month and year in words (first letter capitalised). */
export function monthYear(iso: string, lang: Lang, joiner = ' '): string {
  const m = formatDate(iso, 'MMMM', lang);
  return `${m.charAt(0).toUpperCase()}${m.slice(1)}${joiner}${iso.slice(0, 4)}`;
}

/**
 * The Colombian financial-transactions levy (GMF, "4 por mil"): 4 pesos per 1,000 debited,
 * charged once a day on that day's debits; amounts in minor units, rounded to whole pesos.
 */
export function gmfOf(debits: number): number {
  return Math.round((Math.abs(debits) * 4) / 1000 / 100) * 100;
}

/**
 * Carry rows that print the page's own money-out and money-in totals ("TOTALS AT END OF PAGE")
 * instead of a balance. Rows must carry their index in `txs` as `balanceAfter` (the layout
 * hands it back at each break); a restart of the layout (a smaller index) starts over.
 */
export function pageTotalsCarry(
  txs: SynthTx[],
  end: (out: number, inn: number) => Row,
  start?: (balance: number) => Row,
): NonNullable<TableBlock['carry']> {
  let from = 0;
  return {
    end: (i) => {
      if (i < from) from = 0;
      let out = 0;
      let inn = 0;
      for (const t of txs.slice(from, i + 1)) {
        if (t.amount < 0) out -= t.amount;
        else inn += t.amount;
      }
      return end(out, inn);
    },
    start: (i) => {
      from = i + 1;
      return start ? start(txs[i]!.balance) : { cells: {} };
    },
  };
}
