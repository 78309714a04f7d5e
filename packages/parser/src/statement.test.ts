import { describe, expect, it } from 'vitest';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';
import type { PageWords } from './words.ts';

function build(pages: PageWords[]) {
  return buildStatements(pages.map((p) => buildLines(p)));
}

const ukHeader: FixtureLine = {
  y: 200,
  // kerning-split header words, as some generators print them
  cells: [
    [50, 'Date'],
    [110, 'Pay m e nt t y pe and de t ails'],
    [330, 'Paid out'],
    [410, 'Paid in'],
    [500, 'Balance'],
  ],
};

describe('buildStatements — pending layout (date once, amount on the last line)', () => {
  const page = pageWords(1, [
    { y: 40, cells: [[50, 'Example Savings Bank']] },
    { y: 60, cells: [[50, 'Mr A Sample']] },
    { y: 80, cells: [[50, '11 May to 10 June 2019']] },
    { y: 100, cells: [[300, 'Ope ning Balance'], right(540, '308.39')] },
    { y: 112, cells: [[300, 'Paym e nts In'], right(540, '100.00')] },
    { y: 124, cells: [[300, 'Paym e nts Out'], right(540, '42.00')] },
    { y: 136, cells: [[300, 'Clos ing Balance'], right(540, '366.39')] },
    ukHeader,
    { y: 215, cells: [[50, '10 May 19'], [110, 'BALANCE BROUGHT FORWARD'], right(540, '308.39')] },
    { y: 227, cells: [[50, '16 May 19'], [85, 'DD'], [110, 'WATER COMPANY'], right(360, '12.00')] },
    { y: 239, cells: [[85, 'DD'], [110, 'PHONE CO'], right(360, '10.00'), right(540, '286.39')] },
    {
      y: 251,
      cells: [
        [50, '03 Jun 19'],
        [85, 'VIS'],
        [110, 'CORNER SHOP'],
      ],
    },
    { y: 263, cells: [[110, 'LONDON'], right(360, '20.00')] },
    {
      y: 275,
      cells: [[85, 'CR'], [110, 'EMPLOYER LTD'], right(440, '100.00'), right(540, '366.39')],
    },
    { y: 287, cells: [[50, '10 Jun 19'], [110, 'BALANCE CARRIED FORWARD'], right(540, '366.39')] },
    { y: 800, cells: [[50, 'Registered office: 1 Example Street']] },
  ]);
  const { statements } = build([page]);
  const s = statements[0]!;

  it('finds rows, inherits dates, merges multi-line descriptions', () => {
    expect(statements).toHaveLength(1);
    expect(s.transactions.map((t) => [t.date, t.description, t.amount, t.balance])).toEqual([
      ['2019-05-16', 'DD WATER COMPANY', '-12.00', null],
      ['2019-05-16', 'DD PHONE CO', '-10.00', '286.39'],
      ['2019-06-03', 'VIS CORNER SHOP LONDON', '-20.00', null],
      ['2019-06-03', 'CR EMPLOYER LTD', '100.00', '366.39'],
    ]);
  });

  it('captures metadata and reconciles', () => {
    expect(s.openingBalance).toBe('308.39');
    expect(s.closingBalance).toBe('366.39');
    expect(s.totals).toEqual({ moneyIn: '100.00', moneyOut: '42.00' });
    expect(s.periodStart).toBe('2019-05-11');
    expect(s.periodEnd).toBe('2019-06-10');
    expect(s.accountHolder).toBe('Mr A Sample');
    expect(s.bankName).toBe('Example Savings Bank');
    expect(s.checks).toEqual({ reconciled: true, issues: [] });
  });

  it('gives every row its page and the bbox of its words', () => {
    const t = s.transactions[2]!;
    expect(t.page).toBe(1);
    expect(t.bbox![1]).toBeLessThan(251);
    expect(t.bbox![3]).toBeGreaterThan(263);
  });

  it('names the row where an altered amount breaks the balance', () => {
    const altered = structuredClone(page);
    const w = altered.words.find((x) => x.text === '10.00')!;
    w.text = '11.00';
    const s2 = build([altered]).statements[0]!;
    expect(s2.checks.reconciled).toBe(false);
    expect(s2.checks.issues.find((i) => i.code === 'running_balance_mismatch')?.row).toBe(1);
    expect(s2.checks.issues.map((i) => i.code)).toContain('money_out_total_mismatch');
  });
});

