/**
 * Generic layout rules, each on an invented fixture (no real statement, no bank names).
 */
import { describe, expect, it } from 'vitest';
import { detectHeader, roleOfHeaderText } from './layout/header.ts';
import { buildLines } from './layout/lines.ts';
import { splitGluedDates } from './layout/table.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';
import type { PageWords, Word } from './words.ts';

function build(pages: PageWords[]) {
  return buildStatements(pages.map((p) => buildLines(p)));
}

function rows(pages: PageWords[]) {
  const { statements } = build(pages);
  expect(statements).toHaveLength(1);
  return statements[0]!;
}

describe('header labels', () => {
  it('one column named by both sides is a signed amount column', () => {
    expect(roleOfHeaderText('Debits/Credits')).toBe('amount');
    expect(roleOfHeaderText('Soll / Haben')).toBe('amount');
    expect(roleOfHeaderText('Paid in / out')).toBe('amount');
    expect(roleOfHeaderText('Debits')).toBe('debit');
  });

  it('abbreviated value-date labels name the posting date ("F. valor", "Valeur")', () => {
    expect(roleOfHeaderText('F. valor')).toBe('postDate');
    expect(roleOfHeaderText('Valor')).toBe('postDate');
    expect(roleOfHeaderText('Valeur')).toBe('postDate');
    expect(roleOfHeaderText('F. operación')).toBe('date');
  });

  it('whole labels beat one qualified reading when a phrase holds several', () => {
    const line = buildLines(
      pageWords(1, [
        {
          y: 100,
          cells: [
            [40, 'Transaction date Transaction details'],
            [400, 'Amount'],
          ],
        },
      ]),
    );
    const h = detectHeader(line, 0)!;
    expect(h.columns.map((c) => c.role)).toEqual(['date', 'description', 'amount']);
  });

  it('labels stacked on two lines are joined ("Trans"/"date", "Post"/"date")', () => {
    const lines = buildLines(
      pageWords(1, [
        {
          y: 100,
          cells: [
            [40, 'Trans'],
            [90, 'Post'],
          ],
        },
        {
          y: 110,
          cells: [
            [40, 'date'],
            [90, 'date'],
            [150, 'Description'],
            [450, 'Amount'],
          ],
        },
      ]),
    );
    const h = detectHeader(lines, 1)!;
    expect(h.columns.map((c) => c.role)).toEqual(['date', 'postDate', 'description', 'amount']);
  });

  it('a "Dr/Cr" marker label between amount labels names no column of its own', () => {
    const h = detectHeader(
      buildLines(
        pageWords(1, [
          {
            y: 100,
            cells: [
              [40, 'Txn Date Narration'],
              [380, 'Amount (INR) Dr/Cr Balance (INR)'],
            ],
          },
        ]),
      ),
      0,
    )!;
    expect(h.columns.map((c) => c.role)).toEqual(['date', 'description', 'amount', 'balance']);
  });

  it('two unnamed date columns: the leftmost dates the row; a lone "Posted" column is the date', () => {
    const two = detectHeader(
      buildLines(
        pageWords(1, [
          {
            y: 100,
            cells: [
              [40, 'Date'],
              [90, 'Date'],
              [150, 'Details'],
              [450, 'Amount'],
            ],
          },
        ]),
      ),
      0,
    )!;
    expect(two.columns.map((c) => c.role)).toEqual(['date', 'postDate', 'description', 'amount']);
    const one = detectHeader(
      buildLines(
        pageWords(1, [
          {
            y: 100,
            cells: [
              [40, 'Posted'],
              [150, 'Details'],
              [450, 'Amount'],
            ],
          },
        ]),
      ),
      0,
    )!;
    expect(one.columns[0]!.role).toBe('date');
  });

  it('"Payments" / "Receipts" name money-out and money-in columns; "Type" is known but no column', () => {
    const h = detectHeader(
      buildLines(
        pageWords(1, [
          {
            y: 100,
            cells: [
              [40, 'Date'],
              [90, 'Type Description'],
              [350, 'Payments'],
              [430, 'Receipts'],
              [510, 'Balance'],
            ],
          },
        ]),
      ),
      0,
    )!;
    expect(h.columns.map((c) => c.role)).toEqual([
      'date',
      'description',
      'debit',
      'credit',
      'balance',
    ]);
  });
});

