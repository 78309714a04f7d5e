import { describe, expect, it } from 'vitest';
import { jpy, kept, kwd, statements, unneutralise } from './__fixtures__/statements.ts';
import { parseFormattedDate } from './common.ts';
import { csvCell, exportCsv, parseCsv, statementsToCsv } from './csv.ts';

describe('statementsToCsv', () => {
  it('writes one row per transaction with debit/credit split', () => {
    const csv = statementsToCsv([
      {
        accountNumber: '123',
        transactions: [
          {
            date: '2024-01-02',
            description: 'Shop, "big"',
            amount: '-5.00',
            balance: '95.00',
            reference: null,
            page: 1,
          },
          {
            date: null,
            description: '=HYPERLINK("x")',
            amount: '10.00',
            balance: null,
            reference: '+44',
            page: 2,
          },
        ],
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Date,Description,Amount,Debit,Credit,Balance,Reference,Account,Page',
      '2024-01-02,"Shop, ""big""",-5.00,5.00,,95.00,,123,1',
      `,"'=HYPERLINK(""x"")",10.00,,10.00,,'+44,123,2`,
      '',
    ]);
  });

  it('neutralises formula starts in text but keeps negative numbers', () => {
    expect(csvCell('-12.00', true)).toBe('-12.00');
    expect(csvCell('-rm', false)).toBe("'-rm");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('a\nb')).toBe('"a\nb"');
  });
});

describe('exportCsv', () => {
  it('round-trips every kept transaction with a signed Amount column', () => {
    const rows = parseCsv(exportCsv(statements));
    expect(rows[0]).toEqual([
      'Date',
      'Description',
      'Amount',
      'Balance',
      'Category',
      'Merchant',
      'Reference',
      'Account',
      'Page',
    ]);
    const body = rows.slice(1);
    expect(body).toHaveLength(kept.length);
    body.forEach((row, i) => {
      const { s, t } = kept[i]!;
      expect(row).toHaveLength(9);
      expect(row[0]).toBe(t.date ?? '');
      expect(unneutralise(row[1]!)).toBe(t.description);
      expect(row[2]).toBe(t.amount);
      expect(row[3]).toBe(t.balance ?? '');
      expect(unneutralise(row[4]!)).toBe(t.category ?? '');
      expect(row[5]).toBe(t.merchant ?? '');
      expect(unneutralise(row[6]!)).toBe(t.reference ?? '');
      expect(row[7]).toBe(s.accountNumber);
      expect(row[8]).toBe(String(t.page));
    });
  });

  it('neutralises formula-like text but keeps negative numbers as numbers', () => {
    const csv = exportCsv(statements);
    const rows = parseCsv(csv);
    const byDescription = (d: string) => rows.find((r) => unneutralise(r[1]!) === d)!;
    expect(byDescription('=SUM(A1)')[1]).toBe("'=SUM(A1)");
    expect(byDescription('=SUM(A1)')[2]).toBe('-12.34');
    expect(byDescription('+1')[1]).toBe("'+1");
    expect(byDescription('+1')[6]).toBe("'+44 20");
    expect(byDescription('-2')[1]).toBe("'-2");
    expect(byDescription('-2')[2]).toBe('-0.66');
    expect(rows.some((r) => r[1] === '\'@x "quoted", with commas\nand newline')).toBe(true);
    // Quotes, commas and the line break are quoted per RFC 4180.
    expect(csv).toContain('"\'@x ""quoted"", with commas\nand newline"');
    expect(csv.endsWith('\r\n')).toBe(true);
    // No cell of the written text starts a formula.
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+@\t\r]/);
  });

  it('writes amounts with the currency digits (KWD 3, JPY 0)', () => {
    const rows = parseCsv(exportCsv([kwd, jpy])).slice(1);
    expect(rows.map((r) => r[2])).toEqual(['-1.250', '10.005', '-0.001', '-1500', '-250', '3000']);
    const loose = parseCsv(
      exportCsv([{ ...kwd, transactions: [{ ...kwd.transactions[0]!, amount: '-1.25' }] }]),
    );
    expect(loose[1]![2]).toBe('-1.250');
  });

  it('splits Debit and Credit (both positive) on request', () => {
    const rows = parseCsv(exportCsv([kwd], { amounts: 'split' }));
    expect(rows[0]!.slice(0, 4)).toEqual(['Date', 'Description', 'Debit', 'Credit']);
    expect(rows.slice(1).map((r) => [r[2], r[3]])).toEqual([
      ['1.250', ''],
      ['', '10.005'],
      ['0.001', ''],
    ]);
  });

  it('formats dates as asked and reads them back', () => {
    for (const format of ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY'] as const) {
      const rows = parseCsv(exportCsv([kwd], { dateFormat: format })).slice(1);
      expect(rows.map((r) => parseFormattedDate(r[0]!, format))).toEqual([
        '2024-01-05',
        '2024-01-10',
        '2024-01-31',
      ]);
    }
    expect(parseCsv(exportCsv([kwd], { dateFormat: 'DD.MM.YYYY' }))[1]![0]).toBe('05.01.2024');
    expect(parseCsv(exportCsv([kwd], { dateFormat: 'MM/DD/YYYY' }))[1]![0]).toBe('01/05/2024');
  });

  it('adds a BOM on request and leaves excluded rows out unless asked', () => {
    expect(exportCsv([kwd], { bom: true }).startsWith('\uFEFFDate,')).toBe(true);
    expect(exportCsv([kwd]).startsWith('Date,')).toBe(true);
    expect(exportCsv(statements)).not.toContain('Hidden transfer');
    expect(exportCsv(statements, { includeExcluded: true })).toContain('Hidden transfer');
  });
});
