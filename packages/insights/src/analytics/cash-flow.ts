/**
 * Cash flow per month and currency: income, spending, net, a category breakdown, and the top
 * merchants. Transfers between the user's own accounts (paired by `pairTransfers`) are neither
 * income nor spending: moving money to savings is not spending it.
 */
import type { CategoryCode } from '@bsp/shared/categories';
import { datedRows, groupBy, monthOf, payeeLabel, sum } from './common.ts';
import type { Figure, InsightRow } from './types.ts';

export interface CategoryFlow {
  category: CategoryCode | 'UNCATEGORISED';
  /** Signed sum: money out is negative. */
  netMinor: number;
  count: number;
  rowIds: string[];
}

export interface MonthFlow {
  /** YYYY-MM */
  month: string;
  currency: string;
  income: Figure;
  /** Money out as a positive amount. */
  spending: Figure;
  /** income − spending. */
  net: Figure;
  /** Largest movement first. */
  categories: CategoryFlow[];
}

export interface MerchantTotal {
  merchant: string;
  currency: string;
  /** Money spent there, positive. */
  spentMinor: number;
  count: number;
  rowIds: string[];
}

export interface CashFlow {
  months: MonthFlow[];
  topMerchants: MerchantTotal[];
}

export interface CashFlowOptions {
  /** Row ids of own-account transfers (both sides), from `pairTransfers`. */
  ownTransferIds?: ReadonlySet<string>;
  /** How many merchants per currency (default 10). */
  topMerchants?: number;
}

function figure(rows: readonly InsightRow[], currency: string, sign: 1 | -1): Figure {
  return {
    minor: sign * sum(rows.map((r) => r.amountMinor)),
    currency,
    rowIds: rows.map((r) => r.id),
  };
}

function categoryBreakdown(rows: readonly InsightRow[]): CategoryFlow[] {
  const groups = groupBy(rows, (row) => row.category ?? 'UNCATEGORISED');
  return [...groups]
    .map(([category, members]) => ({
      category: category as CategoryFlow['category'],
      netMinor: sum(members.map((r) => r.amountMinor)),
      count: members.length,
      rowIds: members.map((r) => r.id),
    }))
    .sort(
      (a, b) => Math.abs(b.netMinor) - Math.abs(a.netMinor) || a.category.localeCompare(b.category),
    );
}

function topMerchants(rows: readonly InsightRow[], limit: number): MerchantTotal[] {
  const spent = rows.filter((row) => row.amountMinor < 0 && (row.merchant || row.merchantKey));
  const groups = groupBy(spent, (row) => `${row.currency}\u0000${payeeLabel(row)}`);
  const totals = [...groups.values()].map((members) => ({
    merchant: payeeLabel(members[0]!),
    currency: members[0]!.currency,
    spentMinor: -sum(members.map((r) => r.amountMinor)),
    count: members.length,
    rowIds: members.map((r) => r.id),
  }));
  const byCurrency = groupBy(totals, (total) => total.currency);
  return [...byCurrency.keys()].sort().flatMap((currency) =>
    byCurrency
      .get(currency)!
      .sort((a, b) => b.spentMinor - a.spentMinor || a.merchant.localeCompare(b.merchant))
      .slice(0, limit),
  );
}

export function cashFlow(rows: readonly InsightRow[], options: CashFlowOptions = {}): CashFlow {
  const own = options.ownTransferIds ?? new Set<string>();
  const counted = datedRows(rows).filter((row) => !own.has(row.id));
  const groups = groupBy(counted, (row) => `${monthOf(row.date)}\u0000${row.currency}`);
  const months = [...groups.keys()].sort().map((key) => {
    const [month, currency] = key.split('\u0000') as [string, string];
    const members = groups.get(key)!;
    const income = figure(
      members.filter((r) => r.amountMinor > 0),
      currency,
      1,
    );
    const spending = figure(
      members.filter((r) => r.amountMinor < 0),
      currency,
      -1,
    );
    const net = {
      minor: income.minor - spending.minor,
      currency,
      rowIds: [...income.rowIds, ...spending.rowIds],
    };
    return { month, currency, income, spending, net, categories: categoryBreakdown(members) };
  });
  return { months, topMerchants: topMerchants(counted, options.topMerchants ?? 10) };
}

export interface CategoryTrend {
  currency: string;
  category: CategoryFlow['category'];
  /** Every month of the currency in order; 0 where the category had no rows that month. */
  points: { month: string; netMinor: number; rowIds: string[] }[];
}

/** Each category's net per month, for a trend line; months come from `cashFlow(...).months`. */
export function categoryTrends(months: readonly MonthFlow[]): CategoryTrend[] {
  const trends: CategoryTrend[] = [];
  for (const [currency, flows] of groupBy(months, (m) => m.currency)) {
    const categories = [
      ...new Set(flows.flatMap((m) => m.categories.map((c) => c.category))),
    ].sort();
    for (const category of categories) {
      const points = flows.map((m) => {
        const flow = m.categories.find((c) => c.category === category);
        return { month: m.month, netMinor: flow?.netMinor ?? 0, rowIds: flow?.rowIds ?? [] };
      });
      trends.push({ currency, category, points });
    }
  }
  return trends.sort(
    (a, b) => a.currency.localeCompare(b.currency) || a.category.localeCompare(b.category),
  );
}
