/**
 * Transfers between the user's own accounts: a money-out row on one account and a money-in row of
 * the same size and currency on a DIFFERENT account within a few days. One-to-one, greedy: pairs
 * with transfer wording first, then the closest dates. Suggestions only; undoing is the caller's.
 */
import { daysBetween, type IsoDate } from '@bsp/shared';
import { datedRows, groupBy, humanDate, money, SPENDING_CATEGORIES } from './common.ts';
import type { InsightRow } from './types.ts';

export interface TransferPair {
  outRowId: string;
  inRowId: string;
  fromAccountId: string;
  toAccountId: string;
  /** The amount moved, positive. */
  minor: number;
  currency: string;
  daysApart: number;
  /** high: both sides look like transfers; medium: one side; low: neither is categorised. */
  confidence: 'high' | 'medium' | 'low';
  explanation: string;
  rowIds: string[];
}

export interface TransferOptions {
  /** Largest gap between the two dates (default 3 days). */
  maxDays?: number;
  /** Names to show for account ids in explanations. */
  accountNames?: Readonly<Record<string, string>>;
}

const TRANSFER_WORDS =
  /transfer|\bxfer\b|\btfr\b|\btrf\b|to savings|from savings|own account|umbuchung|(?:ü|ue)bertrag|virement|transferencia|traspaso|overboeking|overschrijving|eigen rekening/iu;

type Dated = InsightRow & { date: IsoDate; accountId: string };

function looksLikeTransfer(row: InsightRow): boolean {
  return (
    row.category === 'TRANSFER_IN' ||
    row.category === 'TRANSFER_OUT' ||
    TRANSFER_WORDS.test(row.description)
  );
}

/** A purchase or a refund is never half of a transfer. */
function mayBeTransfer(row: InsightRow): boolean {
  return row.category === null || !SPENDING_CATEGORIES.has(row.category);
}

interface Candidate {
  out: Dated;
  in: Dated;
  score: number;
  days: number;
}

function candidates(rows: readonly Dated[], maxDays: number): Candidate[] {
  const outs = rows.filter((row) => row.amountMinor < 0);
  // Credits by currency and size, so each debit only meets credits of its own size.
  const ins = groupBy(
    rows.filter((row) => row.amountMinor > 0),
    (row) => `${row.currency}|${row.amountMinor}`,
  );
  const found: Candidate[] = [];
  for (const out of outs) {
    for (const into of ins.get(`${out.currency}|${-out.amountMinor}`) ?? []) {
      if (into.accountId === out.accountId) continue;
      const days = Math.abs(daysBetween(out.date, into.date));
      if (days > maxDays) continue;
      const score = Number(looksLikeTransfer(out)) + Number(looksLikeTransfer(into));
      const bothBlank = out.category === null && into.category === null;
      if (score === 0 && !bothBlank) continue;
      found.push({ out, in: into, score, days });
    }
  }
  return found.sort(
    (a, b) =>
      b.score - a.score ||
      a.days - b.days ||
      a.out.date.localeCompare(b.out.date) ||
      a.out.id.localeCompare(b.out.id) ||
      a.in.id.localeCompare(b.in.id),
  );
}

export function pairTransfers(
  rows: readonly InsightRow[],
  options: TransferOptions = {},
): TransferPair[] {
  const eligible = datedRows(rows).filter(
    (row): row is Dated => row.accountId !== null && mayBeTransfer(row),
  );
  const name = (id: string) => options.accountNames?.[id] ?? `account ${id}`;
  const used = new Set<string>();
  const pairs: TransferPair[] = [];
  for (const { out, in: into, score, days } of candidates(eligible, options.maxDays ?? 3)) {
    if (used.has(out.id) || used.has(into.id)) continue;
    used.add(out.id);
    used.add(into.id);
    const amount = money(into.amountMinor, into.currency);
    pairs.push({
      outRowId: out.id,
      inRowId: into.id,
      fromAccountId: out.accountId,
      toAccountId: into.accountId,
      minor: into.amountMinor,
      currency: into.currency,
      daysApart: days,
      confidence: score === 2 ? 'high' : score === 1 ? 'medium' : 'low',
      explanation: `${amount} out of ${name(out.accountId)} on ${humanDate(out.date)}, in to ${name(into.accountId)} on ${humanDate(into.date)}`,
      rowIds: [out.id, into.id],
    });
  }
  return pairs.sort((a, b) => a.outRowId.localeCompare(b.outRowId));
}

/** Both sides of every pair, for `cashFlow` and `lenderMetrics`. */
export function ownTransferIds(pairs: readonly TransferPair[]): Set<string> {
  return new Set(pairs.flatMap((pair) => pair.rowIds));
}