describe('rows', () => {
  const header: FixtureLine = {
    y: 150,
    cells: [
      [40, 'Valuta'],
      [78, 'Date'],
      [150, 'Text'],
      [380, 'Debit'],
      [450, 'Credit'],
      [530, 'Balance'],
    ],
  };
  it('value date printed first: the labelled booking date is the date, never the description', () => {
    const s = rows([
      pageWords(1, [
        { y: 60, cells: [[300, 'Statement 01.03.2024 - 31.03.2024']] },
        header,
        // the two dates close together, so they come as one phrase
        {
          y: 165,
          cells: [[40, '05.03.24'], [78, '04.03.24'], [150, 'Coffee shop'], right(420, '4.50')],
        },
        {
          y: 177,
          cells: [[40, '07.03.24'], [78, '06.03.24'], [150, 'Salary'], right(490, '100.00')],
        },
      ]),
    ]);
    expect(s.transactions.map((t) => [t.date, t.postDate, t.description, t.amount])).toEqual([
      ['2024-03-04', '2024-03-05', 'Coffee shop', '-4.50'],
      ['2024-03-06', '2024-03-07', 'Salary', '100.00'],
    ]);
  });

  it('splits two dates glued into one word by the text layer', () => {
    const w: Word = { text: '05.08.2003.08.20', x0: 0, x1: 64, y0: 0, y1: 8, confidence: 1 };
    expect(splitGluedDates([w]).map((x) => x.text)).toEqual(['05.08.20', '03.08.20']);
    expect(splitGluedDates([{ ...w, text: '1234567890123456' }])).toHaveLength(1);
  });

  it('a short continuation line ("TX") stays in the description', () => {
    const s = rows([
      pageWords(1, [
        {
          y: 100,
          cells: [
            [40, 'Date'],
            [90, 'Description'],
            [450, 'Amount'],
            [530, 'Balance'],
          ],
        },
        {
          y: 115,
          cells: [
            [40, '03/01/2024'],
            [90, 'CORNER STORE AUSTIN'],
            right(480, '-2.00'),
            right(560, '98.00'),
          ],
        },
        { y: 126, cells: [[90, 'TX']] },
        {
          y: 137,
          cells: [[40, '03/02/2024'], [90, 'REFUND'], right(480, '5.00'), right(560, '103.00')],
        },
      ]),
    ]);
    expect(s.transactions.map((t) => t.description)).toEqual(['CORNER STORE AUSTIN TX', 'REFUND']);
  });

  const ukHeader: FixtureLine = {
    y: 100,
    cells: [
      [40, 'Date'],
      [90, 'Details'],
      [330, 'Paid out'],
      [400, 'Paid in'],
      [480, 'Balance'],
    ],
  };

  it('continuation lines tight under an amount line and apart from the next day go up', () => {
    // type code + amount on the first line of each row, details wrapped below it; a wider gap
    // only where a new day starts. Two runs are followed by undated amount lines (which alone
    // would read as "continuation before the amount"), but the run before the new day is
    // printed tight under its row and apart from the next day's first line.
    const s = rows([
      pageWords(1, [
        ukHeader,
        {
          y: 115,
          cells: [[40, '01 Jan 24'], [140, 'BALANCE BROUGHT FORWARD'], right(510, '100.00')],
        },
        { y: 127, cells: [[40, '02 Jan 24'], [90, 'VIS'], [140, 'GROCER'], right(360, '10.00')] },
        { y: 137, cells: [[140, 'NORTH TOWN']] },
        { y: 147, cells: [[90, 'DD'], [140, 'POWER CO'], right(360, '5.00')] },
        { y: 157, cells: [[140, 'REF 1234']] },
        { y: 167, cells: [[90, 'SO'], [140, 'GYM'], right(360, '2.00')] },
        { y: 177, cells: [[140, 'MONTHLY']] },
        {
          y: 193,
          cells: [
            [40, '03 Jan 24'],
            [90, 'CR'],
            [140, 'SALARY'],
            right(430, '50.00'),
            right(510, '133.00'),
          ],
        },
      ]),
    ]);
    expect(s.transactions.map((t) => t.description)).toEqual([
      'VIS GROCER NORTH TOWN',
      'DD POWER CO REF 1234',
      'SO GYM MONTHLY',
      'CR SALARY',
    ]);
    expect(s.checks.reconciled).toBe(true);
  });

  it('a brought/carried-forward label wrapped onto two lines is still the opening/closing', () => {
    const s = rows([
      pageWords(1, [
        ukHeader,
        { y: 115, cells: [[140, 'BALANCE BROUGHT']] },
        { y: 125, cells: [[40, '01 Jan 24'], [140, 'FORWARD'], right(510, '100.00')] },
        {
          y: 137,
          cells: [
            [40, '02 Jan 24'],
            [90, 'VIS'],
            [140, 'GROCER'],
            right(360, '10.00'),
            right(510, '90.00'),
          ],
        },
        { y: 149, cells: [[140, 'BALANCE CARRIED']] },
        { y: 159, cells: [[40, '02 Jan 24'], [140, 'FORWARD'], right(510, '90.00')] },
      ]),
    ]);
    expect(s.openingBalance).toBe('100.00');
    expect(s.closingBalance).toBe('90.00');
    expect(s.transactions.map((t) => [t.date, t.description])).toEqual([
      ['2024-01-02', 'VIS GROCER'],
    ]);
  });

  it('"balance carried forward" printed on every page: the last one is the closing balance', () => {
    const page = (n: number, open: string, amount: string, close: string) =>
      pageWords(n, [
        ukHeader,
        { y: 115, cells: [[140, 'BALANCE BROUGHT FORWARD'], right(510, open)] },
        {
          y: 127,
          cells: [[40, `0${n + 1} Jan 24`], [140, 'GROCER'], right(360, amount), right(510, close)],
        },
        { y: 139, cells: [[140, 'BALANCE CARRIED FORWARD'], right(510, close)] },
      ]);
    const s = rows([page(1, '100.00', '10.00', '90.00'), page(2, '90.00', '20.00', '70.00')]);
    expect(s.openingBalance).toBe('100.00');
    expect(s.closingBalance).toBe('70.00');
    expect(s.checks.reconciled).toBe(true);
  });

  it('a row begun before a page break (date and first line) finishes on the next page', () => {
    const head: FixtureLine = {
      y: 80,
      cells: [
        [40, 'Date'],
        [100, 'Particulars'],
        [370, 'Debits'],
        [440, 'Credits'],
        [520, 'Balance'],
      ],
    };
    const s = rows([
      pageWords(1, [
        head,
        { y: 95, cells: [[40, '1 Jan 2024'], [100, 'Brought forward'], right(560, '100.00')] },
        {
          y: 107,
          cells: [
            [40, '1 Jan 2024'],
            [100, 'CARD SHOP'],
          ],
        },
        { y: 119, cells: [[100, 'REF 1'], right(400, '10.00'), right(560, '90.00')] },
        {
          y: 131,
          cells: [
            [40, '2 Jan 2024'],
            [100, 'GROCER'],
          ],
        },
        { y: 143, cells: [[100, 'Carried forward'], right(560, '90.00')] },
      ]),
      pageWords(2, [
        head,
        { y: 95, cells: [[100, 'Brought forward'], right(560, '90.00')] },
        { y: 107, cells: [[100, 'NORTH TOWN'], right(400, '5.00'), right(560, '85.00')] },
        { y: 119, cells: [[100, 'Carried forward'], right(560, '85.00')] },
      ]),
    ]);
    expect(s.transactions.map((t) => [t.date, t.description, t.amount])).toEqual([
      ['2024-01-01', 'CARD SHOP REF 1', '-10.00'],
      ['2024-01-02', 'GROCER NORTH TOWN', '-5.00'],
    ]);
    expect(s.checks.reconciled).toBe(true);
  });

  it('dot leaders between a description and its amount are dropped, dot by dot or in a word', () => {
    const dots = (x0: number, n: number) =>
      Array.from({ length: n }, (_, k) => [x0 + k * 2.4, '.'] as [number, string]);
    const s = rows([
      pageWords(1, [
        {
          y: 100,
          cells: [
            [40, 'Date'],
            [100, 'Particulars'],
            [370, 'Debits'],
            [440, 'Credits'],
            [520, 'Balance'],
          ],
        },
        { y: 112, cells: [[40, '7 Nov 2020'], [100, 'Brought forward'], right(560, '100.00 Cr')] },
        {
          y: 124,
          cells: [[40, '10 Nov 2020'], [100, 'CAFE'], ...dots(170, 80), right(400, '12.34')],
        },
        {
          y: 136,
          cells: [[100, 'REFUND'], [170, `${'.'.repeat(60)}5.00`], right(560, '92.66 Cr')],
        },
      ]),
    ]);
    expect(s.transactions.map((t) => [t.description, t.amount])).toEqual([
      ['CAFE', '-12.34'],
      ['REFUND', '5.00'],
    ]);
    expect(s.checks.reconciled).toBe(true);
  });

  it('a column header repeated on every page at the same height reopens the table', () => {
    const head: FixtureLine = {
      y: 80,
      cells: [
        [40, 'Date'],
        [90, 'Description'],
        [450, 'Amount'],
      ],
    };
    const pages = [1, 2, 3, 4].map((n) =>
      pageWords(n, [
        { y: 30, cells: [[40, 'Example Bank plc']] },
        head,
        {
          y: 95,
          cells: [
            [40, `0${n}/03/2024`],
            [90, ['GROCER', 'PHARMACY', 'BAKERY', 'GARAGE'][n - 1]!],
            right(480, `-${n}.00`),
          ],
        },
      ]),
    );
    expect(rows(pages).transactions).toHaveLength(4);
  });
});

