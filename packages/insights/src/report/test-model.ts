/** Invented report models with known figures, for the renderer's tests. */
import { INTEGRITY_NOTE } from '../analytics/integrity-signal.ts';
import type { ReportModel, ReportUnusual } from './model.ts';

/** One statement, March 2024, GBP: every section has something to print. */
export function sampleModel(): ReportModel {
  return {
    product: 'BSP',
    generatedOn: '2024-04-02',
    title: 'Statement report',
    subject: {
      accountName: 'Current account',
      accountNumber: '12-34-56 87654321',
      bank: 'Example Bank',
      holder: 'Ada Lovelace',
      period: { start: '2024-03-01', end: '2024-03-31' },
      currency: 'GBP',
    },
    statements: [
      {
        label: 'march-2024.pdf',
        period: { start: '2024-03-01', end: '2024-03-31' },
        currency: 'GBP',
        openingMinor: 123456,
        moneyInMinor: 250000,
        moneyOutMinor: 187654,
        closingMinor: 185802,
        rowCount: 42,
        certificate: { reconciled: true, issues: [] },
      },
    ],
    cashFlow: [
      {
        month: '2024-03',
        currency: 'GBP',
        incomeMinor: 250000,
        spendingMinor: 187654,
        netMinor: 62346,
      },
    ],
    categories: [
      { label: 'Rent and utilities', currency: 'GBP', amountMinor: 120000, share: 0.64 },
      { label: 'Food and drink', currency: 'GBP', amountMinor: 45678, share: 0.2436 },
    ],
    categoryTrends: [
      {
        label: 'Rent and utilities',
        currency: 'GBP',
        months: [
          { month: '2024-02', amountMinor: 60000 },
          { month: '2024-03', amountMinor: 60000 },
        ],
      },
      {
        label: 'Food and drink',
        currency: 'GBP',
        months: [
          { month: '2024-02', amountMinor: 18000 },
          { month: '2024-03', amountMinor: 27678 },
        ],
      },
    ],
    topMerchants: [{ merchant: 'Tesco', currency: 'GBP', amountMinor: 30125, count: 7 }],
    recurring: {
      payments: [
        {
          merchant: 'Netflix',
          cadence: 'monthly',
          currency: 'GBP',
          typicalMinor: 1099,
          nextExpected: '2024-04-15',
        },
      ],
      alerts: [
        { kind: 'price-rise', message: 'Netflix rose from £8.99 to £10.99 on 15 Mar 2024.' },
      ],
    },
    income: {
      sources: [
        {
          label: 'ACME Payroll',
          cadence: 'monthly',
          currency: 'GBP',
          totalMinor: 250000,
          count: 1,
          typicalMinor: 250000,
        },
      ],
      averageMonthly: [{ currency: 'GBP', minor: 250000 }],
      missing: [],
    },
    lender: {
      balances: [
        {
          month: '2024-03',
          account: null,
          currency: 'GBP',
          averageDailyMinor: 154321,
          lowestMinor: -2500,
          daysNegative: 2,
        },
      ],
      byCurrency: [
        {
          currency: 'GBP',
          nsfFees: { count: 1, minor: 2500 },
          overdraftFees: { count: 2, minor: 1000 },
          largestDeposits: [{ date: '2024-03-25', description: 'ACME PAYROLL MAR', minor: 250000 }],
          depositsMinor: 250000,
          ownTransfersMinor: 0,
          refundsMinor: 0,
          loanProceedsMinor: 0,
          trueRevenueMinor: 250000,
          loanPaymentsMinor: 30000,
          debtServiceRatio: 0.12,
        },
      ],
    },
    transfers: [
      {
        date: '2024-03-10',
        fromAccount: 'Current',
        toAccount: 'Savings',
        currency: 'GBP',
        minor: 50000,
        confidence: 'high',
        explanation: 'Same amount left Current and reached Savings the same day.',
      },
    ],
    unusual: [
      {
        date: '2024-03-20',
        merchant: 'Tesco',
        currency: 'GBP',
        amountMinor: 18999,
        usualMinor: 3450,
        reason: '£189.99 at Tesco is far above the usual £34.50.',
      },
    ],
    integrity: {
      note: INTEGRITY_NOTE,
      signals: [
        {
          kind: 'modified-after-creation',
          title: 'Modified after it was created',
          evidence: ['Created 1 Apr 2024, modified 2 Apr 2024.'],
        },
      ],
    },
  };
}

/** Nothing but the subject: no statements, no rows, no insights. */
export function emptyModel(): ReportModel {
  const model = sampleModel();
  return {
    ...model,
    title: 'Account report',
    subject: { ...model.subject, accountNumber: null, bank: null, holder: null },
    statements: [],
    cashFlow: [],
    categories: [],
    categoryTrends: [],
    topMerchants: [],
    recurring: { payments: [], alerts: [] },
    income: { sources: [], averageMonthly: [], missing: [] },
    lender: { balances: [], byCurrency: [] },
    transfers: [],
    unusual: [],
    integrity: { note: INTEGRITY_NOTE, signals: [] },
  };
}

/** `count` unusual transactions: long enough to run over several pages. */
export function manyUnusual(count: number): ReportUnusual[] {
  return Array.from({ length: count }, (_, i) => ({
    date: `2024-03-${String((i % 28) + 1).padStart(2, '0')}`,
    merchant: `Merchant ${i + 1}`,
    currency: 'GBP',
    amountMinor: 10000 + i,
    usualMinor: 2000,
    reason: 'Far above the usual charge at this merchant.',
  }));
}
