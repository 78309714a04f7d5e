/**
 * Key/value forms and columns the engine does not read, each on an invented fixture (no real
 * statement, no bank names).
 */
import { describe, expect, it } from 'vitest';
import { parseAmount } from './amounts.ts';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';
import { readSimpleStatement, type SimpleRow } from './testing/simple-statement.ts';

function statement(lines: FixtureLine[]) {
  const { statements } = buildStatements([buildLines(pageWords(1, lines))]);
  expect(statements).toHaveLength(1);
  return statements[0]!;
}

/** A savings form: labels, a column of colons printed with the values, then a table. */
function formStatement(notice: string) {
  return statement([
    { y: 40, cells: [[40, 'BANK OF EXAMPLE']] },
    {
      y: 60,
      cells: [
        [40, 'Account Name'],
        [170, ': Ms. JANE EXAMPLE'],
      ],
    },
    {
      y: 72,
      cells: [
        [40, 'Account Number'],
        [170, ': 0000012345678'],
      ],
    },
    {
      y: 84,
      cells: [
        [40, 'Balance as on 1 Mar 2024'],
        [170, ': 1,000.00'],
      ],
    },
    {
      y: 110,
      cells: [
        [40, 'Txn Date'],
        [110, 'Description'],
        [330, 'Debit'],
        [400, 'Credit'],
        [480, 'Balance'],
      ],
    },
    {
      y: 125,
      cells: [[40, '2 Mar 2024'], [110, 'ATM WDL'], right(360, '100.00'), right(520, '900.00')],
    },
    {
      y: 137,
      cells: [[40, '3 Mar 2024'], [110, 'BY TRANSFER'], right(430, '50.00'), right(520, '950.00')],
    },
    { y: 700, cells: [[40, notice]] },
  ]);
}

describe('key/value forms', () => {
  it('a colon printed at the start of the value cell is not part of the holder', () => {
    expect(formStatement('End of statement').accountHolder).toBe('Ms. JANE EXAMPLE');
  });

  it('a security notice naming debit/credit cards does not make a savings account a card', () => {
    const s = formStatement('Never share your ATM, Debit/Credit card number, PIN or OTP');
    expect(s.accountType).not.toBe('credit_card');
    // a card's balances would be read from the holder's side (negative)
    expect(s.openingBalance).toBe('1000.00');
    expect(s.transactions.map((t) => t.balance)).toEqual(['900.00', '950.00']);
    expect(s.checks.reconciled).toBe(true);
  });
});

describe('card networks in the rows', () => {
  it('a payee "MASTERCARD" on a continuation line does not make a current account a card', () => {
    const s = formStatement('MASTERCARD');
    expect(s.accountType).not.toBe('credit_card');
    expect(s.transactions.map((t) => t.balance)).toEqual(['900.00', '950.00']);
  });
});

describe('columns the engine does not read', () => {
  it('figures under an unknown label right of the balance are neither balance nor amount', () => {
    const s = statement([
      { y: 28, cells: [[40, 'Statement Period 01 March 2024 to 31 March 2024']] },
      { y: 40, cells: [[40, 'Opening Balance'], right(300, '500.00')] },
      { y: 52, cells: [[40, 'Closing Balance'], right(300, '420.00')] },
      { y: 88, cells: [[505, 'Accrued']] },
      { y: 98, cells: [[505, 'Fees']] },
      {
        y: 108,
        cells: [
          [40, 'Date'],
          [90, 'Description'],
          [360, 'Amount'],
          [430, 'Balance'],
          [505, 'Charges'],
        ],
      },
      {
        y: 123,
        cells: [
          [40, '01 Mar'],
          [90, 'ATM CASH'],
          right(390, '60.00'),
          right(470, '440.00'),
          right(540, '7.50'),
        ],
      },
      {
        y: 135,
        cells: [
          [40, '02 Mar'],
          [90, 'SALARY'],
          right(390, '30.00Cr'),
          right(470, '470.00'),
          right(540, ''),
        ],
      },
      {
        y: 147,
        cells: [
          [40, '03 Mar'],
          [90, 'POS PURCHASE'],
          right(390, '50.00'),
          right(470, '420.00'),
          right(540, '2.50'),
        ],
      },
    ]);
    expect(s.transactions.map((t) => [t.amount, t.balance])).toEqual([
      ['-60.00', '440.00'],
      ['30.00', '470.00'],
      ['-50.00', '420.00'],
    ]);
    expect(s.checks.reconciled).toBe(true);
  });
});

