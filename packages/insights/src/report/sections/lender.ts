/**
 * Lender metrics: average daily balance per month, days negative, NSF and overdraft fees, the
 * largest deposits, true revenue and the debt-service ratio.
 */
import { dateText, monthText } from '../format.ts';
import type { ReportCurrencyLender, ReportModel } from '../model.ts';
import { table } from '../table.ts';
import type { ReportWriter } from '../writer.ts';

function feesText(w: ReportWriter, fees: { count: number; minor: number }, currency: string) {
  return `${fees.count} · ${w.money(fees.minor, currency)}`;
}

/** 0.1234 → "12.34 %"; null → "No true revenue". */
export function ratioText(ratio: number | null): string {
  return ratio === null ? 'No true revenue' : `${(ratio * 100).toFixed(2)} %`;
}

function currencyMetrics(w: ReportWriter, metrics: ReportCurrencyLender, many: boolean): void {
  const { currency } = metrics;
  if (many) w.subheading(`In ${currency}`);
  table(
    w,
    [
      { header: 'Metric', width: 0.6 },
      { header: 'Value', width: 0.4, align: 'right' },
    ],
    [
      ['NSF / returned-payment fees (count · sum)', feesText(w, metrics.nsfFees, currency)],
      ['Overdraft fees (count · sum)', feesText(w, metrics.overdraftFees, currency)],
      ['Deposits', w.money(metrics.depositsMinor, currency)],
      ['less own-account transfers', w.money(metrics.ownTransfersMinor, currency)],
      ['less refunds', w.money(metrics.refundsMinor, currency)],
      ['less loan proceeds', w.money(metrics.loanProceedsMinor, currency)],
      ['True revenue', w.money(metrics.trueRevenueMinor, currency)],
      ['Existing loan payments', w.money(metrics.loanPaymentsMinor, currency)],
      ['Debt-service ratio (loan payments / true revenue)', ratioText(metrics.debtServiceRatio)],
    ],
    { header: false, boldFirstColumn: true },
  );
  w.subheading(many ? `Largest deposits (${currency})` : 'Largest deposits');
  table(
    w,
    [
      { header: 'Date', width: 0.2 },
      { header: 'Description', width: 0.55 },
      { header: 'Amount', width: 0.25, align: 'right' },
    ],
    metrics.largestDeposits.map((d) => [
      dateText(d.date),
      d.description,
      w.money(d.minor, currency),
    ]),
    { empty: 'No deposits.' },
  );
}

export function lenderSection(w: ReportWriter, model: ReportModel): void {
  const { balances, byCurrency } = model.lender;
  w.heading('Lender metrics');
  w.subheading('Average daily balance');
  const accounts = new Set(balances.map((b) => b.account));
  const showAccount = accounts.size > 1;
  table(
    w,
    [
      { header: 'Month', width: showAccount ? 0.16 : 0.25 },
      ...(showAccount ? [{ header: 'Account', width: 0.2 }] : []),
      { header: 'Average daily balance', width: showAccount ? 0.24 : 0.28, align: 'right' },
      { header: 'Lowest', width: showAccount ? 0.24 : 0.27, align: 'right' },
      { header: 'Days negative', width: 0.16, align: 'right' },
    ] as const,
    balances.map((b) => [
      monthText(b.month),
      ...(showAccount ? [b.account ?? ''] : []),
      w.money(b.averageDailyMinor, b.currency),
      w.money(b.lowestMinor, b.currency),
      String(b.daysNegative),
    ]),
    { empty: 'No balances to average.' },
  );
  if (byCurrency.length === 0) {
    w.paragraph('No rows to measure.');
    return;
  }
  for (const metrics of byCurrency) currencyMetrics(w, metrics, byCurrency.length > 1);
}
