/**
 * Pieces shared by the blind-14 families (US neobank and business neobank checking, an online
 * banking activity printout, a US card with Credits and Charges columns, a UK credit union and
 * a UK mortgage, a multi-currency e-money account, FNB-like South African, Deutsche Bank-like
 * German, Itaú-like Brazilian, BBVA México-like and a Nigerian fintech statement) that earlier
 * kits lack: a row carrying a truth description that differs from its printed lines, a second
 * truth row printed on the same line as another (one printed line moving two accounts), and
 * the amount styles these banks print ("–$1,234.56" with an en dash, "1,234.56Cr" / "Dr",
 * "- 1.234,56" / "+ 1.234,56", "05/MAR").
 */
import type { ParsedStatement, ParsedTransaction } from '@bsp/shared/parse-result';
import { truthTx } from '../../families.ts';
import { DE, EN, formatMinor } from '../../format.ts';
import type { Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';

/**
 * A printed row: `cells` on its first line, `extra` lines under it; the truth description is
 * `description` (which may leave out printed lines such as a date or transaction-id line).
 */
export function printedRow(
  st: ParsedStatement,
  t: SynthTx,
  description: string,
  cells: Record<string, string>,
  balance: number | null,
  extra: Record<string, string>[] = [],
  gapBefore = 0,
): Row {
  const truth = truthTx(t, description.replace(/\s+/g, ' ').trim(), balance);
  st.transactions.push(truth);
  return {
    cells,
    tx: truth,
    balanceAfter: t.balance,
    extra,
    ...(gapBefore ? { gapBefore } : {}),
  };
}

/**
 * A truth row for a second account printed on the same line as `src` (a payroll deduction
 * split between shares and a loan): its page and bbox follow `src`'s, which the layout fills.
 */
export function mirrorTruth(
  st: ParsedStatement,
  src: ParsedTransaction,
  t: SynthTx,
  description: string,
  balance: number | null,
): ParsedTransaction {
  const truth = truthTx(t, description, balance);
  Object.defineProperties(truth, {
    page: { get: () => src.page, enumerable: true, configurable: true },
    bbox: { get: () => src.bbox, enumerable: true, configurable: true },
  });
  st.transactions.push(truth);
  return truth;
}

/** "–$1,234.56" with an en dash for a debit, "$1,234.56" otherwise (app-bank exports). */
export const dashUsd = (minor: number): string =>
  `${minor < 0 ? '\u2013' : ''}$${formatMinor(minor, EN)}`;

/** "1,234.56Cr" for money in, "1,234.56" (or with `debit` after it) for money out. */
export const crAmount = (minor: number, debit = ''): string =>
  `${formatMinor(minor, EN)}${minor < 0 ? debit : 'Cr'}`;

/** "1,234.56Cr" / "1,234.56Dr": a balance whose side is shown by the suffix only. */
export const crDrBalance = (minor: number, joiner = ''): string =>
  `${formatMinor(minor, EN)}${joiner}${minor < 0 ? 'Dr' : 'Cr'}`;

/** "- 1.234,56" / "+ 1.234,56": German amounts with a spaced sign. */
export const deSigned = (minor: number): string =>
  `${minor < 0 ? '-' : '+'} ${formatMinor(minor, DE)}`;

/** "-1.234,56" / "1.234,56": Brazilian reais, minus before a debit. */
export const brl = (minor: number): string => `${minor < 0 ? '-' : ''}${formatMinor(minor, DE)}`;

const ES_MON = 'ENE FEB MAR ABR MAY JUN JUL AGO SEP OCT NOV DIC'.split(' ');

/** "05/MAR": a Mexican day and upper-case Spanish month abbreviation without the year. */
export const dayMon = (iso: string): string =>
  `${iso.slice(8, 10)}/${ES_MON[Number(iso.slice(5, 7)) - 1]}`;

/** The earlier of two ISO dates. */
export const minIso = (a: string, b: string): string => (a < b ? a : b);
