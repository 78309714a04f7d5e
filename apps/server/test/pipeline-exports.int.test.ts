/**
 * The whole pipeline end to end: upload a synthetic statement → the worker parses it → the
 * statement is stored → each export format is downloaded, read back with an independent reader
 * and compared with the synthetic truth (count, dates, amounts).
 */

import { decimalToMinor } from '@bsp/shared';
import { generateStatement, type SyntheticStatement } from '@bsp/synth';
import ExcelJS from 'exceljs';
import { parseSync } from 'ofx-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, startTestApp, type TestApp, waitFor } from './helpers/app.ts';
import { databases, openTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { injectUpload } from './helpers/uploads.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by assertions.
type Json = Record<string, any>;
type Node = Record<string, unknown>;

/** A row as every format can express it: ISO date and amount in minor units. */
type Row = { date: string; amount: number };

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

describe.each(databases)('upload → parse → export pipeline on %s', (kind) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let token: string;
  let statement: SyntheticStatement;
  let currency: string;
  let truth: Row[];
  let analysisId: string;
  /** The currency the pipeline stored (the parser reports none for this family, so XXX). */
  let storedCurrency: string;

  const minor = (value: string | number) => decimalToMinor(String(value), currency);
  const download = async (format: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/analysis/${analysisId}/export/?format=${format}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`.${format}"`);
    return res;
  };

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    t = await startTestApp({
      database: testDb.database,
      config: { parseTimeoutS: 60, workerConcurrency: 1 },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: newUser(),
    });
    expect(res.statusCode, res.body).toBe(201);
    token = (res.json() as Json).tokens.access;
    statement = await generateStatement({
      family: 'parens-amount',
      seed: 11,
      kind: 'text',
      pages: 2,
    });
    expect(statement.truth.statements).toHaveLength(1);
    const s = statement.truth.statements[0]!;
    currency = s.currency ?? 'XXX';
    truth = s.transactions.map((tx) => ({ date: tx.date!, amount: minor(tx.amount) }));
    expect(truth.length).toBeGreaterThan(5);
    expect(truth.every((r) => /^\d{4}-\d{2}-\d{2}$/.test(r.date))).toBe(true);
  });

  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  it('uploads the statement and the worker stores it', async () => {
    const res = await injectUpload(t.app, token, [
      { name: 'pipeline.pdf', bytes: statement.files[0]!.bytes },
    ]);
    expect(res.statusCode, res.body).toBe(202);
    const [item] = (res.json() as Json).analyses;
    expect(item.status).toBe('queued');
    analysisId = item.id;
    const done = await waitFor(
      async () => {
        const detail = await t.app.inject({
          method: 'GET',
          url: `/api/analysis/${analysisId}/`,
          headers: { authorization: `Bearer ${token}` },
        });
        const json = detail.json() as Json;
        return ['done', 'failed', 'needs_password'].includes(json.status) ? json : undefined;
      },
      { timeoutMs: 45_000, intervalMs: 200 },
    );
    expect(done.status, JSON.stringify(done.error)).toBe('done');
    expect(done).toMatchObject({ statement_count: 1, transaction_count: truth.length });
    const stored = await testDb.database.db
      .selectFrom('transactions')
      .select(['amount'])
      .where('analysis_id', '=', analysisId)
      .orderBy('row_index')
      .execute();
    expect(stored.map((r) => Number(r.amount))).toEqual(truth.map((r) => r.amount));
    const st = await testDb.database.db
      .selectFrom('statements')
      .select('currency')
      .where('analysis_id', '=', analysisId)
      .executeTakeFirstOrThrow();
    storedCurrency = st.currency;
  });

  it('exports CSV that reads back as the truth', async () => {
    const res = await download('csv');
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    const header = lines[0]!.split(',');
    expect(header.slice(0, 4)).toEqual(['Date', 'Description', 'Amount', 'Balance']);
    // Descriptions may contain quoted commas: read date from the start, amount from the end.
    const rows = lines.slice(1, -1).map((line) => {
      const date = line.slice(0, 10);
      const tail = line.match(/,(-?\d+\.\d+),(-?\d+\.\d+)?,[^,]*,[^,]*,[^,]*,[^,]*,\d*$/);
      expect(tail, line).not.toBeNull();
      return { date, amount: minor(tail![1]!) };
    });
    expect(rows).toEqual(truth);
  });

  it('exports JSON that reads back as the truth', async () => {
    const res = await download('json');
    expect(res.headers['content-type']).toContain('application/json');
    const doc = JSON.parse(res.body) as Json;
    expect(doc.statements).toHaveLength(1);
    const [s] = doc.statements;
    expect(s.currency).toBe(storedCurrency);
    const truthStatement = statement.truth.statements[0]!;
    expect(s.periodStart).toBe(truthStatement.periodStart);
    expect(s.periodEnd).toBe(truthStatement.periodEnd);
    expect(s.transactions.map((tx: Json) => ({ date: tx.date, amount: minor(tx.amount) }))).toEqual(
      truth,
    );
    expect(s.transactions.map((tx: Json) => tx.description)).toEqual(
      truthStatement.transactions.map((tx) => tx.description),
    );
  });

  it('exports XLSX that reads back as the truth', async () => {
    const res = await download('xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Transactions')!;
    expect(sheet.rowCount).toBe(truth.length + 1);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    expect(col('Date')).toBeGreaterThan(0);
    expect(col('Amount')).toBeGreaterThan(0);
    const rows: Row[] = [];
    for (let r = 2; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r);
      const date = row.getCell(col('Date')).value;
      const amount = row.getCell(col('Amount')).value;
      expect(date).toBeInstanceOf(Date);
      expect(typeof amount).toBe('number');
      rows.push({
        date: (date as Date).toISOString().slice(0, 10),
        amount: minor((amount as number).toFixed(2)),
      });
    }
    expect(rows).toEqual(truth);
  });

  it.each(['ofx', 'qfx', 'qbo'])(
    'exports %s that ofx-js reads back as the truth',
    async (format) => {
      const res = await download(format);
      const doc = parseSync(res.rawPayload.toString('latin1')) as unknown as { OFX: Node };
      const ofx = doc.OFX as Json;
      const statements = [
        ...list<Node>(ofx.BANKMSGSRSV1?.STMTTRNRS).map((r) => r.STMTRS as Node),
        ...list<Node>(ofx.CREDITCARDMSGSRSV1?.CCSTMTTRNRS).map((r) => r.CCSTMTRS as Node),
      ];
      expect(statements).toHaveLength(1);
      const rs = statements[0]!;
      expect(rs.CURDEF).toBe(storedCurrency);
      const trns = list((rs.BANKTRANLIST as Node).STMTTRN as Node[]);
      const rows = trns.map((tx) => {
        const posted = String(tx.DTPOSTED);
        return {
          date: `${posted.slice(0, 4)}-${posted.slice(4, 6)}-${posted.slice(6, 8)}`,
          amount: minor(String(tx.TRNAMT)),
        };
      });
      expect(rows).toEqual(truth);
      // FITIDs are unique within the file
      expect(new Set(trns.map((tx) => tx.FITID)).size).toBe(trns.length);
    },
  );

  it('exports QIF whose records read back as the truth', async () => {
    const res = await download('qif');
    const records = res.body
      .split('^')
      .map((record) => record.split(/\r?\n/).filter((line) => line.length > 0))
      .filter((record) => record.some((line) => line.startsWith('T')));
    const rows = records.map((record) => {
      const lines = record.filter((line) => !line.startsWith('!'));
      const date = lines.find((line) => line.startsWith('D'))!.slice(1);
      const amount = lines.find((line) => line.startsWith('T'))!.slice(1);
      const [mm, dd, yyyy] = date.split('/'); // default QIF date format MM/DD/YYYY
      return { date: `${yyyy}-${mm}-${dd}`, amount: minor(amount) };
    });
    expect(rows).toEqual(truth);
  });
});
