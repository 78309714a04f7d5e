/**
 * A card statement that lists purchases under merchant-category headings (invented fixture):
 * "Supermarkets" after "PAYMENTS AND CREDITS" starts a section of purchases, not more credits.
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';

const row = (y: number, d: string, p: string, text: string, amount: string): FixtureLine => ({
  y,
  cells: [[40, d], [100, p], [170, text], right(560, amount)],
});

describe('card purchases under merchant-category headings', () => {
  it.each([
    ['a full blank line', 168],
    // (a generator that leaves half a line: the heading still stands apart from the rows)
    ['half a blank line', 159],
  ])('a category heading after the credits section ends it (%s above it)', (_, headingY) => {
    const { statements } = buildStatements([
      buildLines(
        pageWords(1, [
          {
            y: 30,
            cells: [
              [40, 'Example Card Bank'],
              [300, 'Account number ending in 0989'],
            ],
          },
          { y: 42, cells: [[300, 'Open to Close Date: 08/15/2025 - 09/12/2025']] },
          { y: 54, cells: [[40, 'CHARLOTTE NC 28202']] },
          { y: 60, cells: [[40, 'Previous Balance'], right(300, '$100.00')] },
          { y: 70, cells: [[40, 'Payments and Credits'], right(300, '-$45.65')] },
          { y: 80, cells: [[40, 'Purchases'], right(300, '+$279.99')] },
          { y: 90, cells: [[40, 'New Balance'], right(300, '$334.34')] },
          { y: 100, cells: [[350, 'Minimum Payment Due'], right(560, '$25.00')] },
          { y: 90, cells: [[350, 'Credit Line'], right(560, '$5,000.00')] },
          {
            y: 110,
            cells: [
              [40, 'Trans.'],
              [100, 'Post'],
            ],
          },
          {
            y: 120,
            cells: [
              [40, 'Date'],
              [100, 'Date'],
              [170, 'Purchases / Merchant Category'],
              [520, 'Amount'],
            ],
          },
          { y: 132, cells: [[170, 'PAYMENTS AND CREDITS']] },
          row(144, '08/28', '08/28', 'PAYMENT - THANK YOU', '-$45.65'),
          { y: headingY, cells: [[170, 'Supermarkets']] },
          row(180, '08/16', '08/18', 'ALDI 767 SAN DIEGO CA', '$7.73'),
          row(192, '08/17', '08/17', 'KROGER #37 AUSTIN TX', '$213.03'),
          { y: 204, cells: [[170, 'Total Supermarkets'], right(560, '$220.76')] },
          { y: 228, cells: [[170, 'Restaurants']] },
          row(240, '08/18', '08/19', 'STARBUCKS STORE 85 OH', '$59.23'),
        ]),
      ),
    ]);
    const s = statements[0]!;
    expect(s.transactions.map((t) => t.amount)).toEqual(['45.65', '-7.73', '-213.03', '-59.23']);
    expect(s.checks.reconciled).toBe(true);
  });
});
