/**
 * Card statements: activity in several headed sections under one column header, a summary box
 * of card words (invented fixtures).
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';

const summary: FixtureLine[] = [
  { y: 30, cells: [[40, 'Example Card Services']] },
  { y: 50, cells: [[40, 'Visa Signature Credit Card Statement']] },
  { y: 62, cells: [[40, 'Opening/Closing Date 11/20/23 - 12/19/23']] },
  { y: 80, cells: [[40, 'ACCOUNT SUMMARY']] },
  { y: 92, cells: [[40, 'Previous Balance'], right(300, '$1,000.00')] },
  { y: 104, cells: [[40, 'Payments, Credits'], right(300, '-$500.00')] },
  { y: 116, cells: [[40, 'Purchases'], right(300, '+$300.00')] },
  { y: 128, cells: [[40, 'Fees Charged'], right(300, '+$25.00')] },
  { y: 140, cells: [[40, 'Interest Charged'], right(300, '+$10.00')] },
  { y: 152, cells: [[40, 'New Balance'], right(300, '$835.00')] },
];

const activity: FixtureLine[] = [
  { y: 200, cells: [[40, 'ACCOUNT ACTIVITY']] },
  {
    y: 214,
    cells: [[40, 'Trans Date'], [90, 'Post Date'], [140, 'Description'], right(540, 'Amount')],
  },
  { y: 228, cells: [[40, 'PAYMENTS AND OTHER CREDITS']] },
  {
    y: 240,
    cells: [[40, '12/01'], [90, '12/01'], [140, 'PAYMENT THANK YOU'], right(540, '-500.00')],
  },
  { y: 256, cells: [[40, 'PURCHASES']] },
  {
    y: 268,
    cells: [[40, '11/25'], [90, '11/27'], [140, 'GROCERY STORE ANYTOWN'], right(540, '100.00')],
  },
  {
    y: 280,
    cells: [[40, '12/05'], [90, '12/06'], [140, 'GAS STATION ANYTOWN'], right(540, '200.00')],
  },
  { y: 296, cells: [[40, 'FEES CHARGED']] },
  { y: 308, cells: [[40, '12/19'], [90, '12/19'], [140, 'LATE FEE'], right(540, '25.00')] },
  { y: 320, cells: [[40, 'TOTAL FEES FOR THIS PERIOD'], right(540, '$25.00')] },
  { y: 336, cells: [[40, 'INTEREST CHARGED']] },
  {
    y: 348,
    cells: [
      [40, '12/19'],
      [90, '12/19'],
      [140, 'INTEREST CHARGE ON PURCHASES'],
      right(540, '10.00'),
    ],
  },
  { y: 360, cells: [[40, 'TOTAL INTEREST FOR THIS PERIOD'], right(540, '$10.00')] },
];

function only(lines: FixtureLine[]) {
  const { statements } = buildStatements([buildLines(pageWords(1, lines))]);
  expect(statements).toHaveLength(1);
  return statements[0]!;
}

describe('a card statement with its activity in headed sections', () => {
  const s = only([...summary, ...activity]);

  it('reads every section, interest and fees as money out', () => {
    expect(s.accountType).toBe('credit_card');
    expect(s.transactions.map((t) => [t.date, t.postDate, t.amount])).toEqual([
      ['2023-12-01', '2023-12-01', '500.00'],
      ['2023-11-25', '2023-11-27', '-100.00'],
      ['2023-12-05', '2023-12-06', '-200.00'],
      ['2023-12-19', '2023-12-19', '-25.00'],
      ['2023-12-19', '2023-12-19', '-10.00'],
    ]);
  });

  it('takes the summary as opening, closing and totals, and reconciles', () => {
    expect([s.openingBalance, s.closingBalance]).toEqual(['-1000.00', '-835.00']);
    expect(s.totals).toEqual({ moneyIn: '500.00', moneyOut: '335.00' });
    expect(s.checks.reconciled).toBe(true);
  });
});

describe('a section heading the sign words do not know', () => {
  // "Adjustments" follows the payments: its rows are read, and not as payments
  const lines = activity.map((l) =>
    l.cells[0]?.[1] === 'FEES CHARGED'
      ? { ...l, cells: [[40, 'ADJUSTMENTS']] as typeof l.cells }
      : l,
  );
  const s = only([...summary, ...lines.filter((l) => l.y < 320)]);

  it('opens a new section of the same table', () => {
    expect(s.transactions.map((t) => [t.description, t.amount])).toEqual([
      ['PAYMENT THANK YOU', '500.00'],
      ['GROCERY STORE ANYTOWN', '-100.00'],
      ['GAS STATION ANYTOWN', '-200.00'],
      ['LATE FEE', '-25.00'],
    ]);
  });
});

describe('a summary after the activity', () => {
  it('is no section of the table, though a dated line with an amount follows it', () => {
    const s = only([
      ...summary,
      ...activity,
      { y: 376, cells: [[40, 'YEAR SUMMARY']] },
      { y: 388, cells: [[40, '12/19'], [140, 'Fees charged this year'], right(540, '25.00')] },
    ]);
    expect(s.transactions).toHaveLength(5);
  });
});

describe('card summary words', () => {
  it.each([
    ["Last month's balance", 'Total amount due'],
    ['Previous statement balance', 'New balance'],
  ])('%s … %s', (open, close) => {
    const s = only([
      { y: 30, cells: [[40, 'Example Credit Card Statement']] },
      { y: 62, cells: [[40, 'Opening/Closing Date 11/20/23 - 12/19/23']] },
      { y: 92, cells: [[40, open], right(300, '1,000.00')] },
      { y: 104, cells: [[40, 'Payments, Credits'], right(300, '500.00')] },
      { y: 116, cells: [[40, 'Purchases'], right(300, '300.00')] },
      { y: 128, cells: [[40, 'Fees Charged'], right(300, '25.00')] },
      { y: 140, cells: [[40, 'Interest Charged'], right(300, '10.00')] },
      { y: 152, cells: [[40, close], right(300, '835.00')] },
      ...activity,
    ]);
    expect([s.openingBalance, s.closingBalance]).toEqual(['-1000.00', '-835.00']);
    expect(s.totals.moneyIn).toBe('500.00');
    expect(s.checks.reconciled).toBe(true);
  });
});

describe('a card summary box, labels over their values', () => {
  it('takes opening, closing and totals from under the labels', () => {
    const s = only([
      { y: 30, cells: [[40, 'Example Credit Card Statement']] },
      { y: 62, cells: [[40, 'Opening/Closing Date 11/20/23 - 12/19/23']] },
      {
        y: 92,
        cells: [
          [40, 'Previous Balance'],
          [140, 'Payments, Credits'],
          [240, 'Purchases'],
          [340, 'New Balance'],
        ],
      },
      {
        y: 104,
        cells: [
          [40, '$1,000.00'],
          [140, '-$500.00'],
          [240, '+$335.00'],
          [340, '$835.00'],
        ],
      },
      ...activity,
    ]);
    expect([s.openingBalance, s.closingBalance]).toEqual(['-1000.00', '-835.00']);
    expect(s.totals).toEqual({ moneyIn: '500.00', moneyOut: '335.00' });
    expect(s.checks.reconciled).toBe(true);
  });
});
