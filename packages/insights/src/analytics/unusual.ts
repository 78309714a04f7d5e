/**
 * Unusual amounts: a row far from what that merchant usually costs. Robust to the odd big shop:
 * the usual amount is the median of the merchant's earlier rows and the spread is their median
 * absolute deviation (MAD), with a minimum absolute and relative gap so tiny spreads do not flag
 * pennies.
 */
import { minorDigits } from '@bsp/shared/money';
import { datedRows, groupBy, median, money, payeeLabel } from './common.ts';
import type { InsightRow } from './types.ts';

export interface UnusualRow {
  rowId: string;
  merchant: string;
  currency: string;
  /** Sizes are positive: this row's and the merchant's usual. */
  amountMinor: number;
  usualMinor: number;
  direction: 'higher' | 'lower';
  reason: string;
  /** The row first, then the earlier rows it was compared with. */
  rowIds: string[];
}

export interface UnusualOptions {
  /** Earlier rows needed before a merchant has a "usual" (default 4). */
  minHistory?: number;
  /** How many robust standard deviations (1.4826 × MAD) count as far (default 4). */
  spread?: number;
  /** Smallest gap that counts, in major units (default 10). */
  minAbsolute?: number;
  /** Smallest gap that counts, as a share of the usual amount (default 0.5). */
  minRelative?: number;
  /** Only the latest earlier rows form the usual (default 100): prices drift, and it bounds the work. */
  maxHistory?: number;
}

/** Scales MAD to a standard deviation for normally distributed amounts. */
const MAD_TO_SD = 1.4826;

export function findUnusual(
  rows: readonly InsightRow[],
  options: UnusualOptions = {},
): UnusualRow[] {
  const minHistory = options.minHistory ?? 4;
  const spread = options.spread ?? 4;
  const minRelative = options.minRelative ?? 0.5;
  const maxHistory = options.maxHistory ?? 100;
  const keyed = datedRows(rows).filter((row) => row.merchantKey && row.amountMinor !== 0);
  // Charges and refunds are compared with their own kind.
  const groups = groupBy(
    keyed,
    (row) => `${row.currency}|${row.merchantKey}|${Math.sign(row.amountMinor)}`,
  );
  const found: UnusualRow[] = [];
  for (const members of groups.values()) {
    const minAbsolute = (options.minAbsolute ?? 10) * 10 ** minorDigits(members[0]!.currency);
    members.forEach((row, i) => {
      if (i < minHistory) return;
      const history = members.slice(Math.max(0, i - maxHistory), i);
      const sizes = history.map((earlier) => Math.abs(earlier.amountMinor));
      const usual = median(sizes);
      const mad = median(sizes.map((size) => Math.abs(size - usual)));
      const size = Math.abs(row.amountMinor);
      const gap = Math.abs(size - usual);
      if (gap <= Math.max(spread * MAD_TO_SD * mad, minAbsolute, minRelative * usual)) return;
      const merchant = payeeLabel(row);
      found.push({
        rowId: row.id,
        merchant,
        currency: row.currency,
        amountMinor: size,
        usualMinor: usual,
        direction: size > usual ? 'higher' : 'lower',
        reason: `${money(size, row.currency)} at ${merchant}, usually about ${money(usual, row.currency)}`,
        rowIds: [row.id, ...history.map((earlier) => earlier.id)],
      });
    });
  }
  return found.sort((a, b) => a.rowId.localeCompare(b.rowId));
}
