/**
 * Generic rules met on US-style statements, each on an invented fixture (no real statement).
 */
import { describe, expect, it } from 'vitest';
import { detectHeader } from './layout/header.ts';
import { buildLines } from './layout/lines.ts';
import { headerGroups } from './layout/table.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';
import type { PageWords } from './words.ts';

function only(pages: PageWords[]) {
  const { statements } = buildStatements(pages.map((p) => buildLines(p)));
  expect(statements).toHaveLength(1);
  return statements[0]!;
}

const summary: FixtureLine[] = [
  { y: 40, cells: [[40, 'Statement period 06/01/2023 to 06/30/2023']] },
  { y: 60, cells: [[40, 'Account Summary']] },
  {
    y: 72,
    cells: [
      [40, 'Date'],
      [100, 'Description'],
      [250, 'Amount'],
      [330, 'Description'],
      [500, 'Amount'],
    ],
  },
  {
    y: 84,
    cells: [
      [40, '06/01/2023'],
      [100, 'Beginning Balance'],
      right(285, '$100.00'),
      [330, 'Minimum Balance'],
      right(535, '$40.00'),
    ],
  },
  {
    y: 96,
    cells: [
      [100, '2 Credit(s) This Period'],
      right(285, '$80.00'),
      [330, 'Average Available Balance'],
      right(535, '$90.00'),
    ],
  },
  { y: 108, cells: [[40, '06/30/2023'], [100, 'Ending Balance'], right(285, '$150.00')] },
];

describe('US summary, sections and side-by-side tables', () => {
  it('a header repeating its columns side by side is read as groups', () => {
    const h = detectHeader(
      buildLines(
        pageWords(1, [
          {
            y: 100,
            cells: [
              [60, 'Check Nbr'],
              [150, 'Date'],
              [240, 'Amount'],
              [340, 'Check Nbr'],
              [430, 'Date'],
              [520, 'Amount'],
            ],
          },
        ]),
      ),
      0,
    )!;
    const groups = headerGroups(h.columns);
    expect(groups).toHaveLength(2);
    expect(groups[1]!.map((c) => c.role)).toContain('date');
    // a reference column between two money columns is no repeat
    const one = detectHeader(
      buildLines(
        pageWords(1, [
          {
            y: 100,
            cells: [
              [40, 'Date'],
              [100, 'Description'],
              [300, 'Amount'],
              [380, 'Reference'],
              [500, 'Balance'],
            ],
          },
        ]),
      ),
      0,
    )!;
    expect(headerGroups(one.columns)).toHaveLength(1);
  });

  it('summary lines, "n item(s) totaling", side-by-side checks and daily balances', () => {
    const s = only([
      pageWords(1, [
        ...summary,
        { y: 130, cells: [[40, 'Electronic Credits']] },
        {
          y: 142,
          cells: [
            [40, 'Date'],
            [100, 'Description'],
            [500, 'Amount'],
          ],
        },
        { y: 154, cells: [[40, '06/02/2023'], [100, 'PAYROLL ACME'], right(535, '$50.00')] },
        { y: 166, cells: [[40, '06/05/2023'], [100, 'TRANSFER IN'], right(535, '$30.00')] },
        { y: 178, cells: [[420, '2 item(s) totaling $80.00']] },
        { y: 200, cells: [[40, 'Checks Cleared']] },
        {
          y: 212,
          cells: [
            [60, 'Check Nbr'],
            [150, 'Date'],
            [240, 'Amount'],
            [340, 'Check Nbr'],
            [430, 'Date'],
            [520, 'Amount'],
          ],
        },
        {
          y: 224,
          cells: [
            [70, '101'],
            [140, '06/10/2023'],
            right(275, '$10.00'),
            [350, '102'],
            [420, '06/12/2023'],
            right(555, '$20.00'),
          ],
        },
        { y: 248, cells: [[40, 'Daily Balances']] },
        {
          y: 260,
          cells: [
            [40, 'Date'],
            [150, 'Amount'],
            [220, 'Date'],
            [330, 'Amount'],
          ],
        },
        {
          y: 272,
          cells: [
            [40, '06/02/2023'],
            right(185, '$150.00'),
            [220, '06/05/2023'],
            right(365, '$180.00'),
          ],
        },
      ]),
    ]);
    expect(s.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2023-06-02', '50.00'],
      ['2023-06-05', '30.00'],
      ['2023-06-10', '-10.00'],
      ['2023-06-12', '-20.00'],
    ]);
    expect(s.openingBalance).toBe('100.00');
    expect(s.closingBalance).toBe('150.00');
    expect(s.checks.reconciled).toBe(true);
  });

  it('rows of digits only at the same height on every page are data, not page furniture', () => {
    // descriptions left blank (a redacted statement): "date  amount" lines repeat by position
    const page = (n: number, before: string, amount: string, after: string) =>
      pageWords(n, [
        { y: 30, cells: [[40, `Page ${n} of 3`]] },
        {
          y: 80,
          cells: [
            [40, 'Date'],
            [100, 'Description'],
            [400, 'Withdrawals'],
            [500, 'Balance'],
          ],
        },
        { y: 95, cells: [[40, `7/1${n}`], right(450, amount)] },
        {
          y: 107,
          cells: [
            [40, `7/1${n}`],
            [100, ['FEE', 'TAX', 'TOLL'][n - 1]!],
            right(450, '1.00'),
            right(540, after),
          ],
        },
        { y: 119, cells: [[40, 'Ending balance'], right(540, after)] },
        ...(n === 1
          ? [
              { y: 50, cells: [[40, 'Statement date: 07/31/2023']] } as FixtureLine,
              { y: 60, cells: [[40, 'Beginning balance'], right(540, before)] } as FixtureLine,
            ]
          : []),
      ]);
    const s = only([
      page(1, '100.00', '5.00', '94.00'),
      page(2, '94.00', '6.00', '87.00'),
      page(3, '87.00', '7.00', '79.00'),
    ]);
    expect(s.transactions.map((t) => t.amount)).toEqual([
      '-5.00',
      '-1.00',
      '-6.00',
      '-1.00',
      '-7.00',
      '-1.00',
    ]);
    expect(s.checks.reconciled).toBe(true);
  });
});

