import { describe, expect, it } from 'vitest';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { type FixtureLine, pageWords, right } from './testing/page-words.ts';
import type { PageWords } from './words.ts';

function build(pages: PageWords[]) {
  return buildStatements(pages.map((p) => buildLines(p)));
}

const header = (y: number): FixtureLine => ({
  y,
  cells: [
    [50, 'Date'],
    [110, 'Description'],
    [400, 'Amount'],
    [500, 'Balance'],
  ],
});
const row = (y: number, date: string, desc: string, amount: string, balance: string) => ({
  y,
  cells: [[50, date], [110, desc], right(430, amount), right(540, balance)] as FixtureLine['cells'],
});
/** An account's heading and summary, as combined statements print them for each account. */
const summary = (
  y: number,
  name: string,
  acct: string,
  period: string,
  open: string,
  close: string,
) => [
  { y, cells: [[40, name]] as FixtureLine['cells'] },
  {
    y: y + 12,
    cells: [
      [50, 'Account number'],
      [420, acct],
    ] as FixtureLine['cells'],
  },
  { y: y + 24, cells: [[50, `Statement period ${period}`]] as FixtureLine['cells'] },
  { y: y + 36, cells: [[50, 'Beginning balance'], right(540, open)] as FixtureLine['cells'] },
  { y: y + 48, cells: [[50, 'Ending balance'], right(540, close)] as FixtureLine['cells'] },
];