describe('buildStatements — US layout: sections, MDY without year, trailing lines', () => {
  const page = pageWords(1, [
    { y: 40, cells: [[50, 'First Example Bank']] },
    { y: 60, cells: [[50, 'December 15, 2023 through January 14, 2024']] },
    { y: 80, cells: [[50, 'Beginning Balance'], right(540, '$1,000.00')] },
    { y: 92, cells: [[50, 'Ending Balance'], right(540, '$1,390.00')] },
    { y: 120, cells: [[50, 'DEPOSITS AND ADDITIONS']] },
    {
      y: 135,
      cells: [
        [50, 'DATE'],
        [100, 'DESCRIPTION'],
        [500, 'AMOUNT'],
      ],
    },
    { y: 150, cells: [[50, '12/28'], [100, 'Payroll Deposit'], right(540, '$500.00')] },
    { y: 162, cells: [[100, 'PPD ID: 12345']] },
    { y: 174, cells: [[50, '01/03'], [100, 'Refund Example Store'], right(540, '$40.00')] },
    { y: 186, cells: [[50, 'Total Deposits and Additions'], right(540, '$540.00')] },
    { y: 220, cells: [[50, 'WITHDRAWALS']] },
    {
      y: 235,
      cells: [
        [50, 'DATE'],
        [100, 'DESCRIPTION'],
        [500, 'AMOUNT'],
      ],
    },
    { y: 250, cells: [[50, '12/20'], [100, 'Card Purchase Grocery'], right(540, '$150.00')] },
    { y: 262, cells: [[50, 'Total Withdrawals'], right(540, '$150.00')] },
    // a bare "$" is some dollar; the country clue makes it USD (decision 011)
    { y: 320, cells: [[50, 'Member FDIC']] },
  ]);
  const s = build([page]).statements[0]!;

  it('signs by section and resolves years across Dec → Jan', () => {
    const rows = s.transactions.map((t) => [t.date, t.amount, t.description]);
    expect(rows).toEqual([
      ['2023-12-28', '500.00', 'Payroll Deposit PPD ID: 12345'],
      ['2024-01-03', '40.00', 'Refund Example Store'],
      ['2023-12-20', '-150.00', 'Card Purchase Grocery'],
    ]);
    expect(s.currency).toBe('USD');
    expect(s.checks.reconciled).toBe(true);
  });
});

describe('buildStatements — signs from the running balance; newest first', () => {
  const page = pageWords(1, [
    { y: 40, cells: [[50, 'Opening balance'], right(540, '0.00')] },
    {
      y: 60,
      cells: [
        [50, 'Date'],
        [110, 'Details'],
        [420, 'Amount'],
        [500, 'Balance'],
      ],
    },
    {
      y: 75,
      cells: [
        [50, '05/03/2024'],
        [110, 'Transfer out'],
        right(450, '200.00'),
        right(540, '1,300.00'),
      ],
    },
    {
      y: 87,
      cells: [[50, '04/03/2024'], [110, 'Interest'], right(450, '100.00'), right(540, '1,500.00')],
    },
    {
      y: 99,
      cells: [[50, '02/03/2024'], [110, 'Shop'], right(450, '50.00'), right(540, '1,400.00')],
    },
    {
      y: 111,
      cells: [
        [50, '01/03/2024'],
        [110, 'Opening deposit'],
        right(450, '1,450.00'),
        right(540, '1,450.00'),
      ],
    },
  ]);
  const r = build([page]);
  const s = r.statements[0]!;

  it('returns rows oldest first and solves signs from balance deltas', () => {
    expect(r.warnings.join(' ')).toMatch(/newest first/);
    expect(s.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2024-03-01', '1450.00'],
      ['2024-03-02', '-50.00'],
      ['2024-03-04', '100.00'],
      ['2024-03-05', '-200.00'],
    ]);
    expect(s.checks.issues.filter((i) => i.code === 'running_balance_mismatch')).toEqual([]);
  });
});

describe('buildStatements — credit card', () => {
  const page = pageWords(1, [
    { y: 40, cells: [[50, 'Example Rewards Credit Card statement']] },
    { y: 60, cells: [[300, 'Previous Balance'], right(540, '100.00')] },
    { y: 72, cells: [[300, 'New Balance'], right(540, '130.00')] },
    { y: 90, cells: [[300, 'Statement Date 11 January 2024']] },
    { y: 120, cells: [[480, 'Amount']] },
    {
      y: 127,
      cells: [
        [50, 'Received By Us'],
        [120, 'Transaction Date'],
        [200, 'Details'],
      ],
    },
    {
      y: 140,
      cells: [[50, '20 Dec 23'], [120, '19 Dec 23'], [200, 'Coffee Shop'], right(540, '30.00')],
    },
    {
      y: 152,
      cells: [
        [50, '02 Jan 24'],
        [120, '02 Jan 24'],
        [200, 'Payment thank you'],
        right(548, '100.00CR'),
      ],
    },
    {
      y: 164,
      cells: [[50, '03 Jan 24'], [120, '01 Jan 24'], [200, 'Bookshop'], right(540, '100.00')],
    },
  ]);
  const s = build([page]).statements[0]!;

  it('purchases are negative, payments positive, owed balances reconcile', () => {
    expect(s.accountType).toBe('credit_card');
    expect(s.transactions.map((t) => [t.date, t.postDate, t.amount])).toEqual([
      ['2023-12-19', '2023-12-20', '-30.00'],
      ['2024-01-02', '2024-01-02', '100.00'],
      ['2024-01-01', '2024-01-03', '-100.00'],
    ]);
    expect(s.openingBalance).toBe('-100.00');
    expect(s.closingBalance).toBe('-130.00');
    expect(s.checks.reconciled).toBe(true);
  });
});

