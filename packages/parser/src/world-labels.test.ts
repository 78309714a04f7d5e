/**
 * Statement words and money styles of more countries (invented fixtures): rand amounts written
 * "R12,810.69" and "R10,474.78 Cr"; Indonesian "DB"/"CR" after the amount, "SALDO AWAL" and a
 * "PERIODE : JUNI 2024" right of the address; Turkish "Devreden Bakiye" and "Toplam Borc/Alacak";
 * Czech "Pocatecni/Konecny zustatek".
 */
import { describe, expect, it } from 'vitest';
import { parseAmount } from './amounts.ts';
import { parseDateText } from './dates.ts';
import { headerColumns } from './layout/header.ts';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';

function only(lines: FixtureLine[]) {
  const { statements } = buildStatements([buildLines(pageWords(1, lines))]);
  expect(statements).toHaveLength(1);
  return statements[0]!;
}
const text = (y: number, ...cells: Array<[number, string]>): FixtureLine => ({ y, cells });

describe('money written the way more countries write it', () => {
  it.each([
    ['R12,810.69', 1281069, 0, 'ZAR'],
    ['R10,474.78 Cr', 1047478, 1, 'ZAR'],
    ['RM1,234.50', 123450, 0, 'MYR'],
    ['Rp1.250.000,00', 125000000, 0, 'IDR'],
    ['S/ 12.50', 1250, 0, 'PEN'],
    ['1.234,56 TL', 123456, 0, 'TRY'],
    ['19 376,40 Kč', 1937640, 0, 'CZK'],
    ['10.500,00 DB', 1050000, -1, null],
  ] as const)('%s', (t, minor, sign, currency) => {
    const decimal = /,\d\d\b/.test(t) && !/\.\d\d\b/.test(t) ? ',' : '.';
    expect(parseAmount(t, decimal)).toMatchObject({ minor, sign, currency });
  });
});

