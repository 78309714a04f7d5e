/**
 * Test helper: a one-page statement (invented) from a few header lines and rows — "Date
 * Description Paid out Paid in Balance" — for the certificate's rules, which are about what the
 * page prints around the rows (period, statement date, stray amounts), not about the layout.
 */
import { buildLines } from '../layout/lines.ts';
import { type BuildOptions, buildStatements } from '../statement.ts';
import { type FixtureLine, pageWords, right } from './page-words.ts';

export interface SimpleRow {
  date: string;
  description: string;
  /** Signed: negative is paid out. */
  amount: string;
  balance?: string;
  /** Word confidence of the row (OCR-like); default 1. */
  confidence?: number;
}

export function simpleStatementLines(
  top: string[],
  rows: SimpleRow[],
  extra: FixtureLine[] = [],
): FixtureLine[] {
  const lines: FixtureLine[] = top.map((text, i) => ({ y: 40 + i * 14, cells: [[300, text]] }));
  lines.push({
    y: 200,
    cells: [
      [50, 'Date'],
      [110, 'Description'],
      [330, 'Paid out'],
      [410, 'Paid in'],
      [500, 'Balance'],
    ],
  });
  rows.forEach((r, i) => {
    const out = r.amount.startsWith('-');
    const cells: FixtureLine['cells'] = [
      [50, r.date],
      [110, r.description],
      out ? right(370, r.amount.slice(1)) : right(450, r.amount),
    ];
    if (r.balance) cells.push(right(540, r.balance));
    lines.push({
      y: 215 + i * 12,
      cells,
      ...(r.confidence !== undefined ? { confidence: r.confidence } : {}),
    });
  });
  lines.push(...extra);
  return lines;
}

/** The statement the engine reads from such a page (exactly one is expected). */
export function readSimpleStatement(
  top: string[],
  rows: SimpleRow[],
  options: BuildOptions & { extra?: FixtureLine[] } = {},
) {
  const page = pageWords(1, simpleStatementLines(top, rows, options.extra));
  const built = buildStatements([buildLines(page)], options);
  if (built.statements.length !== 1) throw new Error(`${built.statements.length} statements`);
  return built.statements[0]!;
}
