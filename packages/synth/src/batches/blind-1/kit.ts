/**
 * Shared pieces of the blind-1 families (North America, UK): activity with local descriptors,
 * the truth record, money formats, header/summary lines. Layout specifics stay in each family.
 */
import type { ParsedStatement } from '@bsp/shared/parse-result';
import { blankStatement, type Geometry, totals } from '../../families.ts';
import { addDays, EN, formatMinor, isoToDay, type NumberStyle, toDecimal } from '../../format.ts';
import type { Block, Cell, LinesBlock } from '../../layout.ts';
import { fakeWord, generateTransactions, type SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
export const brand = (rng: Rng): string => cap(fakeWord(rng, 2, 3));

/** "JORDAN K MERLOW"-style cardholder / customer name. */
export function person(rng: Rng, upper = true): string {
  const initial = rng.chance(0.5) ? ` ${String.fromCharCode(65 + rng.int(0, 25))}` : '';
  const name = `${cap(fakeWord(rng, 2, 3))}${initial} ${cap(fakeWord(rng, 2, 3))}`;
  return upper ? name.toUpperCase() : name;
}

/** Dollar / pound amounts: `-$1,234.56`, `$1,234.56`, `1,234.56`. */
export function money(minor: number, symbol = '', ns: NumberStyle = EN): string {
  return `${minor < 0 ? '-' : ''}${symbol}${formatMinor(minor, ns)}`;
}

/** Activity with a running balance; descriptions come from the family's own descriptor. */
export function activity(
  rng: Rng,
  o: {
    start: string;
    end: string;
    count: number;
    opening: number;
    floor: number;
    creditShare?: number;
    maxDebit?: number;
    describe: (credit: boolean, tx: SynthTx) => string;
  },
): SynthTx[] {
  const txs = generateTransactions(rng, {
    locale: 'us',
    start: o.start,
    end: o.end,
    count: o.count,
    opening: o.opening,
    floor: o.floor,
    creditShare: o.creditShare ?? 0.25,
    ...(o.maxDebit ? { maxDebit: o.maxDebit } : {}),
    longShare: 0,
  });
  for (const tx of txs) tx.description = o.describe(tx.amount > 0, tx);
  return txs;
}

export const closingOf = (txs: SynthTx[], opening: number): number =>
  txs.length ? (txs[txs.length - 1] as SynthTx).balance : opening;

/**
 * The statement-level truth. Totals are the sums of the activity, kept only where the statement
 * prints that figure as one number (`unprinted` names the ones it only prints by category).
 */
export function truthStatement(f: {
  bank: string;
  holder: string;
  account: string;
  type: string;
  currency: string;
  start: string;
  end: string;
  opening: number;
  txs: SynthTx[];
  unprinted?: ('moneyIn' | 'moneyOut')[];
}): ParsedStatement {
  const st = blankStatement();
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
    closingBalance: toDecimal(closingOf(f.txs, f.opening)),
    totals: { moneyIn: toDecimal(t.moneyIn), moneyOut: toDecimal(t.moneyOut) },
  });
  for (const k of f.unprinted ?? []) st.totals[k] = null;
  return st;
}

/** Label/value lines: labels at x0, values right-aligned at x1. */
export function pairLines(
  pairs: [string, string][],
  x0: number,
  x1: number,
  opts: { boldLast?: boolean; size?: number } = {},
): LinesBlock['lines'] {
  return pairs.map(([l, v], i) => {
    const bold = opts.boldLast && i === pairs.length - 1;
    const cells: Cell[] = [
      { text: l, x: x0, bold, ...(opts.size ? { size: opts.size } : {}) },
      { text: v, x: x1, align: 'right', bold, ...(opts.size ? { size: opts.size } : {}) },
    ];
    return { cells };
  });
}

