/**
 * Shared pieces of the blind-2 (continental Europe) families: account activity with printed
 * description lines, the truth statement, header/footer line helpers and table rows.
 */
import type { ParsedStatement } from '@bsp/shared/parse-result';
import {
  accountNumber,
  blankStatement,
  type Geometry,
  holderName,
  rowsFor,
  totals,
  truthTx,
} from '../../families.ts';
import { addDays, formatMinor, type NumberStyle, toDecimal } from '../../format.ts';
import type { Block, Cell, Row } from '../../layout.ts';
import { generateTransactions, type Locale, type SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';

/** Description lines of one transaction as the bank prints them (first line = booking text). */
export type Describe = (rng: Rng, credit: boolean, tx: SynthTx) => string[];

export interface Activity {
  start: string;
  end: string;
  opening: number;
  closing: number;
  txs: SynthTx[];
  /** Printed description lines per transaction (same index as txs). */
  lines: string[][];
}

export interface ActivityOptions {
  locale: Locale;
  describe: Describe;
  /** Printed lines per transaction on average (sizes the count to the page target). */
  perRow: number;
  floor?: number;
  creditShare?: number;
  maxDebit?: number;
  /** Whole calendar month (1st to last day) instead of a random 30-day window. */
  calendarMonth?: boolean;
  crossYear?: boolean;
  /** Always one monthly cycle (a card bill), however many rows. */
  oneCycle?: boolean;
  opening?: number;
  valueLag?: number[];
}

function monthEnd(iso: string): string {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

export function activity(rng: Rng, g: Geometry, pages: number, o: ActivityOptions): Activity {
  const count = rowsFor(rng, g, pages, o.perRow);
  const year = rng.int(2019, 2025);
  const month = o.crossYear ? 12 : rng.int(1, 12);
  let start = `${year}-${String(month).padStart(2, '0')}-01`;
  let end = monthEnd(start);
  if (!o.calendarMonth) {
    start = addDays(start, rng.int(0, 20));
    end = addDays(start, 30);
  }
  // long statements cover more than a month rather than crowding one
  if (count > 70 && !o.oneCycle) end = addDays(end, count > 140 ? 61 : 30);
  if (o.calendarMonth) end = monthEnd(end);
  const opening = o.opening ?? rng.int(15_000, 900_000);
  const txs = generateTransactions(rng, {
    locale: o.locale,
    start,
    end,
    count,
    opening,
    floor: o.floor ?? 0,
    longShare: 0,
    ...(o.creditShare !== undefined ? { creditShare: o.creditShare } : {}),
    ...(o.maxDebit !== undefined ? { maxDebit: o.maxDebit } : {}),
  });
  const lines = txs.map((tx) => {
    const l = o.describe(rng, tx.amount > 0, tx);
    tx.description = l.join(' ');
    if (o.valueLag) tx.postDate = addDays(tx.date, rng.pick(o.valueLag));
    return l;
  });
  const closing = txs.length ? (txs[txs.length - 1] as SynthTx).balance : opening;
  return { start, end, opening, closing, txs, lines };
}

export interface StatementInfo {
  bank: string;
  holder: string;
  account: string;
  type: string;
  currency: string;
  /** The statement prints money-in / money-out totals. */
  printsTotals: boolean;
}

/** The truth statement (transactions are added by `txRow`, in chronological order). */
export function statementOf(a: Activity, info: StatementInfo): ParsedStatement {
  const st = blankStatement();
  Object.assign(st, {
    bankName: info.bank,
    accountHolder: info.holder,
    accountNumber: info.account,
    accountType: info.type,
    currency: info.currency,
    periodStart: a.start,
    periodEnd: a.end,
    openingBalance: toDecimal(a.opening),
    closingBalance: toDecimal(a.closing),
  });
  if (info.printsTotals) {
    const t = totals(a.txs);
    st.totals = { moneyIn: toDecimal(t.moneyIn), moneyOut: toDecimal(t.moneyOut) };
  }
  return st;
}

/**
 * Truth transaction + printed row of activity entry `i`: description lines go to the `desc`
 * column, the first line beside the
 * other cells, the rest as extra lines (with `extraCells` on the second line, e.g. a value date).
 */
export function txRow(
  st: ParsedStatement,
  a: Activity,
  i: number,
  cells: Record<string, string>,
  balance: number | null,
  extraCells: Record<string, string> = {},
): Row {
  const tx = a.txs[i] as SynthTx;
  const lines = a.lines[i] as string[];
  const truth = truthTx(tx, lines.join(' '), balance);
  st.transactions.push(truth);
  const extra = lines.slice(1).map((l): Record<string, string> => ({ desc: l }));
  if (Object.keys(extraCells).length) {
    if (extra.length) Object.assign(extra[0] as Record<string, string>, extraCells);
    else extra.push({ ...extraCells });
  }
  return {
    cells: { ...cells, desc: lines[0] ?? '' },
    tx: truth,
    balanceAfter: tx.balance,
    extra,
  };
}

/** Chronological truth, printed newest first when asked (truth order stays oldest first). */
export function printedOrder<T>(rows: T[], newestFirst: boolean): T[] {
  return newestFirst ? [...rows].reverse() : rows;
}

/** A block of text lines: each entry is one line of cells (a string = plain text at the left). */
export function textLines(g: Geometry, lines: (Cell[] | string)[], gapAfter = 0): Block {
  return {
    kind: 'lines',
    lines: lines.map((l, i) => ({
      cells: typeof l === 'string' ? [{ text: l, x: g.left }] : l,
      ...(i === lines.length - 1 && gapAfter ? { gapAfter } : {}),
    })),
  };
}

/** label … value pairs with the value right-aligned at `right` (a summary box). */
export function pairLines(
  labelX: number,
  right: number,
  pairs: [string, string][],
  bold = false,
): Cell[][] {
  return pairs.map(([l, v]) => [
    { text: l, x: labelX, bold },
    { text: v, x: right, align: 'right' as const, bold },
  ]);
}

/** Footer: optional small legal lines and a page label. */
export function footerOf(
  g: Geometry,
  page: (p: number, n: number) => string,
  legal: string[] = [],
  align: 'left' | 'right' | 'center' = 'right',
): (p: number, n: number) => Cell[][] {
  const x = align === 'right' ? g.right : align === 'center' ? (g.left + g.right) / 2 : g.left;
  return (p, n) => [
    ...legal.map((t) => [{ text: t, x: g.left, size: g.size - 2 }]),
    [{ text: page(p, n), x, align, size: g.size - 0.5 }],
  ];
}

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Digits grouped in fours ("DE12 3456 …"), as IBANs are printed. */
export function iban(rng: Rng, country: string, digits: number): string {
  const raw = `${country}${String(rng.int(10, 99))}${accountNumber(rng, digits)}`;
  return raw.replace(/(.{4})/g, '$1 ').trim();
}

/** Amount with a sign marker after it ("1.234,56 -" / "1.234,56 +"), the German Kontostand way. */
export function withMarker(minor: number, ns: NumberStyle, marks: [string, string]): string {
  return `${formatMinor(minor, ns)} ${minor < 0 ? marks[0] : marks[1]}`;
}

/** An account number of `n` digits that may start with zeros ("00012345678"). */
export function accountDigits(rng: Rng, n: number): string {
  return accountNumber(rng, n - 3).padStart(n, '0');
}

/** A person's name without the English title holderName may add ("Mr", "Dr"). */
export function plainName(rng: Rng): string {
  return holderName(rng).replace(/^(Mr|Mrs|Ms|Dr) /, '');
}
