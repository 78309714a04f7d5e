/**
 * Dates the arithmetic cannot check, on invented OCR-like pages: a date cell OCR read with specks
 * or misread letters must be read as its date or name its row — never give the row the date of
 * the row above under a certificate (every balance agrees with a wrong date).
 */
import { describe, expect, it } from 'vitest';
import { buildLines } from './layout/lines.ts';
import { buildStatements } from './statement.ts';
import { type Cell, type FixtureLine, pageWords, right } from './testing/page-words.ts';
import type { ParsedStatement } from './types.ts';

interface Row {
  date: string;
  /** OCR put the row's amount on a line of its own this far below its other lines. */
  amountBelow?: number;
  text: string;
  debit?: string;
  credit?: string;
  balance: string;
  /** Continuation line printed under the row, in the description column. */
  more?: string;
}

const ROWS: Row[] = [
  { date: '02 Jul', text: 'Card purchase GROCER', debit: '60.00', balance: '940.00' },
  { date: '03 Jul', text: 'Transfer from savings', credit: '200.00', balance: '1,140.00' },
  { date: '05 Jul', text: 'ATM withdrawal', debit: '40.00', balance: '1,100.00' },
  { date: '09 Jul', text: 'e-Transfer sent', debit: '55.58', balance: '1,044.42' },
  { date: '11 Jul', text: 'Card purchase FUEL', debit: '1.71', balance: '1,042.71' },
  { date: '14 Jul', text: 'Payroll deposit', credit: '500.00', balance: '1,542.71' },
];
const DATES = ['2024-07-02', '2024-07-03', '2024-07-05', '2024-07-09', '2024-07-11', '2024-07-14'];

/** The date column on the left: Date | Description | Debits | Credits | Balance. */
function leftDated(rows: Row[]): ParsedStatement {
  const lines: FixtureLine[] = [
    { y: 40, cells: [[40, 'Statement period 01 Jul 2024 to 31 Jul 2024']] },
    { y: 54, cells: [[40, 'Opening balance'], right(560, '1,000.00')] },
    { y: 66, cells: [[40, 'Closing balance'], right(560, '1,542.71')] },
    {
      y: 90,
      cells: [
        [40, 'Date'],
        [100, 'Description'],
        [330, 'Debits'],
        [420, 'Credits'],
        [510, 'Balance'],
      ],
    },
  ];
  let y = 106;
  for (const r of rows) {
    const cells: Cell[] = [
      [40, r.date],
      [100, r.text],
    ];
    const money: Cell[] = [];
    if (r.debit) money.push(right(370, r.debit));
    if (r.credit) money.push(right(460, r.credit));
    if (!r.amountBelow) cells.push(...money);
    cells.push(right(560, r.balance));
    lines.push({ y, cells, confidence: 0.9 });
    y += 12;
    if (r.more) {
      lines.push({ y, cells: [[100, r.more]], confidence: 0.9 });
      y += 12;
    }
    if (r.amountBelow) {
      lines.push({ y: y - 12 + r.amountBelow, cells: money, confidence: 0.9 });
      y += r.amountBelow;
    }
  }
  return read(lines);
}

/** The date column between the money and the balance: Description | Out | In | Date | Balance. */
function midDated(dates: string[]): ParsedStatement {
  const lines: FixtureLine[] = [
    { y: 40, cells: [[40, 'Statement period 01 Jul 2024 to 31 Jul 2024']] },
    {
      y: 90,
      cells: [
        [40, 'DESCRIPTION'],
        [250, 'WITHDRAWALS'],
        [340, 'DEPOSITS'],
        [420, 'DATE'],
        [500, 'BALANCE'],
      ],
    },
    { y: 104, cells: [[40, 'STARTING BALANCE'], [420, 'JUL01'], right(550, '1,000.00')] },
  ];
  ROWS.forEach((r, i) => {
    const cells: Cell[] = [[40, r.text.toUpperCase()]];
    if (r.debit) cells.push(right(300, r.debit));
    if (r.credit) cells.push(right(380, r.credit));
    cells.push([420, dates[i]!], right(550, r.balance));
    lines.push({ y: 118 + i * 12, cells, confidence: 0.9 });
  });
  return read(lines);
}