describe('buildStatements — German, comma decimals, Soll/Haben, wobbly baselines', () => {
  const page = pageWords(1, [
    { y: 40, cells: [[50, 'Beispiel Sparkasse']] },
    { y: 60, cells: [[50, 'Alter Kontostand'], right(540, '1.000,00 EUR')] },
    { y: 72, cells: [[50, 'Neuer Kontostand'], right(540, '2.155,50 EUR')] },
    {
      y: 100,
      cells: [
        [50, 'Datum'],
        [110, 'Verwendungszweck'],
        [380, 'Soll'],
        [460, 'Haben'],
      ],
    },
    { y: 115, cells: [[50, '02.01.2024'], [110, 'Miete Januar'], right(400, '844,50')] },
    {
      y: 127,
      cells: [[50, '15.01.2024'], [110, 'Gehalt'], right(480, '2.000,00')],
      jitter: [0, 1.2, -1, 0.8],
    },
  ]);
  const s = build([page]).statements[0]!;

  it('parses amounts, signs and balances', () => {
    expect(s.transactions.map((t) => [t.date, t.description, t.amount])).toEqual([
      ['2024-01-02', 'Miete Januar', '-844.50'],
      ['2024-01-15', 'Gehalt', '2000.00'],
    ]);
    expect(s.currency).toBe('EUR');
    expect(s.checks.reconciled).toBe(true);
  });
});

describe('buildStatements — continuation pages and combined statements', () => {
  const header: FixtureLine = {
    y: 100,
    cells: [
      [50, 'Date'],
      [110, 'Description'],
      [330, 'Debit'],
      [410, 'Credit'],
      [500, 'Balance'],
    ],
  };
  it('continues a table on a page without a header', () => {
    const p1 = pageWords(1, [
      { y: 60, cells: [[50, 'Opening balance'], right(540, '100.00')] },
      { y: 70, cells: [[50, 'Closing balance'], right(540, '70.00')] },
      header,
      {
        y: 115,
        cells: [[50, '01/02/2024'], [110, 'Alpha'], right(360, '10.00'), right(540, '90.00')],
      },
    ]);
    const p2 = pageWords(2, [
      { y: 40, cells: [[50, 'Page 2 of 2 continued']] },
      {
        y: 80,
        cells: [[52, '03/02/2024'], [112, 'Beta'], right(362, '20.00'), right(542, '70.00')],
      },
    ]);
    const s = build([p1, p2]).statements[0]!;
    expect(s.transactions.map((t) => [t.page, t.description, t.amount])).toEqual([
      [1, 'Alpha', '-10.00'],
      [2, 'Beta', '-20.00'],
    ]);
    expect(s.checks.reconciled).toBe(true);
  });

  it('splits statements when the account number changes', () => {
    const mk = (n: number, acct: string) =>
      pageWords(n, [
        { y: 40, cells: [[50, `Account number: ${acct}`]] },
        { y: 60, cells: [[50, 'Opening balance'], right(540, '100.00')] },
        { y: 70, cells: [[50, 'Closing balance'], right(540, '90.00')] },
        header,
        {
          y: 115,
          cells: [[50, '01/02/2024'], [110, 'Fee'], right(360, '10.00'), right(540, '90.00')],
        },
      ]);
    const r = build([mk(1, '1111 2222'), mk(2, '3333 4444')]);
    expect(r.statements.map((s) => s.accountNumber)).toEqual(['1111 2222', '3333 4444']);
    expect(r.statements.every((s) => s.checks.reconciled)).toBe(true);
  });

  it('says why nothing was found', () => {
    const r = build([pageWords(1, [{ y: 50, cells: [[50, 'Dear customer, thank you.']] }])]);
    expect(r.statements).toEqual([]);
    expect(r.emptyReason).toMatch(/No transaction table/);
  });
});