describe('signs and balances', () => {
  it('card statements print signs from the issuer side: "-" is a payment, unmarked a purchase', () => {
    const s = rows([
      pageWords(1, [
        { y: 40, cells: [[40, 'Credit card statement']] },
        { y: 60, cells: [[300, 'Previous balance'], right(560, '100.00')] },
        { y: 72, cells: [[300, 'New balance'], right(560, '130.00')] },
        {
          y: 100,
          cells: [
            [40, 'Date'],
            [90, 'Description'],
            [450, 'Amount'],
          ],
        },
        { y: 115, cells: [[40, '03 Mar'], [90, 'GROCER'], right(480, '80.00')] },
        { y: 127, cells: [[40, '05 Mar'], [90, 'PAYMENT THANK YOU'], right(480, '-50.00')] },
        { y: 200, cells: [[40, 'Statement date 28 March 2024']] },
      ]),
    ]);
    expect(s.accountType).toBe('credit_card');
    expect(s.transactions.map((t) => t.amount)).toEqual(['-80.00', '50.00']);
    expect(s.checks.reconciled).toBe(true);
  });

  it('a dated row mentioning a credit card does not make a current account a card', () => {
    const s = rows([
      pageWords(1, [
        { y: 60, cells: [[300, 'Opening balance'], right(560, '500.00')] },
        { y: 72, cells: [[300, 'Closing balance'], right(560, '400.00')] },
        {
          y: 100,
          cells: [
            [40, 'Date'],
            [90, 'Description'],
            [450, 'Amount'],
          ],
        },
        { y: 115, cells: [[40, '03/01/2024'], [90, 'CREDIT CARD PAYMENT'], right(480, '-100.00')] },
      ]),
    ]);
    expect(s.accountType).not.toBe('credit_card');
    expect(s.transactions[0]!.amount).toBe('-100.00');
  });

  it('German summary labels: Kontostand alt / neu', () => {
    const s = rows([
      pageWords(1, [
        { y: 60, cells: [[300, 'Kontostand alt'], right(560, '1.000,00 H')] },
        { y: 72, cells: [[300, 'Kontostand neu'], right(560, '990,00 H')] },
        {
          y: 100,
          cells: [
            [40, 'Buchungstag'],
            [110, 'Verwendungszweck'],
            [450, 'Betrag'],
          ],
        },
        { y: 115, cells: [[40, '03.01.2024'], [110, 'Miete'], right(480, '10,00 S')] },
      ]),
    ]);
    expect([s.openingBalance, s.closingBalance, s.checks.reconciled]).toEqual([
      '1000.00',
      '990.00',
      true,
    ]);
  });

  it('without a printed opening/closing, the first and last running balances imply them', () => {
    const s = rows([
      pageWords(1, [
        {
          y: 100,
          cells: [
            [40, 'Fecha'],
            [90, 'Concepto'],
            [430, 'Importe'],
            [520, 'Saldo'],
          ],
        },
        {
          y: 115,
          cells: [[40, '01/08/2023'], [90, 'COMPRA'], right(470, '-10,00'), right(560, '90,00')],
        },
        {
          y: 127,
          cells: [[40, '02/08/2023'], [90, 'NOMINA'], right(470, '20,00'), right(560, '110,00')],
        },
      ]),
    ]);
    expect([s.openingBalance, s.closingBalance, s.checks.reconciled]).toEqual([
      '100.00',
      '110.00',
      true,
    ]);
  });

  it('reads the account number printed far right of its label, not a date on the line below', () => {
    const s = rows([
      pageWords(1, [
        { y: 60, cells: [[300, 'Account number'], right(560, '632534003374')] },
        { y: 72, cells: [[300, 'Statement period Jan 17 2022 to Feb 16 2022']] },
        {
          y: 100,
          cells: [
            [40, 'Date'],
            [90, 'Description'],
            [450, 'Amount'],
          ],
        },
        { y: 115, cells: [[40, 'Jan 18'], [90, 'SHOP'], right(480, '-1.00')] },
      ]),
    ]);
    expect(s.accountNumber).toBe('632534003374');
  });

  it('a card number printed on its own under the product name is the account number', () => {
    const s = rows([
      pageWords(1, [
        { y: 40, cells: [[330, 'Everyday Rewards Credit Card']] },
        { y: 52, cells: [[450, '4000 1234 5678 9010']] },
        { y: 64, cells: [[330, 'Statement Period 24 Jun 2017 - 24 Jul 2017']] },
        {
          y: 100,
          cells: [
            [40, 'Date'],
            [90, 'Transaction details'],
            [450, 'Amount'],
          ],
        },
        { y: 115, cells: [[40, '25 Jun'], [90, 'SHOP'], right(480, '1.00')] },
      ]),
    ]);
    expect(s.accountNumber).toBe('4000 1234 5678 9010');
  });
});

