/**
 * The certificate box: green "Reconciled" when the balances add up, amber "Not reconciled — N
 * issues" when they do not; the issues follow as a table so a long list breaks across pages.
 */
import { rgb } from 'pdf-lib';
import type { ReportCertificate } from './model.ts';
import { table } from './table.ts';
import { CONTENT_WIDTH, MARGIN, type ReportWriter } from './writer.ts';

const GREEN = {
  fill: rgb(0.9, 0.97, 0.92),
  border: rgb(0.13, 0.55, 0.3),
  ink: rgb(0.06, 0.4, 0.2),
};
const AMBER = { fill: rgb(1, 0.95, 0.86), border: rgb(0.85, 0.5, 0.05), ink: rgb(0.6, 0.3, 0) };

const BOX_HEIGHT = 42;

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export function certificateTitle(certificate: ReportCertificate): string {
  if (certificate.reconciled) return 'Reconciled';
  return `Not reconciled — ${plural(certificate.issues.length, 'issue')}`;
}

function certificateLine(certificate: ReportCertificate): string {
  if (certificate.reconciled) {
    const notes = certificate.issues.length;
    return `Opening balance plus every row equals the closing balance.${notes ? ` ${plural(notes, 'note')} below.` : ''}`;
  }
  return 'The figures printed on the statement do not add up; see the issues below.';
}

export function certificateBox(w: ReportWriter, certificate: ReportCertificate): void {
  const colours = certificate.reconciled ? GREEN : AMBER;
  w.ensure(BOX_HEIGHT + 8);
  w.gap(6);
  w.page.drawRectangle({
    x: MARGIN,
    y: w.y - BOX_HEIGHT,
    width: CONTENT_WIDTH,
    height: BOX_HEIGHT,
    color: colours.fill,
    borderColor: colours.border,
    borderWidth: 1.2,
  });
  w.text(certificateTitle(certificate), w.y - 17, {
    x: MARGIN + 12,
    size: 12,
    style: 'bold',
    color: colours.ink,
  });
  w.text(certificateLine(certificate), w.y - 32, { x: MARGIN + 12, size: 9, color: colours.ink });
  w.gap(BOX_HEIGHT + 2);
  table(
    w,
    [
      { header: 'Issue', width: 0.3 },
      { header: 'Details', width: 0.7 },
    ],
    certificate.issues.map((issue) => [issue.code, issue.message]),
  );
}
