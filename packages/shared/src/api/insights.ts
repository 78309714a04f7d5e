import { z } from 'zod';
import { decimalString, isoDateString } from './analysis.ts';

/**
 * Insights over a scope of the user's rows: one analysis (a report), one account, or everything,
 * optionally within dates. Money on the wire is a decimal string with its currency, as elsewhere;
 * every figure names the rows behind it (`row_ids`) so a screen can show them.
 */
export const insightsQuerySchema = z.object({
  analysis: z.string().optional(),
  account: z.string().optional(),
  date_from: isoDateString.optional(),
  date_to: isoDateString.optional(),
});
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

const rowIds = z.array(z.string());
const money = { amount: decimalString, currency: z.string() };
const cadence = z.enum(['weekly', 'fortnightly', 'monthly', 'quarterly', 'yearly']);

export const insightMonthSchema = z.object({
  month: z.string(),
  currency: z.string(),
  income: decimalString,
  spending: decimalString,
  net: decimalString,
});

export const insightSliceSchema = z.object({
  name: z.string(),
  /** A category code (categories) or null (merchants). */
  category: z.string().nullable(),
  ...money,
  count: z.number().int(),
  row_ids: rowIds,
});

/** A category's money out month by month (every month of its currency in the scope). */
export const categoryTrendSchema = z.object({
  name: z.string(),
  category: z.string().nullable(),
  /** Money out over the scope. */
  ...money,
  months: z.array(z.object({ month: z.string(), amount: decimalString, row_ids: rowIds })),
});

export const recurringSeriesSchema = z.object({
  id: z.string(),
  label: z.string(),
  category: z.string().nullable(),
  cadence,
  occurrences: z.number().int(),
  typical: decimalString,
  last: decimalString,
  currency: z.string(),
  last_date: isoDateString,
  next_expected: isoDateString,
  row_ids: rowIds,
});

export const insightAlertSchema = z.object({
  kind: z.enum(['price-rise', 'stopped', 'new', 'duplicate']),
  reason: z.string(),
  row_ids: rowIds,
});

export const incomeSourceSchema = z.object({
  label: z.string(),
  cadence: cadence.nullable(),
  ...money,
  count: z.number().int(),
  typical: decimalString,
  row_ids: rowIds,
});

export const incomeSummarySchema = z.object({
  ...money,
  average_monthly: decimalString,
  months: z.number().int(),
  row_ids: rowIds,
});

export const missingIncomeSchema = z.object({
  label: z.string(),
  month: z.string(),
  reason: z.string(),
  row_ids: rowIds,
});

export const monthBalanceSchema = z.object({
  account_id: z.string(),
  month: z.string(),
  currency: z.string(),
  days: z.number().int(),
  average_daily: decimalString,
  lowest: decimalString,
  days_negative: z.number().int(),
  row_ids: rowIds,
});

const figure = z.object({ ...money, count: z.number().int(), row_ids: rowIds });
const listedRow = z.object({
  row_id: z.string(),
  date: isoDateString.nullable(),
  description: z.string(),
  ...money,
});

export const lenderMetricsSchema = z.object({
  currency: z.string(),
  overdraft_fees: figure,
  returned_payment_fees: figure,
  largest_deposits: z.array(listedRow),
  round_number_deposits: figure,
  cash_deposits: figure,
  loan_payments: figure,
  deposits: figure,
  own_transfers_in: figure,
  refunds: figure,
  loan_proceeds: figure,
  true_revenue: figure,
  /** Loan payments ÷ true revenue; null without true revenue. */
  debt_service_ratio: z.number().nullable(),
});

export const transferPairSchema = z.object({
  ...money,
  explanation: z.string(),
  confidence: z.enum(['high', 'medium', 'low']),
  row_ids: rowIds,
});

export const duplicateSuggestionSchema = z.object({
  duplicate_row_id: z.string(),
  keep_row_id: z.string(),
  explanation: z.string(),
  row_ids: rowIds,
});

export const unusualRowSchema = z.object({
  row_id: z.string(),
  merchant: z.string(),
  ...money,
  usual: decimalString,
  reason: z.string(),
  row_ids: rowIds,
});

export const integritySignalSchema = z.object({
  kind: z.string(),
  title: z.string(),
  evidence: z.array(z.string()),
  row_ids: rowIds,
  pages: z.array(z.number().int()),
});

export const balancePointSchema = z.object({
  date: isoDateString,
  balance: decimalString,
});

export const insightsResponseSchema = z.object({
  scope: insightsQuerySchema,
  /** First and last dated row in scope (null: no dated rows). */
  period: z.object({ start: isoDateString, end: isoDateString }).nullable(),
  /** The day "stopped" and "missing" are judged on: the period's end, or today if earlier. */
  as_of: isoDateString.nullable(),
  row_count: z.number().int(),
  cash_flow: z.array(insightMonthSchema),
  categories: z.array(insightSliceSchema),
  /** The categories that spent most, per currency, month by month. */
  category_trends: z.array(categoryTrendSchema),
  merchants: z.array(insightSliceSchema),
  /** Per account: the end-of-day balance of every day its statements cover, from the opening. */
  balance: z.array(
    z.object({
      account_id: z.string().nullable(),
      label: z.string(),
      currency: z.string(),
      points: z.array(balancePointSchema),
    }),
  ),
  recurring: z.object({
    series: z.array(recurringSeriesSchema),
    alerts: z.array(insightAlertSchema),
  }),
  income: z.object({
    totals: z.array(incomeSummarySchema),
    sources: z.array(incomeSourceSchema),
    missing: z.array(missingIncomeSchema),
  }),
  lender: z.object({
    balances: z.array(monthBalanceSchema),
    metrics: z.array(lenderMetricsSchema),
  }),
  transfers: z.array(transferPairSchema),
  duplicates: z.array(duplicateSuggestionSchema),
  unusual: z.array(unusualRowSchema),
  integrity: z.object({ note: z.string(), signals: z.array(integritySignalSchema) }),
});
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;
