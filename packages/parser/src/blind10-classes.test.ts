/**
 * Classes found by blind batch 10 (invented fixtures, not its documents): Hungarian dates ending
 * in a dot with whole forints under 1 000, a bare "SALDO dd.mm.yyyy" opening and closing the
 * rows, totals with a count of entries ("Panot 4 kpl"), "SOLDE DEPART AU …", "RULAJ TOTAL CONT",
 * a card's summary box of labels over values, "GRAND TOTAL", and a payment account's
 * AMOUNT | FEES | TOTAL columns whose summary names "Payments sent".
 */
import { describe, expect, it } from 'vitest';
import { parseDateText } from './dates.ts';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';

function read(lines: FixtureLine[]) {
  const { statements } = buildStatements([buildLines(pageWords(1, lines))]);
  expect(statements).toHaveLength(1);
  return statements[0]!;
}

const rows = (s: ReturnType<typeof read>) => s.transactions.map((t) => [t.date, t.amount]);

describe('blind-10 classes', () => {
  it('Hungarian: "2023.01.05." dates, and whole forints below 1 000 beside grouped ones', () => {
    expect(parseDateText('2023.01.05.')).toMatchObject({ year: 2023, a: 1, b: 5 });
    // (a trailing dot belongs to dotted dates only)
    expect(parseDateText('2023-01-05.')).toBeNull();
    const row = (y: number, d: string, text: string, amount: string, balance: string) => ({
      y,
      cells: [
        [40, d],
        [120, d],
        [200, text],
        right(470, amount),
        right(540, balance),
      ] as FixtureLine['cells'],
    });
    const s = read([
      { y: 30, cells: [[40, 'Példa Bank Zrt.']] },
      { y: 45, cells: [[300, 'Kivonat kezdete: 2023.01.01.']] },
      { y: 55, cells: [[300, 'Kivonat vége: 2023.01.31.']] },
      { y: 82, cells: [[40, 'Könyvelés']] },
      {
        y: 90,
        cells: [
          [40, 'dátuma'],
          [120, 'Értéknap'],
          [200, 'Megnevezés / Közlemény'],
          [430, 'Összeg (HUF)'],
          [500, 'Egyenleg'],
        ],
      },
      { y: 104, cells: [[200, 'NYITÓ EGYENLEG'], right(540, '983 321')] },
      row(116, '2023.01.05.', 'KÉSZPÉNZFELVÉTEL ATM', '-120 000', '863 321'),
      row(128, '2023.01.13.', 'VÁSÁRLÁS KÁRTYÁVAL', '-572', '862 749'),
      row(140, '2023.01.14.', 'TRANZAKCIÓS ILLETÉK', '-415', '862 334'),
      row(152, '2023.01.20.', 'ÁTUTALÁS - JÓVÁÍRÁS', '1 500', '863 834'),
      { y: 166, cells: [[200, 'ZÁRÓ EGYENLEG'], right(540, '863 834')] },
    ]);
    expect(rows(s)).toEqual([
      ['2023-01-05', '-120000.00'],
      ['2023-01-13', '-572.00'],
      ['2023-01-14', '-415.00'],
      ['2023-01-20', '1500.00'],
    ]);
    expect(s.checks.reconciled).toBe(true);
  });

  it('Finnish: "SALDO 31.01.2020" opens and closes the rows; "Panot 4 kpl" is a total, not a row', () => {
    const row = (y: number, d: string, text: string, amount: string) => ({
      y,
      cells: [[40, d], [100, text], right(540, amount)] as FixtureLine['cells'],
    });
    const s = read([
      { y: 30, cells: [[40, 'Esimerkkipankki Oyj']] },
      { y: 45, cells: [[300, 'Tiliote ajalta 01.02.2020 - 29.02.2020']] },
      {
        y: 90,
        cells: [
          [40, 'Kirjauspäivä'],
          [100, 'Tapahtuma'],
          [500, 'Määrä EUR'],
        ],
      },
      { y: 104, cells: [[100, 'SALDO 31.01.2020'], right(540, '1 396,16+')] },
      row(116, '02.02.', 'TILISIIRTO', '22,00-'),
      row(128, '05.02.', 'PALKKA', '500,00+'),
      row(140, '10.02.', 'KORTTIOSTO', '6,44-'),
      { y: 160, cells: [[100, 'SALDO 29.02.2020'], right(540, '1 867,72+')] },
      { y: 180, cells: [[100, 'Tapahtumat yhteensä']] },
      { y: 192, cells: [[100, 'Panot'], [160, '1 kpl'], right(540, '500,00+')] },
      { y: 204, cells: [[100, 'Otot'], [160, '2 kpl'], right(540, '28,44-')] },
    ]);
    expect(rows(s)).toEqual([
      ['2020-02-02', '-22.00'],
      ['2020-02-05', '500.00'],
      ['2020-02-10', '-6.44'],
    ]);
    expect([s.openingBalance, s.closingBalance, s.checks.reconciled]).toEqual([
      '1396.16',
      '1867.72',
      true,
    ]);
  });

  it('Moroccan: "SOLDE DEPART AU 28/02/2019" opens; "RULAJ TOTAL CONT" is a total', () => {
    const s = read([
      { y: 30, cells: [[40, 'Banque Exemple']] },
      { y: 45, cells: [[300, 'Relevé du 01/03/2019 au 31/03/2019']] },
      {
        y: 90,
        cells: [
          [40, 'DATE'],
          [100, 'LIBELLE'],
          [400, 'DEBIT'],
          [480, 'CREDIT'],
        ],
      },
      { y: 104, cells: [[100, 'SOLDE DEPART AU 28/02/2019'], right(520, '1 000,00')] },
      { y: 116, cells: [[40, '05/03'], [100, 'RETRAIT GAB'], right(440, '200,00')] },
      { y: 128, cells: [[40, '09/03'], [100, 'VIREMENT RECU'], right(520, '50,00')] },
      { y: 140, cells: [[100, 'RULAJ TOTAL CONT'], right(440, '200,00'), right(520, '50,00')] },
      { y: 152, cells: [[100, 'SOLDE FINAL AU 31/03/2019'], right(520, '850,00')] },
    ]);
    expect(rows(s)).toEqual([
      ['2019-03-05', '-200.00'],
      ['2019-03-09', '50.00'],
    ]);
    expect([s.openingBalance, s.closingBalance, s.checks.reconciled]).toEqual([
      '1000.00',
      '850.00',
      true,
    ]);
  });

  it("a card's summary box (STATEMENT DATE | CREDIT LIMIT | MINIMUM PAYMENT) is no table; GRAND TOTAL is no row", () => {
    const s = read([
      { y: 30, cells: [[40, 'Example Banking Corporation']] },
      {
        y: 60,
        cells: [
          [40, 'STATEMENT DATE'],
          [200, 'CREDIT LIMIT'],
          [330, 'MINIMUM PAYMENT'],
          [460, 'PAYMENT DUE DATE'],
        ],
      },
      {
        y: 70,
        cells: [
          [40, '13 Oct 2023'],
          [200, '$39,000.00'],
          [330, '$50.00'],
          [460, '05 Nov 2023'],
        ],
      },
      {
        y: 90,
        cells: [
          [40, 'DATE'],
          [100, 'DESCRIPTION'],
          [490, 'AMOUNT (S$)'],
        ],
      },
      { y: 104, cells: [[100, 'PREVIOUS BALANCE'], right(540, '100.00')] },
      { y: 116, cells: [[40, '13 SEP'], [100, 'KOPITIAM SINGAPORE SG'], right(540, '14.24')] },
      { y: 128, cells: [[40, '20 SEP'], [100, 'PAYMENT - THANK YOU'], right(540, '100.00 CR')] },
      { y: 140, cells: [[40, '21 SEP'], [100, 'GRAB* RIDES SINGAPORE SG'], right(540, '30.63')] },
      { y: 160, cells: [[100, 'GRAND TOTAL FOR ALL CARD ACCOUNTS:'], right(540, '44.87')] },
    ]);
    expect(rows(s)).toEqual([
      ['2023-09-13', '-14.24'],
      ['2023-09-20', '100.00'],
      ['2023-09-21', '-30.63'],
    ]);
  });

  it('AMOUNT | FEES | TOTAL: the net total is the amount; "Payments sent" counts as money out', () => {
    const row = (y: number, d: string, text: string, gross: string, fee: string, net: string) => ({
      y,
      cells: [
        [40, d],
        [110, text],
        [330, 'USD'],
        right(420, gross),
        right(480, fee),
        right(540, net),
      ] as FixtureLine['cells'],
    });
    const s = read([
      { y: 30, cells: [[40, 'Examplepay']] },
      { y: 42, cells: [[300, 'Statement period: Jul 1, 2019 - Jul 31, 2019']] },
      { y: 60, cells: [[40, 'Beginning balance'], right(250, '$10.00')] },
      { y: 70, cells: [[40, 'Payments received'], right(250, '$100.00')] },
      { y: 80, cells: [[40, 'Payments sent'], right(250, '-$20.00')] },
      { y: 90, cells: [[40, 'Ending balance'], right(250, '$90.00')] },
      {
        y: 110,
        cells: [
          [40, 'DATE'],
          [110, 'DESCRIPTION'],
          [330, 'CURRENCY'],
          [390, 'AMOUNT'],
          [460, 'FEES'],
          [515, 'TOTAL'],
        ],
      },
      row(124, '07/02/2019', 'Payment from A Friend', '100.00', '0.00', '100.00'),
      row(136, '07/05/2019', 'Payment to Shop', '-20.00', '0.00', '-20.00'),
    ]);
    expect(rows(s)).toEqual([
      ['2019-07-02', '100.00'],
      ['2019-07-05', '-20.00'],
    ]);
    expect(s.checks.reconciled).toBe(true);
  });

  describe('metadata labels', () => {
    const table = (y: number): FixtureLine[] => [
      {
        y,
        cells: [
          [40, 'Date'],
          [100, 'Description'],
          [480, 'Amount'],
          [530, 'Balance'],
        ],
      },
      { y: y + 12, cells: [[100, 'Opening balance'], right(560, '100,00')] },
      {
        y: y + 24,
        cells: [[40, '05.03.2022'], [100, 'Payment'], right(500, '-10,00'), right(560, '90,00')],
      },
    ];

    it('"Klient:" names the holder, "Konto: EE92 …" the account (label and value in one phrase)', () => {
      const s = read([
        { y: 30, cells: [[40, 'Examplepank']] },
        {
          y: 45,
          cells: [
            [40, 'Klient: MARI MÄGI'],
            [300, 'Periood: 01.03.2022 - 31.03.2022'],
          ],
        },
        { y: 57, cells: [[300, 'Konto: EE92 2766 5192 3135 5447']] },
        ...table(90),
      ]);
      expect([s.accountHolder, s.accountNumber]).toEqual(['MARI MÄGI', 'EE92 2766 5192 3135 5447']);
    });

    it('a bilingual holder label ("Ten tai khoan/Account name:"), "Tilinumero", "Számlaszám:" and "RIB :"', () => {
      const vn = read([
        { y: 30, cells: [[40, 'Examplebank']] },
        { y: 45, cells: [[40, 'Ten tai khoan/Account name: PHAM THI HIEU']] },
        { y: 57, cells: [[40, 'Tilinumero FI98 0632 7231 6517 72']] },
        ...table(90),
      ]);
      expect([vn.accountHolder, vn.accountNumber]).toEqual([
        'PHAM THI HIEU',
        'FI98 0632 7231 6517 72',
      ]);
      const hu = read([
        { y: 30, cells: [[40, 'Példa Bank Zrt.']] },
        {
          y: 45,
          cells: [
            [300, 'Számlaszám:'],
            [400, '12064485-95761530-73800204'],
          ],
        },
        {
          y: 57,
          cells: [
            [300, 'Kivonat kezdete:'],
            [400, '2022.03.01.'],
          ],
        },
        {
          y: 69,
          cells: [
            [300, 'Kivonat vége:'],
            [400, '2022.03.31.'],
          ],
        },
        ...table(90),
      ]);
      expect([hu.accountNumber, hu.periodStart, hu.periodEnd]).toEqual([
        '12064485-95761530-73800204',
        '2022-03-01',
        '2022-03-31',
      ]);
      const ma = read([
        { y: 30, cells: [[40, 'Banque Exemple']] },
        { y: 45, cells: [[300, 'RIB : 656 559 0264234839498546 58']] },
        ...table(90),
      ]);
      expect(ma.accountNumber).toBe('656 559 0264234839498546 58');
    });

    it("an account named inside a transaction's text is not the statement's", () => {
      const s = read([
        { y: 30, cells: [[40, 'Example Wallet']] },
        {
          y: 90,
          cells: [
            [40, 'Date'],
            [100, 'Description'],
            [480, 'Amount'],
            [530, 'Balance'],
          ],
        },
        { y: 102, cells: [[100, 'Opening balance'], right(560, '100,00')] },
        {
          y: 114,
          cells: [
            [40, '05.03.2022'],
            [100, 'Send Money to BANK account ending'],
            [380, '8330544114392'],
            right(500, '-10,00'),
            right(560, '90,00'),
          ],
        },
      ]);
      expect(s.accountNumber).toBeNull();
    });
  });
});