describe('letter-spaced text', () => {
  it('glyphs drawn one by one become words, and the words stay one phrase', () => {
    // "Opening balance" drawn glyph by glyph: 3.3 pt tracking, 8 pt between words
    const words: Word[] = [];
    let x = 300;
    for (const word of ['Opening', 'balance']) {
      for (const ch of word) {
        words.push({ text: ch, x0: x, x1: x + 3.3, y0: 92, y1: 100, confidence: 1 });
        x += 3.3 + 3.3;
      }
      x += 8 - 3.3;
    }
    words.push({ text: '2,905.19', x0: 500, x1: 540, y0: 92, y1: 100, confidence: 1 });
    const [line] = buildLines({ page: 1, width: 595, height: 842, words, source: 'text' });
    expect(line!.phrases.map((p) => p.text)).toEqual(['Opening balance', '2,905.19']);
  });

  it('kerning fragments with gaps well under a word space are joined in descriptions', () => {
    // "Cre dit inte re s t": fragments 0.05 em apart, words 0.3 em apart (8 pt font)
    const frags: Array<[string, number]> = [
      ['Cre', 0],
      ['dit', 0.4],
      ['inte', 2.4],
      ['re', 0.4],
      ['s', 0.4],
      ['t', 0.4],
    ];
    const words: Word[] = [];
    let x = 100;
    for (const [t, gap] of frags) {
      x += gap;
      words.push({ text: t, x0: x, x1: x + t.length * 4, y0: 92, y1: 100, confidence: 1 });
      x += t.length * 4;
    }
    const [line] = buildLines({ page: 1, width: 595, height: 842, words, source: 'text' });
    expect(line!.phrases[0]!.text).toBe('Credit interest');
  });

  it('ordinary single letters ("Mr J A Smith") are left alone', () => {
    const [line] = buildLines(pageWords(1, [{ y: 100, cells: [[40, 'Mr J A Smith']] }]));
    expect(line!.phrases[0]!.text).toBe('Mr J A Smith');
  });
});
