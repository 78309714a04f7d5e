/**
 * The Welsh statement the generic reader gets wrong (packages/parser/src/testing/welsh-statement.ts)
 * as a generated PDF, for the server's tests.
 */
import { buildStatementPdf } from '../../../../packages/parser/src/__fixtures__/statement-pdf.ts';
import {
  type WelshRow,
  welshStatementLines,
} from '../../../../packages/parser/src/testing/welsh-statement.ts';

export {
  APRIL_ROWS,
  MARCH_ROWS,
  WELSH_INSTRUCTIONS,
  type WelshRow,
} from '../../../../packages/parser/src/testing/welsh-statement.ts';

export function welshStatementPdf(
  month: number,
  rows: WelshRow[],
  openingMinor: number,
): Promise<Uint8Array> {
  return buildStatementPdf(welshStatementLines(month, rows, openingMinor));
}

/** The rows as stored (date, signed minor units), for comparisons. */
export function storedForm(month: number, rows: WelshRow[]) {
  const mm = String(month).padStart(2, '0');
  return rows.map((r) => ({
    date: `2026-${mm}-${String(r.day).padStart(2, '0')}`,
    description: r.text,
    amount: r.minor,
  }));
}
