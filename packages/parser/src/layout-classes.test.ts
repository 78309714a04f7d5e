/**
 * Layout classes seen on the tuning sets (invented fixtures): a card bill's sections that each
 * restart their dates, a right-aligned description column, a reference glued to its value date,
 * sections named "…Deductions", a balance listing atop a page, and another account's heading at
 * a page's foot.
 */
import { describe, expect, it } from 'vitest';
import { type FixtureLine, right } from './testing/page-words.ts';
import { statementsOf } from './testing/read-statements.ts';

describe('layout classes', () => {
  it('a card bill dated only by its closing day: each section’s rows fall before that day', () => {
    const row = (y: number, d: string, text: string, amount: string): FixtureLine => ({
      y,
      cells: [[40, d], [110, text], right(580, amount)],
    });
    const [s] = statementsOf([
      {
        y: 20,
        cells: [
          [40, 'Banco Exemplo'],
          [400, 'Fatura do cartão'],
        ],
      },
      { y: 32, cells: [[400, 'Fechamento 06/01/2024']] },
      { y: 50, cells: [[40, 'Fatura anterior'], right(300, 'R$ 100,00')] },
      { y: 62, cells: [[40, 'Total desta fatura'], right(300, 'R$ 190,00')] },
      { y: 90, cells: [[40, 'Lançamentos nacionais']] },
      {
        y: 102,
        cells: [
          [40, 'Data'],
          [110, 'Lançamento'],
          [560, 'R$'],
        ],
      },
      row(114, '12/12', 'PAGTO DEBITO AUTOMATICO', '-100,00'),
      row(126, '20/12', 'LOJA EXEMPLO', '50,00'),
      row(138, '03/01', 'PADARIA EXEMPLO', '20,00'),
      { y: 170, cells: [[40, 'Lançamentos internacionais']] },
      {
        y: 182,
        cells: [
          [40, 'Data'],
          [110, 'Lançamento'],
          [560, 'R$'],
        ],
      },
      row(194, '15/12', 'EXAMPLE STORE LONDON', '120,00'),
    ]);
    expect(s?.transactions.map((t) => t.date)).toEqual([
      '2023-12-12',
      '2023-12-20',
      '2024-01-03',
      '2023-12-15',
    ]);
  });

  it('a description column set flush right keeps its rows’ second lines', () => {
    // (right-to-left statements: each text ends at the column's right edge)
    const row = (y: number, bal: string, debit: string, text: string, d: string) => ({
      y,
      cells: [
        right(120, bal),
        right(260, debit),
        right(440, text),
        [508, d],
      ] as FixtureLine['cells'],
    });
    const more = (y: number, text: string): FixtureLine => ({ y, cells: [right(440, text)] });
    const [s] = statementsOf([
      {
        y: 20,
        cells: [
          [40, 'Example Bank Ltd'],
          [380, 'Period: 01/12/23 - 31/12/23'],
        ],
      },
      { y: 40, cells: [[40, 'Opening Balance'], right(200, '1,000.00')] },
      { y: 52, cells: [[40, 'Closing Balance'], right(200, '790.00')] },
      {
        y: 80,
        cells: [
          [45, 'Balance'],
          [223, 'Debit'],
          [380, 'Description'],
          [508, 'Date'],
        ],
      },
      row(98, '790.00', '60.00', 'DEBIT CARD', '22/12/23'),
      more(111, 'SUPER-PHARM TEL AVIV BRANCH 12'),
      row(125, '850.00', '50.00', 'TRANSFER TO', '21/12/23'),
      more(138, 'DAVID EXAMPLE 64-685 RAMAT GAN'),
      row(152, '900.00', '100.00', 'STANDING ORDER', '20/12/23'),
      more(165, 'EXAMPLE INSURANCE LTD'),
    ]);
    expect(s?.transactions.map((t) => t.description)).toEqual([
      'STANDING ORDER EXAMPLE INSURANCE LTD',
      'TRANSFER TO DAVID EXAMPLE 64-685 RAMAT GAN',
      'DEBIT CARD SUPER-PHARM TEL AVIV BRANCH 12',
    ]);
    expect(s?.checks.reconciled).toBe(true);
  });

  it('a reference glued to the value date after it is neither text nor lost', () => {
    const row = (
      y: number,
      d: string,
      ref: string,
      amount: string,
      bal: string,
      text: string,
    ): FixtureLine => ({
      y,
      cells: [[37, `${d} ${ref} ${d}`], right(340, amount), right(400, bal), [411, text]],
    });
    const [s] = statementsOf([
      {
        y: 20,
        cells: [
          [40, 'Example Bank'],
          [380, 'Period 01-Jan-2020 to 31-Jan-2020'],
        ],
      },
      { y: 40, cells: [[40, 'Opening Balance'], right(200, '1,000.00')] },
      { y: 52, cells: [[40, 'Closing Balance'], right(200, '1,950.00')] },
      {
        y: 80,
        cells: [
          [37, 'Date'],
          [93, 'Reference'],
          [157, 'Value Date'],
          [300, 'Amount'],
          [367, 'Balance'],
          [411, 'Remarks'],
        ],
      },
      row(94, '02-Jan-2020', "'FT4478820115", '1,000.00', '2,000.00', 'TRANSFER FROM A SAMPLE'),
      row(106, '03-Jan-2020', "'S2019015678", '-50.00', '1,950.00', 'STAMP DUTY CHARGE'),
    ]);
    expect(s?.transactions.map((t) => t.description)).toEqual([
      'TRANSFER FROM A SAMPLE',
      'STAMP DUTY CHARGE',
    ]);
  });

  it('a section named "…Deductions" is money out, and a balance listing atop a page closes the list', () => {
    const row = (y: number, d: string, amount: string, text: string): FixtureLine => ({
      y,
      cells: [[32, d], right(160, amount), [172, text]],
    });
    const [s] = statementsOf(
      [
        {
          y: 20,
          cells: [
            [32, 'Example Bank'],
            [300, 'For the period 08/01/2023 to 08/31/2023'],
          ],
        },
        { y: 40, cells: [[32, 'Beginning balance'], right(300, '$1,000.00')] },
        { y: 52, cells: [[32, 'Ending balance'], right(300, '$1,030.00')] },
        { y: 80, cells: [[32, 'Deposits and Other Additions']] },
        {
          y: 94,
          cells: [
            [32, 'Date'],
            [119, 'Amount'],
            [172, 'Description'],
          ],
        },
        row(108, '08/05', '90.00', 'Online Transfer From XXXXXX1081 Spend'),
        { y: 140, cells: [[32, 'Online and Electronic Banking Deductions']] },
        {
          y: 154,
          cells: [
            [32, 'Date'],
            [119, 'Amount'],
            [172, 'Description'],
          ],
        },
        row(168, '08/12', '60.00', 'Online Transfer To XXXXXX1081 Spend'),
      ],
      [
        {
          y: 40,
          cells: [
            [32, 'Example Bank'],
            [300, 'For the period 08/01/2023 to 08/31/2023'],
          ],
        },
        { y: 76, cells: [[32, 'Daily Balance Detail']] },
        {
          y: 88,
          cells: [
            [32, 'Date'],
            [158, 'Balance'],
            [212, 'Date'],
            [338, 'Balance'],
          ],
        },
        {
          y: 100,
          cells: [[32, '08/05'], right(190, '1,090.00'), [212, '08/12'], right(370, '1,030.00')],
        },
      ],
    );
    expect(s?.transactions.map((t) => t.amount)).toEqual(['90.00', '-60.00']);
    expect(s?.checks.reconciled).toBe(true);
  });

  it('another account’s heading at a page’s foot, its table on the next page, starts a statement', () => {
    const row = (y: number, d: string, amount: string, text: string): FixtureLine => ({
      y,
      cells: [[32, d], right(160, amount), [172, text]],
    });
    const statements = statementsOf(
      [
        {
          y: 20,
          cells: [
            [32, 'Spend Account Summary'],
            [400, 'Account number: 86-7547-1081'],
          ],
        },
        { y: 32, cells: [[32, 'For the period 08/01/2023 to 08/31/2023']] },
        { y: 60, cells: [[32, 'Deposits and Other Additions']] },
        {
          y: 74,
          cells: [
            [32, 'Date'],
            [119, 'Amount'],
            [172, 'Description'],
          ],
        },
        row(88, '08/05', '90.00', 'Payroll'),
        row(100, '08/06', '40.00', 'Refund'),
        {
          y: 700,
          cells: [
            [32, 'Reserve Account Summary'],
            [400, 'Account number: 55-5563-3672'],
          ],
        },
        { y: 720, cells: [[32, 'Balance Summary']] },
      ],
      [
        { y: 40, cells: [[32, 'Deposits and Other Additions']] },
        {
          y: 54,
          cells: [
            [32, 'Date'],
            [119, 'Amount'],
            [172, 'Description'],
          ],
        },
        row(68, '08/08', '105.00', 'Online Transfer From XXXXXX1081 Spend'),
      ],
    );
    expect(statements.map((s) => [s.accountNumber, s.transactions.length])).toEqual([
      ['86-7547-1081', 2],
      ['55-5563-3672', 1],
    ]);
  });
});
