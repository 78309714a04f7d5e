/**
 * Classes found by blind batch 11 (invented fixtures, not its documents): Icelandic and
 * transliterated Ukrainian column labels, a D/K letter after the amount's currency with
 * Lithuanian balance lines, dates of the R.O.C. calendar with whole-dollar rows (a row paying a
 * credit card does not make a savings account a card), and a transliterated Bulgarian card bill
 * with its summary printed as labels over values in lev (BGN).
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

describe('blind-11 classes', () => {
  it('Icelandic labels: Dags. | Vaxtad. | Tilvísun | Skýring | Upphæð | Staða, whole krónur', () => {
    const row = (y: number, d: string, ref: string, text: string, amount: string, bal: string) => ({
      y,
      cells: [
        [40, d],
        [100, d],
        [160, ref],
        [230, text],
        right(480, amount),
        right(540, bal),
      ] as FixtureLine['cells'],
    });
    const s = read([
      { y: 30, cells: [[40, 'Dæmi banki hf.']] },
      {
        y: 45,
        cells: [
          [40, 'Tímabil:'],
          [150, '01.05.2024 - 31.05.2024'],
        ],
      },
      {
        y: 90,
        cells: [
          [40, 'Dags.'],
          [100, 'Vaxtad.'],
          [160, 'Tilvísun'],
          [230, 'Skýring'],
          [450, 'Upphæð'],
          [515, 'Staða'],
        ],
      },
      row(104, '02.05.2024', '319536', 'N1 AKUREYRI', '-343', '14.009'),
      row(116, '03.05.2024', '231193', 'LAUN', '681.200', '695.209'),
      row(128, '04.05.2024', '508608', 'ÚTTEKT', '-20.000', '675.209'),
    ]);
    expect(rows(s)).toEqual([
      ['2024-05-02', '-343.00'],
      ['2024-05-03', '681200.00'],
      ['2024-05-04', '-20000.00'],
    ]);
    expect(s.transactions.map((t) => t.balance)).toEqual(['14009.00', '695209.00', '675209.00']);
  });

  it('a D/K letter after the currency signs the row; "Pradinis/Galutinis likutis" open and close', () => {
    const row = (y: number, d: string, text: string, amount: string, side: string) => ({
      y,
      cells: [[40, d], [120, text], right(460, amount), [480, 'EUR'], [530, side]],
    });
    const s = read([
      { y: 30, cells: [[40, 'Pavyzdys Bankas']] },
      {
        y: 45,
        cells: [
          [40, 'Laikotarpis:'],
          [150, '2025-01-01 - 2025-01-31'],
        ],
      },
      {
        y: 57,
        cells: [
          [40, 'Pradinis likutis 2025-01-01:'],
          [200, '1 000,00 EUR'],
        ],
      },
      {
        y: 69,
        cells: [
          [40, 'Galutinis likutis 2025-01-31:'],
          [200, '1 232,71 EUR'],
        ],
      },
      {
        y: 90,
        cells: [
          [40, 'Data'],
          [120, 'Mokejimo paskirtis'],
          [430, 'Suma'],
          [480, 'Val.'],
          [530, 'D/K'],
        ],
      },
      row(104, '2025-01-02', 'Mokejimas kortele', '3,29', 'D'),
      row(116, '2025-01-07', 'Apmokejimas pagal SF', '236,00', 'K'),
    ] as FixtureLine[]);
    expect(rows(s)).toEqual([
      ['2025-01-02', '-3.29'],
      ['2025-01-07', '236.00'],
    ]);
    expect([s.openingBalance, s.closingBalance, s.checks.reconciled]).toEqual([
      '1000.00',
      '1232.71',
      true,
    ]);
  });

  it('R.O.C. calendar dates ("110/10/02" is 2021-10-02); paying a card from savings is no card bill', () => {
    expect(parseDateText('110/10/02')).toMatchObject({ year: 2021, a: 10, b: 2 });
    expect(parseDateText('12/10/02')?.year).toBe(2002);
    const row = (y: number, d: string, text: string, out: string, inn: string, bal: string) => ({
      y,
      cells: [
        [40, d],
        [110, text],
        ...(out ? [right(330, out)] : []),
        ...(inn ? [right(400, inn)] : []),
        right(470, bal),
      ] as FixtureLine['cells'],
    });
    const s = read([
      { y: 30, cells: [[40, 'Example Bank Co., Ltd.']] },
      {
        y: 45,
        cells: [
          [40, 'Period'],
          [150, '110/10/01 ~ 110/10/31'],
        ],
      },
      { y: 57, cells: [[300, 'Previous Balance'], right(470, '17,495')] },
      {
        y: 90,
        cells: [
          [40, 'Date'],
          [110, 'Summary'],
          [290, 'Withdrawal'],
          [360, 'Deposit'],
          [430, 'Balance'],
        ],
      },
      row(104, '110/10/02', 'ATM WITHDRAWAL', '17,000', '', '495'),
      row(116, '110/10/08', 'CASH DEPOSIT', '', '44,000', '44,495'),
      row(128, '110/10/16', 'CREDIT CARD AUTOPAY', '13,918', '', '30,577'),
    ]);
    expect(s.accountType).not.toBe('credit_card');
    expect(rows(s)).toEqual([
      ['2021-10-02', '-17000.00'],
      ['2021-10-08', '44000.00'],
      ['2021-10-16', '-13918.00'],
    ]);
    expect(s.checks.reconciled).toBe(true);
  });

  it('a transliterated Bulgarian card bill: card words, a summary of labels over values in BGN', () => {
    const row = (y: number, d: string, text: string, amount: string) => ({
      y,
      cells: [
        [40, d],
        [110, d],
        [180, text],
        [430, 'BGN'],
        right(540, amount),
      ] as FixtureLine['cells'],
    });
    const s = read([
      {
        y: 30,
        cells: [
          [40, 'Primer Bank AD'],
          [400, 'IZVLECHENIE PO KREDITNA KARTA'],
        ],
      },
      {
        y: 45,
        cells: [
          [300, 'Kreditni limit:'],
          [450, '2 000,00 BGN'],
        ],
      },
      {
        y: 62,
        cells: [
          [40, 'Predishno saldo'],
          [200, 'Pokupki i tegleniya'],
          [400, 'Novo saldo'],
        ],
      },
      {
        y: 72,
        cells: [
          [40, '262,45 BGN'],
          [200, '65,29 BGN'],
          [400, '327,74 BGN'],
        ],
      },
      {
        y: 84,
        cells: [
          [40, 'Data na'],
          [110, 'Data na'],
        ],
      },
      {
        y: 92,
        cells: [
          [40, 'tranz.'],
          [110, 'osch.'],
          [180, 'Opisanie'],
          [430, 'Valuta'],
          [500, 'Suma BGN'],
        ],
      },
      row(106, '06.10.2020', 'TEGLENE NA ATM', '60,00'),
      row(118, '06.10.2020', 'TAKSA TEGLENE NA ATM 3%', '5,00'),
      row(130, '07.10.2020', 'BILLA BURGAS', '10,29'),
      row(142, '08.10.2020', 'VRASHTANE / REFUND', '-10,00'),
    ]);
    expect(s.accountType).toBe('credit_card');
    // (a card bill: charges are money owed by the holder, a refund is money back)
    expect(rows(s)).toEqual([
      ['2020-10-06', '-60.00'],
      ['2020-10-06', '-5.00'],
      ['2020-10-07', '-10.29'],
      ['2020-10-08', '10.00'],
    ]);
    expect([s.openingBalance, s.closingBalance, s.checks.reconciled]).toEqual([
      '-262.45',
      '-327.74',
      true,
    ]);
  });
});
