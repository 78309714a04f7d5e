/**
 * Layout profiles on the server (issue 13): the parse job keeps each page's words and how the
 * statement was read; the fix screen's layout, re-read (stores nothing) and apply (one
 * transaction: manual rows kept, edits carried, audit kept, a profile saved); the next statement
 * of the layout is read with the profile; profiles CRUD, import validation and ownership; words
 * read again for analyses parsed before they were kept. The statement is one the generic reader
 * gets wrong: a Welsh header, money in printed left of money out, no running balance.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  analysisLayoutSchema,
  applyLayoutResponseSchema,
  layoutProfileDetailSchema,
  layoutProfileListSchema,
  rereadResponseSchema,
  transactionListResponseSchema,
} from '@bsp/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStatementPdf } from '../../../packages/parser/src/__fixtures__/statement-pdf.ts';
import { ApplyRepository } from '../src/modules/layouts/apply-repository.ts';
import { buildInserts } from '../src/worker/statement-job.ts';
import { newUser, startTestApp, type TestApp, waitFor } from './helpers/app.ts';
import { databases, openTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { injectUpload } from './helpers/uploads.ts';
import {
  APRIL_ROWS,
  MARCH_ROWS,
  storedForm,
  WELSH_INSTRUCTIONS,
  welshStatementPdf,
} from './helpers/welsh-statement.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by assertions.
type Json = Record<string, any>;

const FIXTURES = path.resolve(import.meta.dirname, '../../../packages/parser/src/__fixtures__');
const OPENING = 50_000;
const APRIL_OPENING = OPENING + MARCH_ROWS.reduce((s, r) => s + r.minor, 0);

describe.each(databases)('layout profiles on %s', (kind) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let alice: { id: string; token: string };
  let bob: { id: string; token: string };
  let march: string;
  let april: string;
  let profileId: string;
  let bobsAnalysis: string;

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (url: string, token = alice.token) =>
    t.app.inject({ method: 'GET', url, headers: auth(token) });
  const send = (
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    token = alice.token,
  ) =>
    t.app.inject({
      method,
      url,
      headers: auth(token),
      ...(payload !== undefined ? { payload: payload as Json } : {}),
    });
  const register = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: newUser(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as Json;
    return { id: body.user.id as string, token: body.tokens.access as string };
  };
  const upload = async (
    name: string,
    bytes: Uint8Array,
    token = alice.token,
    fields: Record<string, string> = {},
  ): Promise<Json> => {
    const res = await injectUpload(t.app, token, [{ name, bytes }], fields);
    expect(res.statusCode, res.body).toBe(202);
    const id = (res.json() as Json).analyses[0].id as string;
    return waitFor(
      async () => {
        const json = (await get(`/api/analysis/${id}/`, token)).json() as Json;
        return ['done', 'failed', 'needs_password'].includes(json.status) ? json : undefined;
      },
      { timeoutMs: 45_000, intervalMs: 200 },
    );
  };
  const rowsOf = async (analysis: string, token = alice.token) => {
    const res = await get(`/api/transaction/?analysis=${analysis}&page_size=100`, token);
    expect(res.statusCode, res.body).toBe(200);
    return transactionListResponseSchema.parse(res.json()).items;
  };
  /** Everything stored for an analysis that a re-read must not touch. */
  const snapshot = async (analysis: string) => {
    const db = testDb.database.db;
    return {
      rows: await db
        .selectFrom('transactions')
        .select(['id', 'statement_id', 'row_index', 'description', 'amount', 'notes', 'source'])
        .where('analysis_id', '=', analysis)
        .orderBy('row_index')
        .execute(),
      statements: await db
        .selectFrom('statements')
        .select(['id', 'position', 'checks'])
        .where('analysis_id', '=', analysis)
        .execute(),
      analysis: await db
        .selectFrom('analyses')
        .select(['reading', 'warnings', 'status'])
        .where('id', '=', analysis)
        .executeTakeFirst(),
      audit: await db
        .selectFrom('transaction_audit as a')
        .innerJoin('statements as s', 's.id', 'a.statement_id')
        .select(['a.id', 'a.action'])
        .where('s.analysis_id', '=', analysis)
        .orderBy('a.id')
        .execute(),
      profiles: await db.selectFrom('layout_profiles').select(['id', 'used_count']).execute(),
    };
  };
  const expectedRows = (month: number, rows: typeof MARCH_ROWS) =>
    storedForm(month, rows).map((r) => ({
      date: r.date,
      description: r.description,
      amount: (r.amount / 100).toFixed(2),
    }));

  /**
   * Applies statements of rows [date, amount, description?] straight through the repository (a
   * reading the parser would not give, to reach the paths of the transaction).
   */
  const applyDirect = (
    userId: string,
    analysisId: string,
    statements: Array<Array<[date: string, amount: string, description?: string]>>,
  ) => {
    const inserts = buildInserts(
      userId,
      analysisId,
      {
        file: '',
        pages: 1,
        method: 'text',
        warnings: [],
        errors: [],
        statements: statements.map((rows) => ({
          bankName: 'Example Savings Bank',
          accountHolder: null,
          accountNumber: null,
          accountType: null,
          currency: 'GBP',
          periodStart: null,
          periodEnd: null,
          openingBalance: null,
          closingBalance: null,
          totals: { moneyIn: null, moneyOut: null },
          transactions: rows.map(([date, amount, description]) => ({
            date,
            postDate: null,
            description: description ?? 'Row',
            amount,
            balance: null,
            reference: null,
            page: 1,
            bbox: null,
            confidence: 1,
          })),
          checks: { reconciled: false, issues: [] },
          confidence: 1,
        })),
      },
      new Date(),
    );
    return new ApplyRepository(testDb.database.db).apply({
      userId,
      analysisId,
      now: new Date(),
      accounts: inserts.accounts,
      statements: inserts.statements,
      warnings: [],
      instructions: WELSH_INSTRUCTIONS,
      fingerprint: {
        bankName: null,
        identifiers: [],
        headerLabels: [],
        columnEdges: [],
        dateStyle: null,
        amountStyle: null,
      },
      profile: null,
      categorise: async () => {},
    });
  };

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    t = await startTestApp({
      database: testDb.database,
      config: { parseTimeoutS: 60, workerConcurrency: 1 },
    });
    alice = await register();
    bob = await register();
  });

  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  it('stores the words and the reading with the results (never in warnings)', async () => {
    const done = await upload('march.pdf', await welshStatementPdf(3, MARCH_ROWS, OPENING));
    expect(done.status, JSON.stringify(done.error)).toBe('done');
    march = done.id;
    // the generic reader misreads this layout: money in and out are swapped
    expect(done.reconciled).toBe(false);
    expect(done.reading).toEqual({ profile: null, note: null });

    const db = testDb.database.db;
    const words = await db
      .selectFrom('analysis_words')
      .selectAll()
      .where('analysis_id', '=', march)
      .execute();
    expect(words.map((w) => w.page)).toEqual([1]);
    const page = words[0]!.words as Json;
    expect(page).toMatchObject({ page: 1, width: 595, height: 842, source: 'text' });
    expect(page.words.map((w: Json) => w.text)).toEqual(
      expect.arrayContaining(['Dyddiad', 'Disgrifiad', 'Allan']),
    );
    const stored = await db
      .selectFrom('analyses')
      .select(['reading', sql<string>`warnings::text`.as('warnings')])
      .where('id', '=', march)
      .executeTakeFirstOrThrow();
    expect(stored.reading).toMatchObject({
      fingerprint: { bankName: 'Example Savings Bank' },
      profile: null,
    });
    expect(stored.warnings).not.toContain('Dyddiad');
    expect(stored.warnings).not.toContain('"x0"');
  });

  it('answers the fix screen the pages, their lines and the reading as instructions', async () => {
    const res = await get(`/api/analysis/${march}/layout/`);
    expect(res.statusCode, res.body).toBe(200);
    const layout = analysisLayoutSchema.parse(res.json());
    expect(layout.pages).toEqual([{ page: 1, width: 595, height: 842 }]);
    const header = layout.lines.find((l) => l.text.includes('Dyddiad'));
    expect(header).toMatchObject({ page: 1 });
    expect(header!.text).toContain('Allan');
    expect(header!.bbox[1]).toBeGreaterThan(180);
    expect(header!.bbox[3]).toBeLessThan(215);
    // where the generic reader put the columns: money out where money in is printed
    expect(layout.instructions.columns.map((c) => c.role)).toEqual([
      'date',
      'description',
      'moneyOut',
      'moneyIn',
    ]);
    expect(layout.fingerprint.headerLabels).toEqual(
      expect.arrayContaining(['dyddiad', 'disgrifiad', 'allan']),
    );
    expect(layout.reading).toEqual({ profile: null, note: null });

    expect((await get(`/api/analysis/${march}/layout/`, bob.token)).statusCode).toBe(404);
    expect((await get('/api/analysis/not-a-uuid/layout/')).statusCode).toBe(404);
  });

  it('previews a re-read side by side and stores nothing', async () => {
    const before = await snapshot(march);
    const res = await send('POST', `/api/analysis/${march}/reread/`, {
      instructions: WELSH_INSTRUCTIONS,
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = rereadResponseSchema.parse(res.json());
    expect(preview.after).toHaveLength(1);
    expect(preview.after[0]!.reconciled).toBe(true);
    expect(preview.after[0]!.issues).toEqual([]);
    expect(preview.after[0]!.opening_balance).toBe('500.00');
    expect(
      preview.after[0]!.transactions.map((r) => ({
        date: r.date,
        description: r.description,
        amount: r.amount,
      })),
    ).toEqual(expectedRows(3, MARCH_ROWS));
    expect(preview.after[0]!.transactions.every((r) => r.source === 'parser' && r.page === 1)).toBe(
      true,
    );
    expect(preview.before[0]!.reconciled).toBe(false);
    expect(preview.before[0]!.transactions[0]!.amount).toBe('-1850.00');
    expect(await snapshot(march)).toEqual(before);

    const bad = await send('POST', `/api/analysis/${march}/reread/`, {
      instructions: { ...WELSH_INSTRUCTIONS, columns: WELSH_INSTRUCTIONS.columns.slice(0, 2) },
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as Json).error.fields['instructions.columns']).toMatch(/Money out/);
    const other = await send(
      'POST',
      `/api/analysis/${march}/reread/`,
      { instructions: WELSH_INSTRUCTIONS },
      bob.token,
    );
    expect(other.statusCode).toBe(404);
  });

  it('writes nothing when an apply fails half-way (one transaction)', async () => {
    const before = await snapshot(march);
    // the database rejects the last row, after the statement and the old rows are written
    await expect(
      applyDirect(alice.id, march, [
        [
          ['2026-03-02', '1.00'],
          ['2026-02-31', '2.00'],
        ],
      ]),
    ).rejects.toThrow();
    expect(await snapshot(march)).toEqual(before);
  });

  it('applies a re-read: rows replaced, a manual row kept, an edit carried, audit kept, profile saved', async () => {
    const rows = await rowsOf(march);
    const statementId = rows[0]!.statement_id;
    const byText = (text: string) => rows.find((r) => r.description === text)!;
    const tesco = byText('Tesco Stores');
    const costa = byText('Costa Coffee');
    // the person corrected Tesco's sign and noted it; Costa only got a note (its sign still wrong:
    // the fix turns it, and the note follows the row)
    const fix = await send('PATCH', `/api/transaction/${tesco.id}/`, {
      amount: '-45.12',
      notes: 'weekly shop',
      category: 'GENERAL_MERCHANDISE',
    });
    expect(fix.statusCode, fix.body).toBe(200);
    expect(
      (await send('PATCH', `/api/transaction/${costa.id}/`, { notes: 'with Sam' })).statusCode,
    ).toBe(200);
    const created = await send('POST', '/api/transaction/', {
      statement_id: statementId,
      after_id: byText('Council Tax').id,
      date: '2026-03-20',
      description: 'Cash deposit',
      amount: '10.00',
    });
    expect(created.statusCode, created.body).toBe(201);
    const manualId = (created.json() as Json).transaction.id as string;

    const res = await send('POST', `/api/analysis/${march}/apply-layout/`, {
      instructions: WELSH_INSTRUCTIONS,
    });
    expect(res.statusCode, res.body).toBe(200);
    const applied = applyLayoutResponseSchema.parse(res.json());
    expect(applied).toMatchObject({
      manual_rows_kept: 1,
      edits_carried: 2,
      edits_unmatched: 0,
      profile: { name: 'Example Savings Bank layout', bank_name: 'Example Savings Bank' },
    });
    expect(applied.profile!.used_count).toBe(1);
    profileId = applied.profile!.id;

    const after = await rowsOf(march);
    expect(after.map((r) => [r.description, r.amount, r.source])).toEqual([
      ['Cyflog ACME Ltd', '1850.00', 'parser'],
      ['Tesco Stores', '-45.12', 'parser'],
      ['Rent June Properties', '-950.00', 'parser'],
      ['Refund Amazon', '19.99', 'parser'],
      ['Council Tax', '-143.00', 'parser'],
      ['Cash deposit', '10.00', 'manual'],
      ['Transfer from savings', '200.00', 'parser'],
      ['Costa Coffee', '-3.85', 'parser'],
    ]);
    expect(after.map((r) => r.row_index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(after.every((r) => r.statement_id === statementId)).toBe(true);
    const manual = after.find((r) => r.source === 'manual')!;
    expect(manual.id).toBe(manualId);
    const newTesco = after.find((r) => r.description === 'Tesco Stores')!;
    expect(newTesco.id).not.toBe(tesco.id);
    expect(newTesco).toMatchObject({
      notes: 'weekly shop',
      category: 'GENERAL_MERCHANDISE',
      category_source: 'user',
      edited: true,
    });
    const newCosta = after.find((r) => r.description === 'Costa Coffee')!;
    expect(newCosta).toMatchObject({ notes: 'with Sam', edited: true });

    // the report: read with the new profile; the manual row is in the arithmetic
    const detail = (await get(`/api/analysis/${march}/`)).json() as Json;
    expect(detail.reading).toEqual({
      profile: {
        id: profileId,
        name: 'Example Savings Bank layout',
        created_at: new Date().toISOString().slice(0, 10),
      },
      note: null,
    });
    expect(detail.statements[0].id).toBe(statementId);
    expect(detail.statements[0].checks.reconciled).toBe(false);
    expect(detail.statements[0].checks.issues.map((i: Json) => i.code)).toEqual([
      'closing_balance_mismatch',
    ]);

    // the audit trail: earlier entries survive, the apply is recorded with what was replaced
    const history = async (id: string) => {
      const h = await get(`/api/transaction/${id}/history/`);
      expect(h.statusCode, h.body).toBe(200);
      return (h.json() as Json).items as Json[];
    };
    const oldTesco = await history(tesco.id);
    expect(oldTesco.map((e) => e.action)).toEqual(['delete', 'update']);
    expect(oldTesco[0]!.changes).toMatchObject({
      description: { from: 'Tesco Stores', to: null },
      amount: { from: '-45.12', to: null },
      notes: { from: 'weekly shop', to: null },
      replaced_by: { from: null, to: newTesco.id },
    });
    expect(oldTesco[1]!.changes).toMatchObject({ amount: { from: '45.12', to: '-45.12' } });
    const carried = await history(newTesco.id);
    expect(carried.map((e) => [e.action, Object.keys(e.changes).sort()])).toEqual([
      ['update', ['category', 'notes']],
    ]);
    const oldCosta = await history(costa.id);
    expect(oldCosta.map((e) => e.action)).toEqual(['delete', 'update']);
    expect(oldCosta[0]!.changes.replaced_by).toEqual({ from: null, to: newCosta.id });
    expect(oldCosta[0]!.changes.notes).toEqual({ from: 'with Sam', to: null });
    expect((await history(manualId)).map((e) => e.action)).toEqual(['create']);

    // without the manual row the re-read reconciles
    const removed = await send('DELETE', `/api/transaction/${manualId}/`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as Json).checks.reconciled).toBe(true);
  });

  it('reads the next statement of the same layout with the profile', async () => {
    const pdf = await welshStatementPdf(4, APRIL_ROWS, APRIL_OPENING);
    const done = await upload('april.pdf', pdf);
    expect(done.status, JSON.stringify(done.error)).toBe('done');
    april = done.id;
    expect(done.reconciled).toBe(true);
    expect(done.reading.profile).toMatchObject({
      id: profileId,
      name: 'Example Savings Bank layout',
    });
    expect(
      (await rowsOf(april)).map((r) => ({
        date: r.date,
        description: r.description,
        amount: r.amount,
      })),
    ).toEqual(expectedRows(4, APRIL_ROWS));
    const profile = layoutProfileDetailSchema.parse(
      (await get(`/api/layout-profiles/${profileId}/`)).json(),
    );
    expect(profile.used_count).toBe(2);
    expect(profile.last_used_at).not.toBeNull();

    // fixing a statement read with a profile again updates that profile, never adds a twin
    const again = await send('POST', `/api/analysis/${april}/apply-layout/`, {
      instructions: { ...WELSH_INSTRUCTIONS, ignore: ['Tudalen'] },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as Json).profile).toMatchObject({ id: profileId, used_count: 2 });
    const updated = layoutProfileDetailSchema.parse(
      (await get(`/api/layout-profiles/${profileId}/`)).json(),
    );
    expect(updated.profile.instructions.ignore).toEqual(['Tudalen']);
    expect(updated.profile.createdAt).toBe(profile.profile.createdAt);
    expect(((await get('/api/layout-profiles/')).json() as Json).items).toHaveLength(1);

    // profiles are the user's own: Bob's copy of the statement is read generically
    const bobs = await upload('april.pdf', pdf, bob.token);
    bobsAnalysis = bobs.id;
    expect(bobs.status).toBe('done');
    expect(bobs.reading.profile).toBeNull();
    expect(bobs.reconciled).toBe(false);
    // Bob fixes his without saving a profile: the report says so, and he has no profile
    const res = await send(
      'POST',
      `/api/analysis/${bobs.id}/apply-layout/`,
      { instructions: WELSH_INSTRUCTIONS, save_profile: false },
      bob.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Json).profile).toBeNull();
    const bobDetail = (await get(`/api/analysis/${bobs.id}/`, bob.token)).json() as Json;
    expect(bobDetail.reconciled).toBe(true);
    expect(bobDetail.reading.profile).toBeNull();
    expect(bobDetail.reading.note).toMatch(/fix screen/);
    expect(((await get('/api/layout-profiles/', bob.token)).json() as Json).items).toEqual([]);
  });

  it('keeps the history of a statement the new reading no longer has', async () => {
    // Bob's statement read as two statements, the second with an edited row and a manual row
    const split = await applyDirect(bob.id, bobsAnalysis, [
      [['2026-04-01', '1850.00', 'Cyflog ACME Ltd']],
      [
        ['2026-04-04', '-60.20', 'Sainsburys'],
        ['2026-04-08', '-950.00', 'Rent June Properties'],
      ],
    ]);
    expect(split.kind).toBe('applied');
    const two = (await get(`/api/analysis/${bobsAnalysis}/`, bob.token)).json() as Json;
    expect(two.statements).toHaveLength(2);
    const [first, second] = two.statements as Json[];
    const secondRows = (await rowsOf(bobsAnalysis, bob.token)).filter(
      (r) => r.statement_id === second!.id,
    );
    const rent = secondRows.find((r) => r.description === 'Rent June Properties')!;
    expect(
      (await send('PATCH', `/api/transaction/${rent.id}/`, { notes: 'June' }, bob.token))
        .statusCode,
    ).toBe(200);
    const manual = await send(
      'POST',
      '/api/transaction/',
      {
        statement_id: second!.id,
        after_id: rent.id,
        date: '2026-04-09',
        description: 'Cash',
        amount: '5.00',
      },
      bob.token,
    );
    expect(manual.statusCode, manual.body).toBe(201);
    const manualId = (manual.json() as Json).transaction.id as string;

    const res = await send(
      'POST',
      `/api/analysis/${bobsAnalysis}/apply-layout/`,
      { instructions: WELSH_INSTRUCTIONS, save_profile: false },
      bob.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ manual_rows_kept: 1, edits_carried: 1, edits_unmatched: 0 });
    const one = (await get(`/api/analysis/${bobsAnalysis}/`, bob.token)).json() as Json;
    expect(one.statements.map((s: Json) => s.id)).toEqual([first!.id]);
    const rows = await rowsOf(bobsAnalysis, bob.token);
    expect(rows.map((r) => [r.description, r.source])).toEqual([
      ['Cyflog ACME Ltd', 'parser'],
      ['Sainsburys', 'parser'],
      ['Rent June Properties', 'parser'],
      ['Cash', 'manual'],
      ['Octopus Energy', 'parser'],
      ['Interest', 'parser'],
    ]);
    expect(rows.find((r) => r.source === 'manual')!.id).toBe(manualId);
    expect(rows.find((r) => r.description === 'Rent June Properties')!.notes).toBe('June');
    // the removed statement's audit entries were moved, not cascaded away
    const history = await get(`/api/transaction/${rent.id}/history/`, bob.token);
    expect(((history.json() as Json).items as Json[]).map((e) => e.action)).toEqual([
      'delete',
      'update',
    ]);
    const manualHistory = await get(`/api/transaction/${manualId}/history/`, bob.token);
    expect(((manualHistory.json() as Json).items as Json[]).map((e) => e.action)).toEqual([
      'create',
    ]);
  });

  it('lists, exports, renames, imports and deletes profiles; another user’s are 404', async () => {
    const list = layoutProfileListSchema.parse((await get('/api/layout-profiles/')).json());
    expect(list.items.map((p) => p.id)).toEqual([profileId]);
    const detail = layoutProfileDetailSchema.parse(
      (await get(`/api/layout-profiles/${profileId}/`)).json(),
    );
    expect(detail.profile).toMatchObject({
      format: 'bsp-layout-profile',
      version: 1,
      id: profileId,
      name: 'Example Savings Bank layout',
      instructions: { ...WELSH_INSTRUCTIONS, ignore: ['Tudalen'] },
      fingerprint: { bankName: 'Example Savings Bank' },
    });

    const renamed = await send('PATCH', `/api/layout-profiles/${profileId}/`, {
      name: 'Banc Cymru',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((renamed.json() as Json).profile.name).toBe('Banc Cymru');
    expect((renamed.json() as Json).name).toBe('Banc Cymru');
    expect(((await get(`/api/analysis/${april}/`)).json() as Json).reading.profile.name).toBe(
      'Banc Cymru',
    );

    for (const res of [
      await get(`/api/layout-profiles/${profileId}/`, bob.token),
      await send('PATCH', `/api/layout-profiles/${profileId}/`, { name: 'Mine' }, bob.token),
      await send('DELETE', `/api/layout-profiles/${profileId}/`, undefined, bob.token),
      await get('/api/layout-profiles/not-a-uuid/'),
    ]) {
      expect(res.statusCode).toBe(404);
    }

    // import: the exported file comes back as a new profile (its id is ignored)
    const imported = await send('POST', '/api/layout-profiles/', { profile: detail.profile });
    expect(imported.statusCode, imported.body).toBe(201);
    const copy = imported.json() as Json;
    expect(copy).toMatchObject({
      name: 'Example Savings Bank layout',
      bank_name: 'Example Savings Bank',
      used_count: 0,
      last_used_at: null,
    });
    expect(copy.id).not.toBe(profileId);
    const bad = async (profile: unknown) => {
      const res = await send('POST', '/api/layout-profiles/', { profile });
      expect(res.statusCode, res.body).toBe(400);
      return (res.json() as Json).error as Json;
    };
    expect((await bad('hello')).message).toMatch(/not a layout profile/);
    expect((await bad({ ...detail.profile, format: 'docparser' })).message).toMatch(
      /not a BSP layout profile/,
    );
    expect((await bad({ ...detail.profile, version: 2 })).message).toMatch(/newer BSP/);
    const noDate = await bad({ ...detail.profile, instructions: { columns: [] } });
    expect(Object.keys(noDate.fields)).toEqual(
      expect.arrayContaining(['profile.instructions.columns', 'profile.instructions.firstPage']),
    );
    expect((await send('POST', '/api/layout-profiles/', {})).statusCode).toBe(400);

    expect((await send('DELETE', `/api/layout-profiles/${copy.id}/`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/layout-profiles/${profileId}/`)).statusCode).toBe(204);
    expect((await get(`/api/layout-profiles/${profileId}/`)).statusCode).toBe(404);
    expect(((await get('/api/layout-profiles/')).json() as Json).items).toEqual([]);
    // reports read with it keep naming it
    const reading = ((await get(`/api/analysis/${april}/`)).json() as Json).reading;
    expect(reading.profile).toMatchObject({ id: null, name: 'Banc Cymru' });
  });

  it('reads again the words of an analysis parsed before they were kept', async () => {
    const db = testDb.database.db;
    await db.deleteFrom('analysis_words').where('analysis_id', '=', april).execute();
    await db.updateTable('analyses').set({ reading: null }).where('id', '=', april).execute();
    const res = await get(`/api/analysis/${april}/layout/`);
    expect(res.statusCode, res.body).toBe(200);
    const layout = analysisLayoutSchema.parse(res.json());
    expect(layout.lines.some((l) => l.text.includes('Octopus Energy'))).toBe(true);
    const words = await db
      .selectFrom('analysis_words')
      .select('page')
      .where('analysis_id', '=', april)
      .execute();
    expect(words).toEqual([{ page: 1 }]);
    const stored = await db
      .selectFrom('analyses')
      .select('reading')
      .where('id', '=', april)
      .executeTakeFirstOrThrow();
    expect(stored.reading).toMatchObject({ fingerprint: { bankName: 'Example Savings Bank' } });
    // and a re-read works from them
    const reread = await send('POST', `/api/analysis/${april}/reread/`, {
      instructions: WELSH_INSTRUCTIONS,
    });
    expect(reread.statusCode, reread.body).toBe(200);
    expect(rereadResponseSchema.parse(reread.json()).after[0]!.reconciled).toBe(true);
  });

  it('answers 409 for a protected PDF without words and for an analysis that is not done', async () => {
    const locked = await upload(
      'locked.pdf',
      await readFile(path.join(FIXTURES, 'encrypted.pdf')),
      alice.token,
      {
        password: 's3cret',
      },
    );
    expect(locked.status, JSON.stringify(locked.error)).toBe('done');
    await testDb.database.db
      .deleteFrom('analysis_words')
      .where('analysis_id', '=', locked.id)
      .execute();
    const res = await get(`/api/analysis/${locked.id}/layout/`);
    expect(res.statusCode, res.body).toBe(409);
    expect((res.json() as Json).error.message).toMatch(/password/);
    expect((res.json() as Json).error.message).toMatch(/[Uu]pload the file again/);

    const empty = await upload(
      'empty.pdf',
      await buildStatementPdf([{ y: 60, cells: [[50, 'Nothing to see here']] }]),
    );
    expect(empty.status).toBe('failed');
    for (const r of [
      await get(`/api/analysis/${empty.id}/layout/`),
      await send('POST', `/api/analysis/${empty.id}/reread/`, { instructions: WELSH_INSTRUCTIONS }),
      await send('POST', `/api/analysis/${empty.id}/apply-layout/`, {
        instructions: WELSH_INSTRUCTIONS,
      }),
    ]) {
      expect(r.statusCode, r.body).toBe(409);
    }
  });
});
