/** Own-account transfers, unusual transactions and document integrity signals. */
import { dateText } from '../format.ts';
import type { ReportModel } from '../model.ts';
import { table } from '../table.ts';
import { MUTED, type ReportWriter } from '../writer.ts';

export function transfersSection(w: ReportWriter, model: ReportModel): void {
  w.heading('Transfers between own accounts');
  table(
    w,
    [
      { header: 'Date', width: 0.15 },
      { header: 'From', width: 0.17 },
      { header: 'To', width: 0.17 },
      { header: 'Amount', width: 0.16, align: 'right' },
      { header: 'Why paired', width: 0.35 },
    ],
    model.transfers.map((t) => [
      dateText(t.date),
      t.fromAccount,
      t.toAccount,
      w.money(t.minor, t.currency),
      `${t.explanation} (${t.confidence} confidence)`,
    ]),
    { empty: 'No transfers between own accounts found.' },
  );
}

export function unusualSection(w: ReportWriter, model: ReportModel): void {
  w.heading('Unusual transactions');
  table(
    w,
    [
      { header: 'Date', width: 0.14 },
      { header: 'Merchant', width: 0.2 },
      { header: 'Amount', width: 0.15, align: 'right' },
      { header: 'Usual', width: 0.15, align: 'right' },
      { header: 'Reason', width: 0.36 },
    ],
    model.unusual.map((u) => [
      dateText(u.date),
      u.merchant,
      w.money(u.amountMinor, u.currency),
      w.money(u.usualMinor, u.currency),
      u.reason,
    ]),
    { empty: 'No unusual transactions found.' },
  );
}

export function integritySection(w: ReportWriter, model: ReportModel): void {
  const { note, signals } = model.integrity;
  w.heading('Document integrity signals');
  w.paragraph(note, { style: 'italic', color: MUTED });
  if (signals.length === 0) {
    w.gap(4);
    w.paragraph('No integrity signals found.');
    return;
  }
  for (const signal of signals) {
    w.subheading(signal.title);
    for (const line of signal.evidence) w.bullet(line);
  }
}
