/**
 * Parse results → the inputs of the insights: rows and statements with ids of their own, one
 * account per bank + account number + currency (so several months of one account line up).
 */
import type { InsightRow, InsightStatement } from '@bsp/insights';
import { isCategoryCode } from '@bsp/insights';
import type { ParseResult } from '@bsp/parser';
import { decimalToMinor } from '@bsp/shared/money';
import { accountName } from '../modules/insights/account-name.ts';
import type { ReportStatement } from '../modules/insights/report-model.ts';

export type ReportInputs = {
  rows: InsightRow[];
  statements: InsightStatement[];
  stored: ReportStatement[];
  accountNames: Record<string, string>;
};

const minor = (value: string | null, currency: string) =>
  value === null ? null : decimalToMinor(value, currency);

export function toReportInputs(results: readonly ParseResult[]): ReportInputs {
  const out: ReportInputs = { rows: [], statements: [], stored: [], accountNames: {} };
  for (const [f, result] of results.entries()) {
    for (const [s, st] of result.statements.entries()) {
      const id = `f${f + 1}-s${s + 1}`;
      const currency = (st.currency ?? 'XXX').toUpperCase();
      const accountId = st.accountNumber
        ? `${st.bankName ?? ''}|${st.accountNumber.replace(/\s/g, '')}|${currency}`
        : null;
      if (accountId)
        out.accountNames[accountId] = accountName({
          bank_name: st.bankName,
          account_number: st.accountNumber,
          account_type: st.accountType,
        });
      const opening = minor(st.openingBalance, currency);
      const closing = minor(st.closingBalance, currency);
      out.statements.push({
        id,
        accountId,
        currency,
        periodStart: st.periodStart,
        periodEnd: st.periodEnd,
        openingMinor: opening,
        closingMinor: closing,
      });
      out.stored.push({
        id,
        bank_name: st.bankName,
        account_holder: st.accountHolder,
        account_number: st.accountNumber,
        account_id: accountId,
        currency,
        period_start: st.periodStart,
        period_end: st.periodEnd,
        opening_balance: opening,
        closing_balance: closing,
        checks: st.checks,
      });
      for (const [r, t] of st.transactions.entries()) {
        const { category, merchant } = t as { category?: string | null; merchant?: string | null };
        out.rows.push({
          id: `${id}-r${r + 1}`,
          accountId,
          statementId: id,
          rowIndex: r,
          date: t.date,
          amountMinor: decimalToMinor(t.amount, currency),
          balanceMinor: minor(t.balance, currency),
          currency,
          description: t.description,
          merchant: merchant ?? null,
          merchantKey: merchant ? merchant.toLowerCase() : null,
          category: category && isCategoryCode(category) ? category : null,
          excluded: false,
        });
      }
    }
  }
  return out;
}
