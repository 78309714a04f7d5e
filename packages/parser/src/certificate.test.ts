/**
 * The certificate never lies: each failure class below (invented statements) comes out either
 * right or not reconciled, with an issue naming what failed — never reconciled and wrong.
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { pageWords, right } from './testing/page-words.ts';
import { readSimpleStatement, type SimpleRow } from './testing/simple-statement.ts';
import type { ParsedStatement } from './types.ts';

const codes = (s: ParsedStatement) => s.checks.issues.map((i) => i.code);

/** Reconciled only with exactly these dates (ISO); returns whether it was reconciled. */
function neverWrong(s: ParsedStatement, dates: string[]): boolean {
  const got = s.transactions.map((t) => t.date);
  if (s.checks.reconciled) expect(got).toEqual(dates);
  else expect(s.checks.issues.length).toBeGreaterThan(0);
  return s.checks.reconciled;
}

const balances = ['Opening balance 1,000.00', 'Closing balance 900.00'];
const twoRows = (d1: string, d2: string): SimpleRow[] => [
  { date: d1, description: 'GROCER', amount: '-60.00', balance: '940.00' },
  { date: d2, description: 'WATER CO', amount: '-40.00', balance: '900.00' },
];

describe('the year of year-less row dates', () => {
  it.each([
    ['01 Jul 2023 - 31 Jul 2023', '03 Jul', '28 Jul', ['2023-07-03', '2023-07-28']],
    ['10 August to 9 September 2024', '12 Aug', '02 Sep', ['2024-08-12', '2024-09-02']],
    ['Statement date 30 September 2024', '12 Sep', '29 Sep', ['2024-09-12', '2024-09-29']],
    ['Statement date: 01/15/25', '20 Dec', '10 Jan', ['2024-12-20', '2025-01-10']],
    ['Kontoauszug 01.11.2024 - 30.11.2024', '15.11.', '25.11.', ['2024-11-15', '2024-11-25']],
  ])('"%s": right or not reconciled', (line, d1, d2, dates) => {
    const s = readSimpleStatement([line, ...balances], twoRows(d1, d2));
    // these shapes are known: the rows come out right and certified
    expect(neverWrong(s, dates)).toBe(true);
  });

  it('a year printed nowhere is a named guess, never a certificate (not the clock)', () => {
    const s = readSimpleStatement(['Your account', ...balances], twoRows('03 Jul', '28 Jul'));
    expect(s.checks.reconciled).toBe(false);
    const issue = s.checks.issues.find((i) => i.code === 'year_guessed');
    expect(issue).toMatchObject({ row: 0, rows: [0, 1] });
  });

  it('a bare year ("Tariff 2023") is not a printed date: still a guess', () => {
    const s = readSimpleStatement(
      ['Period: July', 'Tariff 2023', ...balances],
      twoRows('03 Jul', '28 Jul'),
    );
    expect(s.transactions.map((t) => t.date)).toEqual(['2023-07-03', '2023-07-28']);
    expect(codes(s)).toContain('year_guessed');
    expect(s.checks.reconciled).toBe(false);
  });

  it('a full date printed anywhere in the statement is evidence of the year', () => {
    const s = readSimpleStatement(
      ['Printed on 2 August 2023', ...balances],
      twoRows('03 Jul', '28 Jul'),
    );
    expect(neverWrong(s, ['2023-07-03', '2023-07-28'])).toBe(true);
  });

  it('European day.month dates without a year and without a period are not certified', () => {
    for (const [d1, d2] of [
      ['15.01.', '25.01.'],
      ['25.11', '26.11'],
    ] as const) {
      const s = readSimpleStatement(balances, twoRows(d1, d2));
      expect(s.checks.reconciled).toBe(false);
      expect(codes(s).some((c) => c === 'year_guessed' || c === 'date_missing')).toBe(true);
    }
  });
});