describe('summary and balance words of more countries', () => {
  it('a rand card summary gives the opening and closing balances', () => {
    const s = only([
      text(30, [40, 'Example Bank of South Africa   Credit Card Statement']),
      text(42, [40, 'Statement period 21 Jan 2019 to 19 Feb 2019']),
      { y: 60, cells: [[40, 'Opening balance'], right(300, 'R1,200.00')] },
      { y: 72, cells: [[40, 'Closing balance'], right(300, 'R1,530.00')] },
      text(100, [40, 'Tran date'], [120, 'Description'], [500, 'Amount (R)']),
      { y: 112, cells: [[40, '22 Jan'], [120, 'WOOLWORTHS ROSEBANK'], right(540, '430.00')] },
      { y: 124, cells: [[40, '26 Jan'], [120, 'PAYMENT RECEIVED'], right(540, '100.00 Cr')] },
    ]);
    expect(s.openingBalance).toBe('-1200.00');
    expect(s.closingBalance).toBe('-1530.00');
    expect(s.checks.reconciled).toBe(true);
  });

  it('Indonesian mutations: DB/CR after the amount, SALDO AWAL, the month-named period', () => {
    const s = only([
      text(30, [40, 'BANK EXAMPLE'], [400, 'MUTASI REKENING']),
      text(42, [40, 'JL. MAWAR NO. 45'], [300, 'PERIODE'], [380, ':'], [390, 'JUNI 2024']),
      text(80, [40, 'TANGGAL'], [110, 'KETERANGAN'], [330, 'CBG'], [420, 'MUTASI'], [520, 'SALDO']),
      { y: 92, cells: [[40, '01/06'], [110, 'SALDO AWAL'], right(560, '413.900,00')] },
      {
        y: 104,
        cells: [
          [40, '01/06'],
          [110, 'BI-FAST CR'],
          right(470, '10.500,00 CR'),
          right(560, '424.400,00'),
        ],
      },
      {
        y: 116,
        cells: [
          [40, '09/06'],
          [110, 'TRSF E-BANKING DB'],
          right(470, '24.400,00 DB'),
          right(560, '400.000,00'),
        ],
      },
    ]);
    expect(s.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2024-06-01', '10500.00'],
      ['2024-06-09', '-24400.00'],
    ]);
    expect(s.openingBalance).toBe('413900.00');
    expect(s.periodStart).toBe('2024-06-01');
    expect(s.checks.issues).toEqual([]);
    expect(s.checks.reconciled).toBe(true);
  });

  it('Turkish totals under the rows are totals, not missing rows', () => {
    const s = only([
      text(30, [40, 'EXAMPLE BANK A.S.'], [400, 'HESAP EKSTRESI']),
      text(42, [40, 'Donem: 01.04.2021 - 30.04.2021']),
      text(80, [40, 'Tarih'], [120, 'Aciklama'], [400, 'Islem Tutari (TL)'], [510, 'Bakiye (TL)']),
      { y: 92, cells: [[40, '01.04.2021'], [120, 'Devreden Bakiye'], right(560, '8.746,68')] },
      {
        y: 104,
        cells: [
          [40, '02.04.2021'],
          [120, 'POS HARCAMA - A101'],
          right(470, '-101,52'),
          right(560, '8.645,16'),
        ],
      },
      {
        y: 116,
        cells: [
          [40, '05.04.2021'],
          [120, 'FAST GELEN - MAAS'],
          right(470, '2.135,52'),
          right(560, '10.780,68'),
        ],
      },
      { y: 140, cells: [[300, 'Toplam Borc'], right(560, '-101,52')] },
      { y: 152, cells: [[300, 'Toplam Alacak'], right(560, '2.135,52')] },
    ]);
    expect(s.transactions).toHaveLength(2);
    expect(s.checks.issues).toEqual([]);
    expect(s.checks.reconciled).toBe(true);
  });

  it('Czech opening and closing balances in the summary box', () => {
    const s = only([
      text(30, [40, 'Example banka, a.s.'], [400, 'Vypis z uctu']),
      text(42, [300, 'Obdobi'], [400, '1. 6. 2022 - 30. 6. 2022']),
      { y: 60, cells: [[300, 'Pocatecni zustatek'], right(560, '19 376,40')] },
      { y: 72, cells: [[300, 'Konecny zustatek'], right(560, '19 156,00')] },
      text(100, [40, 'Datum'], [120, 'Popis transakce'], [500, 'Castka (CZK)']),
      { y: 112, cells: [[40, '01.06.2022'], [120, 'Platba kartou'], right(560, '-150,40')] },
      { y: 124, cells: [[40, '05.06.2022'], [120, 'Platba kartou'], right(560, '-70,00')] },
    ]);
    expect(s.openingBalance).toBe('19376.40');
    expect(s.closingBalance).toBe('19156.00');
    expect(s.checks.reconciled).toBe(true);
  });
});

describe('a Dutch business statement', () => {
  it('reads "Saldo begin/eind … Bij", an Af/Bij column and "Totaal af/bij" totals', () => {
    const s = only([
      text(30, [40, 'Example Zakelijk'], [400, 'Rekeningafschrift']),
      text(42, [300, 'Periode 01-10-2025 t/m 31-10-2025']),
      { y: 60, cells: [[40, 'Saldo begin 01-10-2025'], right(560, '11.182,01 Bij')] },
      text(80, [40, 'Datum'], [120, 'Omschrijving'], [420, 'Af/Bij'], [480, 'Bedrag (EUR)']),
      {
        y: 92,
        cells: [[40, '01-10-2025'], [120, 'Example B.V.'], [420, 'Bij'], right(540, '5.147,21')],
      },
      {
        y: 104,
        cells: [[40, '03-10-2025'], [120, 'Vattenfall'], [420, 'Af'], right(540, '322,63')],
      },
      { y: 130, cells: [[40, 'Totaal af'], right(540, '322,63')] },
      { y: 142, cells: [[40, 'Totaal bij'], right(540, '5.147,21')] },
      { y: 154, cells: [[40, 'Saldo eind 31-10-2025'], right(560, '16.006,59 Bij')] },
    ]);
    expect(s.transactions.map((t) => t.amount)).toEqual(['5147.21', '-322.63']);
    expect([s.openingBalance, s.closingBalance]).toEqual(['11182.01', '16006.59']);
    expect(s.checks.issues).toEqual([]);
    expect(s.checks.reconciled).toBe(true);
  });
});

