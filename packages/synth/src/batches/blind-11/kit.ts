/**
 * Pieces shared by the blind-11 families (Greece, Israel, Ukraine, Lithuania, Croatia,
 * Bulgaria, Slovakia, Luxembourg, Iceland, Sri Lanka, Taiwan, Jamaica) that earlier kits lack:
 * rows that remember their printed description lines, Republic-of-China (Minguo) dates,
 * trailing-minus and parenthesised amounts, a period printed with the year once, and a check
 * that a text can be drawn with the standard PDF fonts (WinAnsi: Greek and Cyrillic labels are
 * transliterated, as many banks' own exports do).
 */
import type { ParsedStatement } from '@bsp/shared/parse-result';
import { truthTx } from '../../families.ts';
import { formatMinor, type NumberStyle } from '../../format.ts';
import type { Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { tx } from '../blind-3/common.ts';

/** Rows built by hand that keep their printed description lines (joined = the truth text). */
export function rowMaker(): {
  mk: (date: string, text: string[], amount: number, post?: string | null) => SynthTx;
  lines: Map<SynthTx, string[]>;
} {
  const lines = new Map<SynthTx, string[]>();
  const mk = (date: string, text: string[], amount: number, post: string | null = null) => {
    const clean = text.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
    const t = tx(date, clean.join(' '), amount);
    t.postDate = post;
    lines.set(t, clean);
    return t;
  };
  return { mk, lines };
}

/** Sort rows by date, keeping the order of rows of one day (followers stay behind). */
export const byDate = (txs: SynthTx[]): SynthTx[] =>
  txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

/** "113/03/05": a Taiwanese (Minguo) date, year counted from 1912. */
export function rocDate(iso: string, sep = '/'): string {
  const y = Number(iso.slice(0, 4)) - 1911;
  return `${y}${sep}${iso.slice(5, 7)}${sep}${iso.slice(8, 10)}`;
}

/** "1,234.56-" for a negative amount, "1,234.56" otherwise (Israeli and Jamaican balances). */
export const trailing = (minor: number, ns: NumberStyle): string =>
  `${formatMinor(minor, ns)}${minor < 0 ? '-' : ''}`;

/** "(1,234.56)" for a negative amount (private banks' account statements). */
export const parens = (minor: number, ns: NumberStyle): string =>
  minor < 0 ? `(${formatMinor(minor, ns)})` : formatMinor(minor, ns);

/**
 * "1.1. - 31.3.2024" (Slovak) or "1.12.2023 - 29.2.2024" across a year end: the year printed
 * once unless the period crosses the new year.
 */
export function yearOnce(start: string, end: string): string {
  const dm = (iso: string) => `${Number(iso.slice(8, 10))}.${Number(iso.slice(5, 7))}.`;
  const sy = start.slice(0, 4);
  const ey = end.slice(0, 4);
  return sy === ey ? `${dm(start)} - ${dm(end)}${ey}` : `${dm(start)}${sy} - ${dm(end)}${ey}`;
}

/** "15.1." : a day and month without the year and without leading zeros. */
export const dayMonth = (iso: string): string =>
  `${Number(iso.slice(8, 10))}.${Number(iso.slice(5, 7))}.`;

/** "05MAR24": compact Caribbean bank dates. */
export function compactDate(iso: string, withYear = true): string {
  const m = 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split(' ')[
    Number(iso.slice(5, 7)) - 1
  ] as string;
  return `${iso.slice(8, 10)}${m}${withYear ? iso.slice(2, 4) : ''}`;
}

/** Characters pdf-lib's standard fonts (WinAnsi) can draw beyond printable ASCII. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Whether every character of `text` can be drawn with the standard PDF fonts. */
export function winAnsi(text: string): boolean {
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if ((c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff)) continue;
    if (WIN_ANSI_EXTRA.includes(ch)) continue;
    return false;
  }
  return true;
}

/** Spread `total` minor units over `n` parts that sum to it exactly (the first takes the rest). */
export function split(total: number, n: number): number[] {
  const each = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => (i === 0 ? total - each * (n - 1) : each));
}

/**
 * A printed row whose text sits in two side-by-side columns (counterparty | purpose), each with
 * its own lines: the first lines beside the other cells, the rest on further lines. The truth
 * description is `lead` (a type printed in a column of its own), the first column's lines, then
 * the second's, joined by spaces.
 */
export function twoColumnRow(
  st: ParsedStatement,
  t: SynthTx,
  a: [string, string[]],
  b: [string, string[]],
  cells: Record<string, string>,
  balance: number | null,
  lead?: string,
): Row {
  const truth = truthTx(t, [lead ?? '', ...a[1], ...b[1]].filter(Boolean).join(' '), balance);
  st.transactions.push(truth);
  const n = Math.max(a[1].length, b[1].length);
  const extra: Record<string, string>[] = [];
  for (let i = 1; i < n; i++) extra.push({ [a[0]]: a[1][i] ?? '', [b[0]]: b[1][i] ?? '' });
  return {
    cells: { ...cells, [a[0]]: a[1][0] ?? '', [b[0]]: b[1][0] ?? '' },
    tx: truth,
    balanceAfter: t.balance,
    extra,
  };
}
