/**
 * Card activity for the card families: purchases, payments, refunds, fees and interest, each
 * tagged with its section, amounts from the holder's side (charges negative, payments positive).
 */
import type { ParsedTransaction } from '@bsp/shared/parse-result';
import { addDays } from '../../format.ts';
import type { Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { dayIn } from './kit.ts';

export type CardKind = 'payment' | 'credit' | 'purchase' | 'cash' | 'fee' | 'interest';

export interface CardTx extends SynthTx {
  kind: CardKind;
  /** Cardholder index (0 = primary) for statements that group by card member. */
  member: number;
}

export interface CardWords {
  merchant: (rng: Rng) => string;
  payment: (rng: Rng) => string;
  refund: (rng: Rng) => string;
  fees: string[];
  interest: string[];
  cash?: (rng: Rng) => string;
}

const logU = (rng: Rng, min: number, max: number) =>
  Math.round(Math.exp(rng.float(Math.log(min), Math.log(max))));

/** Chronological card activity; `balance` is the holder-side balance after each row. */
export function cardActivity(
  rng: Rng,
  o: {
    start: string;
    end: string;
    purchases: number;
    owed: number;
    words: CardWords;
    members?: number;
    postLag?: boolean;
    interest?: boolean;
  },
): { txs: CardTx[]; opening: number; closing: number } {
  const list: CardTx[] = [];
  const add = (kind: CardKind, date: string, amount: number, description: string, member = 0) =>
    list.push({
      kind,
      member,
      date,
      postDate: null,
      type: null,
      description,
      amount,
      balance: 0,
    });
  for (let i = 0; i < o.purchases; i++) {
    const cash = o.words.cash && rng.chance(0.03);
    add(
      cash ? 'cash' : 'purchase',
      dayIn(rng, o.start, o.end),
      -(cash ? rng.int(2, 30) * 1000 : logU(rng, 250, 60_000)),
      cash ? o.words.cash!(rng) : o.words.merchant(rng),
      rng.int(0, (o.members ?? 1) - 1),
    );
  }
  if (o.owed > 0 || rng.chance(0.5)) {
    const payments = rng.pick([1, 1, 1, 2]);
    for (let i = 0; i < payments; i++) {
      const amt =
        o.owed > 0
          ? Math.max(2500, Math.round((o.owed / payments) * rng.float(0.1, 1)))
          : logU(rng, 2500, 90_000);
      add('payment', dayIn(rng, o.start, addDays(o.start, 24)), amt, o.words.payment(rng));
    }
  }
  for (let i = rng.pick([0, 0, 1, 2]); i > 0; i--)
    add('credit', dayIn(rng, o.start, o.end), logU(rng, 500, 15_000), o.words.refund(rng));
  for (let i = rng.pick([0, 0, 1, 1, 2]); i > 0; i--)
    add(
      'fee',
      dayIn(rng, o.start, o.end),
      -rng.pick([2900, 3900, 4000, 9500, 12_500, 350, 1247]),
      rng.pick(o.words.fees),
    );
  list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  if (o.interest !== false && o.owed > 5000 && rng.chance(0.75)) {
    for (const label of o.words.interest.slice(0, rng.pick([1, 1, 2])))
      add('interest', o.end, -Math.max(37, Math.round(o.owed * rng.float(0.004, 0.025))), label);
  }
  let bal = -o.owed;
  for (const tx of list) {
    if (o.postLag)
      tx.postDate = addDays(tx.date, tx.kind === 'interest' ? 0 : rng.pick([0, 0, 1, 1, 2, 3]));
    if (tx.postDate && tx.postDate > o.end) tx.postDate = o.end;
    bal += tx.amount;
    tx.balance = bal;
  }
  return { txs: list, opening: -o.owed, closing: bal };
}

export const sumOf = (txs: SynthTx[]): number => txs.reduce((s, t) => s + t.amount, 0);

export interface Section<T extends SynthTx> {
  title: string;
  txs: T[];
  /** Printed after the rows: cells of a bold total line. */
  total?: Record<string, string>;
}

/**
 * One table for all sections: a bold heading row per non-empty section, its rows (truth in the
 * printed order), an optional bold total row.
 */
export function sectionRows<T extends SynthTx>(
  sections: Section<T>[],
  titleKey: string,
  cells: (tx: T) => Record<string, string>,
  truth: (tx: T) => ParsedTransaction,
  out: ParsedTransaction[],
  gap: number,
): Row[] {
  const rows: Row[] = [];
  for (const s of sections) {
    if (!s.txs.length) continue;
    rows.push({
      cells: { [titleKey]: s.title },
      bold: true,
      ...(rows.length ? { gapBefore: gap } : {}),
    });
    for (const tx of s.txs) {
      const t = truth(tx);
      out.push(t);
      rows.push({ cells: cells(tx), tx: t });
    }
    if (s.total) rows.push({ cells: s.total, bold: true });
  }
  return rows;
}
