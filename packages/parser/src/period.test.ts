/**
 * Statement periods and statement dates in the shapes statements print them (invented lines).
 */
import { describe, expect, it } from 'vitest';
import { buildLines, type Line } from './layout/lines.ts';
import { extractMetadata } from './metadata.ts';
import { findPeriod, labelledDates, labelledPeriod } from './period.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';

function lines(...texts: Array<string | [number, string][]>): Line[] {
  return buildLines(
    pageWords(
      1,
      texts.map((t, i) => ({ y: 40 + i * 12, cells: typeof t === 'string' ? [[40, t]] : t })),
    ),
  );
}

/** [day-or-first, month-or-second, year] of a period's ends, as printed. */
function ends(p: ReturnType<typeof findPeriod>) {
  return p && [p.start.a, p.start.b, p.start.year, p.end.a, p.end.b, p.end.year];
}

describe('a period printed on one line', () => {
  it.each([
    ['01 Jul 2023 - 31 Jul 2023', [1, 7, 2023, 31, 7, 2023]],
    ['01 Jul 2023-31 Jul 2023', [1, 7, 2023, 31, 7, 2023]],
    ['10 August to 9 September 2024', [10, 8, 2024, 9, 9, 2024]],
    ['Statement period: 07/01/23 - 07/31/23', [7, 1, 2023, 7, 31, 2023]],
    ['Statement period: 07/01/23-07/31/23', [7, 1, 2023, 7, 31, 2023]],
    ['Period 1.7.2023 – 31.7.2023', [1, 7, 2023, 31, 7, 2023]],
    ['Period 1.7.2023–31.7.2023', [1, 7, 2023, 31, 7, 2023]],
    ['Relevé du 01/07/2023 au 31/07/2023', [1, 7, 2023, 31, 7, 2023]],
    ['Kontoauszug vom 01.07.2023 bis 31.07.2023', [1, 7, 2023, 31, 7, 2023]],
    ['Extracto del 01/07/2023 al 31/07/2023', [1, 7, 2023, 31, 7, 2023]],
    ['For the period July 1 - July 31, 2023', [1, 7, 2023, 31, 7, 2023]],
    ['Statement Period From: 07/01/2023 To: 07/31/2023', [7, 1, 2023, 7, 31, 2023]],
    ['15 Dec to 14 Jan 2020', [15, 12, 2019, 14, 1, 2020]],
  ])('%s', (text, expected) => {
    expect(ends(findPeriod(lines(text)))).toEqual(expected);
  });

  it('a date range inside a word that is one date is not split ("01-JUL-2023")', () => {
    expect(ends(findPeriod(lines('01-JUL-2023 TO 31-JUL-2023')))).toEqual([
      1, 7, 2023, 31, 7, 2023,
    ]);
  });
});

describe('a period printed as two labelled dates', () => {
  it.each([
    [['Opening date 01 Jul 2023', 'Closing date 31 Jul 2023']],
    [['Statement from: 01/07/2023', 'Statement to: 31/07/2023']],
    [['Period start 01.07.2023', 'Period end 31.07.2023']],
    [['Period start 1 Jul', 'Period end 31 Jul 2023']],
  ])('%j', (texts) => {
    expect(ends(labelledPeriod(labelledDates(lines(...texts))))).toEqual([1, 7, 2023, 31, 7, 2023]);
  });

  it('labels printed over their values (a summary box)', () => {
    const box = lines(
      [
        [40, 'Opening Date'],
        [160, 'Closing Date'],
        [280, 'Payment Due Date'],
      ],
      [
        [40, '11/20/23'],
        [160, '12/19/23'],
        [280, '01/15/24'],
      ],
    );
    expect(ends(labelledPeriod(labelledDates(box)))).toEqual([11, 20, 2023, 12, 19, 2023]);
  });

  it('an account opened years ago, a payment due date: no period', () => {
    expect(
      labelledPeriod(
        labelledDates(lines('Account opening date 03/04/2015', 'Closing date 31/07/2023')),
      ),
    ).toBeNull();
    expect(
      labelledPeriod(labelledDates(lines('Closing Date 12/19/23', 'Payment due date 01/15/24'))),
    ).toBeNull();
  });
});

