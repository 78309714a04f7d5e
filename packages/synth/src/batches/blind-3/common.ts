/**
 * Pieces shared by the blind-3 families (Asia-Pacific, Africa, Latin America, loans/savings):
 * made-up names and references, the truth statement, label/value header lines, and the usual
 * date | details | money out | money in | balance table.
 */
import type { ParsedStatement } from '@bsp/shared/parse-result';
import { blankStatement, type Geometry, totals, truthTx } from '../../families.ts';
import { addDays, toDecimal } from '../../format.ts';
import type { Cell, Column, FontFamily, LinesBlock, Row } from '../../layout.ts';
import { textWidth } from '../../layout.ts';
import { fakeWord, type SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A capitalised invented word ("Merlotin"). */
export const word = (rng: Rng, min = 2, max = 3): string => cap(fakeWord(rng, min, max));

/** `n` random digits, leading zeros allowed (references, UTRs, card numbers). */
export function digits(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(rng.int(0, 9));
  return s;
}

/** Re-describe generated transactions with a country's own descriptors (amounts unchanged). */
export function redescribe(txs: SynthTx[], fn: (credit: boolean, tx: SynthTx) => string): void {
  for (const tx of txs) tx.description = fn(tx.amount > 0, tx);
}

/** Running balances from an opening balance, for families that build their own rows. */
export function runBalances(txs: SynthTx[], opening: number): number {
  let bal = opening;
  for (const tx of txs) {
    bal += tx.amount;
    tx.balance = bal;
  }
  return bal;
}

export interface StatementFields {
  bank: string;
  holder: string;
  account: string;
  type: string;
  currency: string;
  start: string;
  end: string;
  opening: number;
  txs: SynthTx[];
  /** Whether the statement prints money-in / money-out totals. */
  printsTotals: boolean;
}

/** The truth statement (transactions are pushed by the caller in chronological order). */
export function statementOf(f: StatementFields): ParsedStatement {
  const st = blankStatement();
  const closing = f.txs.length ? (f.txs[f.txs.length - 1] as SynthTx).balance : f.opening;
  const t = totals(f.txs);
  Object.assign(st, {
    bankName: f.bank,
    accountHolder: f.holder,
    accountNumber: f.account,
    accountType: f.type,
    currency: f.currency,
    periodStart: f.start,
    periodEnd: f.end,
    openingBalance: toDecimal(f.opening),
    closingBalance: toDecimal(closing),
    totals: f.printsTotals
      ? { moneyIn: toDecimal(t.moneyIn), moneyOut: toDecimal(t.moneyOut) }
      : { moneyIn: null, moneyOut: null },
  });
  return st;
}

/** Label/value lines: labels at `labelX`, values right-aligned at `valueX` (or left at it). */
export function pairLines(
  pairs: [string, string][],
  labelX: number,
  valueX: number,
  o: { valueAlign?: 'left' | 'right'; boldLabels?: boolean; left?: (string | Cell)[] } = {},
): LinesBlock['lines'] {
  const n = Math.max(pairs.length, o.left?.length ?? 0);
  const lines: LinesBlock['lines'] = [];
  for (let i = 0; i < n; i++) {
    const cells: Cell[] = [];
    const l = o.left?.[i];
    if (l !== undefined) cells.push(typeof l === 'string' ? { text: l, x: 0 } : l);
    const p = pairs[i];
    if (p) {
      cells.push({ text: p[0], x: labelX, ...(o.boldLabels ? { bold: true } : {}) });
      cells.push({ text: p[1], x: valueX, align: o.valueAlign ?? 'right' });
    }
    lines.push({ cells });
  }
  return lines;
}

export interface MoneyTableKeys {
  /** Left-aligned columns before the details column: [key, header, width]. */
  lead: [string, string[], number][];
  desc: string[];
  /** Right-aligned money columns after it, left to right: [key, header]. */
  money: [string, string[]][];
  /** Minimum width of each money column. */
  moneyWidth: number;
}

/** Columns for a date(s) | details | amounts… table spanning the page width. */
export function moneyColumns(g: Geometry, k: MoneyTableKeys): Column[] {
  const cols: Column[] = [];
  let x = g.left;
  for (const [key, header, w] of k.lead) {
    cols.push({ key, header, x, align: 'left' });
    x += w;
  }
  const descX = x;
  let rx = g.right;
  const money: Column[] = [];
  for (const [key, header] of [...k.money].reverse()) {
    money.unshift({ key, header, x: rx, align: 'right' });
    const hw = Math.max(...header.map((h) => textWidth(g.font, h, g.size, true)));
    rx -= Math.max(k.moneyWidth, hw + 10);
  }
  cols.push({ key: 'desc', header: k.desc, x: descX, align: 'left', width: rx - descX - 12 });
  return [...cols, ...money];
}

/** One printed transaction row carrying its truth (pushed onto the statement in print order). */
export function txRow(
  st: ParsedStatement,
  tx: SynthTx,
  cells: Record<string, string>,
  balance: number | null,
  extra: Partial<Row> = {},
): Row {
  const truth = truthTx(tx, tx.description, balance);
  st.transactions.push(truth);
  return {
    cells: { desc: tx.description, ...cells },
    tx: truth,
    balanceAfter: tx.balance,
    ...extra,
  };
}

/**
 * Break a narration that has few spaces (UPI-…-…) into printed lines of at most `width`, after
 * a '-', '/' or '*' where possible, mid-token otherwise (as banks' fixed-width narrations do).
 * The truth description is these lines joined by one space, which the layout wraps back.
 */
export function hardWrap(font: FontFamily, text: string, size: number, width: number): string {
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
  return lines.join(' ');
}

/** Multiply amounts (currencies with bigger everyday numbers) and recompute balances. */
export function scaleAmounts(txs: SynthTx[], opening: number, factor: number): number {
  for (const tx of txs) tx.amount *= factor;
  runBalances(txs, opening * factor);
  return opening * factor;
}

/** A transaction built by hand (balances are filled by runBalances). */
export const tx = (date: string, description: string, amount: number): SynthTx => ({
  date,
  postDate: null,
  type: null,
  description,
  amount,
  balance: 0,
});

/** Last day of the month of an ISO date. */
export function monthEnd(iso: string): string {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/** Footer: one small legal line above the page number ("Page 2 of 5", "HOJA 2 DE 5" …). */
export function legalFooter(
  g: Geometry,
  legal: string,
  page: (p: number, n: number) => string,
  align: 'right' | 'center' = 'right',
  smaller = 1.5,
): (p: number, n: number) => Cell[][] {
  const x = align === 'right' ? g.right : (g.left + g.right) / 2;
  return (p, n) => [
    [{ text: legal, x: g.left, size: g.size - smaller }],
    [{ text: page(p, n), x, align, size: g.size - 1 }],
  ];
}
