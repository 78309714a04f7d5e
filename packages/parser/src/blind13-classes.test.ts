/**
 * Classes found by blind batch 13 (invented fixtures, not its documents): each row's second line
 * under its amount line when dates sit only on amount lines, a fee column beside money out, a
 * card's 23-digit reference on its own line, and years by sequence anchored on a printed date.
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';
import { statementsOf } from './testing/read-statements.ts';

const read = statementsOf;

describe('blind-13 classes', () => {
  it('a building society’s rows: the type and amount on the first line, the payee under it', () => {
    const amountLine = (
      y: number,
      d: string,
      text: string,
      out: string,
      inn: string,
      bal: string,
    ): FixtureLine => ({
      y,
      cells: [[40, d], [110, text], right(430, out), right(500, inn), right(580, bal)],
    });
    const payee = (y: number, text: string): FixtureLine => ({ y, cells: [[110, text]] });
    const [s] = read([
      {
        y: 30,
        cells: [
          [40, 'Example Building Society'],
          [420, 'Statement date: 18 September 2019'],
        ],
      },
      {
        y: 42,
        cells: [
          [40, 'Ms A Sample'],
          [420, 'Account no 04959509'],
        ],
      },
      { y: 60, cells: [[40, 'Start balance'], right(200, '£100.00')] },
      { y: 72, cells: [[40, 'End balance'], right(200, '£141.00')] },
      {
        y: 100,
        cells: [
          [40, 'Date'],
          [110, 'Description'],
          [400, '£Out'],
          [480, '£In'],
          [540, '£Balance'],
        ],
      },
      {
        y: 114,
        cells: [[110, 'Balance from statement 36 dated 21/08/2019'], right(580, '100.00')],
      },
      amountLine(126, '22 Aug', 'Visa purchase', '4.00', '', ''),
      payee(137, 'ASDA STORES BRIGHTON'),
      amountLine(148, '', 'Contactless Payment', '5.00', '', ''),
      payee(159, 'GREGGS PLC NORWICH GB'),
      amountLine(170, '', 'Contactless Payment', '1.00', '', ''),
      payee(181, 'SHELL 4888 READING GB'),
      amountLine(192, '', 'Cash withdrawal', '10.00', '', '80.00'),
      payee(203, 'LINK LEEDS 22AUG'),
      amountLine(214, '23 Aug', 'Transfer from', '', '80.00', ''),
      payee(225, '4499/611 306 017'),
      amountLine(236, '', 'Standing order', '10.00', '', ''),
      payee(247, 'POCKET MONEY'),
      amountLine(258, '', 'Contactless Payment', '9.00', '', '141.00'),
      payee(269, 'TRAINLINE READING GB'),
    ]);
    expect(s!.transactions.map((t) => [t.date, t.amount, t.description])).toEqual([
      ['2019-08-22', '-4.00', 'Visa purchase ASDA STORES BRIGHTON'],
      ['2019-08-22', '-5.00', 'Contactless Payment GREGGS PLC NORWICH GB'],
      ['2019-08-22', '-1.00', 'Contactless Payment SHELL 4888 READING GB'],
      ['2019-08-22', '-10.00', 'Cash withdrawal LINK LEEDS 22AUG'],
      ['2019-08-23', '80.00', 'Transfer from 4499/611 306 017'],
      ['2019-08-23', '-10.00', 'Standing order POCKET MONEY'],
      ['2019-08-23', '-9.00', 'Contactless Payment TRAINLINE READING GB'],
    ]);
    expect(s!.checks.reconciled).toBe(true);
  });

  it('a Fees column beside Money Out: the row paid both; amounts in rand ("R1,300.71")', () => {
    const row = (
      y: number,
      d: string,
      text: string,
      inn: string,
      out: string,
      fee: string,
      bal: string,
    ): FixtureLine => ({
      y,
      cells: [
        [40, d],
        [110, text],
        right(390, inn),
        right(450, out),
        right(500, fee),
        right(580, bal),
      ],
    });
    const [s] = read([
      {
        y: 30,
        cells: [
          [40, 'Example Bank'],
          [420, 'From 01/11/2021 To 30/11/2021'],
        ],
      },
      { y: 50, cells: [[40, 'Opening Balance'], right(250, 'R1,300.71')] },
      { y: 62, cells: [[40, 'Closing Balance'], right(250, 'R1,426.21')] },
      {
        y: 90,
        cells: [
          [40, 'Date'],
          [110, 'Description'],
          [350, 'Money In'],
          [410, 'Money Out'],
          [475, 'Fees'],
          [540, 'Balance'],
        ],
      },
      row(104, '02/11/2021', 'Transfer In: Savings', '789.00', '', '', '2,089.71'),
      row(116, '09/11/2021', 'Banking App Payment: Loan', '', '-566.00', '-6.50', '1,517.21'),
      row(128, '10/11/2021', 'POS Purchase: Spar', '', '-85.00', '', '1,432.21'),
      row(140, '30/11/2021', 'Monthly Admin Fee', '', '', '-6.00', '1,426.21'),
    ]);
    expect(s!.transactions.map((t) => t.amount)).toEqual(['789.00', '-572.50', '-85.00', '-6.00']);
    expect(s!.currency).toBe('ZAR');
    expect(s!.checks.reconciled).toBe(true);
    expect(s!.checks.issues).toEqual([]);
  });

  it('a card row’s 23-digit reference on the line under it is its reference, not its text', () => {
    const row = (y: number, d: string, p: string, text: string, a: string): FixtureLine => ({
      y,
      cells: [[40, d], [90, p], [140, text], right(580, a)],
    });
    const [s] = read([
      {
        y: 30,
        cells: [
          [40, 'Example Bank Visa Credit Card'],
          [330, 'STATEMENT FROM NOV 12 TO DEC 12, 2022'],
        ],
      },
      { y: 50, cells: [[40, 'Previous Balance'], right(250, '$100.00')] },
      { y: 62, cells: [[40, 'New Balance'], right(250, '$127.50')] },
      {
        y: 82,
        cells: [
          [40, 'TRANS.'],
          [90, 'POSTING'],
        ],
      },
      {
        y: 90,
        cells: [
          [40, 'DATE'],
          [90, 'DATE'],
          [140, 'ACTIVITY DESCRIPTION'],
          [540, 'AMOUNT ($)'],
        ],
      },
      row(104, 'NOV 14', 'NOV 15', 'TIM HORTONS #31 VANCOUVER BC', '$12.50'),
      { y: 114, cells: [[140, '74520562040500073591234']] },
      row(126, 'NOV 20', 'NOV 21', 'LOBLAWS #607 TORONTO ON', '$15.00'),
      { y: 136, cells: [[140, '74064492325000481357789']] },
    ]);
    expect(s!.transactions.map((t) => [t.description, t.reference])).toEqual([
      ['TIM HORTONS #31 VANCOUVER BC', '74520562040500073591234'],
      ['LOBLAWS #607 TORONTO ON', '74064492325000481357789'],
    ]);
    expect(s!.checks.reconciled).toBe(true);
  });

  it('rows across the new year with no period read: the printed "DEC 16, 2024" puts December in 2024 and January in 2025', () => {
    const row = (y: number, d: string, text: string, a: string): FixtureLine => ({
      y,
      cells: [[40, d], [110, text], right(580, a)],
    });
    const [s] = read([
      {
        y: 30,
        cells: [
          [40, 'Example Bank Visa'],
          [300, 'STATEMENT FROM DEC 16, 2024 TO JAN 13, 20.25'],
        ],
      },
      { y: 50, cells: [[40, 'Previous Account Balance'], right(250, '$100.00')] },
      { y: 62, cells: [[40, 'New Balance'], right(250, '$130.00')] },
      {
        y: 90,
        cells: [
          [40, 'DATE'],
          [110, 'ACTIVITY DESCRIPTION'],
          [540, 'AMOUNT ($)'],
        ],
      },
      row(104, 'DEC 20', 'LOBLAWS #607 TORONTO ON', '$10.00'),
      row(116, 'DEC 29', 'IGA #215 TORONTO ON', '$15.00'),
      row(128, 'JAN 05', 'SAQ 82 MISSISSAUGA ON', '$5.00'),
    ]);
    expect(s!.transactions.map((t) => t.date)).toEqual(['2024-12-20', '2024-12-29', '2025-01-05']);
  });

  it('a balance summary whose labels wrap onto two lines over one line of values opens and closes the statement', () => {
    const [s] = read([
      {
        y: 30,
        cells: [
          [40, 'Example Bank, National Association'],
          [400, 'For the period 09/01/2021 to 09/30/2021'],
        ],
      },
      { y: 50, cells: [[40, 'Balance Summary']] },
      {
        y: 62,
        cells: [
          [60, 'Beginning'],
          [200, 'Deposits and'],
          [330, 'Checks and'],
          [480, 'Ending'],
        ],
      },
      {
        y: 70,
        cells: [
          [60, 'balance'],
          [200, 'other additions'],
          [330, 'other deductions'],
          [480, 'balance'],
        ],
      },
      {
        y: 80,
        cells: [
          right(100, '1,273.94'),
          right(260, '100.00'),
          right(400, '40.00'),
          right(520, '1,333.94'),
        ],
      },
      {
        y: 110,
        cells: [
          [40, 'Date'],
          [110, 'Description'],
          [400, 'Withdrawals'],
          [480, 'Deposits'],
        ],
      },
      { y: 124, cells: [[40, '09/04'], [110, 'Mobile Deposit'], right(520, '100.00')] },
      { y: 136, cells: [[40, '09/05'], [110, 'Debit Card Purchase LYFT'], right(440, '40.00')] },
    ]);
    expect([s!.openingBalance, s!.closingBalance]).toEqual(['1273.94', '1333.94']);
    expect(s!.checks.reconciled).toBe(true);
  });

  it('a payment app’s "Monthly Statement" over "December 2024" is the period: no year guessed', () => {
    const [s] = read([
      {
        y: 30,
        cells: [
          [40, 'Example Pay'],
          [470, 'Monthly Statement'],
        ],
      },
      { y: 40, cells: [[480, 'December 2024']] },
      { y: 60, cells: [[40, 'Starting balance'], right(250, '$100.00')] },
      { y: 72, cells: [[40, 'Ending balance'], right(250, '$85.50')] },
      {
        y: 100,
        cells: [
          [40, 'Date'],
          [110, 'Description'],
          [540, 'Amount'],
        ],
      },
      { y: 114, cells: [[40, 'Dec 29'], [110, 'Cash Card · NETFLIX.COM'], right(580, '-$14.50')] },
      { y: 126, cells: [[40, 'Dec 22'], [110, 'Payment from J Doe'], right(580, '+$20.00')] },
      { y: 138, cells: [[40, 'Dec 21'], [110, 'Cash Card ATM Withdrawal'], right(580, '-$20.00')] },
    ]);
    expect([s!.periodStart, s!.periodEnd]).toEqual(['2024-12-01', '2024-12-31']);
    expect(s!.transactions.map((t) => t.date)).toEqual(['2024-12-21', '2024-12-22', '2024-12-29']);
    expect(s!.checks.issues.some((i) => i.code === 'year_guessed')).toBe(false);
  });

  it('a scan whose header OCR could not read: a first date that lost its dot ("3.11") still opens the rows, and an opening taken from the first row is named', () => {
    const row = (y: number, d: string, text: string, a: string, bal: string): FixtureLine => ({
      y,
      cells: [[40, d], [100, text], right(480, a), right(560, bal)],
    });
    const { statements } = buildStatements([
      buildLines(
        pageWords(
          1,
          [
            {
              y: 30,
              cells: [
                [40, 'Sporitelna Priklad, a.s.'],
                [420, 'VYPIS Z UCTU'],
              ],
            },
            row(100, '3.11', 'Odchadzajuca platba Peter Toth', '-212,00', '8 056,00'),
            row(112, '8.11.', 'Prijata platba Martin Horvath', '99,00', '8 155,00'),
            row(124, '10.11.', 'Trvaly prikaz Peter Toth', '500,00', '8 655,00'),
            row(136, '12.11.', 'Okamzita platba Katarina Toth', '139,00', '8 794,00'),
          ],
          { source: 'ocr' },
        ),
      ),
    ]);
    const s = statements[0]!;
    expect(s.transactions.map((t) => t.amount)).toEqual(['-212.00', '99.00', '500.00', '139.00']);
    expect(s.checks.issues.map((i) => i.code)).toContain('opening_inferred');
    expect(s.checks.reconciled).toBe(false);
  });
});
