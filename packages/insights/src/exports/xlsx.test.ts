import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { gbp, kept, kwd, statements } from './__fixtures__/statements.ts';
import { exportXlsx, moneyFormat } from './xlsx.ts';

async function read(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  return workbook;
}

function header(sheet: ExcelJS.Worksheet): string[] {
  return (sheet.getRow(1).values as unknown[]).slice(1).map(String);
}

describe('exportXlsx', () => {
  it('writes real dates and numbers, a frozen filtered header and neutralised text', async () => {
    const bytes = await exportXlsx(statements, { dateFormat: 'DD/MM/YYYY' });
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
    const wb = await read(bytes);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Transactions', 'Summary', 'Categories']);

    const sheet = wb.getWorksheet('Transactions')!;
    const cols = header(sheet);
    expect(cols.slice(0, 5)).toEqual(['Date', 'Description', 'Amount', 'Currency', 'Balance']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.getColumn(2).width).toBe(48);
    expect(sheet.rowCount).toBe(1 + kept.length);

    const col = (name: string) => cols.indexOf(name) + 1;
    kept.forEach(({ s, t }, i) => {
      const row = sheet.getRow(i + 2);
      const date = row.getCell(col('Date'));
      if (t.date) {
        expect(date.value).toBeInstanceOf(Date);
        expect((date.value as Date).toISOString().slice(0, 10)).toBe(t.date);
        expect(date.numFmt).toBe('dd/mm/yyyy');
      } else expect(date.value).toBeNull();
      const amount = row.getCell(col('Amount'));
      expect(typeof amount.value).toBe('number');
      expect(amount.value).toBe(Number(t.amount));
      expect(row.getCell(col('Currency')).value).toBe(s.currency);
      if (t.balance) expect(row.getCell(col('Balance')).value).toBe(Number(t.balance));
      const description = String(row.getCell(col('Description')).value);
      expect(description.replace(/^'(?=[=+\-@\t\r])/, '')).toBe(t.description);
      expect(description).not.toMatch(/^[=+\-@]/);
      expect(row.getCell(col('Page')).value).toBe(t.page);
      expect(row.getCell(col('Merchant')).value).toBe(t.merchant ?? null);
    });

    // Currency digits drive the number format.
    const formatOf = (currency: string) => {
      for (let r = 2; r <= sheet.rowCount; r++) {
        const row = sheet.getRow(r);
        if (row.getCell(col('Currency')).value === currency)
          return row.getCell(col('Amount')).numFmt;
      }
      return undefined;
    };
    expect(formatOf('GBP')).toBe(moneyFormat(2));
    expect(formatOf('KWD')).toBe(moneyFormat(3));
    expect(formatOf('JPY')).toBe(moneyFormat(0));
    expect(moneyFormat(3)).toBe('#,##0.000;[Red]-#,##0.000');
    expect(moneyFormat(0)).toBe('#,##0;[Red]-#,##0');

    // Reference "+44 20" is text, neutralised.
    const refs = sheet.getColumn(col('Reference')).values.filter(Boolean);
    expect(refs).toContain("'+44 20");
  });

  it('splits amounts into Debit and Credit on request', async () => {
    const sheet = (await read(await exportXlsx([kwd], { amounts: 'split' }))).getWorksheet(
      'Transactions',
    )!;
    const cols = header(sheet);
    expect(cols.slice(2, 4)).toEqual(['Debit', 'Credit']);
    expect(
      [2, 3, 4].map((r) => [sheet.getRow(r).getCell(3).value, sheet.getRow(r).getCell(4).value]),
    ).toEqual([
      [1.25, null],
      [null, 10.005],
      [0.001, null],
    ]);
  });

  it('summarises each statement and each category', async () => {
    const wb = await read(await exportXlsx(statements));
    const summary = wb.getWorksheet('Summary')!;
    const cols = header(summary);
    expect(cols).toEqual([
      'Bank',
      'Account',
      'Holder',
      'Account type',
      'Currency',
      'Period start',
      'Period end',
      'Opening balance',
      'Money in',
      'Money out',
      'Closing balance',
      'Transactions',
      'Reconciled',
      'Issues',
    ]);
    const row = (r: number) => (summary.getRow(r).values as unknown[]).slice(1);
    expect(summary.rowCount).toBe(4);
    const g = row(2);
    expect(g[0]).toBe(gbp.bankName);
    expect(g[5]).toBeInstanceOf(Date);
    expect(g.slice(7, 13)).toEqual([1000, 250, 160, 1090, 6, 'Yes']);
    const k = row(3);
    expect(k.slice(7, 14)).toEqual([
      100,
      10.005,
      1.251,
      108.754,
      3,
      'No',
      'Row 2 is hard to read.',
    ]);
    const j = row(4);
    // No printed totals: sums of the transactions.
    expect(j.slice(7, 13)).toEqual([0, 3000, 1750, 1250, 3, 'Yes']);

    const cats = wb.getWorksheet('Categories')!;
    expect(header(cats)).toEqual([
      'Category',
      'Currency',
      'Transactions',
      'Money in',
      'Money out',
      'Net',
    ]);
    const all = cats
      .getSheetValues()
      .slice(2)
      .map((v) => (v as unknown[]).slice(1));
    expect(all).toContainEqual(['Groceries', 'GBP', 1, 0, 12.34, -12.34]);
    expect(all).toContainEqual(['Uncategorised', 'KWD', 3, 10.005, 1.251, 8.754]);
    expect(all).toContainEqual(['Uncategorised', 'JPY', 3, 3000, 1750, 1250]);
    expect(all).toContainEqual(['Uncategorised', 'GBP', 1, 0, 0.66, -0.66]);
    expect(all.find((r) => r[0] === 'Hidden transfer')).toBeUndefined();
  });

  it('includes excluded rows on request', async () => {
    const sheet = (await read(await exportXlsx([gbp], { includeExcluded: true }))).getWorksheet(
      'Transactions',
    )!;
    expect(sheet.rowCount).toBe(1 + gbp.transactions.length);
  });
});
