/** Cash flow by month, spending by category and the top merchants. */
import { monthText, shareText } from '../format.ts';
import type { ReportModel } from '../model.ts';
import { table } from '../table.ts';
import type { ReportWriter } from '../writer.ts';

export function cashFlowSection(w: ReportWriter, model: ReportModel): void {
  w.heading('Cash flow');
  w.subheading('By month');
  table(
    w,
    [
      { header: 'Month', width: 0.28 },
      { header: 'Income', width: 0.24, align: 'right' },
      { header: 'Spending', width: 0.24, align: 'right' },
      { header: 'Net', width: 0.24, align: 'right' },
    ],
    model.cashFlow.map((m) => [
      monthText(m.month),
      w.money(m.incomeMinor, m.currency),
      w.money(m.spendingMinor, m.currency),
      w.money(m.netMinor, m.currency),
    ]),
    { empty: 'No dated rows.' },
  );

  w.subheading('Spending by category');
  table(
    w,
    [
      { header: 'Category', width: 0.52 },
      { header: 'Amount', width: 0.28, align: 'right' },
      { header: 'Share', width: 0.2, align: 'right' },
    ],
    model.categories.map((c) => [c.label, w.money(c.amountMinor, c.currency), shareText(c.share)]),
    { empty: 'No spending.' },
  );

  categoryTrendTables(w, model);

  w.subheading('Top merchants');
  table(
    w,
    [
      { header: 'Merchant', width: 0.52 },
      { header: 'Payments', width: 0.2, align: 'right' },
      { header: 'Spent', width: 0.28, align: 'right' },
    ],
    model.topMerchants.map((m) => [
      m.merchant,
      String(m.count),
      w.money(m.amountMinor, m.currency),
    ]),
    { empty: 'No merchants.' },
  );
}

/** The latest months a trend table has room for beside the category's name. */
const TREND_MONTHS = 5;

/** Spending per category and month, one table per currency, when there is a trend to see. */
function categoryTrendTables(w: ReportWriter, model: ReportModel): void {
  const currencies = [...new Set(model.categoryTrends.map((t) => t.currency))];
  for (const currency of currencies) {
    const trends = model.categoryTrends.filter((t) => t.currency === currency);
    const months = (trends[0]?.months ?? []).slice(-TREND_MONTHS).map((m) => m.month);
    if (months.length < 2) continue;
    w.subheading(`Spending by category over time${currencies.length > 1 ? ` (${currency})` : ''}`);
    const width = 0.64 / months.length;
    table(
      w,
      [
        { header: 'Category', width: 0.36 },
        ...months.map((m) => ({ header: monthText(m), width, align: 'right' as const })),
      ],
      trends.map((t) => [
        t.label,
        ...t.months.slice(-TREND_MONTHS).map((m) => w.money(m.amountMinor, currency)),
      ]),
    );
  }
}
