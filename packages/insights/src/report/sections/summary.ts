/** Who and what the report is about, each statement's figures and its certificate. */
import { certificateBox } from '../certificate.ts';
import { maskAccountNumber, periodText } from '../format.ts';
import type { ReportModel } from '../model.ts';
import { table } from '../table.ts';
import type { ReportWriter } from '../writer.ts';

export function subjectSection(w: ReportWriter, model: ReportModel): void {
  const { subject } = model;
  w.heading('Summary');
  const account = [subject.accountName, maskAccountNumber(subject.accountNumber)]
    .filter(Boolean)
    .join(' ');
  const facts: [string, string | null][] = [
    ['Account', account || null],
    ['Bank', subject.bank],
    ['Account holder', subject.holder],
    ['Period', periodText(subject.period)],
    // (XXX: no currency was printed, and none is guessed)
    ['Currency', subject.currency === 'XXX' ? 'Not printed on the statement' : subject.currency],
    ['Statements', String(model.statements.length)],
  ];
  table(
    w,
    [
      { header: 'Fact', width: 0.3 },
      { header: 'Value', width: 0.7 },
    ],
    facts.map(([label, value]) => [label, value ?? 'Not printed']),
    { header: false, boldFirstColumn: true },
  );
}

export function statementsSection(w: ReportWriter, model: ReportModel): void {
  w.heading(model.statements.length === 1 ? 'Statement' : 'Statements');
  const money = (minor: number | null, currency: string) =>
    minor === null ? 'Not printed' : w.money(minor, currency);
  table(
    w,
    [
      { header: 'Statement', width: 0.2 },
      { header: 'Period', width: 0.19 },
      { header: 'Opening', width: 0.13, align: 'right' },
      { header: 'Money in', width: 0.13, align: 'right' },
      { header: 'Money out', width: 0.13, align: 'right' },
      { header: 'Closing', width: 0.13, align: 'right' },
      { header: 'Rows', width: 0.09, align: 'right' },
    ],
    model.statements.map((s) => [
      s.label,
      periodText(s.period),
      money(s.openingMinor, s.currency),
      money(s.moneyInMinor, s.currency),
      money(s.moneyOutMinor, s.currency),
      money(s.closingMinor, s.currency),
      String(s.rowCount),
    ]),
    { empty: 'No statements.' },
  );
  for (const statement of model.statements) {
    w.subheading(model.statements.length === 1 ? 'Certificate' : `Certificate: ${statement.label}`);
    certificateBox(w, statement.certificate);
  }
}
