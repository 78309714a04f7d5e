/**
 * Lender metrics per currency: overdraft and returned-payment fees, largest, round-number and cash
 * deposits, existing loan payments, true revenue and the debt-service ratio; plus the average daily
 * balance per month per account (`daily-balance.ts`).
 */
import type { IsoDate } from '@bsp/shared';
import { minorDigits } from '@bsp/shared/money';
import { countedRows, groupBy, SPENDING_CATEGORIES, sum } from './common.ts';
import { averageDailyBalances, type MonthBalance } from './daily-balance.ts';
import {
  CASH_DEPOSIT_WORDS,
  type FeeKind,
  feeKind,
  LOAN_PROCEEDS_WORDS,
} from './lender-wording.ts';
import type { Figure, InsightRow, InsightStatement } from './types.ts';

export interface Deposit {
  rowId: string;
  date: IsoDate | null;
  minor: number;
  description: string;
}

export interface Fee extends Deposit {
  kind: FeeKind;
}

export interface TrueRevenue {
  deposits: Figure;
  ownTransfers: Figure;
  refunds: Figure;
  loanProceeds: Figure;
  /** deposits − own transfers − refunds − loan proceeds. */
  trueRevenue: Figure;
}

export interface CurrencyLenderMetrics {
  currency: string;
  /** Fees as positive amounts. */
  fees: Fee[];
  overdraftFees: Figure;
  returnedFees: Figure;
  largestDeposits: Deposit[];
  roundDeposits: Figure;
  cashDeposits: Figure;
  /** Loan repayments as a positive amount. */
  loanPayments: Figure;
  revenue: TrueRevenue;
  /** loan payments / true revenue, 4 decimals; null when there is no true revenue. */
  debtServiceRatio: number | null;
}

export interface LenderMetrics {
  balances: MonthBalance[];
  byCurrency: CurrencyLenderMetrics[];
}

export interface LenderOptions {
  /** Row ids of own-account transfers, from `pairTransfers`. */
  ownTransferIds?: ReadonlySet<string>;
  /** How many largest deposits (default 5). */
  topDeposits?: number;
}

function figure(rows: readonly InsightRow[], currency: string): Figure {
  return {
    minor: Math.abs(sum(rows.map((r) => r.amountMinor))),
    currency,
    rowIds: rows.map((r) => r.id),
  };
}

function deposit(row: InsightRow): Deposit {
  return {
    rowId: row.id,
    date: row.date,
    minor: Math.abs(row.amountMinor),
    description: row.description,
  };
}

function isLoanProceeds(row: InsightRow): boolean {
  return row.category === 'LOAN_PAYMENTS' || LOAN_PROCEEDS_WORDS.test(row.description);
}

/** Splits deposits: each one is deducted at most once (own transfer, then loan proceeds, then refund). */
function trueRevenue(
  deposits: readonly InsightRow[],
  own: ReadonlySet<string>,
  currency: string,
): TrueRevenue {
  const ownTransfers = deposits.filter((row) => own.has(row.id));
  const rest = deposits.filter((row) => !own.has(row.id));
  const loanProceeds = rest.filter(isLoanProceeds);
  const refunds = rest.filter(
    (row) => !isLoanProceeds(row) && row.category !== null && SPENDING_CATEGORIES.has(row.category),
  );
  const deducted = new Set([...ownTransfers, ...loanProceeds, ...refunds]);
  return {
    deposits: figure(deposits, currency),
    ownTransfers: figure(ownTransfers, currency),
    refunds: figure(refunds, currency),
    loanProceeds: figure(loanProceeds, currency),
    trueRevenue: figure(
      deposits.filter((row) => !deducted.has(row)),
      currency,
    ),
  };
}

function currencyMetrics(
  currency: string,
  rows: readonly InsightRow[],
  options: LenderOptions,
): CurrencyLenderMetrics {
  const own = options.ownTransferIds ?? new Set<string>();
  const deposits = rows.filter((row) => row.amountMinor > 0);
  const feeRows = rows.filter((row) => row.category === 'BANK_FEES' && row.amountMinor < 0);
  const fees = feeRows.flatMap((row) => {
    const kind = feeKind(row.description);
    return kind ? [{ ...deposit(row), kind }] : [];
  });
  const feeIds = (kind: FeeKind) =>
    new Set(fees.filter((fee) => fee.kind === kind).map((f) => f.rowId));
  const overdraft = feeIds('overdraft');
  const returned = feeIds('returned');
  const hundred = 100 * 10 ** minorDigits(currency);
  const loanPayments = figure(
    rows.filter((row) => row.category === 'LOAN_PAYMENTS' && row.amountMinor < 0),
    currency,
  );
  const revenue = trueRevenue(deposits, own, currency);
  const ratio =
    revenue.trueRevenue.minor > 0 ? loanPayments.minor / revenue.trueRevenue.minor : null;
  return {
    currency,
    fees,
    overdraftFees: figure(
      feeRows.filter((row) => overdraft.has(row.id)),
      currency,
    ),
    returnedFees: figure(
      feeRows.filter((row) => returned.has(row.id)),
      currency,
    ),
    largestDeposits: deposits
      .filter((row) => !own.has(row.id))
      .sort((a, b) => b.amountMinor - a.amountMinor || (a.date ?? '').localeCompare(b.date ?? ''))
      .slice(0, options.topDeposits ?? 5)
      .map(deposit),
    roundDeposits: figure(
      deposits.filter((row) => row.amountMinor % hundred === 0),
      currency,
    ),
    cashDeposits: figure(
      deposits.filter((row) => CASH_DEPOSIT_WORDS.test(row.description)),
      currency,
    ),
    loanPayments,
    revenue,
    debtServiceRatio: ratio === null ? null : Math.round(ratio * 10_000) / 10_000,
  };
}

export function lenderMetrics(
  rows: readonly InsightRow[],
  statements: readonly InsightStatement[],
  options: LenderOptions = {},
): LenderMetrics {
  const byCurrency = [...groupBy(countedRows(rows), (row) => row.currency)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, members]) => currencyMetrics(currency, members, options));
  return { balances: averageDailyBalances(rows, statements), byCurrency };
}
