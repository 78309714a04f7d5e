/**
 * Pieces shared by the blind-12 families (mainstream US, UK, Canadian, Australian, NZ,
 * Singaporean, Indian, South African and Mexican/Colombian statements) that earlier kits lack:
 * dollar amounts with a spaced sign ("- $12.50"), parenthesised dollars, month-day dates printed
 * "03 15", Spanish upper-case month abbreviations, a row that prints several short text columns
 * whose joined cells are the truth description, plain text rows (section headings, totals) and
 * cells placed under a table's columns.
 */
import type { ParsedStatement } from '@bsp/shared/parse-result';
import { truthTx } from '../../families.ts';
import { EN, formatMinor } from '../../format.ts';
import type { Cell, Column, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';

/** "$1,234.56", "-$1,234.56", "- $1,234.56" / "+ $1,234.56" (spaced) or "($1,234.56)". */
export function usd(
  minor: number,
  style: 'minus' | 'spaced' | 'parens' | 'plus' = 'minus',
): string {
  const abs = `$${formatMinor(minor, EN)}`;
  if (style === 'parens') return minor < 0 ? `(${abs})` : abs;
  if (style === 'spaced') return `${minor < 0 ? '-' : '+'} ${abs}`;
  if (style === 'plus') return `${minor < 0 ? '-' : '+'}${abs}`;
  return `${minor < 0 ? '-' : ''}${abs}`;
}

/** "1,234.56-" for a debit (South African and Mexican prints), "1,234.56" otherwise. */
export const trailingMinus = (minor: number): string =>
  `${formatMinor(minor, EN)}${minor < 0 ? '-' : ''}`;

/** "03 15": a month-day date without a year (Standard Bank-like rows). */
export const monthDay = (iso: string): string => `${iso.slice(5, 7)} ${iso.slice(8, 10)}`;

const ES_UPPER = 'ENE FEB MAR ABR MAY JUN JUL AGO SEP OCT NOV DIC'.split(' ');

/** "05-MAR-2024" (Mexican statements) or "05 MAR" without the year. */
export function esDate(iso: string, withYear = true, sep = '-'): string {
  const m = ES_UPPER[Number(iso.slice(5, 7)) - 1] as string;
  return withYear
    ? `${iso.slice(8, 10)}${sep}${m}${sep}${iso.slice(0, 4)}`
    : `${iso.slice(8, 10)} ${m}`;
}

/** A bold text-only row (section heading or total line) in a table. */
export const plainRow = (cells: Record<string, string>, bold = true, gapBefore = 0): Row => ({
  cells,
  bold,
  ...(gapBefore ? { gapBefore } : {}),
});

/**
 * A printed row whose description is spread over several short text columns (type, other
 * party, particulars, code, reference): the truth description is the non-empty cells joined
 * by spaces, in the order of `textKeys`.
 */
export function columnsRow(
  st: ParsedStatement,
  t: SynthTx,
  text: Record<string, string>,
  textKeys: string[],
  cells: Record<string, string>,
  balance: number | null,
): Row {
  const description = textKeys
    .map((k) => text[k] ?? '')
    .filter(Boolean)
    .join(' ');
  const truth = truthTx(t, description, balance);
  st.transactions.push(truth);
  return { cells: { ...text, ...cells }, tx: truth, balanceAfter: t.balance };
}

/** A cell placed under a table column (same x and alignment), for lines after the table. */
export function under(cols: Column[], key: string, text: string, bold = false): Cell {
  const c = cols.find((col) => col.key === key);
  if (!c) throw new Error(`no column ${key}`);
  return { text, x: c.x, align: c.align, bold };
}
