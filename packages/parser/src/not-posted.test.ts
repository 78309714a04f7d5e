/**
 * What moved no money (invented fixtures): a prepaid card is money held, not owed; its pending
 * list (with its own column header) and a declined list on the next page are no rows and no
 * missing rows; a "Reverted transactions" list under the same columns is no rows either.
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';

const header = (y: number): FixtureLine => ({
  y,
  cells: [
    [40, 'Date'],
    [120, 'Description'],
    [430, 'Amount'],
    [520, 'Balance'],
  ],
});
const row = (
  y: number,
  d: string,
  what: string,
  amount: string,
  balance?: string,
): FixtureLine => ({
  y,
  cells: [[40, d], [120, what], right(470, amount), ...(balance ? [right(560, balance)] : [])],
});
const line = (y: number, text: string): FixtureLine => ({ y, cells: [[40, text]] });

function read(pages: FixtureLine[][]) {
  const { statements } = buildStatements(pages.map((p, i) => buildLines(pageWords(i + 1, p))));
  expect(statements).toHaveLength(1);
  return statements[0]!;
}

const top: FixtureLine[] = [
  line(30, 'Example Prepaid Mastercard'),
  line(42, 'Statement Period 08/01/2024 - 08/31/2024'),
  { y: 54, cells: [[40, 'Beginning balance'], right(300, '$278.17')] },
  { y: 66, cells: [[40, 'Ending balance'], right(300, '$411.89')] },
];

describe('lists of what moved no money', () => {
  it("a prepaid card keeps the holder's signs; pending and declined lists are not rows", () => {
    const s = read([
      [
        ...top,
        line(100, 'Posted Transactions'),
        header(112),
        row(124, '08/01/2024', 'POS PURCHASE KROGER #6616', '-$1.67', '$276.50'),
        row(136, '08/02/2024', 'PAYROLL DEPOSIT EXAMPLE FOODS', '$134.76', '$411.26'),
        row(148, '08/31/2024', 'INTEREST', '$0.63', '$411.89'),
        line(180, 'Pending Transactions'),
        header(192),
        row(204, '08/31/2024', 'POS AUTH WALMART #1234', '-$45.00'),
        line(240, 'Declined Transactions'),
      ],
      [
        line(30, 'Example Prepaid Mastercard   Page 2'),
        line(60, 'These transactions were declined; no money was taken from your account.'),
        row(72, '08/14/2024', 'DECLINED - INSUFFICIENT FUNDS WAL-MART #4722', '-$81.44'),
        row(84, '08/15/2024', 'DECLINED - INSUFFICIENT FUNDS SHELL OIL 12', '-$20.00'),
      ],
    ]);
    expect(s.transactions.map((t) => t.amount)).toEqual(['-1.67', '134.76', '0.63']);
    expect(s.openingBalance).toBe('278.17');
    expect(s.checks.issues).toEqual([]);
    expect(s.checks.reconciled).toBe(true);
  });

  it('a reverted list with its dates and own header, after the rows, is not rows; a "Balance summary" box above the table does not hide it', () => {
    const s = read([
      [
        ...top,
        line(76, 'Balance summary'),
        {
          y: 88,
          cells: [
            [40, 'Product'],
            [200, 'Opening balance'],
            [420, 'Closing balance'],
          ],
        },
        {
          y: 96,
          cells: [[40, 'Account (Current Account)'], right(260, '$278.17'), right(480, '$411.89')],
        },
        header(124),
        row(136, '08/01/2024', 'Card payment to KROGER', '-$1.67', '$276.50'),
        row(148, '08/02/2024', 'Transfer from EXAMPLE FOODS', '$134.76', '$411.26'),
        row(160, '08/31/2024', 'Interest', '$0.63', '$411.89'),
        line(190, 'Reverted transactions from 1 August 2024 to 31 August 2024'),
        header(202),
        row(214, '08/20/2024', 'Card payment to AMAZON', '-$19.99'),
      ],
    ]);
    expect(s.transactions).toHaveLength(3);
    expect(s.checks.reconciled).toBe(true);
  });
});