describe('sub-accounts of one member statement', () => {
  const header = (y: number): FixtureLine => ({
    y,
    cells: [
      [40, 'Date'],
      [100, 'Transaction Description'],
      [330, 'Withdrawals'],
      [410, 'Deposits'],
      [490, 'Balance'],
    ],
  });
  const row = (y: number, date: string, text: string, out: string, inn: string, bal: string) => ({
    y,
    cells: [
      [40, date],
      [100, text],
      ...(out ? [right(380, out)] : []),
      ...(inn ? [right(460, inn)] : []),
      right(540, bal),
    ] as FixtureLine['cells'],
  });
  const pages = [
    pageWords(1, [
      { y: 40, cells: [[40, 'Example Teachers Credit Union']] },
      { y: 52, cells: [[380, 'Statement Period: 11/01/20 - 12/01/20']] },
      { y: 80, cells: [[40, 'JANE EXAMPLE']] },
      { y: 91, cells: [[40, '12 SAMPLE DR']] },
      { y: 102, cells: [[40, 'SAMPLETOWN WA 12345']] },
      { y: 140, cells: [[40, 'SHARE SAVINGS ID 00 Account 1234567-00']] },
      header(152),
      row(166, 'Nov 01', 'Previous Balance', '', '', '100.00'),
      row(178, 'Nov 09', 'Deposit Cash', '', '50.00', '150.00'),
      row(190, 'Dec 01', 'Ending Balance', '', '', '150.00'),
      { y: 230, cells: [[40, 'CHECKING ID 10 Account 1234567-10']] },
      header(242),
      row(256, 'Nov 01', 'Previous Balance', '', '', '900.00'),
      row(268, 'Nov 03', 'Withdrawal ATM', '20.00', '', '880.00'),
    ]),
    pageWords(2, [
      {
        y: 40,
        cells: [[40, 'Example Teachers Credit Union Statement Period: 11/01/20 - 12/01/20']],
      },
      { y: 70, cells: [[40, 'CHECKING ID 10 Account 1234567-10 (continued)']] },
      header(82),
      row(96, 'Nov 20', 'Deposit Payroll', '', '120.00', '1,000.00'),
      row(108, 'Dec 01', 'Ending Balance', '', '', '1,000.00'),
    ]),
  ];

  it('"<name> ID nn Account <number>" headings start another statement, dated by the document', () => {
    const { statements } = buildStatements(pages.map((p) => buildLines(p)));
    expect(statements.map((s) => s.accountNumber)).toEqual(['1234567-00', '1234567-10']);
    const checking = statements[1]!;
    expect([checking.periodStart, checking.periodEnd]).toEqual(['2020-11-01', '2020-12-01']);
    expect(checking.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2020-11-03', '-20.00'],
      ['2020-11-20', '120.00'],
    ]);
    expect(statements.every((s) => s.checks.reconciled)).toBe(true);
  });
});

