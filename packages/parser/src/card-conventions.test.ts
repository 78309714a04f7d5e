/**
 * Card statements: which side the signs speak from, headings that end a section, a unit in a
 * column label, a summary box of labels over figures (invented fixtures).
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';

function only(...pages: FixtureLine[][]) {
  const { statements } = buildStatements(pages.map((p, i) => buildLines(pageWords(i + 1, p))));
  expect(statements).toHaveLength(1);
  return statements[0]!;
}

/** A dated row: date, description (at `textX`), amount right-aligned on the amount column. */
const row = (y: number, d: string, what: string, amount: string, textX = 100): FixtureLine => ({
  y,
  cells: [[40, d], [textX, what], right(540, amount)],
});

const cardTop: FixtureLine[] = [
  { y: 30, cells: [[40, 'Example Card Services']] },
  { y: 50, cells: [[40, 'Credit Card Statement']] },
  { y: 62, cells: [[40, 'Statement period 1 Nov 2024 - 30 Nov 2024']] },
  { y: 74, cells: [[40, 'Credit limit'], right(300, '5,000.00')] },
];

const tableHeader: FixtureLine = {
  y: 120,
  cells: [[40, 'Date'], [100, 'Description'], right(540, 'Amount')],
};

describe('a heading that names whose transactions follow', () => {
  it.each([
    'Your transactions - A SAMPLE card ending 1234',
    'B SAMPLE Card Ending 9-87654',
    'B SAMPLE #7654: Transactions',
    'Domestic Transactions',
  ])('"%s" ends the payments section above it', (heading) => {
    const s = only([
      ...cardTop,
      tableHeader,
      { y: 134, cells: [[100, 'Payments and credits']] },
      { y: 146, cells: [[40, '03 Nov'], [100, 'PAYMENT RECEIVED'], right(540, '100.00 CR')] },
      { y: 162, cells: [[100, heading]] },
      { y: 174, cells: [[40, '04 Nov'], [100, 'GROCER ANYTOWN'], right(540, '20.00')] },
      { y: 186, cells: [[40, '05 Nov'], [100, 'FUEL ANYTOWN'], right(540, '30.00')] },
    ]);
    expect(s.transactions.map((t) => [t.description, t.amount])).toEqual([
      ['PAYMENT RECEIVED', '100.00'],
      ['GROCER ANYTOWN', '-20.00'],
      ['FUEL ANYTOWN', '-30.00'],
    ]);
  });

  it('a singular "PURCHASE" heading is money out', () => {
    const s = only([
      ...cardTop,
      tableHeader,
      { y: 134, cells: [[100, 'PAYMENTS AND OTHER CREDITS']] },
      { y: 146, cells: [[40, '03 Nov'], [100, 'PAYMENT THANK YOU'], right(540, '-100.00')] },
      { y: 162, cells: [[100, 'PURCHASE']] },
      { y: 174, cells: [[40, '04 Nov'], [100, 'GROCER ANYTOWN'], right(540, '20.00')] },
    ]);
    expect(s.transactions.map((t) => t.amount)).toEqual(['100.00', '-20.00']);
  });
});

describe("a second card's number among one account's rows", () => {
  it('starts no other statement, and "Total balance" closes the account', () => {
    const page1: FixtureLine[] = [
      ...cardTop,
      { y: 86, cells: [[40, 'Previous balance'], right(300, '100.00')] },
      { y: 98, cells: [[40, 'Total balance'], right(300, '= $160.00')] },
      tableHeader,
      { y: 134, cells: [[100, 'Card number 4000 XXXX XXXX 1111']] },
      row(146, '04 Nov', 'GROCER ANYTOWN', '20.00'),
      row(158, '05 Nov', 'FUEL ANYTOWN', '10.00'),
    ];
    const page2: FixtureLine[] = [
      { y: 30, cells: [[40, 'Example Card 4000 XXXX XXXX 1111']] },
      { y: 50, cells: [[40, 'Your transactions (continued)']] },
      tableHeader,
      row(134, '06 Nov', 'BOOKSHOP ANYTOWN', '5.00'),
      { y: 146, cells: [[100, 'Card number 4000 XXXX XXXX 9999']] },
      row(158, '07 Nov', 'CAFE ANYTOWN', '25.00'),
    ];
    const s = only(page1, page2);
    expect(s.transactions.map((t) => t.amount)).toEqual(['-20.00', '-10.00', '-5.00', '-25.00']);
    expect([s.openingBalance, s.closingBalance]).toEqual(['-100.00', '-160.00']);
    expect(s.checks.reconciled).toBe(true);
  });
});