function read(lines: FixtureLine[]): ParsedStatement {
  const page = pageWords(1, lines, { source: 'ocr', width: 612, height: 792 });
  const r = buildStatements([buildLines(page)]);
  expect(r.statements).toHaveLength(1);
  return r.statements[0]!;
}

const dates = (s: ParsedStatement) => s.transactions.map((t) => t.date);
const issue = (s: ParsedStatement, code: string) => s.checks.issues.find((i) => i.code === code);

describe('date cells read with specks', () => {
  it('the clean page is read and certified (the fixture itself)', () => {
    const s = leftDated(ROWS);
    expect(dates(s)).toEqual(DATES);
    expect(s.checks.reconciled).toBe(true);
  });

  it('quote-like specks at a date cell\'s ends ("09 Jul’", "‘11 Jul”") are no part of it', () => {
    const rows = ROWS.map((r, i) =>
      i === 3 ? { ...r, date: '09 Jul’' } : i === 4 ? { ...r, date: '‘11 Jul”' } : r,
    );
    const s = leftDated(rows);
    expect(dates(s)).toEqual(DATES);
    expect(s.transactions[3]!.description).toBe('e-Transfer sent');
    expect(s.checks.reconciled).toBe(true);
  });

  it('a colon or dash read after a date cell ("03 Jul:", "JUL09-") is no part of it', () => {
    const left = leftDated(ROWS.map((r, i) => (i === 1 ? { ...r, date: '03 Jul:' } : r)));
    expect(dates(left)).toEqual(DATES);
    const mid = midDated(['JUL02', 'JUL03', 'JUL05', 'JUL09-', 'JUL11', 'JUL14']);
    expect(dates(mid)).toEqual(DATES);
    expect(mid.checks.reconciled).toBe(true);
  });
});

describe('a date cell that is not read as a date names its row', () => {
  it('a misread cell in a left date column: the row is named, nothing certified', () => {
    const rows = ROWS.map((r, i) => (i === 3 ? { ...r, date: 'O9 Ju|' } : r));
    const s = leftDated(rows);
    expect(s.checks.reconciled).toBe(false);
    expect(issue(s, 'date_unreadable')).toMatchObject({ row: 3 });
  });

  it('misread cells in a date column right of the money ("AUGOS"): every such row is listed', () => {
    const read = ['JUL02', 'JUL03', 'JULOS', 'JUL09', 'JULlI', 'JUL14'];
    const s = midDated(read);
    expect(s.transactions.map((t) => t.amount)).toEqual([
      '-60.00',
      '200.00',
      '-40.00',
      '-55.58',
      '-1.71',
      '500.00',
    ]);
    expect(s.checks.reconciled).toBe(false);
    expect(issue(s, 'date_unreadable')).toMatchObject({ row: 2, rows: [2, 4] });
  });

  it('the same column read cleanly is certified (the fixture itself)', () => {
    const s = midDated(['JUL02', 'JUL03', 'JUL05', 'JUL09', 'JUL11', 'JUL14']);
    expect(dates(s)).toEqual(DATES);
    expect(s.checks.reconciled).toBe(true);
  });

  it("a day's later rows printed without a date, and wrapped descriptions, are no alarm", () => {
    const rows = ROWS.map((r, i) =>
      i === 2 ? { ...r, date: '', more: 'Branch 0042 Main St' } : i === 4 ? { ...r, date: '' } : r,
    );
    const s = leftDated(rows);
    expect(dates(s)).toEqual([...DATES.slice(0, 2), DATES[1], DATES[3], DATES[3], DATES[5]]);
    expect(issue(s, 'date_unreadable')).toBeUndefined();
    expect(s.checks.reconciled).toBe(true);
  });

  it('a row whose dated half OCR put on a line of its own is not dated as the row above', () => {
    // descriptions run on below the amount line; row 4's amount came out under its reference
    const rows = ROWS.map((r, i) => ({
      ...r,
      more: `REF 00003228469${i}`,
      amountBelow: i === 3 ? 12 : undefined,
    }));
    const s = leftDated(rows);
    expect(s.transactions[3]!.amount).toBe('-55.58');
    expect(s.checks.reconciled).toBe(false);
    expect(issue(s, 'date_skipped')).toMatchObject({ row: 3 });
  });
});