describe('the statement date', () => {
  it('is read from a label over its value, never from the payment due date', () => {
    const box = lines(
      [
        [40, 'Payment Due Date'],
        [200, 'Statement Date'],
      ],
      [
        [40, '01/15/24'],
        [200, '12/19/23'],
      ],
    );
    const meta = extractMetadata([box], '.');
    expect(meta.period).toBeNull();
    expect(meta.statementDate).toMatchObject({ a: 12, b: 19, year: 2023 });
  });
});

describe('year-less rows take their year from the period or statement date, not from today', () => {
  const table: FixtureLine[] = [
    {
      y: 120,
      cells: [[40, 'Date'], [100, 'Description'], right(420, 'Amount'), right(520, 'Balance')],
    },
    { y: 132, cells: [[100, 'Opening balance'], right(520, '500.00')] },
    {
      y: 144,
      cells: [[40, '12 Jul'], [100, 'Grocer'], right(420, '-20.00'), right(520, '480.00')],
    },
    {
      y: 156,
      cells: [[40, '28 Jul'], [100, 'Salary'], right(420, '100.00'), right(520, '580.00')],
    },
    { y: 168, cells: [[100, 'Closing balance'], right(520, '580.00')] },
  ];
  function statementWith(top: FixtureLine[]) {
    const { statements } = buildStatements([buildLines(pageWords(1, [...top, ...table]))]);
    expect(statements).toHaveLength(1);
    return statements[0]!;
  }

  it('a period joined by a dash without spaces', () => {
    const s = statementWith([{ y: 40, cells: [[40, 'Statement 01 Jul 2021-31 Jul 2021']] }]);
    expect(s.transactions.map((t) => t.date)).toEqual(['2021-07-12', '2021-07-28']);
    expect([s.periodStart, s.periodEnd]).toEqual(['2021-07-01', '2021-07-31']);
  });

  it('a period split over two labelled lines', () => {
    const s = statementWith([
      { y: 40, cells: [[40, 'Statement from: 01/07/2021']] },
      { y: 52, cells: [[40, 'Statement to: 31/07/2021']] },
    ]);
    expect(s.transactions.map((t) => t.date)).toEqual(['2021-07-12', '2021-07-28']);
    expect([s.periodStart, s.periodEnd]).toEqual(['2021-07-01', '2021-07-31']);
  });

  it('a statement date printed under its label', () => {
    const s = statementWith([
      {
        y: 40,
        cells: [
          [40, 'Statement Date'],
          [200, 'Payment Due Date'],
        ],
      },
      {
        y: 52,
        cells: [
          [40, '02/08/21'],
          [200, '25/08/21'],
        ],
      },
    ]);
    expect(s.transactions.map((t) => t.date)).toEqual(['2021-07-12', '2021-07-28']);
  });
});

describe('a month-first statement date decides the order of year-less rows', () => {
  it('"Closing Date 12/19/23" makes "12/05" the 5th of December', () => {
    const lines: FixtureLine[] = [
      { y: 40, cells: [[40, 'Closing Date 12/19/23']] },
      { y: 100, cells: [[40, 'Date'], [100, 'Description'], right(420, 'Amount')] },
      { y: 112, cells: [[40, '12/05'], [100, 'Grocer'], right(420, '-20.00')] },
      { y: 124, cells: [[40, '12/10'], [100, 'Refund'], right(420, '5.00')] },
    ];
    const { statements } = buildStatements([buildLines(pageWords(1, lines))]);
    expect(statements[0]!.transactions.map((t) => t.date)).toEqual(['2023-12-05', '2023-12-10']);
  });
});