describe('posting dates', () => {
  it('without a period, a year-less posting date takes the year of its row, not of the statement', () => {
    const page = pageWords(1, [
      { y: 40, cells: [[300, 'Statement date 10 January 2026']] },
      { y: 54, cells: [[300, 'Previous balance 100.00']] },
      { y: 68, cells: [[300, 'New balance 40.00']] },
      {
        y: 100,
        cells: [
          [50, 'Trans date'],
          [110, 'Post date'],
          [170, 'Description'],
          [450, 'Amount'],
        ],
      },
      { y: 115, cells: [[50, '20 Dec'], [110, '22 Dec'], [170, 'BOOKSHOP'], right(480, '-25.00')] },
      { y: 127, cells: [[50, '30 Dec'], [110, '02 Jan'], [170, 'CINEMA'], right(480, '-35.00')] },
    ]);
    const { statements } = buildStatements([buildLines(page)], { today: '2026-02-01' });
    const s = statements[0]!;
    expect(s.transactions.map((t) => [t.date, t.postDate])).toEqual([
      ['2025-12-20', '2025-12-22'],
      ['2025-12-30', '2026-01-02'],
    ]);
    expect(codes(s)).not.toContain('date_in_future');
  });
});

describe('rows without dates, in the future, outside the period', () => {
  it('balancing sums without a single readable date: date_missing lists the rows', () => {
    const s = readSimpleStatement(
      ['Statement period 1 March 2024 to 31 March 2024', ...balances],
      twoRows('', ''),
    );
    expect(s.transactions.map((t) => t.amount)).toEqual(['-60.00', '-40.00']);
    expect(s.checks.reconciled).toBe(false);
    expect(s.checks.issues.find((i) => i.code === 'date_missing')).toMatchObject({
      row: 0,
      rows: [0, 1],
    });
  });

  it("a row that took the row above's date while its own date slid into its text", () => {
    const top = ['Statement period 1 March 2024 to 31 March 2024', ...balances];
    const rows = (second: string): SimpleRow[] => [
      { date: '04 Mar', description: 'GROCER', amount: '-60.00', balance: '940.00' },
      { date: '', description: second, amount: '-40.00', balance: '900.00' },
    ];
    // OCR glued a speck to the date cell: "‘Mar 8, 2024" is read as text
    const s = readSimpleStatement(top, rows('‘Mar 8, 2024 WATER CO'));
    expect(s.transactions[1]!.date).toBe('2024-03-04');
    expect(s.checks.issues.find((i) => i.code === 'date_missing')).toMatchObject({ row: 1 });
    expect(s.checks.reconciled).toBe(false);
    // several rows under one printed date are normal
    expect(readSimpleStatement(top, rows('WATER CO')).checks.reconciled).toBe(true);
  });

  it('rows dated after today are not certified', () => {
    const top = ['Statement period 1 March 2024 to 31 March 2024', ...balances];
    const rows = twoRows('04 Mar', '20 Mar');
    const s = readSimpleStatement(top, rows, { today: '2024-03-15' });
    expect(s.checks.reconciled).toBe(false);
    expect(s.checks.issues.find((i) => i.code === 'date_in_future')).toMatchObject({ row: 1 });
    // the same statement read after its period is certified
    expect(readSimpleStatement(top, rows, { today: '2024-04-02' }).checks.reconciled).toBe(true);
  });

  it('rows outside the period (beyond 7 days of posting lag) are not certified', () => {
    const top = ['Statement period 1 March 2024 to 31 March 2024', ...balances];
    const lag = readSimpleStatement(top, twoRows('26/02/2024', '06/04/2024'));
    expect(lag.checks.reconciled).toBe(true);
    const s = readSimpleStatement(top, twoRows('20/01/2024', '15/03/2024'));
    expect(s.checks.reconciled).toBe(false);
    expect(s.checks.issues.find((i) => i.code === 'date_outside_period')).toMatchObject({
      row: 0,
    });
  });
});

describe('a year read into a row date that no other date shares', () => {
  // OCR joined the date and the posting date ("11/02 11/02" → "11/02/02"): a full date, 19 years off
  const rows = (odd: string): SimpleRow[] => [
    { date: '28 Oct', description: 'GROCER', amount: '-60.00', balance: '940.00' },
    { date: odd, description: 'WATER CO', amount: '-20.00', balance: '920.00' },
    { date: '05 Nov', description: 'CINEMA', amount: '-20.00', balance: '900.00' },
  ];

  it('is outside the year up to the statement date', () => {
    const s = readSimpleStatement(
      ['Statement date 10 November 2021', ...balances],
      rows('11/02/02'),
    );
    expect(s.transactions[1]!.date).toBe('2002-02-11');
    const outside = s.checks.issues.find((i) => i.code === 'date_outside_period')!;
    // (its month also misleads the years the rows before it take from the sequence)
    expect(outside.rows ?? [outside.row]).toContain(1);
    expect(s.checks.reconciled).toBe(false);
    expect(
      readSimpleStatement(['Statement date 10 November 2021', ...balances], rows('02 Nov')).checks
        .reconciled,
    ).toBe(true);
  });

  it('without a period or statement date, is more than a year from the other rows', () => {
    const full = (d: string): SimpleRow[] =>
      rows(d).map((r, i) => (i === 1 ? r : { ...r, date: `${r.date} 2021` }));
    const s = readSimpleStatement(balances, full('11/02/02'));
    expect(codes(s)).toContain('date_outside_period');
    expect(readSimpleStatement(balances, full('02/11/2021')).checks.reconciled).toBe(true);
  });
});