describe('a wallet statement: receipt, date and time, status', () => {
  const lines: FixtureLine[] = [
    { y: 30, cells: [[40, 'Statement Period: 01 Jun 2024 - 30 Jun 2024']] },
    { y: 60, cells: [[40, 'SUMMARY']] },
    {
      y: 72,
      cells: [
        [40, 'TRANSACTION TYPE'],
        [300, 'PAID IN'],
        [400, 'PAID OUT'],
      ],
    },
    { y: 84, cells: [[40, 'SEND MONEY'], right(330, '0.00'), right(440, '40.00')] },
    { y: 96, cells: [[40, 'RECEIVED MONEY'], right(330, '100.00'), right(440, '0.00')] },
    { y: 108, cells: [[40, 'TOTAL:'], right(330, '100.00'), right(440, '40.00')] },
    { y: 140, cells: [[40, 'DETAILED STATEMENT']] },
    {
      y: 152,
      cells: [
        [40, 'Receipt No.'],
        [110, 'Completion Time'],
        [200, 'Details'],
        [330, 'Status'],
        [390, 'Paid In'],
        [440, 'Withdrawn'],
        [500, 'Balance'],
      ],
    },
    {
      y: 166,
      cells: [
        [40, 'QA1B2C3D4E'],
        [110, '2024-06-20 10:00:00'],
        [200, 'Customer Transfer to'],
        [330, 'Completed'],
        right(480, '-40.00'),
        right(540, '1,060.00'),
      ],
    },
    { y: 178, cells: [[200, '2547******123 JANE DOE']] },
    {
      y: 190,
      cells: [
        [40, 'QA9Z8Y7X6W 2024-06-10 09:30:00'],
        [200, 'Funds received from'],
        [330, 'Completed'],
        right(430, '100.00'),
        right(540, '1,100.00'),
      ],
    },
    {
      y: 202,
      cells: [
        [40, 'QA5F6G7H8J'],
        [110, '2024-06-01 08:00:00'],
        [200, 'Airtime Purchase'],
        [330, 'Completed'],
        right(480, '-10.00'),
        right(540, '1,000.00'),
      ],
    },
  ];

  it('reads the dated detail rows (newest first, returned oldest first), not the summary by kind', () => {
    const s = statement(lines);
    expect(s.transactions.map((t) => [t.date, t.amount, t.reference])).toEqual([
      ['2024-06-01', '-10.00', 'QA5F6G7H8J'],
      ['2024-06-10', '100.00', 'QA9Z8Y7X6W'],
      ['2024-06-20', '-40.00', 'QA1B2C3D4E'],
    ]);
    expect(s.closingBalance).toBe('1060.00');
  });
});

describe('one account number, one statement per currency section', () => {
  const section = (y: number, name: string, currency: string, open: string): FixtureLine[] => [
    { y, cells: [[40, `${name} Account No. 123-456789-001`]] },
    { y: y + 12, cells: [[40, `CURRENCY: ${currency}`]] },
    {
      y: y + 24,
      cells: [
        [40, 'Date'],
        [90, 'Transaction Details'],
        [330, 'Deposit'],
        [410, 'Withdrawal'],
        [490, 'Balance'],
      ],
    },
    { y: y + 36, cells: [[40, '1 Nov'], [90, 'B/F BALANCE'], right(540, open)] },
    { y: y + 48, cells: [[40, '3 Nov'], [90, 'SALARY'], right(370, '100.00'), right(540, '')] },
    { y: y + 60, cells: [[40, '30 Dec'], [90, 'C/F BALANCE'], right(540, '')] },
  ];
  const lines = (a: string, b: string): FixtureLine[] => {
    const s1 = section(100, 'Savings', 'HONG KONG DOLLAR', '1,000.00');
    const s2 = section(200, 'Foreign Currency Savings', 'CHINESE RENMINBI', '500.00');
    // fill in the balances after the salary row
    s1[4]!.cells[3] = right(540, a);
    s1[5]!.cells[2] = right(540, a);
    s2[4]!.cells[3] = right(540, b);
    s2[5]!.cells[2] = right(540, b);
    return [
      { y: 40, cells: [[40, 'EXAMPLE BANK LIMITED']] },
      { y: 52, cells: [[380, 'Statement Period 01 Nov 2020 to 30 Dec 2020']] },
      ...s1,
      ...s2,
    ];
  };

  it('"B/F BALANCE" opens each section; each takes its labelled currency and the period', () => {
    const { statements } = buildStatements([buildLines(pageWords(1, lines('1,100.00', '600.00')))]);
    expect(statements.map((s) => [s.currency, s.openingBalance, s.closingBalance])).toEqual([
      ['HKD', '1000.00', '1100.00'],
      ['CNY', '500.00', '600.00'],
    ]);
    expect(statements[1]!.periodStart).toBe('2020-11-01');
    expect(statements[1]!.transactions.map((t) => t.date)).toEqual(['2020-11-03']);
    expect(statements.every((s) => s.checks.reconciled)).toBe(true);
  });
});

