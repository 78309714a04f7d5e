/**
 * App-bank lists (invented fixtures): no date column, a day heading ("Tuesday 2 July") over that
 * day's rows; a heading closing page 1 dates the rows that open page 2 under the repeated header.
 */
import { describe, expect, it } from 'vitest';
import { dayHeadingDate } from './layout/day-heading.ts';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';

const header = (y: number): FixtureLine => ({
  y,
  cells: [
    [40, 'Description'],
    [400, 'Amount (GBP)'],
    [500, 'Balance (GBP)'],
  ],
});
const row = (y: number, what: string, amount: string, balance: string): FixtureLine => ({
  y,
  cells: [[40, what], right(450, amount), right(560, balance)],
});
const text = (y: number, t: string): FixtureLine => ({ y, cells: [[40, t]] });

describe('day headings', () => {
  it('date the rows below them, across a page break', () => {
    const pages: FixtureLine[][] = [
      [
        text(30, 'Example Bank   Personal Account statement'),
        text(42, '1 July 2024 - 31 July 2024'),
        { y: 60, cells: [[40, 'Opening balance'], right(300, '£1,534.55')] },
        { y: 72, cells: [[40, 'Closing balance'], right(300, '£3,151.04')] },
        header(100),
        text(112, 'Monday 1 July'),
        row(124, 'Rainy day pot', '-33.62', '1,500.93'),
        text(136, 'Pot transfer'),
        text(148, 'Tuesday 2 July'),
        row(160, 'EXAMPLE LTD', '+2,171.14', '3,672.07'),
        text(172, 'Faster payment'),
        row(184, 'J SMITH', '-493.55', '3,178.52'),
        text(196, 'Faster payment'),
        text(208, 'Thursday 4 July'),
      ],
      [
        header(40),
        row(52, 'PRET A MANGER CARDIFF', '-4.70', '3,173.82'),
        text(64, 'Card payment'),
        text(76, 'Friday 5 July'),
        row(88, 'M&S SIMPLY FOOD BRISTOL', '-22.78', '3,151.04'),
      ],
    ];
    const { statements } = buildStatements(pages.map((p, i) => buildLines(pageWords(i + 1, p))));
    const [s] = statements;
    expect(s!.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2024-07-01', '-33.62'],
      ['2024-07-02', '2171.14'],
      ['2024-07-02', '-493.55'],
      ['2024-07-04', '-4.70'],
      ['2024-07-05', '-22.78'],
    ]);
    expect(s!.transactions[1]!.description).toBe('EXAMPLE LTD Faster payment');
    expect(s!.checks.reconciled).toBe(true);
  });

  it('are weekday and named date only', () => {
    const line = (t: string) => buildLines(pageWords(1, [text(10, t)]))[0]!;
    expect(dayHeadingDate(line('Wednesday 4 June'))).toMatchObject({ a: 4, b: 6 });
    expect(dayHeadingDate(line('Montag, 12. Juli 2021'))).toMatchObject({
      a: 12,
      b: 7,
      year: 2021,
    });
    expect(dayHeadingDate(line('Monday 04/06'))).toBeNull();
    expect(dayHeadingDate(line('Sunday Times subscription'))).toBeNull();
  });
});
