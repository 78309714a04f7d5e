import type { InsightRow, ReportModel, ReportStatementSummary } from '@bsp/insights';
import type { ComputedInsights } from './build-insights.ts';

/** What the report prints of each stored statement. */
export type ReportStatement = {
  id: string;
  bank_name: string | null;
  account_holder: string | null;
  account_number: string | null;
  account_id: string | null;
  currency: string;
  period_start: string | null;
  period_end: string | null;
  opening_balance: number | null;
  closing_balance: number | null;
  checks: unknown;
};

type StoredChecks = { reconciled?: boolean; issues?: { code?: string; message?: string }[] };

/**
 * The printable report's content, from the same computed insights the API answers with (so the
 * PDF and the screen agree figure for figure).
 */
export function toReportModel(
  c: ComputedInsights,
  rows: readonly InsightRow[],
  statements: readonly ReportStatement[],
  options: {
    generatedOn: string;
    title: ReportModel['title'];
    accountNames: Record<string, string>;
  },
): ReportModel {
  const first = statements[0];
  const name = (id: string | null) => (id ? (options.accountNames[id] ?? null) : null);
  const currencies = [...new Set(statements.map((s) => s.currency))];
  const totalSpend = new Map<string, number>();
  for (const t of c.categories)
    totalSpend.set(t.currency, (totalSpend.get(t.currency) ?? 0) + t.minor);
  return {
    product: 'BSP',
    generatedOn: options.generatedOn,
    title: options.title,
    subject: {
      accountName: null,
      accountNumber: first?.account_number ?? null,
      bank: first?.bank_name ?? null,
      holder: first?.account_holder ?? null,
      period: { start: c.period?.start ?? null, end: c.period?.end ?? null },
      currency: currencies.join(', ') || 'XXX',
    },
    statements: statements.map((s, i) => summary(s, i, rows)),
    cashFlow: c.flow.months.map((m) => ({
      month: m.month,
      currency: m.currency,
      incomeMinor: m.income.minor,
      spendingMinor: m.spending.minor,
      netMinor: m.net.minor,
    })),
    categories: c.categories.map((t) => ({
      label: t.name,
      currency: t.currency,
      amountMinor: t.minor,
      share: t.minor / (totalSpend.get(t.currency) || 1),
    })),
    categoryTrends: c.categoryTrends.map((t) => ({
      label: t.name,
      currency: t.currency,
      months: t.months.map((m) => ({ month: m.month, amountMinor: m.minor })),
    })),
    topMerchants: c.flow.topMerchants.map((m) => ({
      merchant: m.merchant,
      currency: m.currency,
      amountMinor: m.spentMinor,
      count: m.count,
    })),
    recurring: {
      payments: c.recurring.series.map((s) => ({
        merchant: s.label,
        cadence: s.cadence,
        currency: s.currency,
        typicalMinor: s.typicalMinor,
        nextExpected: s.nextExpected,
      })),
      alerts: c.recurring.alerts.map((a) => ({ kind: a.kind, message: a.reason })),
    },
    income: {
      sources: c.income.sources.map((s) => ({
        label: s.label,
        cadence: s.cadence,
        currency: s.currency,
        totalMinor: s.totalMinor,
        count: s.count,
        typicalMinor: s.typicalMinor,
      })),
      averageMonthly: c.income.byCurrency.map((b) => ({
        currency: b.currency,
        minor: b.averageMonthlyMinor,
      })),
      missing: c.income.missing.map((m) => m.reason),
    },
    lender: {
      balances: c.lender.balances.map((b) => ({
        month: b.month,
        account: name(b.accountId) ?? null,
        currency: b.currency,
        averageDailyMinor: b.averageDailyMinor,
        lowestMinor: b.lowestMinor,
        daysNegative: b.daysNegative,
      })),
      byCurrency: c.lender.byCurrency.map((m) => ({
        currency: m.currency,
        nsfFees: { count: m.returnedFees.rowIds.length, minor: m.returnedFees.minor },
        overdraftFees: { count: m.overdraftFees.rowIds.length, minor: m.overdraftFees.minor },
        largestDeposits: m.largestDeposits.map((d) => ({
          date: d.date,
          description: d.description,
          minor: d.minor,
        })),
        depositsMinor: m.revenue.deposits.minor,
        ownTransfersMinor: m.revenue.ownTransfers.minor,
        refundsMinor: m.revenue.refunds.minor,
        loanProceedsMinor: m.revenue.loanProceeds.minor,
        trueRevenueMinor: m.revenue.trueRevenue.minor,
        loanPaymentsMinor: m.loanPayments.minor,
        debtServiceRatio: m.debtServiceRatio,
      })),
    },
    transfers: c.pairs.map((p) => ({
      date: rows.find((r) => r.id === p.outRowId)?.date ?? null,
      fromAccount: name(p.fromAccountId) ?? 'Account',
      toAccount: name(p.toAccountId) ?? 'Account',
      currency: p.currency,
      minor: p.minor,
      confidence: p.confidence,
      explanation: p.explanation,
    })),
    unusual: c.unusual.map((u) => ({
      date: rows.find((r) => r.id === u.rowId)?.date ?? null,
      merchant: u.merchant,
      currency: u.currency,
      amountMinor: u.amountMinor,
      usualMinor: u.usualMinor,
      reason: u.reason,
    })),
    integrity: {
      note: c.integrity.note,
      signals: c.integrity.signals.map((s) => ({
        kind: s.kind,
        title: s.title,
        evidence: s.evidence,
      })),
    },
  };
}

function summary(
  s: ReportStatement,
  index: number,
  rows: readonly InsightRow[],
): ReportStatementSummary {
  let moneyIn = 0;
  let moneyOut = 0;
  let count = 0;
  for (const r of rows) {
    if (r.statementId !== s.id || r.excluded) continue;
    count++;
    if (r.amountMinor >= 0) moneyIn += r.amountMinor;
    else moneyOut -= r.amountMinor;
  }
  const checks = (s.checks ?? {}) as StoredChecks;
  return {
    label: [s.bank_name, `statement ${index + 1}`].filter(Boolean).join(' — '),
    period: { start: s.period_start, end: s.period_end },
    currency: s.currency,
    openingMinor: s.opening_balance,
    moneyInMinor: moneyIn,
    moneyOutMinor: moneyOut,
    closingMinor: s.closing_balance,
    rowCount: count,
    certificate: {
      reconciled: checks.reconciled === true,
      issues: (checks.issues ?? []).map((i) => ({ code: i.code ?? '', message: i.message ?? '' })),
    },
  };
}