describe('UK balance wording', () => {
  it('"OD" after a balance marks it overdrawn', () => {
    expect(parseAmount('52.09 OD')).toMatchObject({ minor: 5209, sign: -1, marker: 'OD' });
    expect(parseAmount('1,015.04OD')).toMatchObject({ minor: 101504, sign: -1 });
  });

  it('a "Start balance" row opens the table; the rows under it are not given its balance', () => {
    const s = statement([
      { y: 28, cells: [[40, 'Statement period 9 July 2025 - 9 August 2025']] },
      {
        y: 60,
        cells: [
          [40, 'Date'],
          [90, 'Description'],
          [330, 'Money out'],
          [410, 'Money in'],
          [490, 'Balance'],
        ],
      },
      { y: 75, cells: [[40, '9 Jul'], [90, 'Start balance'], right(540, '1,000.00')] },
      { y: 87, cells: [[40, '9 Jul'], [90, 'Bank Giro Credit'], right(450, '76.00')] },
      { y: 99, cells: [[90, 'Card Payment Shop'], right(370, '16.00'), right(540, '1,060.00')] },
      {
        y: 111,
        cells: [
          [40, '10 Jul'],
          [90, 'Card Payment Cafe'],
          right(370, '1,100.00'),
          right(540, '40.00 OD'),
        ],
      },
    ]);
    expect(s.openingBalance).toBe('1000.00');
    expect(s.transactions.map((t) => [t.amount, t.balance])).toEqual([
      ['76.00', null],
      ['-16.00', '1060.00'],
      ['-1100.00', '-40.00'],
    ]);
    expect(s.checks.reconciled).toBe(true);
  });
});

describe('"Valor" over figures', () => {
  it('is the amount column, not a value date', () => {
    const s = statement([
      { y: 28, cells: [[40, 'DESDE: 2019/01/31 HASTA: 2019/02/28']] },
      {
        y: 40,
        cells: [
          [40, 'SALDO ANTERIOR'],
          [200, '$ 1,000,000.00'],
        ],
      },
      {
        y: 70,
        cells: [
          [40, 'FECHA DESCRIPCIÓN'],
          [260, 'SUCURSAL'],
          [340, 'DCTO.'],
          [430, 'VALOR'],
          [500, 'SALDO'],
        ],
      },
      {
        y: 85,
        cells: [
          [40, '27/02'],
          [90, 'COMPRA EN TIENDA'],
          [260, 'CENTRO'],
          right(460, '-6,300.00'),
          right(550, '993,700.00'),
        ],
      },
      {
        y: 97,
        cells: [
          [40, '28/02'],
          [90, 'TRANSFERENCIA'],
          right(460, '160,000.00'),
          right(550, '1,153,700.00'),
        ],
      },
    ]);
    expect(s.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2019-02-27', '-6300.00'],
      ['2019-02-28', '160000.00'],
    ]);
  });
});

describe('a check listed by number only', () => {
  it('is described by its number', () => {
    const s = statement([
      { y: 28, cells: [[40, 'Statement period February 1, 2024 through February 29, 2024']] },
      { y: 60, cells: [[40, 'CHECKS PAID']] },
      {
        y: 72,
        cells: [
          [40, 'CHECK NO.'],
          [160, 'DESCRIPTION'],
          [330, 'DATE PAID'],
          [480, 'AMOUNT'],
        ],
      },
      { y: 86, cells: [[40, '1669'], [330, '02/02'], right(510, '9.61')] },
      { y: 98, cells: [[40, '1672'], [330, '02/09'], right(510, '7.33')] },
    ]);
    const rows = s.transactions.map((t) => [t.description, t.amount]);
    expect(rows.sort()).toEqual([
      ['1669', '-9.61'],
      ['1672', '-7.33'],
    ]);
  });
});

describe('a row whose date was not read but is printed in its text', () => {
  const top = [
    'Statement period 1 March 2024 to 31 March 2024',
    'Opening balance 1,000.00',
    'Closing balance 900.00',
  ];
  const rows = (second: string): SimpleRow[] => [
    { date: '04 Mar', description: 'GROCER', amount: '-60.00', balance: '940.00' },
    { date: '', description: second, amount: '-40.00', balance: '900.00' },
  ];
  it.each([
    'QA1B2C3D4E 2024-03-08 09:30:00 Pay Bill Online',
    'QA1B2C3D4E 2024-03-0817:05:16 Pay Bill Online',
    '08/030 WATER CO',
    '8 ‘Mar WATER CO',
  ])('%s: not certified', (text) => {
    const s = readSimpleStatement(top, rows(text));
    expect(s.checks.issues.map((i) => i.code)).toContain('date_missing');
    expect(s.checks.reconciled).toBe(false);
  });

  it('a reference or an amount of items is no date', () => {
    for (const text of ['CHEQUE 123456', 'PAYMENT 12 ITEMS', 'BP 123/456 RENT'])
      expect(readSimpleStatement(top, rows(text)).checks.reconciled).toBe(true);
  });
});
