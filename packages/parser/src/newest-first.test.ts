/**
 * Newest-first statements that print the closing balance as the first row of the table and the
 * opening balance as the last (invented fixture).
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';

const header: FixtureLine = {
  y: 100,
  cells: [[40, 'Date'], [100, 'Description'], right(450, 'Amount'), right(540, 'Balance')],
};
const row = (y: number, date: string, text: string, amount: string, balance: string) => ({
  y,
  cells: [[40, date], [100, text], right(450, amount), right(540, balance)] as FixtureLine['cells'],
});

describe('newest first, closing balance on top', () => {
  const top: FixtureLine[] = [
    { y: 30, cells: [[40, 'Example Bank plc']] },
    { y: 50, cells: [[40, 'Statement period 01/07/2023 to 31/07/2023']] },
  ];
  // page 1: closing balance, then the newest rows; page 2: the oldest rows, then the opening
  const page1 = pageWords(1, [
    ...top,
    header,
    { y: 112, cells: [[100, 'Closing balance'], right(540, '275.00 CR')] },
    row(124, '30 Jul', 'Coffee', '5.00', '275.00 CR'),
    row(136, '28 Jul', 'Salary', '500.00', '280.00 CR'),
  ]);
  const page2 = pageWords(2, [
    header,
    row(112, '12 Jul', 'Grocer', '20.00', '220.00 DR'),
    row(124, '03 Jul', 'Rent', '300.00', '200.00 DR'),
    { y: 136, cells: [[100, 'Opening balance'], right(540, '100.00 CR')] },
  ]);
  const { statements } = buildStatements([buildLines(page1), buildLines(page2)]);

  it('reads every row, oldest first, and reconciles', () => {
    expect(statements).toHaveLength(1);
    const s = statements[0]!;
    expect(s.transactions.map((t) => [t.date, t.amount, t.balance])).toEqual([
      ['2023-07-03', '-300.00', '-200.00'],
      ['2023-07-12', '-20.00', '-220.00'],
      ['2023-07-28', '500.00', '280.00'],
      ['2023-07-30', '-5.00', '275.00'],
    ]);
    expect([s.openingBalance, s.closingBalance]).toEqual(['100.00', '275.00']);
    expect(s.checks.reconciled).toBe(true);
  });
});