describe('a card list printed without a column header, over several pages', () => {
  it('reopens at the first row of the next page, after a page-foot note closed it', () => {
    const page1: FixtureLine[] = [
      ...cardTop,
      { y: 86, cells: [[300, 'Previous Balance'], right(500, '$100.00')] },
      { y: 98, cells: [[300, 'New Balance'], right(500, '$190.00')] },
      { y: 120, cells: [[40, 'Detail']] },
      row(134, '11/04/24', 'GROCER ANYTOWN', '$20.00', 110),
      row(146, '11/05/24', 'FUEL ANYTOWN', '$10.00', 110),
      row(158, '11/06/24', 'BOOKSHOP ANYTOWN', '$5.00', 110),
      { y: 180, cells: [[300, 'See the back of this page for all of the important notices here']] },
    ];
    const page2: FixtureLine[] = [
      {
        y: 30,
        cells: [
          [40, 'A SAMPLE'],
          [400, 'Account Ending 1-2345'],
          [520, 'p. 2'],
        ],
      },
      { y: 50, cells: [[40, 'Detail Continued']] },
      { y: 58, cells: [right(540, 'Amount')] },
      row(70, '11/07/24', 'CAFE ANYTOWN', '$25.00', 110),
      row(82, '11/08/24', 'TRAIN ANYTOWN', '$30.00', 110),
    ];
    const s = only(page1, page2);
    expect(s.transactions.map((t) => t.amount)).toEqual([
      '-20.00',
      '-10.00',
      '-5.00',
      '-25.00',
      '-30.00',
    ]);
    expect(s.checks.reconciled).toBe(true);
  });
});

describe('a card summary naming "Payment, Credits" in the singular', () => {
  it('takes the payments as money in, the purchases and cash advance as money out', () => {
    const s = only([
      ...cardTop,
      { y: 86, cells: [[40, 'Previous Balance'], right(300, '$0.00')] },
      { y: 98, cells: [[40, 'Payment, Credits'], right(300, '-$40.00')] },
      { y: 110, cells: [[40, 'Purchases'], right(300, '+$50.00')] },
      { y: 122, cells: [[40, 'Cash Advances'], right(300, '+$100.00')] },
      { y: 134, cells: [[40, 'New Balance'], right(300, '$110.00')] },
      { y: 160, cells: [[40, 'Date'], [100, 'Description'], right(540, 'Amount')] },
      { y: 174, cells: [[40, '11/03'], [100, 'PAYMENT THANK YOU'], right(540, '-40.00')] },
      { y: 186, cells: [[40, '11/04'], [100, 'GROCER ANYTOWN'], right(540, '50.00')] },
      { y: 198, cells: [[40, '11/05'], [100, 'CASH ADVANCE ANYTOWN'], right(540, '100.00')] },
    ]);
    expect(s.totals).toEqual({ moneyIn: '40.00', moneyOut: '150.00' });
    expect(s.checks.reconciled).toBe(true);
  });
});

