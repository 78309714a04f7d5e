/**
 * Classes found by blind batch 14 (invented fixtures, not its documents): dates under the rows
 * of a list with no date column, en-dash debits, a card's Credits | Charges columns and its fee
 * rows dated only where they posted, "Amount | Net Amount", accounts named by product headings,
 * unsigned transfers into savings, and a summary box by kind.
 */
import { describe, expect, it } from 'vitest';
import { parseAmount } from './amounts.ts';
import { type FixtureLine, right } from './testing/page-words.ts';
import { statementsOf } from './testing/read-statements.ts';

describe('blind-14 classes', () => {
  it('an e-money statement: Incoming | Outgoing | Amount (the balance), each date under its row', () => {
    const row = (y: number, text: string, inn: string, out: string, bal: string): FixtureLine[] => [
      { y, cells: [[33, text], right(400, inn), right(470, out), right(560, bal)] },
    ];
    const dated = (y: number, text: string): FixtureLine => ({ y, cells: [[33, text]] });
    const [s] = statementsOf([
      {
        y: 20,
        cells: [
          [33, 'Example Money'],
          [440, 'GBP statement'],
        ],
      },
      { y: 32, cells: [[330, '1 April 2020 [GMT+00:00] - 30 April 2020 [GMT+00:00]']] },
      { y: 60, cells: [[33, 'GBP on 1 April 2020'], right(560, '100.00 GBP')] },
      { y: 72, cells: [[33, 'GBP on 30 April 2020'], right(560, '420.00 GBP')] },
      {
        y: 100,
        cells: [
          [33, 'Description'],
          [365, 'Incoming'],
          [435, 'Outgoing'],
          [519, 'Amount'],
        ],
      },
      ...row(
        118,
        'Card transaction of 30.00 GBP issued by Example Cafe London',
        '',
        '-30.00',
        '420.00',
      ),
      dated(130, '30 April 2020 Transaction: CARD-2402655225 with a long reference text'),
      ...row(148, 'Topped up balance', '350.00', '', '450.00'),
      dated(160, '29 April 2020 Transaction: BANK_DETAILS_PAYMENT_RETURN-962027492 long'),
      dated(172, 'From Example Bank account ending 5895'),
    ]);
    expect(s?.transactions.map((t) => [t.date, t.amount, t.balance])).toEqual([
      ['2020-04-29', '350.00', '450.00'],
      ['2020-04-30', '-30.00', '420.00'],
    ]);
    expect(s?.checks.reconciled).toBe(true);
  });

  it('an en dash is a minus sign', () => {
    expect(parseAmount('–$729.38')).toMatchObject({ minor: 72938, sign: -1 });
    expect(parseAmount('12.00–')).toMatchObject({ minor: 1200, sign: -1 });
  });

  it('a card’s Credits | Charges columns, and a fee dated only where it posted', () => {
    const row = (y: number, t: string, p: string, text: string, cr: string, ch: string) => ({
      y,
      cells: [
        [40, t],
        [80, p],
        [150, text],
        right(470, cr),
        right(560, ch),
      ] as FixtureLine['cells'],
    });
    const [s] = statementsOf([
      {
        y: 20,
        cells: [
          [40, 'Example Bank'],
          [400, 'Visa Signature Card'],
        ],
      },
      { y: 32, cells: [[40, 'Statement Period 04/04/2024 to 05/03/2024']] },
      { y: 44, cells: [[400, 'Account Number Ending in 2241']] },
      { y: 60, cells: [[40, 'Previous Balance'], right(250, '$100.00')] },
      { y: 72, cells: [[40, 'New Balance'], right(250, '$134.50')] },
      { y: 84, cells: [[40, 'Minimum Payment'], right(250, '$25.00')] },
      {
        y: 100,
        cells: [
          [40, 'Trans'],
          [80, 'Post'],
          [150, 'Description'],
          [430, 'Credits'],
          [520, 'Charges'],
        ],
      },
      {
        y: 110,
        cells: [
          [40, 'Date'],
          [80, 'Date'],
        ],
      },
      row(124, '04/10', '04/11', 'PAYMENT THANK YOU', '50.00', ''),
      row(136, '05/01', '05/02', 'EXAMPLE STORE LONDON', '', '80.00'),
      row(148, '', '04/17', 'FOREIGN CURRENCY CONVERSION FEE', '', '4.50'),
    ]);
    expect(s?.accountNumber).toBe('2241');
    expect(s?.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2024-04-10', '50.00'],
      ['2024-05-01', '-80.00'],
      ['2024-04-17', '-4.50'],
    ]);
    expect(s?.checks.reconciled).toBe(true);
  });

  it('"Amount | Net Amount": the net is read, the gross beside it is no missing row', () => {
    const row = (y: number, d: string, text: string, a: string): FixtureLine => ({
      y,
      cells: [[32, d], [98, text], right(440, a), right(500, a), [507, d]],
    });
    const [s] = statementsOf([
      {
        y: 20,
        cells: [
          [32, 'Example'],
          [400, 'Checking Account Statement'],
        ],
      },
      {
        y: 32,
        cells: [
          [300, 'Statement period'],
          [420, '12/01/2020 - 12/31/2020'],
        ],
      },
      {
        y: 44,
        cells: [
          [300, 'Checking Account Number'],
          [480, '8712504133653'],
        ],
      },
      { y: 60, cells: [[300, 'Beginning balance'], right(560, '$500.00')] },
      { y: 72, cells: [[300, 'Ending balance'], right(560, '$440.00')] },
      {
        y: 100,
        cells: [
          [32, 'Date'],
          [98, 'Description'],
          [402, 'Amount'],
          [449, 'Net Amount'],
          [507, 'Date'],
        ],
      },
      row(114, '12/01/2020', 'Venmo', '-$73.18'),
      row(126, '12/02/2020', 'Refund', '$13.18'),
    ]);
    expect(s?.transactions.map((t) => t.amount)).toEqual(['-73.18', '13.18']);
    expect(s?.checks.reconciled).toBe(true);
  });

  it('a savings part named only by its heading, its unsigned transfers in, a box by kind', () => {
    const row = (y: number, d: string, text: string, a: string): FixtureLine => ({
      y,
      cells: [[32, d], [98, text], right(440, a)],
    });
    const statements = statementsOf([
      {
        y: 20,
        cells: [
          [32, 'Example'],
          [400, 'Checking Account Statement'],
        ],
      },
      {
        y: 32,
        cells: [
          [300, 'Statement period'],
          [420, '12/01/2020 - 12/31/2020'],
        ],
      },
      {
        y: 44,
        cells: [
          [300, 'Checking Account Number'],
          [480, '8712504133653'],
        ],
      },
      {
        y: 56,
        cells: [
          [300, 'Savings Account Number'],
          [480, '7694390320638'],
        ],
      },
      { y: 76, cells: [[300, 'Checking Account Summary']] },
      { y: 88, cells: [[300, 'Beginning balance'], right(560, '$500.00')] },
      { y: 100, cells: [[300, 'Deposits'], right(560, '$100.00')] },
      { y: 112, cells: [[300, 'Adjustments'], right(560, '$10.00')] },
      { y: 124, cells: [[300, 'Transfers'], right(560, '-$60.00')] },
      { y: 136, cells: [[300, 'Ending balance'], right(560, '$550.00')] },
      { y: 160, cells: [[32, 'Checking Account Transactions']] },
      {
        y: 172,
        cells: [
          [32, 'Date'],
          [98, 'Description'],
          [402, 'Amount'],
        ],
      },
      row(186, '12/01/2020', 'Payroll', '$100.00'),
      row(198, '12/02/2020', 'Card adjustment', '$10.00'),
      row(210, '12/05/2020', 'Transfer to Savings Account', '-$60.00'),
      { y: 260, cells: [[300, 'Savings Account Summary']] },
      { y: 272, cells: [[300, 'Beginning balance'], right(560, '$1,000.00')] },
      { y: 284, cells: [[300, 'Ending balance'], right(560, '$1,060.00')] },
      { y: 310, cells: [[32, 'Savings Account Transactions']] },
      {
        y: 322,
        cells: [
          [32, 'Date'],
          [98, 'Description'],
          [402, 'Amount'],
        ],
      },
      row(336, '12/05/2020', 'Transfer from Checking Account', '$60.00'),
    ]);
    expect(statements.map((s) => [s.accountNumber, s.transactions.map((t) => t.amount)])).toEqual([
      ['8712504133653', ['100.00', '10.00', '-60.00']],
      ['7694390320638', ['60.00']],
    ]);
    expect(statements.map((s) => s.checks.reconciled)).toEqual([true, true]);
  });

  it('a mortgage’s parts: each "Account 1234/01" table its own statement, the balance owed negative', () => {
    const part = (
      y: number,
      n: string,
      open: string,
      pay: string,
      after: string,
    ): FixtureLine[] => [
      { y, cells: [[40, `Account 10092430/${n} Part ${n} - 5 year fixed 2.39% until 02/06/2026`]] },
      {
        y: y + 12,
        cells: [
          [40, 'Date'],
          [110, 'Description'],
          [400, 'Debit (£)'],
          [460, 'Credit (£)'],
          [520, 'Balance (£)'],
        ],
      },
      {
        y: y + 24,
        cells: [[40, '01 Jan 2022'], [110, 'Balance brought forward'], right(580, open)],
      },
      {
        y: y + 36,
        cells: [
          [40, '03 Jan 2022'],
          [110, 'Direct Debit payment received'],
          right(500, pay),
          right(580, after),
        ],
      },
      {
        y: y + 48,
        cells: [[40, '31 Jan 2022'], [110, 'Balance carried forward'], right(580, after)],
      },
    ];
    const statements = statementsOf([
      {
        y: 20,
        cells: [
          [40, 'Example Bank plc'],
          [400, 'Your annual mortgage statement'],
        ],
      },
      { y: 32, cells: [[400, 'Mortgage account number 10092430']] },
      { y: 44, cells: [[400, 'Statement period 1 January 2022 to 31 December 2022']] },
      ...part(100, '01', '259,845.87', '1,494.39', '258,351.48'),
      ...part(200, '02', '21,437.34', '188.47', '21,248.87'),
    ]);
    expect(
      statements.map((s) => [s.openingBalance, s.transactions[0]?.amount, s.closingBalance]),
    ).toEqual([
      ['-259845.87', '1494.39', '-258351.48'],
      ['-21437.34', '188.47', '-21248.87'],
    ]);
    expect(statements[1]?.accountNumber).toBe('10092430/02');
    expect(statements.map((s) => s.checks.reconciled)).toEqual([true, true]);
  });

  it('a day’s "SALDO TOTAL DISPONÍVEL DIA" is its balance, and "lançamentos futuros" are no rows', () => {
    const row = (y: number, d: string, text: string, v: string, bal = ''): FixtureLine => ({
      y,
      cells: [[40, d], [110, text], right(480, v), right(560, bal)],
    });
    const [s] = statementsOf([
      {
        y: 20,
        cells: [
          [40, 'Exemplo'],
          [440, 'extrato conta'],
        ],
      },
      { y: 32, cells: [[40, 'período de visualização: 01/01/2024 até 31/01/2024']] },
      {
        y: 60,
        cells: [
          [40, 'data'],
          [110, 'lançamentos'],
          [430, 'valor (R$)'],
          [510, 'saldo (R$)'],
        ],
      },
      row(74, '31/12', 'SALDO ANTERIOR', '', '100,00'),
      row(86, '02/01', 'PIX QRS PADARIA02/01', '-5,90'),
      row(98, '02/01', 'SALDO TOTAL DISPONÍVEL DIA', '', '94,10'),
      row(110, '05/01', 'SISPAG SALARIO EXEMPLO', '900,00'),
      row(122, '05/01', 'SALDO TOTAL DISPONÍVEL DIA', '', '994,10'),
      { y: 150, cells: [[40, 'lançamentos futuros']] },
      row(162, '04/02/2024', 'INT PAG TIT BANCO 237', '-120,52'),
    ]);
    expect(s?.transactions.map((t) => t.amount)).toEqual(['-5.90', '900.00']);
    expect(s?.closingBalance).toBe('994.10');
    expect(s?.checks.reconciled).toBe(true);
  });

  it('a signed summary box by kind names no total: "Deposits" beside "Adjustments", "Purchases" beside others', () => {
    const row = (y: number, d: string, text: string, a: string): FixtureLine => ({
      y,
      cells: [[32, d], [98, text], right(440, a)],
    });
    const [s] = statementsOf([
      {
        y: 20,
        cells: [
          [32, 'Example'],
          [400, 'Checking Account Statement'],
        ],
      },
      {
        y: 32,
        cells: [
          [300, 'Statement period'],
          [420, '12/01/2020 - 12/31/2020'],
        ],
      },
      {
        y: 44,
        cells: [
          [300, 'Checking Account Number'],
          [480, '8712504133653'],
        ],
      },
      { y: 70, cells: [[300, 'Beginning balance'], right(560, '$500.00')] },
      { y: 82, cells: [[300, 'Deposits'], right(560, '$100.00')] },
      { y: 94, cells: [[300, 'ATM Withdrawals'], right(560, '-$20.00')] },
      { y: 106, cells: [[300, 'Purchases'], right(560, '-$30.00')] },
      { y: 118, cells: [[300, 'Adjustments'], right(560, '$10.00')] },
      { y: 130, cells: [[300, 'Round Up Transfers'], right(560, '-$1.00')] },
      { y: 142, cells: [[300, 'Ending balance'], right(560, '$559.00')] },
      {
        y: 170,
        cells: [
          [32, 'Date'],
          [98, 'Description'],
          [402, 'Amount'],
        ],
      },
      row(184, '12/01/2020', 'Payroll', '$100.00'),
      row(196, '12/02/2020', 'ATM withdrawal', '-$20.00'),
      row(208, '12/03/2020', 'Grocer', '-$30.00'),
      row(220, '12/04/2020', 'Card adjustment', '$10.00'),
      row(232, '12/05/2020', 'Round Up Transfer to Savings', '-$1.00'),
    ]);
    expect(s?.checks.reconciled).toBe(true);
  });
});
