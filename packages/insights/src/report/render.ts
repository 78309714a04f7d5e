/**
 * The printable report: a pure function from an already computed `ReportModel` to PDF bytes
 * (A4 portrait, standard Helvetica, real extractable text). No clock, no I/O.
 */
import type { ReportModel } from './model.ts';
import { cashFlowSection } from './sections/cash-flow.ts';
import { lenderSection } from './sections/lender.ts';
import { incomeSection, recurringSection } from './sections/recurring.ts';
import { integritySection, transfersSection, unusualSection } from './sections/signals.ts';
import { statementsSection, subjectSection } from './sections/summary.ts';
import { ReportWriter } from './writer.ts';

/** The sections in the order they print. */
const SECTIONS = [
  subjectSection,
  statementsSection,
  cashFlowSection,
  recurringSection,
  incomeSection,
  lenderSection,
  transfersSection,
  unusualSection,
  integritySection,
];

export async function renderReportPdf(model: ReportModel): Promise<Uint8Array> {
  const writer = await ReportWriter.create(model);
  for (const section of SECTIONS) section(writer, model);
  return writer.finish();
}