describe('card bills of more countries', () => {
  it('a money column labelled by its currency sign; a foreign one beside it is not read', () => {
    const line = buildLines(
      pageWords(1, [text(10, [40, 'Data'], [100, 'Lançamento'], [420, 'US$'], [520, 'R$'])]),
    )[0]!;
    expect(headerColumns(line)?.map((c) => [c.label, c.role])).toEqual([
      ['Data', 'date'],
      ['Lançamento', 'description'],
      ['US$', 'unread'],
      ['R$', 'amount'],
    ]);
  });

  it('a date flagged with an asterisk ("01/20/23*") is still the date', () => {
    expect(parseDateText('01/20/23*')).toMatchObject({ a: 1, b: 20, year: 2023 });
  });
});

describe('an Italian card statement (blind-10 class)', () => {
  it('"Importo in valuta" is the foreign amount, not a value date; "Saldo precedente/attuale" open and close', () => {
    const s = only([
      text(40, [50, 'Samercard']),
      text(54, [50, 'ESTRATTO CONTO Carta di credito']),
      { y: 90, cells: [[50, 'Saldo precedente'], right(300, '100,00')] },
      { y: 104, cells: [[50, 'Saldo attuale'], right(300, '162,50')] },
      text(180, [50, 'Data'], [100, 'Data'], [380, 'Importo'], [470, 'Importo']),
      text(
        190,
        [50, 'operazione'],
        [100, 'registrazione'],
        [160, 'Descrizione'],
        [380, 'in valuta'],
        [470, 'in euro'],
      ),
      {
        y: 210,
        cells: [[50, '20/04/19'], [100, '23/04/19'], [160, 'Q8 MILANO ITA'], right(520, '12,50')],
      },
      {
        y: 224,
        cells: [
          [50, '21/04/19'],
          [100, '22/04/19'],
          [160, 'TFL LONDON GBR'],
          right(420, 'GBP 42,50'),
          right(520, '50,00'),
        ],
      },
    ]);
    expect(s.accountType).toBe('credit_card');
    expect(s.openingBalance).toBe('-100.00');
    expect(s.closingBalance).toBe('-162.50');
    expect(s.transactions.map((t) => [t.date, t.postDate, t.amount])).toEqual([
      ['2019-04-20', '2019-04-23', '-12.50'],
      ['2019-04-21', '2019-04-22', '-50.00'],
    ]);
    expect(s.checks.reconciled).toBe(true);
  });
});

describe('a Romanian statement with day totals (blind-10 class)', () => {
  it('"RULAJ ZI" sums a day and "SOLD FINAL ZI" is its balance: neither is a row', () => {
    const s = only([
      text(40, [50, 'Banca Exemplu']),
      text(54, [50, 'EXTRAS DE CONT']),
      text(68, [50, 'Perioada: 01/01/2021 - 31/01/2021']),
      {
        y: 180,
        cells: [[50, 'Data'], [120, 'Descriere'], right(440, 'Debit'), right(520, 'Credit')],
      },
      { y: 196, cells: [[120, 'SOLD ANTERIOR'], right(520, '1.000,00')] },
      { y: 210, cells: [[50, '01/01/2021'], [120, 'Plata OP inter'], right(440, '115,03')] },
      { y: 224, cells: [[120, 'Comision plata OP'], right(440, '3,50')] },
      { y: 238, cells: [[120, 'RULAJ ZI'], right(440, '118,53'), right(520, '0,00')] },
      { y: 252, cells: [[120, 'SOLD FINAL ZI'], right(520, '881,47')] },
      { y: 266, cells: [[50, '09/01/2021'], [120, 'Incasare OP'], right(520, '112,00')] },
      { y: 280, cells: [[120, 'RULAJ ZI'], right(440, '0,00'), right(520, '112,00')] },
      { y: 294, cells: [[120, 'SOLD FINAL ZI'], right(520, '993,47')] },
      { y: 308, cells: [[120, 'SOLD FINAL'], right(520, '993,47')] },
    ]);
    expect(s.openingBalance).toBe('1000.00');
    expect(s.closingBalance).toBe('993.47');
    expect(s.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2021-01-01', '-115.03'],
      ['2021-01-01', '-3.50'],
      ['2021-01-09', '112.00'],
    ]);
    expect(s.checks.reconciled).toBe(true);
  });
});
