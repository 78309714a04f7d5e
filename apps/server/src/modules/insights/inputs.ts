import { type InsightRow, type InsightStatement, isCategoryCode } from '@bsp/insights';
import type { CategoryCode } from '@bsp/shared/categories';

/** The stored fields the insights read. */
export type StoredRow = {
  id: string;
  analysis_id: string;
  statement_id: string;
  account_id: string | null;
  row_index: number;
  date: string | null;
  description: string;
  amount: number;
  balance: number | null;
  currency: string;
  category: string | null;
  merchant: string | null;
  merchant_key: string | null;
  excluded: boolean;
};

export type StoredStatement = {
  id: string;
  analysis_id: string;
  account_id: string | null;
  bank_name: string | null;
  currency: string;
  period_start: string | null;
  period_end: string | null;
  opening_balance: number | null;
  closing_balance: number | null;
  checks: unknown;
};

/**
 * A user's own category (a bookkeeper's chart of accounts) counts as the primary category it maps
 * onto; rows outside the dates asked for are left out.
 */
export function toInsightRows(
  rows: readonly StoredRow[],
  primaryOf: (category: string) => CategoryCode | null,
  dates: { from?: string; to?: string },
): InsightRow[] {
  return rows
    .filter((r) => inDates(r.date, dates))
    .map((r) => ({
      id: r.id,
      accountId: r.account_id,
      statementId: r.statement_id,
      rowIndex: r.row_index,
      date: r.date,
      amountMinor: r.amount,
      balanceMinor: r.balance,
      currency: r.currency,
      description: r.description,
      merchant: r.merchant,
      merchantKey: r.merchant_key,
      category: r.category
        ? isCategoryCode(r.category)
          ? r.category
          : primaryOf(r.category)
        : null,
      excluded: r.excluded,
    }));
}

function inDates(date: string | null, dates: { from?: string; to?: string }): boolean {
  if (!dates.from && !dates.to) return true;
  if (!date) return false;
  return (!dates.from || date >= dates.from) && (!dates.to || date <= dates.to);
}

export function toInsightStatement(s: StoredStatement): InsightStatement {
  return {
    id: s.id,
    accountId: s.account_id,
    currency: s.currency,
    periodStart: s.period_start,
    periodEnd: s.period_end,
    openingMinor: s.opening_balance,
    closingMinor: s.closing_balance,
  };
}
