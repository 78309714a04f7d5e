import { parseCsv, parseQif } from '@bsp/insights';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';
import { registerUser, startTestApp, type TestApp } from './helpers/app.ts';
import { databases, openTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { chained, type SeededAnalysis, seedAnalysis } from './helpers/statements.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by assertions.
type Json = Record<string, any>;

const NORTHBANK = { bank_name: 'Northbank', account_number: '12345678', currency: 'GBP' };
const HYPERLINK = '=HYPERLINK("x")';

const january = chained(
  { ...NORTHBANK, period_start: '2024-01-01', period_end: '2024-01-31', opening_balance: 100_000 },
  [
    { date: '2024-01-02', description: 'Coffee Shop', amount: -350, category: 'Food' },
    { date: '2024-01-03', description: 'Salary ACME', amount: 250_000, reference: 'PAY-001' },
    { date: '2024-01-05', description: HYPERLINK, amount: -1234, category: 'Shopping' },
    { date: '2024-01-10', description: 'Rent, flat 2', amount: -80_000, category: 'Housing' },
  ],
);
const JAN_AMOUNTS = ['-3.50', '2500.00', '-12.34', '-800.00'];

const february = chained(
  {
    ...NORTHBANK,
    period_start: '2024-02-01',
    period_end: '2024-02-29',
    opening_balance: january.closing_balance!,
  },
  [
    { date: '2024-02-06', description: 'Coffee Shop', amount: -420, category: 'Food' },
    { date: '2024-02-07', description: 'Left out', amount: -99, excluded: true },
    { date: '2024-02-20', description: 'Train ticket', amount: -5_600, category: 'Travel' },
  ],
);
const FEB_AMOUNTS = ['-4.20', '-56.00'];

const ofxAmounts = (text: string) => [...text.matchAll(/<TRNAMT>([^<\r\n]+)/g)].map((m) => m[1]);
const ofxCount = (text: string) => (text.match(/<STMTTRN>/g) ?? []).length;

describe.each(databases)('exports on %s', (kind) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let owner: { id: string; token: string };
  let other: { id: string; token: string };
  let jan: SeededAnalysis;
  let feb: SeededAnalysis;
  let theirs: SeededAnalysis;

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    t = await startTestApp({
      database: testDb.database,
      workers: false,
      logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
    });
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
    const db = testDb.database.db;
    jan = await seedAnalysis(db, owner.id, 'Jan 2024 Statement.pdf', [january]);
    feb = await seedAnalysis(db, owner.id, 'März 2024.pdf', [february]);
    theirs = await seedAnalysis(db, other.id, 'theirs.pdf', [january]);
  });

  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  const download = async (url: string, token = owner.token) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    return res;
  };
  const ok = async (url: string) => {
    const res = await download(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="[^"]+"; filename\*=UTF-8''/,
    );
    return res;
  };

  it('exports one analysis as CSV with the attachment name and neutralised formulas', async () => {
    const res = await ok(`/api/analysis/${jan.id}/export/?format=csv`);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Jan-2024-Statement.csv"; filename*=UTF-8''Jan-2024-Statement.csv`,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'Date,Description,Amount,Balance,Category,Merchant,Reference,Account,Page',
    );
    expect(lines.slice(1, -1)).toEqual([
      '2024-01-02,Coffee Shop,-3.50,996.50,Food,,,12345678,1',
      '2024-01-03,Salary ACME,2500.00,3496.50,,,PAY-001,12345678,1',
      `2024-01-05,"'=HYPERLINK(""x"")",-12.34,3484.16,Shopping,,,12345678,1`,
      '2024-01-10,"Rent, flat 2",-800.00,2684.16,Housing,,,12345678,1',
    ]);
    expect(lines.at(-1)).toBe('');
  });

  it('applies date format, split amounts and BOM; names files in ASCII and UTF-8', async () => {
    const res = await ok(
      `/api/analysis/${feb.id}/export/?format=csv&date_format=DD/MM/YYYY&amounts=split&bom=true`,
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Marz-2024.csv"; filename*=UTF-8''M%C3%A4rz-2024.csv`,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(res.body);
    expect(rows[0]!.slice(0, 4)).toEqual(['Date', 'Description', 'Debit', 'Credit']);
    // the excluded row is left out
    expect(rows.slice(1).map((r) => r.slice(0, 4))).toEqual([
      ['06/02/2024', 'Coffee Shop', '4.20', ''],
      ['20/02/2024', 'Train ticket', '56.00', ''],
    ]);
  });

  it('exports JSON in the parse-result shape with ids and categories', async () => {
    const res = await ok(`/api/analysis/${jan.id}/export/?format=json`);
    expect(res.headers['content-type']).toContain('application/json');
    const doc = JSON.parse(res.body) as Json;
    expect(doc.file).toBe('Jan 2024 Statement.pdf');
    expect(doc.statements).toHaveLength(1);
    const [statement] = doc.statements;
    expect(statement).toMatchObject({
      bankName: 'Northbank',
      accountNumber: '12345678',
      currency: 'GBP',
      periodStart: '2024-01-01',
      openingBalance: '1000.00',
      closingBalance: '2684.16',
      checks: { reconciled: true, issues: [] },
    });
    expect(statement.transactions.map((tx: Json) => tx.amount)).toEqual(JAN_AMOUNTS);
    expect(statement.transactions.map((tx: Json) => tx.id)).toEqual(
      jan.statements[0]!.transactionIds,
    );
    expect(statement.transactions[0]).toMatchObject({ date: '2024-01-02', category: 'Food' });
  });

  it('exports OFX, QFX and QBO with one STMTTRN per kept row', async () => {
    for (const format of ['ofx', 'qfx', 'qbo']) {
      const res = await ok(`/api/analysis/${feb.id}/export/?format=${format}`);
      expect(res.headers['content-disposition']).toContain(`.${format}"`);
      const text = res.rawPayload.toString('latin1');
      expect(text).toMatch(/OFXHEADER|<\?OFX/);
      expect(ofxCount(text)).toBe(2);
      expect(ofxAmounts(text)).toEqual(FEB_AMOUNTS);
      expect(text).toContain('<CURDEF>GBP');
    }
  });

  it('exports QIF', async () => {
    const res = await ok(`/api/analysis/${jan.id}/export/?format=qif`);
    const [account] = parseQif(res.body);
    expect(account!.transactions.map((tx) => tx.amount)).toEqual(JAN_AMOUNTS);
    expect(account!.transactions[1]!.date).toBe('2024-01-03');
  });

  it('exports XLSX with real dates, numeric amounts and neutralised text', async () => {
    const res = await ok(`/api/analysis/${jan.id}/export/?format=xlsx`);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Transactions')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    const cells = [2, 3, 4, 5].map((r) => sheet.getRow(r));
    for (const row of cells) {
      expect(row.getCell(col('Date')).value).toBeInstanceOf(Date);
      expect(typeof row.getCell(col('Amount')).value).toBe('number');
    }
    expect((cells[0]!.getCell(col('Date')).value as Date).toISOString().slice(0, 10)).toBe(
      '2024-01-02',
    );
    expect(cells.map((row) => row.getCell(col('Amount')).value)).toEqual([
      -3.5, 2500, -12.34, -800,
    ]);
    const formula = cells[2]!.getCell(col('Description'));
    expect(formula.type).not.toBe(ExcelJS.ValueType.Formula);
    expect(formula.value).toBe(`'${HYPERLINK}`);
  });

  it('exports the filtered transaction list grouped by statement', async () => {
    const csv = await ok('/api/transaction/export/?q=coffee&format=csv');
    expect(csv.headers['content-disposition']).toContain(
      'filename="transactions-Northbank-12345678.csv"',
    );
    const rows = parseCsv(csv.body);
    expect(rows.slice(1).map((r) => [r[0], r[2]])).toEqual([
      ['2024-01-02', '-3.50'],
      ['2024-02-06', '-4.20'],
    ]);
    const json = JSON.parse(
      (await ok('/api/transaction/export/?q=coffee&format=json')).body,
    ) as Json;
    expect(json.statements.map((s: Json) => [s.periodStart, s.transactions.length])).toEqual([
      ['2024-01-01', 1],
      ['2024-02-01', 1],
    ]);
    const ofx = (await ok(`/api/transaction/export/?format=ofx&amount_max=-10&sort=-amount`)).body;
    expect(ofxAmounts(ofx)).toEqual(['-12.34', '-800.00', '-56.00']);
    const xlsx = await ok(
      `/api/transaction/export/?format=xlsx&analysis=${jan.id}&category=Shopping`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Transactions')!.rowCount).toBe(2);
    for (const format of ['qfx', 'qbo', 'qif'])
      await ok(`/api/transaction/export/?format=${format}`);
    // nothing matches: still a valid file
    const empty = await ok('/api/transaction/export/?q=nothing-like-this&format=csv');
    expect(parseCsv(empty.body)).toHaveLength(1);
    // another user's analysis filter matches nothing of theirs
    const foreign = await ok(`/api/transaction/export/?format=csv&analysis=${theirs.id}`);
    expect(parseCsv(foreign.body)).toHaveLength(1);
  });

  it('exports several analyses at once', async () => {
    const ids = `${jan.id},${feb.id}`;
    const csv = await ok(`/api/analysis/export/?ids=${ids}&format=csv`);
    expect(csv.headers['content-disposition']).toContain('filename="bsp-export-2-files.csv"');
    expect(
      parseCsv(csv.body)
        .slice(1)
        .map((r) => r[2]),
    ).toEqual([...JAN_AMOUNTS, ...FEB_AMOUNTS]);
    const json = JSON.parse(
      (await ok(`/api/analysis/export/?ids=${ids}&format=json`)).body,
    ) as Json;
    expect(json.statements.map((s: Json) => s.transactions.length)).toEqual([4, 2]);
    for (const format of ['ofx', 'qfx', 'qbo']) {
      const text = (
        await ok(`/api/analysis/export/?ids=${ids}&format=${format}`)
      ).rawPayload.toString('latin1');
      expect(ofxCount(text)).toBe(6);
      expect(ofxAmounts(text)).toEqual([...JAN_AMOUNTS, ...FEB_AMOUNTS]);
    }
    const qif = parseQif((await ok(`/api/analysis/export/?ids=${ids}&format=qif`)).body);
    expect(qif.flatMap((a) => a.transactions.map((tx) => tx.amount))).toEqual([
      ...JAN_AMOUNTS,
      ...FEB_AMOUNTS,
    ]);
    const xlsx = await ok(`/api/analysis/export/?ids=${ids}&format=xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Transactions')!.rowCount).toBe(7);
  });

  it('answers 404 for unknown, foreign and malformed analysis ids; 400 for bad options', async () => {
    for (const url of [
      `/api/analysis/${theirs.id}/export/?format=csv`,
      '/api/analysis/00000000-0000-4000-8000-000000000000/export/?format=csv',
      '/api/analysis/not-a-uuid/export/?format=csv',
      `/api/analysis/export/?ids=${jan.id},${theirs.id}&format=csv`,
      `/api/analysis/export/?ids=${jan.id},nope&format=csv`,
    ]) {
      const res = await download(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    expect((await download(`/api/analysis/${jan.id}/export/?format=pdf`)).statusCode).toBe(400);
    expect((await download(`/api/analysis/${jan.id}/export/`)).statusCode).toBe(400);
    // the static path wins over /api/analysis/:id/ (ids missing → our validation error)
    const noIds = await download('/api/analysis/export/?format=csv');
    expect(noIds.statusCode).toBe(400);
    expect(noIds.json().error.code).toBe('validation_error');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/analysis/${jan.id}/export/?format=csv`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
