/**
 * Key/value forms and columns the engine does not read, each on an invented fixture (no real
 * statement, no bank names).
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';

function statement(lines: FixtureLine[]) {
  const { statements } = buildStatements([buildLines(pageWords(1, lines))]);
  expect(statements).toHaveLength(1);
  return statements[0]!;
}

/** A savings form: labels, a column of colons printed with the values, then a table. */
function formStatement(notice: string) {
  return statement([
    { y: 40, cells: [[40, 'BANK OF EXAMPLE']] },
    {
      y: 60,
      cells: [
        [40, 'Account Name'],
        [170, ': Ms. JANE EXAMPLE'],
      ],
    },
    {
      y: 72,
      cells: [
        [40, 'Account Number'],
        [170, ': 0000012345678'],
      ],
    },
    {
      y: 84,
      cells: [
        [40, 'Balance as on 1 Mar 2024'],
        [170, ': 1,000.00'],
      ],
    },
    {
      y: 110,
      cells: [
        [40, 'Txn Date'],
        [110, 'Description'],
        [330, 'Debit'],
        [400, 'Credit'],
        [480, 'Balance'],
      ],
    },
    {
      y: 125,
      cells: [[40, '2 Mar 2024'], [110, 'ATM WDL'], right(360, '100.00'), right(520, '900.00')],
    },
    {
      y: 137,
      cells: [[40, '3 Mar 2024'], [110, 'BY TRANSFER'], right(430, '50.00'), right(520, '950.00')],
    },
    { y: 700, cells: [[40, notice]] },
  ]);
}

describe('key/value forms', () => {
  it('a colon printed at the start of the value cell is not part of the holder', () => {
    expect(formStatement('End of statement').accountHolder).toBe('Ms. JANE EXAMPLE');
  });

  it('a security notice naming debit/credit cards does not make a savings account a card', () => {
    const s = formStatement('Never share your ATM, Debit/Credit card number, PIN or OTP');
    expect(s.accountType).not.toBe('credit_card');
    // a card's balances would be read from the holder's side (negative)
    expect(s.openingBalance).toBe('1000.00');
    expect(s.transactions.map((t) => t.balance)).toEqual(['900.00', '950.00']);
    expect(s.checks.reconciled).toBe(true);
  });
});

describe('columns the engine does not read', () => {
  it('figures under an unknown label right of the balance are neither balance nor amount', () => {
    const s = statement([
      { y: 28, cells: [[40, 'Statement Period 01 March 2024 to 31 March 2024']] },
      { y: 40, cells: [[40, 'Opening Balance'], right(300, '500.00')] },
      { y: 52, cells: [[40, 'Closing Balance'], right(300, '420.00')] },
      { y: 88, cells: [[505, 'Accrued']] },
      { y: 98, cells: [[505, 'Fees']] },
      {
        y: 108,
        cells: [
          [40, 'Date'],
          [90, 'Description'],
          [360, 'Amount'],
          [430, 'Balance'],
          [505, 'Charges'],
        ],
      },
      {
        y: 123,
        cells: [
          [40, '01 Mar'],
          [90, 'ATM CASH'],
          right(390, '60.00'),
          right(470, '440.00'),
          right(540, '7.50'),
        ],
      },
      {
        y: 135,
        cells: [
          [40, '02 Mar'],
          [90, 'SALARY'],
          right(390, '30.00Cr'),
          right(470, '470.00'),
          right(540, ''),
        ],
      },
      {
        y: 147,
        cells: [
          [40, '03 Mar'],
          [90, 'POS PURCHASE'],
          right(390, '50.00'),
          right(470, '420.00'),
          right(540, '2.50'),
        ],
      },
    ]);
    expect(s.transactions.map((t) => [t.amount, t.balance])).toEqual([
      ['-60.00', '440.00'],
      ['30.00', '470.00'],
      ['-50.00', '420.00'],
    ]);
    expect(s.checks.reconciled).toBe(true);
  });
});