describe('completeness: amounts in the table that no row took', () => {
  const top = ['Statement period 1 March 2024 to 31 March 2024', ...balances];

  it('a lost row whose amount is still printed is found though the sums balance', () => {
    // the second row's line was read into the first (same height): its 25.00 belongs to no row,
    // and the closing balance printed without it still balances
    const s = readSimpleStatement(
      ['Statement period 1 March 2024 to 31 March 2024', 'Opening balance 1,000.00'],
      [
        { date: '04 Mar', description: 'GROCER', amount: '-60.00' },
        { date: '09 Mar', description: 'WATER CO', amount: '-40.00' },
      ],
      {
        extra: [
          { y: 215, cells: [right(450, '25.00')] },
          { y: 30, cells: [[300, 'Closing balance 900.00']] },
        ],
      },
    );
    expect(s.transactions.map((t) => t.amount)).toEqual(['-60.00', '-40.00']);
    expect(s.checks.reconciled).toBe(false);
    const issue = s.checks.issues.find((i) => i.code === 'rows_may_be_missing');
    expect(issue?.message).toMatch(
      /^Rows may be missing on page 1: .*25\.00 at \(430, 209, 450, 217\)/,
    );
  });

  it('a money-shaped word under a money column that no cell took is reported', () => {
    // two amounts printed as one phrase in the paid-out column: the reader takes the last
    const s = readSimpleStatement(
      top,
      [
        { date: '04 Mar', description: 'GROCER', amount: '-60.00', balance: '940.00' },
        { date: '09 Mar', description: 'WATER CO', amount: '-40.00', balance: '900.00' },
      ],
      { extra: [{ y: 215, cells: [[330, '7.50']] }] },
    );
    expect(s.checks.issues.find((i) => i.code === 'rows_may_be_missing')?.message).toMatch(
      /7\.50 at/,
    );
  });

  it('a stray balance between rows that matches no balance is reported', () => {
    const s = readSimpleStatement(top, twoRows('04 Mar', '09 Mar'), {
      extra: [{ y: 221, cells: [right(540, '975.00')] }],
    });
    expect(codes(s)).toContain('rows_may_be_missing');
    expect(s.checks.reconciled).toBe(false);
  });

  it('amounts inside descriptions, rates and total lines are no false alarm', () => {
    const s = readSimpleStatement(top, twoRows('04 Mar', '09 Mar'), {
      extra: [
        { y: 221, cells: [[110, 'FX 12.50 USD @ 1.23 Ref 123.45']] },
        { y: 233, cells: [[110, 'Credit interest rate 1.25 % p.a. on 1,000.00']] },
        { y: 245, cells: [[110, 'Total'], right(370, '100.00'), right(450, '0.00')] },
      ],
    });
    expect(s.checks.issues).toEqual([]);
    expect(s.checks.reconciled).toBe(true);
  });
});

describe('low confidence', () => {
  it('27 low-confidence rows make one issue listing them', () => {
    const rows: SimpleRow[] = Array.from({ length: 27 }, (_, i) => ({
      date: `${String(i + 1).padStart(2, '0')} Mar`,
      description: 'SHOP',
      amount: '-1.00',
      confidence: 0.3,
    }));
    const s = readSimpleStatement(
      [
        'Statement period 1 March 2024 to 31 March 2024',
        'Opening balance 100.00',
        'Closing balance 73.00',
      ],
      rows,
    );
    const low = s.checks.issues.filter((i) => i.code === 'low_confidence');
    expect(low).toHaveLength(1);
    expect(low[0]!.row).toBe(0);
    expect(low[0]!.rows).toEqual(Array.from({ length: 27 }, (_, i) => i));
    expect(low[0]!.message).toMatch(/^Low confidence on 27 rows: 1, 2, 3, .* and 15 more\.$/);
  });
});
