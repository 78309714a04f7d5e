/**
 * Everything the printable report prints, already computed: the server fills it from the database
 * and the analytics functions, the renderer only lays it out. Money is integer minor units plus an
 * ISO 4217 currency; dates are `YYYY-MM-DD`; no field is read from a clock.
 */
import type { IsoDate } from '@bsp/shared';
import type { IntegritySignalKind } from '../analytics/integrity-signal.ts';
import type { RecurringAlertKind } from '../analytics/recurring-alerts.ts';
import type { Cadence } from '../analytics/types.ts';

export interface ReportPeriod {
  start: IsoDate | null;
  end: IsoDate | null;
}

export interface ReportSubject {
  /** The account's name as the user knows it ("Current account"). */
  accountName: string | null;
  /** As stored; the renderer prints only its last 4 characters ("•••• 1234"). */
  accountNumber: string | null;
  bank: string | null;
  holder: string | null;
  period: ReportPeriod;
  currency: string;
}

export interface ReportCertificateIssue {
  code: string;
  message: string;
}

export interface ReportCertificate {
  /** The balances add up: opening + rows = closing, and the printed totals agree. */
  reconciled: boolean;
  issues: ReportCertificateIssue[];
}

export interface ReportStatementSummary {
  /** How the statement is named on screen (file name or period). */
  label: string;
  period: ReportPeriod;
  currency: string;
  openingMinor: number | null;
  /** Positive. */
  moneyInMinor: number;
  /** Positive: money out as a size. */
  moneyOutMinor: number;
  closingMinor: number | null;
  rowCount: number;
  certificate: ReportCertificate;
}

export interface ReportMonthFlow {
  /** YYYY-MM */
  month: string;
  currency: string;
  incomeMinor: number;
  /** Positive. */
  spendingMinor: number;
  netMinor: number;
}

/** A category's spending month by month (every month of its currency, 0 where none). */
export interface ReportCategoryTrend {
  label: string;
  currency: string;
  months: { month: string; amountMinor: number }[];
}

export interface ReportCategory {
  label: string;
  currency: string;
  /** Positive: money spent in the category. */
  amountMinor: number;
  /** 0..1 of the currency's spending. */
  share: number;
}

export interface ReportMerchant {
  merchant: string;
  currency: string;
  /** Positive. */
  amountMinor: number;
  count: number;
}

export interface ReportRecurringPayment {
  merchant: string;
  cadence: Cadence;
  currency: string;
  /** Positive: the usual charge. */
  typicalMinor: number;
  nextExpected: IsoDate | null;
}

export interface ReportRecurringAlert {
  kind: RecurringAlertKind;
  message: string;
}

export interface ReportIncomeSource {
  label: string;
  /** null: irregular, or too few payments to say. */
  cadence: Cadence | null;
  currency: string;
  totalMinor: number;
  count: number;
  typicalMinor: number;
}

export interface ReportIncome {
  sources: ReportIncomeSource[];
  averageMonthly: { currency: string; minor: number }[];
  /** "Salary did not arrive in March 2024 (expected around 25 Mar 2024)." */
  missing: string[];
}

export interface ReportMonthBalance {
  /** YYYY-MM */
  month: string;
  /** Which account, when the report covers more than one. */
  account: string | null;
  currency: string;
  averageDailyMinor: number;
  lowestMinor: number;
  daysNegative: number;
}

export interface ReportFees {
  count: number;
  /** Positive. */
  minor: number;
}

export interface ReportDeposit {
  date: IsoDate | null;
  description: string;
  minor: number;
}

export interface ReportCurrencyLender {
  currency: string;
  nsfFees: ReportFees;
  overdraftFees: ReportFees;
  largestDeposits: ReportDeposit[];
  depositsMinor: number;
  ownTransfersMinor: number;
  refundsMinor: number;
  loanProceedsMinor: number;
  /** deposits − own transfers − refunds − loan proceeds. */
  trueRevenueMinor: number;
  /** Positive. */
  loanPaymentsMinor: number;
  /** loan payments / true revenue; null when there is no true revenue. */
  debtServiceRatio: number | null;
}

export interface ReportLender {
  balances: ReportMonthBalance[];
  byCurrency: ReportCurrencyLender[];
}

export interface ReportTransfer {
  date: IsoDate | null;
  fromAccount: string;
  toAccount: string;
  currency: string;
  /** Positive. */
  minor: number;
  confidence: 'high' | 'medium' | 'low';
  explanation: string;
}

export interface ReportUnusual {
  date: IsoDate | null;
  merchant: string;
  currency: string;
  /** Positive sizes: this row's and the merchant's usual. */
  amountMinor: number;
  usualMinor: number;
  reason: string;
}

export interface ReportIntegritySignal {
  kind: IntegritySignalKind;
  title: string;
  evidence: string[];
}

export interface ReportIntegrity {
  /** INTEGRITY_NOTE: "These are signals, not accusations: …". */
  note: string;
  signals: ReportIntegritySignal[];
}

export interface ReportModel {
  product: 'BSP';
  /** The day the report was made, passed in (never read from a clock). */
  generatedOn: IsoDate;
  title: 'Statement report' | 'Account report';
  subject: ReportSubject;
  statements: ReportStatementSummary[];
  cashFlow: ReportMonthFlow[];
  categories: ReportCategory[];
  /** The categories that spent most, per currency (a table when there are two months or more). */
  categoryTrends: ReportCategoryTrend[];
  topMerchants: ReportMerchant[];
  recurring: { payments: ReportRecurringPayment[]; alerts: ReportRecurringAlert[] };
  income: ReportIncome;
  lender: ReportLender;
  transfers: ReportTransfer[];
  unusual: ReportUnusual[];
  integrity: ReportIntegrity;
}
