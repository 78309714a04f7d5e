/** Recurring payments with their alerts, and income: sources, monthly average, missing months. */
import { cadenceText, dateText } from '../format.ts';
import type { ReportModel } from '../model.ts';
import { table } from '../table.ts';
import { MUTED, type ReportWriter } from '../writer.ts';

export function recurringSection(w: ReportWriter, model: ReportModel): void {
  const { payments, alerts } = model.recurring;
  w.heading('Recurring payments');
  table(
    w,
    [
      { header: 'Merchant', width: 0.4 },
      { header: 'Cadence', width: 0.18 },
      { header: 'Typical amount', width: 0.21, align: 'right' },
      { header: 'Next expected', width: 0.21, align: 'right' },
    ],
    payments.map((p) => [
      p.merchant,
      cadenceText(p.cadence),
      w.money(p.typicalMinor, p.currency),
      dateText(p.nextExpected),
    ]),
    { empty: 'No recurring payments found.' },
  );
  if (alerts.length > 0) {
    w.subheading('Alerts');
    for (const alert of alerts) w.bullet(alert.message);
  }
}

export function incomeSection(w: ReportWriter, model: ReportModel): void {
  const { sources, averageMonthly, missing } = model.income;
  w.heading('Income');
  table(
    w,
    [
      { header: 'Source', width: 0.34 },
      { header: 'Cadence', width: 0.15 },
      { header: 'Payments', width: 0.11, align: 'right' },
      { header: 'Typical', width: 0.19, align: 'right' },
      { header: 'Total', width: 0.21, align: 'right' },
    ],
    sources.map((s) => [
      s.label,
      cadenceText(s.cadence),
      String(s.count),
      w.money(s.typicalMinor, s.currency),
      w.money(s.totalMinor, s.currency),
    ]),
    { empty: 'No income found.' },
  );
  for (const average of averageMonthly) {
    w.paragraph(`Average monthly income: ${w.money(average.minor, average.currency)}`, {
      style: 'bold',
    });
  }
  if (missing.length > 0) {
    w.subheading('Missing income');
    for (const line of missing) w.bullet(line, { color: MUTED });
  }
}
