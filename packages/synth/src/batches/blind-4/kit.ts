/**
 * Pieces shared by the blind-4 families (Ireland, UK business, Philippines, Malaysia, Japan,
 * UAE, Nordics, Poland, Australian card, Nigeria, Chile, US brokerage). Generic helpers (names,
 * digits, the truth statement, money columns) come from blind-3's common.ts; this file adds what
 * that batch did not need: calendar-month periods, first/last row of a day, amounts in
 * currencies without minor units, and hand-split description lines.
 */
import type { ParsedStatement } from '@bsp/shared/parse-result';
import { type Geometry, truthTx } from '../../families.ts';
import { addDays, formatMinor, type NumberStyle } from '../../format.ts';
import type { Cell, LinesBlock, Row } from '../../layout.ts';
import { type GenOptions, generateTransactions, type SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { monthEnd, scaleAmounts } from '../blind-3/common.ts';

/** `months` whole calendar months from a random month in 2019–2025. */
export function calendarPeriod(rng: Rng, months: number): { start: string; end: string } {
  const start = `${rng.int(2019, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
  let end = monthEnd(start);
  for (let i = 1; i < months; i++) end = monthEnd(addDays(end, 1));
  return { start, end };
}

/** Calendar months needed for `count` rows at roughly `perMonth` rows a month (1, 2 or 3). */
export const monthsFor = (count: number, perMonth = 60): number =>
  Math.min(3, Math.max(1, Math.ceil(count / perMonth)));

/** Whether each row is the first of its day (dates printed once per day). */
export function firstOfDay(txs: SynthTx[]): boolean[] {
  return txs.map((t, i) => i === 0 || txs[i - 1]!.date !== t.date);
}

/** Whether each row is the last of its day (balance printed at the end of the day only). */
export function lastOfDay(txs: SynthTx[]): boolean[] {
  return txs.map((t, i) => i === txs.length - 1 || txs[i + 1]!.date !== t.date);
}

/**
 * Amounts of a currency without minor units (JPY, CLP) kept in the truth's hundredths: 123400
 * prints "1,234" (group ',') or "1.234" (group '.'). Throws if the amount has a fraction.
 */
export function wholeUnits(minor: number, group: string): string {
  if (minor % 100 !== 0) throw new Error(`not a whole amount: ${minor}`);
  return formatMinor(minor, { group, decimal: '.' }).slice(0, -3);
}

/** Round every amount to whole units of a currency without minor units, times `factor`. */
export function wholeAmounts(txs: SynthTx[], factor: number): void {
  for (const t of txs)
    t.amount = Math.max(1, Math.round(Math.abs(t.amount) * factor)) * 100 * Math.sign(t.amount);
}

/** "1,234.56-" / "1,234.56+" (Malaysian statements) or any marker pair after the amount. */
export function marked(minor: number, ns: NumberStyle, marks: [string, string]): string {
  return `${formatMinor(minor, ns)}${minor < 0 ? marks[0] : marks[1]}`;
}

/**
 * A printed row whose description is several hand-split lines: the first line beside `cells`
 * (or beside nothing when `moneyOnLast`, the money then on the last line, HSBC-style), the
 * others as extra lines. The truth description is the lines joined by spaces, prefixed by
 * `lead` (a type code printed in its own column before the details).
 */
export function linesRow(
  st: ParsedStatement,
  tx: SynthTx,
  lines: string[],
  cells: Record<string, string>,
  money: Record<string, string>,
  balance: number | null,
  o: { moneyOnLast?: boolean; lead?: string; gapBefore?: number } = {},
): Row {
  const truth = truthTx(tx, [o.lead, ...lines].filter(Boolean).join(' '), balance);
  st.transactions.push(truth);
  const onLast = o.moneyOnLast && lines.length > 1;
  const extra = lines.slice(1).map((l): Record<string, string> => ({ desc: l }));
  if (onLast) Object.assign(extra[extra.length - 1]!, money);
  return {
    cells: { ...cells, ...(onLast ? {} : money), desc: lines[0] ?? '' },
    tx: truth,
    balanceAfter: tx.balance,
    extra,
    ...(o.gapBefore ? { gapBefore: o.gapBefore } : {}),
  };
}

/** A label at `labelX` and its value right-aligned at `right`, as cells of one header line. */
export const labelValue =
  (labelX: number, right: number) =>
  (label: string, value: string): Cell[] => [
    { text: label, x: labelX },
    { text: value, x: right, align: 'right' },
  ];

/** The first header line: the bank's name large at the left, the document title at the right. */
export function brandLine(
  g: Geometry,
  bank: string,
  title: string,
  o: { bankSize?: number; titleSize?: number } = {},
): LinesBlock['lines'][number] {
  return {
    cells: [
      { text: bank, x: g.left, bold: true, size: g.size + (o.bankSize ?? 7) },
      { text: title, x: g.right, align: 'right', bold: true, size: g.size + (o.titleSize ?? 1) },
    ],
    gapAfter: g.lineHeight,
  };
}

/**
 * Activity in a currency with bigger everyday numbers than the model's pounds and dollars:
 * generated around an opening drawn in [min, max] model units, then every amount and the
 * opening multiplied by `factor` (pesos ×5, dirhams ×3, kronor ×8 …), balances recomputed.
 */
export function localActivity(
  rng: Rng,
  o: Omit<GenOptions, 'locale' | 'opening'> & { openingRange: [number, number]; factor: number },
): { txs: SynthTx[]; opening: number } {
  const { openingRange, factor, ...gen } = o;
  const unscaled = rng.int(openingRange[0], openingRange[1]);
  const txs = generateTransactions(rng, { locale: 'en', opening: unscaled, ...gen });
  return { txs, opening: scaleAmounts(txs, unscaled, factor) };
}