describe('a column label with its unit in brackets', () => {
  it('"Amount (in Rs.)" is the amount column, not a credit column called "in"', () => {
    const s = only([
      ...cardTop,
      { y: 120, cells: [[40, 'Date'], [100, 'Description'], right(540, 'Amount (in Rs.)')] },
      { y: 134, cells: [[40, '04/11/2024'], [100, 'GROCER ANYTOWN'], right(540, '20.00')] },
      { y: 146, cells: [[40, '05/11/2024'], [100, 'FUEL ANYTOWN'], right(540, '1,030.00')] },
    ]);
    expect(s.transactions.map((t) => t.amount)).toEqual(['-20.00', '-1030.00']);
  });
});

describe('a summary box of labels over their figures', () => {
  it('reads the opening balance and the total due under their labels', () => {
    const s = only([
      ...cardTop,
      {
        y: 90,
        cells: [
          [40, 'Opening Balance'],
          [160, 'Purchases'],
          [280, 'Total Dues'],
        ],
      },
      { y: 102, cells: [right(110, '1,000.00'), right(210, '50.00'), right(330, '1,050.00')] },
      tableHeader,
      { y: 134, cells: [[40, '04 Nov'], [100, 'GROCER ANYTOWN'], right(540, '20.00')] },
      { y: 146, cells: [[40, '05 Nov'], [100, 'FUEL ANYTOWN'], right(540, '30.00')] },
    ]);
    expect([s.openingBalance, s.closingBalance]).toEqual(['-1000.00', '-1050.00']);
    expect(s.checks.reconciled).toBe(true);
  });
});

describe('which side a card statement signs from, decided by its balances', () => {
  const holderSide = (closing: string): FixtureLine[] => [
    { y: 30, cells: [[40, 'Beispiel Bank']] },
    { y: 50, cells: [[40, 'Kreditkartenabrechnung']] },
    { y: 62, cells: [[40, 'Abrechnungszeitraum 01.11.2024 - 30.11.2024']] },
    { y: 74, cells: [[40, 'Kartenlimit'], right(300, '5.000,00 EUR')] },
    { y: 120, cells: [[40, 'Datum'], [100, 'Verwendungszweck'], right(540, 'Betrag EUR')] },
    { y: 134, cells: [[100, 'Saldo letzte Abrechnung'], right(540, '1.000,00 -')] },
    { y: 146, cells: [[40, '04.11.'], [100, 'KAUFHAUS BEISPIELSTADT'], right(540, '200,00 -')] },
    { y: 158, cells: [[40, '06.11.'], [100, 'IHRE ZAHLUNG - DANKE'], right(540, '500,00 +')] },
    { y: 170, cells: [[40, '08.11.'], [100, 'TANKSTELLE BEISPIEL'], right(540, '50,00 -')] },
    { y: 190, cells: [[100, 'Neuer Saldo'], right(540, closing)] },
  ];

  it('a "-" purchase and a "+" payment, when the printed balances say so', () => {
    const s = only(holderSide('750,00 -'));
    expect([s.openingBalance, s.closingBalance]).toEqual(['-1000.00', '-750.00']);
    expect(s.transactions.map((t) => t.amount)).toEqual(['-200.00', '500.00', '-50.00']);
    expect(s.checks.reconciled).toBe(true);
  });

  it('keeps the issuer side when the balances do not decide', () => {
    // the closing fits neither reading: the usual card convention stays, and nothing reconciles
    const s = only(holderSide('999,00 -'));
    expect(s.transactions.map((t) => t.amount)).toEqual(['200.00', '-500.00', '50.00']);
    expect(s.checks.reconciled).toBe(false);
  });
});

describe('a holder label with its name after a colon, in one cell', () => {
  it.each(['Karteninhaber: A SAMPLE', 'Name : A SAMPLE'])('"%s"', (cell) => {
    const s = only([
      ...cardTop,
      { y: 86, cells: [[40, cell]] },
      tableHeader,
      { y: 134, cells: [[40, '04 Nov'], [100, 'GROCER ANYTOWN'], right(540, '20.00')] },
    ]);
    expect(s.accountHolder).toBe('A SAMPLE');
  });
});