describe('a daily account report (value/post dates only, time column, newest first)', () => {
  it('reads rows whose balance is glued to a time, and the brought-forward balance wherever printed', () => {
    const s = only([
      pageWords(1, [
        { y: 40, cells: [[40, 'Specified date range 01 May 2022 to 09 May 2022']] },
        {
          y: 60,
          cells: [
            [30, 'Reference'],
            [120, 'Value date'],
            [220, 'Credit amount'],
            [310, 'Debit amount'],
            [400, 'Balance'],
            [470, 'Time'],
            [520, 'Post date'],
          ],
        },
        {
          y: 75,
          cells: [
            [30, 'Balance as at close 06 May 2022'],
            [200, '70.00'],
          ],
        },
        {
          y: 90,
          cells: [
            [30, 'NONREF'],
            [120, '06 May 2022'],
            right(350, '-30.00'),
            [415, '70.00 18:31'],
            [520, '06 May 2022'],
          ],
        },
        {
          y: 105,
          cells: [
            [30, 'Narrative'],
            [80, 'RENT'],
          ],
        },
        {
          y: 120,
          cells: [
            [30, 'NONREF'],
            [120, '05 May 2022'],
            right(260, '50.00'),
            [410, '100.00 09:10'],
            [520, '05 May 2022'],
          ],
        },
        {
          y: 135,
          cells: [
            [30, 'Balance brought forward 05 May 2022'],
            [200, '50.00'],
          ],
        },
      ]),
    ]);
    expect(s.transactions.map((t) => [t.date, t.amount, t.balance])).toEqual([
      ['2022-05-05', '50.00', '100.00'],
      ['2022-05-06', '-30.00', '70.00'],
    ]);
    expect(s.openingBalance).toBe('50.00');
    expect(s.checks.reconciled).toBe(true);
  });
});

describe('combined statement: accounts whose numbers are masked alike', () => {
  const page = (n: number, open: string, amount: string, close: string) =>
    pageWords(n, [
      { y: 40, cells: [[40, 'Account Number: xxxxxx1234']] },
      { y: 55, cells: [[40, 'Beginning Balance, as of 07/21/2021'], right(280, open)] },
      { y: 67, cells: [[40, 'Ending Balance, as of 08/20/2021'], right(280, close)] },
      {
        y: 90,
        cells: [
          [40, 'Date'],
          [100, 'Description'],
          [350, 'Credits'],
          [430, 'Debits'],
          [510, 'Balance'],
        ],
      },
      {
        y: 105,
        cells: [
          [40, '07/26/2021'],
          [100, 'ACH Deposit'],
          right(390, amount),
          right(470, '-$0.00'),
          right(550, close),
        ],
      },
    ]);

  it('a page opening with another balance than the last one closed starts a new statement; a zero in the other column is not the amount', () => {
    const { statements } = buildStatements(
      [page(1, '$100.00', '$50.00', '$150.00'), page(2, '$900.00', '$25.00', '$925.00')].map((p) =>
        buildLines(p),
      ),
    );
    expect(
      statements.map((s) => [s.openingBalance, s.closingBalance, s.transactions.length]),
    ).toEqual([
      ['100.00', '150.00', 1],
      ['900.00', '925.00', 1],
    ]);
    expect(statements.map((s) => s.transactions[0]!.amount)).toEqual(['50.00', '25.00']);
    expect(statements.every((s) => s.checks.reconciled)).toBe(true);
  });
});
