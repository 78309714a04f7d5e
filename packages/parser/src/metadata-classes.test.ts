/**
 * Statement metadata classes (invented fixtures): who issued the statement, who holds it, its
 * period and currency, as letterheads, summary boxes and address blocks print them.
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';
import { statementsOf } from './testing/read-statements.ts';

/** A small table that reconciles: opening 100.00, two rows, closing 130.00. */
function table(y: number): FixtureLine[] {
  return [
    {
      y,
      cells: [
        [40, 'Date'],
        [110, 'Description'],
        [430, 'Amount'],
        [520, 'Balance'],
      ],
    },
    { y: y + 14, cells: [[40, '01/03/2024'], [110, 'Opening balance'], right(580, '100.00')] },
    {
      y: y + 26,
      cells: [[40, '04/03/2024'], [110, 'SALARY'], right(470, '50.00'), right(580, '150.00')],
    },
    {
      y: y + 38,
      cells: [[40, '09/03/2024'], [110, 'GROCER'], right(470, '-20.00'), right(580, '130.00')],
    },
  ];
}

const PERIOD: FixtureLine = { y: 30, cells: [[380, 'Period 01/03/2024 to 31/03/2024']] };

describe('metadata classes', () => {
  it('a letterhead set in large type reads as one name, though its word spaces are wide', () => {
    const page = pageWords(1, [
      { y: 26, cells: [[380, 'Period 01/03/2024 to 31/03/2024']] },
      { y: 60, cells: [[40, 'JANE SAMPLE']] },
      ...table(120),
    ]);
    // "First  Example  Bank" in 14 pt: word gaps of 8 pt, wider than the body text's em
    let x = 40;
    for (const w of ['First', 'Example', 'Bank']) {
      page.words.push({ text: w, x0: x, x1: x + w.length * 8, y0: 16, y1: 30, confidence: 1 });
      x += w.length * 8 + 8;
    }
    const [s] = buildStatements([buildLines(page)]).statements;
    expect(s?.bankName).toBe('First Example Bank');
  });

  it('a card product printed after the bank’s name is not part of it', () => {
    const [s] = statementsOf([
      { y: 20, cells: [[40, 'Example Bank Cash Back Visa']] },
      PERIOD,
      ...table(120),
    ]);
    expect(s?.bankName).toBe('Example Bank');
  });

  it('a letterhead without a bank word is the issuer when small print gives it a legal form', () => {
    const [s] = statementsOf([
      { y: 20, cells: [[40, 'CREDIT EXAMPLE']] },
      PERIOD,
      ...table(120),
      { y: 800, cells: [[40, 'CREDIT EXAMPLE, société coopérative à capital variable.']] },
    ]);
    expect(s?.bankName).toBe('CREDIT EXAMPLE');
  });

  it('a Hijri period beside the Gregorian one neither dates nor splits the statement', () => {
    const [s, more] = statementsOf([
      {
        y: 20,
        cells: [
          [40, 'Example Bank'],
          [380, 'Account Statement'],
        ],
      },
      {
        y: 40,
        cells: [
          [40, 'Customer Name'],
          [320, 'Period'],
          [400, 'From 2024-03-01 To 2024-03-31'],
        ],
      },
      {
        y: 52,
        cells: [
          [40, 'JANE SAMPLE'],
          [320, 'Currency'],
          [520, 'SAR'],
        ],
      },
      {
        y: 64,
        cells: [
          [320, 'Hijri Period'],
          [400, 'From 1445-08-20 To 1445-09-21'],
        ],
      },
      ...table(120),
    ]);
    expect(more).toBeUndefined();
    expect([s?.periodStart, s?.periodEnd]).toEqual(['2024-03-01', '2024-03-31']);
    expect(s?.bankName).toBe('Example Bank');
    expect(s?.accountHolder).toBe('JANE SAMPLE');
    expect(s?.currency).toBe('SAR');
  });

  it('a currency label beside its code, and a local code, name the currency', () => {
    const [s] = statementsOf([
      {
        y: 20,
        cells: [
          [40, 'Example Bank Ltd'],
          [380, 'Currency: NIS'],
        ],
      },
      PERIOD,
      ...table(120),
    ]);
    expect(s?.currency).toBe('ILS');
  });

  it('holder labels in other languages, and a value set flush right far from its label', () => {
    const holder = (label: string, value: string, at = 150) =>
      statementsOf([
        { y: 20, cells: [[40, 'Example Bank']] },
        PERIOD,
        {
          y: 44,
          cells: [
            [40, label],
            [at, value],
          ],
        },
        {
          y: 56,
          cells: [
            [40, 'Product'],
            [500, 'Business One'],
          ],
        },
        ...table(120),
      ])[0]?.accountHolder;
    expect(holder('Nafn:', 'Anna Jónsdóttir')).toBe('Anna Jónsdóttir');
    expect(holder('Klientas:', 'UAB EXAMPLE')).toBe('UAB EXAMPLE');
    expect(holder('Dikaiouchos / Holder:', 'PAPADOPOULOS ANNA')).toBe('PAPADOPOULOS ANNA');
    expect(holder('Account name', 'Example Trading Limited', 470)).toBe('Example Trading Limited');
  });

  it('a name over an e-mail, a phone number or a payment handle is the holder', () => {
    for (const contact of ['jane.sample@example.com', '+63 917 555 0134', '$janesample']) {
      const [s] = statementsOf([
        { y: 20, cells: [[40, 'Example Pay']] },
        PERIOD,
        { y: 44, cells: [[40, 'Jane Q Sample']] },
        { y: 54, cells: [[40, contact]] },
        ...table(120),
      ]);
      expect(s?.accountHolder).toBe('Jane Q Sample');
    }
  });

  it('joint holders over a street are one holder; a name flush under the letterhead is too', () => {
    const [joint] = statementsOf([
      { y: 20, cells: [[40, 'Example Mortgage Servicing']] },
      PERIOD,
      { y: 44, cells: [[40, 'JANE Q SAMPLE AND JOHN R SAMPLE']] },
      { y: 54, cells: [[40, '1551 EXAMPLE DR']] },
      ...table(120),
    ]);
    expect(joint?.accountHolder).toBe('JANE Q SAMPLE AND JOHN R SAMPLE');
    const [card] = statementsOf([
      { y: 20, cells: [[40, 'Example Bank of Commerce']] },
      {
        y: 32,
        cells: [
          [40, 'JANE SAMPLE'],
          [300, 'Account number 4500 XXXX XXXX 1164'],
        ],
      },
      {
        y: 44,
        cells: [
          [40, 'Statement Date Mar 31, 2024'],
          [300, 'Period 01/03/2024 to 31/03/2024'],
        ],
      },
      ...table(120),
    ]);
    expect(card?.accountHolder).toBe('JANE SAMPLE');
  });

  it('a letterhead above the first account’s part names the bank and holder of every part', () => {
    const part = (y: number, account: string): FixtureLine[] => [
      {
        y,
        cells: [
          [40, 'Spend Account Summary'],
          [380, `Account number: ${account}`],
        ],
      },
      ...table(y + 20),
    ];
    const statements = statementsOf([
      {
        y: 20,
        cells: [
          [40, 'Example Bank, National Association'],
          [380, 'Wallet Statement'],
        ],
      },
      { y: 32, cells: [[380, 'For the period 03/01/2024 to 03/31/2024']] },
      { y: 42, cells: [[380, 'Primary account number: XX-XXXX-2089']] },
      { y: 50, cells: [[40, 'JANE Q SAMPLE']] },
      { y: 60, cells: [[40, '2972 EXAMPLE RD']] },
      { y: 70, cells: [[40, 'ATLANTA GA 30301']] },
      ...part(120, '11-8148-2089'),
      ...part(300, '40-5048-9205'),
    ]);
    expect(statements.length).toBe(2);
    for (const s of statements) {
      expect(s.bankName).toBe('Example Bank, National Association');
      expect(s.accountHolder).toBe('JANE Q SAMPLE');
    }
  });

  it('no holder or bank from what only looks like one: a heading over dates, a slogan, a row', () => {
    const [s] = statementsOf([
      {
        y: 20,
        cells: [
          [40, 'Example Bank, America’s Most Convenient Bank'],
          [400, 'STATEMENT'],
        ],
      },
      PERIOD,
      {
        y: 44,
        cells: [
          [40, 'Account Name'],
          [323, 'Summary'],
        ],
      },
      { y: 54, cells: [[40, 'JANE Q SAMPLE'], [323, 'Opening Balance'], right(556, '100.00')] },
      { y: 90, cells: [[40, 'DETALLE DE MOVIMIENTOS']] },
      {
        y: 100,
        cells: [[40, '01-07-2022'], [120, 'Top-up from card of another bank'], right(480, '5.00')],
      },
      ...table(120),
    ]);
    expect(s?.bankName).toBe('Example Bank');
    expect(s?.accountHolder).toBe('JANE Q SAMPLE');
  });

  it('an online-banking printout names the account by its last four: "ADVANTAGE CHECKING (...7673)"', () => {
    const [s] = statementsOf([
      { y: 20, cells: [[40, 'EXAMPLE BANK']] },
      { y: 32, cells: [[40, 'ADVANTAGE CHECKING (...7673)']] },
      PERIOD,
      ...table(120),
    ]);
    expect(s?.accountNumber).toBe('7673');
  });

  it('a period stacked in the corner, and a holder under the letterhead below a print header', () => {
    const [s] = statementsOf([
      {
        y: 10,
        cells: [
          [30, '2/11/24, 6:59 PM'],
          [300, 'Example Bank - Checking Activity'],
        ],
      },
      {
        y: 30,
        cells: [
          [47, 'EXAMPLE BANK'],
          [503, 'Statement Period:'],
        ],
      },
      {
        y: 42,
        cells: [
          [55, 'ADVANTAGE CHECKING (...7673)'],
          [532, 'Apr 1, 2024'],
        ],
      },
      {
        y: 54,
        cells: [
          [55, 'JANE Q SAMPLE'],
          [547, 'through'],
        ],
      },
      { y: 66, cells: [[527, 'Apr 30, 2024']] },
      ...table(120).map((l, i) =>
        i === 0
          ? l
          : {
              ...l,
              cells: l.cells.map((c, k): [number, string] =>
                k === 0 ? [c[0], c[1].replace(/\/03\/2024/, '/04/2024')] : c,
              ),
            },
      ),
    ]);
    expect([s?.periodStart, s?.periodEnd]).toEqual(['2024-04-01', '2024-04-30']);
    expect(s?.accountHolder).toBe('JANE Q SAMPLE');
  });
});