describe('combined statements: a second account starting mid-page', () => {
  it('cuts the page where the second account begins, so each account keeps its own rows', () => {
    const p1 = pageWords(1, [
      ...summary(
        40,
        'Everyday Checking',
        '81751699',
        '09/01/2023 to 09/29/2023',
        '500.00',
        '420.00',
      ),
      header(120),
      row(135, '09/02/2023', 'COFFEE SHOP', '-30.00', '470.00'),
      row(147, '09/10/2023', 'GROCERIES', '-50.00', '420.00'),
      { y: 800, cells: [[250, 'Page 1 of 2']] },
    ]);
    const p2 = pageWords(2, [
      header(60),
      row(75, '09/20/2023', 'PAYROLL', '100.00', '520.00'),
      row(87, '09/28/2023', 'RENT', '-100.00', '420.00'),
      ...summary(
        200,
        'Way2Save Savings',
        '59766024',
        '09/01/2023 to 09/30/2023',
        '1,000.00',
        '1,025.00',
      ),
      header(280),
      row(295, '09/30/2023', 'INTEREST PAYMENT', '25.00', '1,025.00'),
    ]);
    const r = build([p1, p2]);
    expect(r.statements.map((s) => [s.accountNumber, s.transactions.length])).toEqual([
      ['81751699', 4],
      ['59766024', 1],
    ]);
    expect(r.statements.map((s) => s.checks.reconciled)).toEqual([true, true]);
    expect(r.statements[1]!.accountType).toBe('savings');
  });

  it("cuts where an account's summary starts at a page end and its table on the next page", () => {
    const p1 = pageWords(1, [
      ...summary(
        40,
        'Everyday Checking',
        '81751699',
        '09/01/2023 to 09/29/2023',
        '500.00',
        '470.00',
      ),
      header(120),
      row(135, '09/02/2023', 'COFFEE SHOP', '-30.00', '470.00'),
      ...summary(
        700,
        'Way2Save Savings',
        '59766024',
        '09/01/2023 to 09/30/2023',
        '1,000.00',
        '1,025.00',
      ),
    ]);
    const p2 = pageWords(2, [
      header(60),
      row(75, '09/30/2023', 'INTEREST PAYMENT', '25.00', '1,025.00'),
    ]);
    const r = build([p1, p2]);
    expect(r.statements.map((s) => [s.accountNumber, s.transactions.map((t) => t.amount)])).toEqual(
      [
        ['81751699', ['-30.00']],
        ['59766024', ['25.00']],
      ],
    );
    expect(r.statements.every((s) => s.checks.reconciled)).toBe(true);
  });

  it('keeps one statement when every page repeats the same account above its table', () => {
    const page = (n: number, rows: FixtureLine[]) =>
      pageWords(n, [
        {
          y: 40,
          cells: [
            [50, 'Account number'],
            [420, '81751699'],
          ],
        },
        { y: 52, cells: [[50, 'Statement period 09/01/2023 to 09/29/2023']] },
        header(80),
        ...rows,
      ]);
    const r = build([
      page(1, [
        { y: 64, cells: [[50, 'Beginning balance'], right(540, '500.00')] },
        row(95, '09/02/2023', 'COFFEE SHOP', '-30.00', '470.00'),
      ]),
      page(2, [row(95, '09/20/2023', 'PAYROLL', '100.00', '570.00')]),
    ]);
    expect(r.statements).toHaveLength(1);
    expect(r.statements[0]!.transactions).toHaveLength(2);
  });

  it("keeps one statement when page 1 prints the IBAN and later pages the account's number", () => {
    const top = (n: number, label: string, value: string) =>
      pageWords(n, [
        {
          y: 40,
          cells: [
            [50, label],
            [420, value],
          ],
        },
        header(80),
        n === 1
          ? row(95, '09/02/2023', 'COFFEE SHOP', '-30.00', '470.00')
          : row(95, '09/20/2023', 'PAYROLL', '100.00', '570.00'),
      ]);
    const r = build([
      top(1, 'IBAN', 'IE42 BOFI 9231 5751 5350 90'),
      top(2, 'Account number', '51535090'),
    ]);
    expect(r.statements).toHaveLength(1);
    // another account whose number shares only a few digits is still another statement
    const two = build([
      top(1, 'IBAN', 'IE42 BOFI 9231 5751 5350 90'),
      top(2, 'Account number', '81751699'),
    ]);
    expect(two.statements).toHaveLength(2);
  });

  describe('a page opening with a balance other than the last page closed with', () => {
    const page = (
      n: number,
      top: FixtureLine[],
      rows: FixtureLine[],
      ocr = false,
      period = '09/01/2023 to 09/29/2023',
    ) =>
      pageWords(
        n,
        [
          {
            y: 40,
            cells: [
              [50, 'Account number'],
              [420, 'xxxxxx1234'],
            ],
          },
          { y: 52, cells: [[50, `Statement period ${period}`]] },
          ...top,
          header(80),
          ...rows,
        ],
        ocr ? { source: 'ocr' } : {},
      );
    const first = (ocr = false) =>
      page(
        1,
        [{ y: 64, cells: [[50, 'Beginning balance'], right(540, '500.00')] }],
        [
          row(95, '09/02/2023', 'COFFEE SHOP', '-30.00', '470.00'),
          { y: 107, cells: [[110, 'Balance carried forward'], right(540, '470.00')] },
        ],
        ocr,
      );
    const second = (label: string, value: string, ocr = false, period?: string) =>
      page(
        2,
        [{ y: 64, cells: [[50, label], right(540, value)] }],
        [
          row(95, '09/20/2023', 'PAYROLL', '100.00', '570.00'),
          { y: 107, cells: [[110, 'Closing balance'], right(540, '570.00')] },
        ],
        ocr,
        period,
      );

    it('another account masked alike: a beginning balance of its own starts a statement', () => {
      const r = build([first(), second('Beginning balance', '2,000.00')]);
      expect(r.statements).toHaveLength(2);
    });

    it('another account under its own heading mid-page may open with "brought forward"', () => {
      const account = (y: number, name: string, bf: string, amount: string, bal: string) => [
        { y, cells: [[50, `${name} Account No. xxxxxx1234`]] } as FixtureLine,
        header(y + 14),
        row(y + 28, '09/01/2023', 'Balance brought forward', '', bf),
        row(y + 40, '09/12/2023', 'TRANSFER', amount, bal),
        row(y + 52, '09/29/2023', 'Balance carried forward', '', bal),
      ];
      const r = build([
        pageWords(1, [
          { y: 40, cells: [[50, 'Statement period 09/01/2023 to 09/29/2023']] },
          ...account(80, 'Everyday', '100.00', '-20.00', '80.00'),
          ...account(200, 'Savings', '5,000.00', '50.00', '5,050.00'),
        ]),
      ]);
      expect(r.statements.map((s) => s.transactions.map((t) => t.amount))).toEqual([
        ['-20.00'],
        ['50.00'],
      ]);
    });

    it('a scanned page continued ("brought forward") is never another statement', () => {
      const r = build([first(true), second('Balance brought forward', '395.00', true)]);
      expect(r.statements).toHaveLength(1);
      expect(r.statements[0]!.transactions).toHaveLength(2);
    });

    it('an OCR reading one glyph from the closing balance is a misreading, not an account', () => {
      const r = build([first(true), second('Beginning balance', '476.00', true)]);
      expect(r.statements).toHaveLength(1);
      expect(r.statements[0]!.transactions).toHaveLength(2);
    });

    it("an OCR period one glyph from the first page's is the same period", () => {
      const misread = '09/01/2028 to 09/29/2023';
      const r = build([first(true), second('Balance brought forward', '470.00', true, misread)]);
      expect(r.statements).toHaveLength(1);
      // a text layer prints what it means: another period is another statement
      const text = build([first(), second('Beginning balance', '470.00', false, misread)]);
      expect(text.statements).toHaveLength(2);
    });
  });
});