/** A ruled box: title, a rule, label/value lines, a closing rule. */
export function box(
  g: Geometry,
  title: string,
  pairs: [string, string][],
  x0: number,
  x1: number,
  boldLast = true,
): Block[] {
  return [
    { kind: 'lines', lines: [{ cells: [{ text: title, x: x0, bold: true, size: g.size + 1 }] }] },
    { kind: 'rule', x0, x1, width: 0.8 },
    { kind: 'lines', lines: pairLines(pairs, x0 + 4, x1 - 4, { boldLast }) },
    { kind: 'rule', x0, x1, width: 0.8 },
  ];
}

/** Left column (name, address) beside a right column of label/value pairs, under a brand line. */
export function headerLines(
  g: Geometry,
  bank: string,
  tagline: string | null,
  left: string[],
  pairs: [string, string][],
  labelX: number,
): Block {
  const lines: LinesBlock['lines'] = [
    {
      cells: [{ text: bank, x: g.left, bold: true, size: g.size + 6 }],
      gapAfter: tagline ? 0 : g.lineHeight * 0.6,
    },
  ];
  if (tagline)
    lines.push({ cells: [{ text: tagline, x: g.left, size: g.size - 1 }], gapAfter: g.lineHeight });
  const n = Math.max(left.length, pairs.length);
  for (let i = 0; i < n; i++) {
    const cells: Cell[] = [];
    if (left[i]) cells.push({ text: left[i] as string, x: g.left });
    const p = pairs[i];
    if (p) {
      cells.push({ text: p[0], x: labelX });
      if (p[1]) cells.push({ text: p[1], x: g.right, align: 'right' });
    }
    lines.push({ cells });
  }
  return { kind: 'lines', lines };
}

/** Footer with small legal lines and a page counter. */
export function legalFooter(
  g: Geometry,
  legal: string[],
  counter: (p: number, n: number) => string,
  align: 'left' | 'right' | 'center',
): (p: number, n: number) => Cell[][] {
  const x = align === 'right' ? g.right : align === 'center' ? (g.left + g.right) / 2 : g.left;
  return (p, n) => [
    ...legal.map((t) => [{ text: t, x: g.left, size: g.size - 2 }]),
    [{ text: counter(p, n), x, align, size: g.size - 0.5 }],
  ];
}

/** A statement period: `days` long from a random start in 2019–2025 (cards often cross the year). */
export function period(rng: Rng, days: number, crossYear = false): { start: string; end: string } {
  const y = rng.int(2019, 2025);
  const start = crossYear
    ? `${y}-12-${String(rng.int(2, 24)).padStart(2, '0')}`
    : `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.pick([1, 1, rng.int(2, 28)])).padStart(2, '0')}`;
  return { start, end: addDays(start, days) };
}

/** Random day in [start, end]. */
export function dayIn(rng: Rng, start: string, end: string): string {
  return addDays(start, rng.int(0, isoToDay(end) - isoToDay(start)));
}

export const digits = (rng: Rng, n: number): string => {
  let s = '';
  for (let i = 0; i < n; i++) s += String(rng.int(0, 9));
  return s;
};

/** Two label/value columns side by side (summary box beside payment box). */
export function sideBySide(
  left: [string, string][],
  right: [string, string][],
  x: [number, number, number, number],
): LinesBlock['lines'] {
  const n = Math.max(left.length, right.length);
  const lines: LinesBlock['lines'] = [];
  for (let i = 0; i < n; i++) {
    const cells: Cell[] = [];
    const l = left[i];
    const r = right[i];
    if (l) cells.push({ text: l[0], x: x[0] }, { text: l[1], x: x[1], align: 'right' });
    if (r) cells.push({ text: r[0], x: x[2] }, { text: r[1], x: x[3], align: 'right' });
    lines.push({ cells });
  }
  return lines;
}

/** Sort by date (stable) and recompute running balances after amounts or rows were added. */
export function rebalance(txs: SynthTx[], opening: number): SynthTx[] {
  const sorted = txs
    .map((t, i) => ({ t, i }))
    .sort((a, b) => (a.t.date < b.t.date ? -1 : a.t.date > b.t.date ? 1 : a.i - b.i))
    .map((x) => x.t);
  let bal = opening;
  for (const t of sorted) {
    bal += t.amount;
    t.balance = bal;
  }
  return sorted;
}
