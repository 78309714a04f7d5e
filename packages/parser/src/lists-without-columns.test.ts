/**
 * Layouts that name few or none of their columns (invented fixtures of classes the tuning sets
 * read as nothing): a card that bills purchases in instalments ("Amount of use" beside "Payment
 * this month"), a charge card whose only column label is "Amount", an app bank's day headings
 * over blocks without any column header, and a private bank's accounts per currency on one page.
 */
import { describe, expect, it } from 'vitest';
import { type FixtureLine, right } from './testing/page-words.ts';
import { statementsOf } from './testing/read-statements.ts';

const read = statementsOf;

const rows = (s: ReturnType<typeof read>[number]) =>
  s.transactions.map((t) => [t.date, t.amount, t.description]);

describe('lists that name few columns', () => {
  it('an instalment card: the amount billed this month is the row, the box closes it, a later page’s running head is no row', () => {
    const head = (y: number): FixtureLine[] => [
      {
        y,
        cells: [
          [40, 'Date'],
          [330, 'Payment'],
          [440, 'Amount'],
          [490, 'Payment'],
          [540, 'Payment'],
        ],
      },
      {
        y: y + 9,
        cells: [
          [40, 'of use'],
          [110, 'Store name / Description'],
          [330, 'type'],
          [390, 'Times'],
          [440, 'of use'],
          [490, 'month'],
          [540, 'this month'],
        ],
      },
    ];
    const row = (
      y: number,
      d: string,
      text: string,
      type: string,
      times: string,
      use: string,
      bill: string,
    ) => ({
      y,
      cells: [
        [40, d],
        [110, text],
        [330, type],
        [390, times],
        right(470, use),
        [490, '2024/06'],
        right(580, bill),
      ] as FixtureLine['cells'],
    });
    const page1: FixtureLine[] = [
      {
        y: 30,
        cells: [
          [40, 'Example Credit Service'],
          [460, 'Statement of Use'],
        ],
      },
      {
        y: 45,
        cells: [
          [40, 'TARO YAMADA Sama'],
          [330, 'Payment amount this month'],
          right(580, '¥20,300'),
        ],
      },
      {
        y: 57,
        cells: [
          [40, 'Card number 4980-XXXX-XXXX-1234'],
          [330, 'Payment date'],
          [520, '2024/06/27'],
        ],
      },
      {
        y: 69,
        cells: [
          [40, 'Period of use 2024/04/11 - 2024/05/10'],
          [330, 'Balance carried forward'],
          right(580, '0'),
        ],
      },
      ...head(100),
      row(125, '2024/04/12', 'SEVEN-ELEVEN', '1 time', '', '1,200', '1,200'),
      row(137, '2024/04/15', 'BIC CAMERA', 'Instalment', '1/6', '60,000', '10,000'),
      row(149, '2024/04/20', 'UNIQLO', 'Return', '', '-900', '-900'),
    ];
    const page2: FixtureLine[] = [
      { y: 30, cells: [[40, 'Example Credit Service 4980-XXXX-XXXX-1234'], right(580, '2')] },
      ...head(60),
      row(85, '2024/05/02', 'NITORI', 'Instalment', '1/3', '30,000', '10,000'),
      { y: 97, cells: [[110, 'Total payment amount this month'], right(580, '20,300')] },
    ];
    const [s] = read(page1, page2);
    expect(rows(s!)).toEqual([
      ['2024-04-12', '-1200.00', 'SEVEN-ELEVEN'],
      ['2024-04-15', '-10000.00', 'BIC CAMERA'],
      ['2024-04-20', '900.00', 'UNIQLO'],
      ['2024-05-02', '-10000.00', 'NITORI'],
    ]);
    expect(s!.openingBalance).toBe('0.00');
    expect(s!.closingBalance).toBe('-20300.00');
    expect(s!.checks.reconciled).toBe(true);
    expect(s!.accountHolder).toBe('TARO YAMADA');
    expect(s!.bankName).toBe('Example Credit Service');
  });

  it('a charge card labelled only "Amount": sections per cardholder, a "* posting date" legend, foreign-amount lines naming sterling', () => {
    const amount = (y: number): FixtureLine => ({ y, cells: [[540, 'Amount']] });
    const row = (y: number, d: string, text: string, a: string): FixtureLine => ({
      y,
      cells: [[40, d], [110, text], right(570, a)],
    });
    const [s] = read([
      {
        y: 30,
        cells: [
          [40, 'Example Express'],
          [440, 'Closing Date 05/06/24'],
        ],
      },
      {
        y: 45,
        cells: [
          [40, 'JANE Q PUBLIC'],
          [440, 'Account Ending 1-23456'],
        ],
      },
      {
        y: 57,
        cells: [
          [40, '12 MAIN ST'],
          [440, 'Payment Due Date 05/31/24'],
        ],
      },
      { y: 69, cells: [[40, 'AUSTIN TX 78701']] },
      { y: 90, cells: [[380, 'Previous Balance'], right(570, '$500.00')] },
      { y: 102, cells: [[380, 'Payments/Credits'], right(570, '-$500.00')] },
      { y: 114, cells: [[380, 'New Charges'], right(570, '+$180.00')] },
      { y: 126, cells: [[380, 'New Balance'], right(570, '$180.00')] },
      {
        y: 150,
        cells: [
          [40, 'Payments and Credits'],
          [460, '* Indicates posting date'],
        ],
      },
      amount(162),
      row(174, '04/20/24*', 'MOBILE PAYMENT - THANK YOU', '-$500.00'),
      { y: 186, cells: [[110, 'Total Payments and Credits'], right(570, '-$500.00')] },
      { y: 206, cells: [[40, 'New Charges']] },
      {
        y: 220,
        cells: [
          [40, 'JANE Q PUBLIC'],
          [250, 'Card Ending 1-23456'],
        ],
      },
      amount(232),
      row(244, '04/12/24', 'HARRODS LONDON', '$100.00'),
      { y: 256, cells: [[110, '79.00 Pounds Sterling 0.7900 Exchange Rate']] },
      row(268, '04/14/24*', 'WHOLEFDS MKT 1056 AUSTIN TX', '$50.00'),
      { y: 280, cells: [[110, 'Total for JANE Q PUBLIC'], right(570, '$150.00')] },
      {
        y: 300,
        cells: [
          [40, 'JOHN Q PUBLIC'],
          [250, 'Card Ending 1-65432'],
        ],
      },
      amount(312),
      row(324, '04/18/24', 'SHELL OIL 5744 AUSTIN TX', '$30.00'),
      { y: 336, cells: [[110, 'Total for JOHN Q PUBLIC'], right(570, '$30.00')] },
    ]);
    expect(s!.currency).toBe('USD');
    expect(rows(s!).map(([d, a]) => [d, a])).toEqual([
      ['2024-04-20', '500.00'],
      ['2024-04-12', '-100.00'],
      ['2024-04-14', '-50.00'],
      ['2024-04-18', '-30.00'],
    ]);
    expect(s!.checks.reconciled).toBe(true);
  });

  it('an app bank without columns: day headings date the blocks, "Wertstellung" is the value date, the summary is no row and card payments make no card account', () => {
    const block = (
      y: number,
      payee: string,
      a: string,
      kind: string,
      value: string,
    ): FixtureLine[] => [
      { y, cells: [[40, payee], right(570, a)] },
      { y: y + 11, cells: [[40, kind]] },
      { y: y + 22, cells: [[40, `Wertstellung ${value}`]] },
    ];
    const [s] = read([
      {
        y: 30,
        cells: [
          [40, 'Beispiel Bank AG'],
          [470, 'Kontoauszug'],
        ],
      },
      { y: 42, cells: [[440, '01.04.2021 bis 30.04.2021']] },
      {
        y: 60,
        cells: [
          [40, 'Erika Mustermann'],
          [330, 'IBAN: DE12 1702 3925 4445 7996 28'],
        ],
      },
      { y: 72, cells: [[40, 'Musterstraße 22']] },
      { y: 84, cells: [[40, '20095 Hamburg']] },
      { y: 110, cells: [[40, 'Freitag, 2. April 2021']] },
      ...block(124, 'Lieferando', '-12,20 €', 'Mastercard • Essen & Trinken', '01.04.2021'),
      { y: 166, cells: [[40, 'Sonntag, 4. April 2021']] },
      ...block(180, 'Beispiel GmbH', '+1.348,60 €', 'Gutschrift • Gehalt', '02.04.2021'),
      ...block(214, 'Lidl', '-84,64 €', 'Mastercard • Lebensmittel', '03.04.2021'),
      { y: 256, cells: [[40, 'Mittwoch, 7. April 2021']] },
      ...block(270, 'Max Muster', '-50,00 €', 'Überweisung', '07.04.2021'),
      { y: 320, cells: [[300, 'Übersicht']] },
      { y: 332, cells: [[300, 'Alter Kontostand'], right(570, '100,00 €')] },
      { y: 344, cells: [[300, 'Ausgänge'], right(570, '-146,84 €')] },
      { y: 356, cells: [[300, 'Eingänge'], right(570, '+1.348,60 €')] },
      { y: 368, cells: [[300, 'Dein neuer Kontostand'], right(570, '1.301,76 €')] },
    ]);
    expect(rows(s!)).toEqual([
      ['2021-04-02', '-12.20', 'Lieferando Mastercard • Essen & Trinken'],
      ['2021-04-04', '1348.60', 'Beispiel GmbH Gutschrift • Gehalt'],
      ['2021-04-04', '-84.64', 'Lidl Mastercard • Lebensmittel'],
      ['2021-04-07', '-50.00', 'Max Muster Überweisung'],
    ]);
    expect(s!.transactions.map((t) => t.postDate)).toEqual([
      '2021-04-01',
      '2021-04-02',
      '2021-04-03',
      '2021-04-07',
    ]);
    expect(s!.accountType).not.toBe('credit_card');
    expect(s!.checks.reconciled).toBe(true);
  });

  it('a private bank’s accounts per currency on one page, each headed "Current account USD 1234567-02-USD", are separate statements', () => {
    const section = (
      y: number,
      cur: string,
      n: string,
      open: string,
      a: string,
      close: string,
    ): FixtureLine[] => [
      { y, cells: [[40, `Current account ${cur} 1234567-${n}-${cur}`]] },
      {
        y: y + 12,
        cells: [
          [40, 'Booking date'],
          [110, 'Value date'],
          [180, 'Description'],
          [460, 'Amount'],
          [530, 'Balance'],
        ],
      },
      {
        y: y + 24,
        cells: [[40, '01.01.2022'], [180, 'Balance brought forward'], right(570, open)],
      },
      {
        y: y + 36,
        cells: [
          [40, '21.01.2022'],
          [110, '24.01.2022'],
          [180, 'Payment order'],
          right(490, a),
          right(570, close),
        ],
      },
      {
        y: y + 48,
        cells: [[40, '31.03.2022'], [180, 'Balance carried forward'], right(570, close)],
      },
    ];
    const statements = read([
      { y: 30, cells: [[40, 'Example Private Bank S.A.']] },
      { y: 42, cells: [[40, 'Statement of account from 01.01.2022 to 31.03.2022']] },
      ...section(80, 'EUR', '01', '1,000.00', '(100.00)', '900.00'),
      ...section(160, 'USD', '02', '5,000.00', '250.00', '5,250.00'),
    ]);
    expect(statements.map((s) => [s.accountNumber, s.openingBalance, s.closingBalance])).toEqual([
      ['1234567-01-EUR', '1000.00', '900.00'],
      ['1234567-02-USD', '5000.00', '5250.00'],
    ]);
    expect(statements.every((s) => s.checks.reconciled)).toBe(true);
  });
});
