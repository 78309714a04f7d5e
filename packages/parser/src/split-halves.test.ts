/**
 * One statement must not be read as two (invented fixtures): an interest row printing its own
 * date range ("SB INT 01-09-19 TO 30-09-19") is a row, not a new statement period; and two parts
 * of one document that look like halves of one statement are never certified.
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './layout/lines.ts';
import { flagSplitHalves } from './split-halves.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';
import type { ParsedStatement } from './types.ts';

const header = (y: number): FixtureLine => ({
  y,
  cells: [
    [40, 'Txn Date'],
    [140, 'Description'],
    [380, 'Debit'],
    [460, 'Credit'],
    [530, 'Balance'],
  ],
});
const row = (y: number, d: string, text: string, out: string, inn: string, bal: string) =>
  ({
    y,
    cells: [
      [40, d],
      [140, text],
      ...(out ? [right(420, out)] : []),
      ...(inn ? [right(490, inn)] : []),
      right(560, bal),
    ],
  }) as FixtureLine;

function read(interestText: string) {
  const pages: FixtureLine[][] = [
    [
      {
        y: 30,
        cells: [[40, 'Statement for A/c 3636105919607 Between 01-Sep-2019 and 30-Sep-2019']],
      },
      { y: 42, cells: [[40, 'Opening Balance : 82755.00']] },
      header(80),
      row(92, '02-09-2019', 'UPI/DR/212237987663/IRCTC', '4594.20', '', '78160.80'),
      row(104, '22-09-2019', 'CHQ PAID-CTS-DENTRE', '23370.90', '', '54789.90'),
    ],
    [
      header(80),
      row(92, '23-09-2019', 'CASH DEPOSIT-NEW DELHI', '', '1722.00', '56511.90'),
      row(104, '30-09-2019', interestText, '', '431.89', '56943.79'),
      { y: 130, cells: [[300, 'Total Debit'], right(560, '27965.10')] },
      { y: 142, cells: [[300, 'Total Credit'], right(560, '2153.89')] },
      { y: 154, cells: [[300, 'Closing Balance'], right(560, '56943.79')] },
    ],
  ];
  return buildStatements(pages.map((p, i) => buildLines(pageWords(i + 1, p)))).statements;
}

describe('an interest row printing a date range', () => {
  it.each([
    ['the statement period', 'SB INT 01-09-19 TO 30-09-19'],
    ['another period', 'SB INT 01-07-19 TO 30-09-19'],
  ])('is a row of the one statement when the range is %s', (_label, text) => {
    const statements = read(text);
    expect(statements).toHaveLength(1);
    const [s] = statements;
    expect(s!.transactions.map((t) => t.amount)).toEqual([
      '-4594.20',
      '-23370.90',
      '1722.00',
      '431.89',
    ]);
    expect(s!.periodStart).toBe('2019-09-01');
    expect(s!.checks.reconciled).toBe(true);
  });
});

const part = (over: Partial<ParsedStatement>): ParsedStatement =>
  ({
    accountNumber: '3636105919607',
    periodStart: '2019-09-01',
    periodEnd: '2019-09-30',
    openingBalance: '82755.00',
    closingBalance: '10791.60',
    transactions: [],
    checks: { reconciled: true, issues: [] },
    ...over,
  }) as ParsedStatement;

describe('two parts of one document that look like one statement cut in two', () => {
  it('are not certified, and the issue says why', () => {
    const a = part({});
    const b = part({ accountNumber: null, openingBalance: '10791.60', closingBalance: '4523.29' });
    flagSplitHalves([a, b]);
    for (const s of [a, b]) {
      expect(s.checks.reconciled).toBe(false);
      expect(s.checks.issues.map((i) => i.code)).toEqual(['statement_split']);
    }
    expect(a.checks.issues[0]!.message).toContain('may be one statement read as two');
  });

  it('leaves two accounts of a combined statement alone, and parts that do not carry over', () => {
    const a = part({});
    const other = part({ accountNumber: '9988776655', openingBalance: '10791.60' });
    const fresh = part({ accountNumber: null, openingBalance: '500.00' });
    flagSplitHalves([a, other]);
    flagSplitHalves([a, fresh]);
    for (const s of [a, other, fresh]) expect(s.checks.reconciled).toBe(true);
  });
});
