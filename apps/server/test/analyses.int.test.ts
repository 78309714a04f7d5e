import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { analysisDetailSchema, analysisListResponseSchema, MAX_FILE_SIZE } from '@bsp/shared';
import { generateStatement, type SyntheticStatement } from '@bsp/synth';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/clock.ts';
import { createLogger, loggerOptions } from '../src/logger.ts';
import { AnalysesRepository } from '../src/modules/analyses/repository.ts';
import { SecretBox } from '../src/modules/analyses/secrets.ts';
import { AnalysesService } from '../src/modules/analyses/service.ts';
import { newUser, startTestApp, type TestApp, waitFor } from './helpers/app.ts';
import { databases, openTestDatabase, type TestDatabase } from './helpers/databases.ts';
import {
  injectUpload,
  storedRows as storedRowsOf,
  truthRows,
  type UploadFile,
} from './helpers/uploads.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by assertions.
type Json = Record<string, any>;

type Bbox = [number, number, number, number];

/**
 * Whether a row's box, scaled onto the page image by the page size the response states, sits on
 * the row's printed line: the box's middle half holds more ink than its top and bottom quarters
 * (the gaps between lines). A box off by a scale error or an unstraightened skew drifts onto a
 * gap. Rows of two lines (a wrapped description) have a gap in the middle: count, do not demand.
 */
async function boxOnItsText(png: Buffer, page: { widthPt: number; heightPt: number }, bbox: Bbox) {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const sx = info.width / page.widthPt;
  const sy = info.height / page.heightPt;
  const x0 = Math.max(0, Math.floor(bbox[0] * sx));
  const x1 = Math.min(info.width, Math.ceil(bbox[2] * sx));
  const y0 = Math.floor(bbox[1] * sy);
  const y1 = Math.ceil(bbox[3] * sy);
  const ink = (top: number, bottom: number) => {
    let dark = 0;
    let all = 0;
    for (let y = Math.max(0, top); y < Math.min(info.height, bottom); y++) {
      for (let x = x0; x < x1; x++) {
        all += 1;
        if ((data[y * info.width + x] ?? 255) < 128) dark += 1;
      }
    }
    return all === 0 ? 0 : dark / all;
  };
  const q = Math.max(1, Math.round((y1 - y0) / 4));
  const middle = ink(y0 + q, y1 - q);
  const edges = (ink(y0, y0 + q) + ink(y1 - q, y1)) / 2;
  return middle > 0.01 && middle > edges;
}

const FIXTURES = path.resolve(import.meta.dirname, '../../../packages/parser/src/__fixtures__');
const TEST_SECRET_KEY = 'a1'.repeat(32);

describe.each(databases)('analyses on %s', (kind) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let token: string;
  let userId: string;
  let otherToken: string;
  let statement: SyntheticStatement;
  let encrypted: Buffer;
  let doneId: string;

  const auth = (tok = token) => ({ authorization: `Bearer ${tok}` });
  const register = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: newUser(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as Json).tokens.access as string;
  };
  const upload = async (files: UploadFile[], fields: Record<string, string> = {}, tok = token) => {
    return injectUpload(t.app, tok, files, fields);
  };
  const detail = async (id: string, tok = token) =>
    t.app.inject({ method: 'GET', url: `/api/analysis/${id}/`, headers: auth(tok) });
  const waitForStatus = (id: string, statuses: string[], timeoutMs = 45_000) =>
    waitFor(
      async () => {
        const res = await detail(id);
        const body = res.json() as Json;
        return statuses.includes(body.status) ? body : undefined;
      },
      { timeoutMs, intervalMs: 200 },
    );
  const storedRows = (analysisId: string) => storedRowsOf(testDb.database, analysisId);

  /** The rows the API lists for one page of an analysis, with their boxes. */
  const pageRows = async (analysisId: string, page: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/transaction/?analysis=${analysisId}&page_size=500`,
      headers: auth(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (
      (res.json() as Json).items as {
        page: number | null;
        bbox: Bbox | null;
        description: string;
      }[]
    ).filter(
      (r): r is { page: number; bbox: Bbox; description: string } =>
        r.page === page && r.bbox !== null,
    );
  };

  /** Share of page 1's row boxes (at least 6 of them) that land on ink in the page picture. */
  const shareOfBoxesOnText = async (
    analysisId: string,
    png: Buffer,
    page: { widthPt: number; heightPt: number },
  ) => {
    const rows = await pageRows(analysisId, 1);
    expect(rows.length).toBeGreaterThan(5);
    let onText = 0;
    for (const row of rows) if (await boxOnItsText(png, page, row.bbox)) onText += 1;
    return onText / rows.length;
  };

  /**
   * Uploads one file, waits until it is analysed, and fetches its first page's picture: the
   * picture, its metadata and the page size in points the server sends with it.
   */
  const analysedPageImage = async (name: string, bytes: Uint8Array) => {
    const res = await upload([{ name, bytes }]);
    expect(res.statusCode, res.body).toBe(202);
    const id = (res.json() as Json).analyses[0].id as string;
    const done = await waitForStatus(id, ['done', 'failed'], 90_000);
    expect(done.status, JSON.stringify(done.error)).toBe('done');
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/analysis/${id}/pages/1/image/`,
      headers: auth(),
    });
    expect(image.statusCode, image.body.slice(0, 200)).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    const widthPt = Number(image.headers['x-page-width-points']);
    const heightPt = Number(image.headers['x-page-height-points']);
    return { id, image, meta, widthPt, heightPt };
  };

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    t = await startTestApp({
      database: testDb.database,
      config: { secretKey: TEST_SECRET_KEY, parseTimeoutS: 60, workerConcurrency: 1 },
    });
    token = await register();
    userId = (await t.app.services.auth.authenticate(token)).userId;
    otherToken = await register();
    statement = await generateStatement({
      family: 'parens-amount',
      seed: 3,
      kind: 'text',
      pages: 2,
    });
    encrypted = await readFile(path.join(FIXTURES, 'encrypted.pdf'));
  });

  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  it('uploads a statement, parses it in the worker and stores the transactions', async () => {
    const res = await upload([{ name: 'march.pdf', bytes: statement.files[0]!.bytes }]);
    expect(res.statusCode, res.body).toBe(202);
    const [item] = (res.json() as Json).analyses;
    expect(item).toMatchObject({ filename: 'march.pdf', status: 'queued', error: null });
    doneId = item.id;

    const done = await waitForStatus(doneId, ['done', 'failed', 'needs_password']);
    expect(done.status, JSON.stringify(done.error)).toBe('done');
    expect(analysisDetailSchema.safeParse(done).success).toBe(true);

    const truth = truthRows(statement.truth);
    const stored = await storedRows(doneId);
    expect(stored.length).toBe(truth.flat().length);
    expect(
      stored.map((r) => ({
        date: r.date,
        description: r.description,
        amount: r.amount,
        balance: r.balance,
      })),
    ).toEqual(truth.flat());

    const st = done.statements[0];
    const tStatement = statement.truth.statements[0]!;
    expect(done).toMatchObject({
      file_type: 'pdf',
      method: 'text',
      pages: statement.truth.pages,
      statement_count: 1,
      transaction_count: truth.flat().length,
      reconciled: true,
      issue_count: 0,
      bank_name: tStatement.bankName,
      period_start: tStatement.periodStart,
      period_end: tStatement.periodEnd,
    });
    const moneyIn = truth[0]!.filter((r) => r.amount > 0).reduce((n, r) => n + r.amount, 0);
    const moneyOut = truth[0]!.filter((r) => r.amount < 0).reduce((n, r) => n - r.amount, 0);
    expect(Math.round(Number(st.money_in) * 100)).toBe(moneyIn);
    expect(Math.round(Number(st.money_out) * 100)).toBe(moneyOut);
    expect(st.checks).toMatchObject({ reconciled: true, rows: truth[0]!.length, issues: [] });
    expect(st.checks.balance_rows_checked).toBe(truth[0]!.filter((r) => r.balance !== null).length);
    expect(st.account_id).toEqual(expect.any(String));

    // The account is linked by fingerprint.
    const accounts = await testDb.database.db.selectFrom('accounts').selectAll().execute();
    expect(accounts.filter((a) => a.id === st.account_id)).toHaveLength(1);
  });

  it('lists analyses with summaries, search, status filter and sort', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/analysis/?page=1&page_size=10',
      headers: auth(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Json;
    expect(analysisListResponseSchema.safeParse(body).success).toBe(true);
    const mine = body.items.find((i: Json) => i.id === doneId);
    expect(mine).toMatchObject({ status: 'done', statement_count: 1, reconciled: true });
    expect(mine.transaction_count).toBeGreaterThan(10);

    const bank = statement.truth.statements[0]!.bankName!;
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/analysis/?q=${encodeURIComponent(bank.slice(0, 6).toLowerCase())}`,
      headers: auth(),
    });
    expect((search.json() as Json).items.map((i: Json) => i.id)).toContain(doneId);
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/analysis/?q=%25nothing_like_this',
      headers: auth(),
    });
    expect((none.json() as Json).total).toBe(0);
    const failed = await t.app.inject({
      method: 'GET',
      url: '/api/analysis/?status=failed&sort=-period_end',
      headers: auth(),
    });
    expect(failed.statusCode).toBe(200);
    expect((failed.json() as Json).items.every((i: Json) => i.status === 'failed')).toBe(true);
    const past = await t.app.inject({
      method: 'GET',
      url: '/api/analysis/?page=50&page_size=10&sort=filename',
      headers: auth(),
    });
    expect(past.json()).toMatchObject({ items: [], total: body.total, page: 50 });
    // Another user sees none of it.
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/analysis/',
      headers: auth(otherToken),
    });
    expect((other.json() as Json).total).toBe(0);
  });

  it('runs the same job twice (even at once) without duplicating rows', async () => {
    const before = await storedRows(doneId);
    await Promise.all([
      t.app.services.statementParse.run(doneId),
      t.app.services.statementParse.run(doneId),
    ]);
    await t.app.services.statementParse.run(doneId);
    const after = await storedRows(doneId);
    expect(after.length).toBe(before.length);
    const statements = await testDb.database.db
      .selectFrom('statements')
      .select('id')
      .where('analysis_id', '=', doneId)
      .execute();
    expect(statements).toHaveLength(1);
    const accounts = await testDb.database.db.selectFrom('accounts').select('id').execute();
    expect(accounts).toHaveLength(1);
    expect((await detail(doneId)).json()).toMatchObject({ status: 'done' });
  });

  it('rejects each bad file with its own reason while the others proceed', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const tooBig = Buffer.alloc(MAX_FILE_SIZE + 1, 0x20);
    tooBig.write('%PDF-1.4\n');
    const good = await generateStatement({
      family: 'parens-amount',
      seed: 4,
      kind: 'text',
      pages: 1,
    });
    const res = await upload([
      { name: 'notes.pdf', bytes: Buffer.from('just some text, not a statement\n') },
      { name: 'empty.pdf', bytes: new Uint8Array(0) },
      { name: 'huge.pdf', bytes: tooBig },
      { name: 'good.pdf', bytes: good.files[0]!.bytes },
      { name: 'C:\\Users\\me\\picture.pdf', bytes: png, contentType: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(202);
    const items = (res.json() as Json).analyses as Json[];
    expect(items.map((i) => [i.filename, i.status, i.error?.code ?? null])).toEqual([
      ['notes.pdf', 'rejected', 'unsupported_type'],
      ['empty.pdf', 'rejected', 'empty_file'],
      ['huge.pdf', 'rejected', 'file_too_large'],
      ['good.pdf', 'queued', null],
      ['picture.pdf', 'queued', null],
    ]);
    expect(items[0]!.error.message).toBe(
      'notes.pdf is not a PDF or image statement (PDF, PNG, JPEG, TIFF, WebP, HEIC).',
    );
    expect(items[0]!.id).toBeNull();
    // Type by content: the ".pdf" with PNG bytes is an image.
    const pictureDetail = (await detail(items[4]!.id)).json() as Json;
    expect(pictureDetail.file_type).toBe('png');
    expect((await waitForStatus(items[3]!.id, ['done'])).status).toBe('done');
    await waitForStatus(items[4]!.id, ['done', 'failed'], 90_000);
  });

  it('answers too_many_files past 10 files, and a clean error without files', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({
      name: `text-${i}.pdf`,
      bytes: Buffer.from(`not a pdf ${i}`),
    }));
    const res = await upload(files);
    expect(res.statusCode, res.body).toBe(202);
    const items = (res.json() as Json).analyses as Json[];
    expect(items).toHaveLength(11);
    expect(items.slice(0, 10).every((i) => i.error.code === 'unsupported_type')).toBe(true);
    expect(items[10]).toMatchObject({ status: 'rejected', error: { code: 'too_many_files' } });

    const empty = await upload([]);
    expect(empty.statusCode).toBe(400);
    expect((empty.json() as Json).error.code).toBe('validation_error');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/',
      payload: { files: [] },
      headers: auth(),
    });
    expect(json.statusCode).toBe(415);
    expect((json.json() as Json).error.code).toBe('unsupported_media_type');
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/analysis/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('detects duplicates and accepts them with allow_duplicate=true', async () => {
    const bytes = statement.files[0]!.bytes;
    const again = await upload([{ name: 'again.pdf', bytes }]);
    const [dup] = (again.json() as Json).analyses;
    expect(dup).toMatchObject({
      id: null,
      status: 'rejected',
      error: { code: 'duplicate' },
      duplicate_of: doneId,
    });
    expect(dup.error.message).toContain('allow_duplicate=true');
    const allowed = await upload([{ name: 'again.pdf', bytes }], { allow_duplicate: 'true' });
    const [ok] = (allowed.json() as Json).analyses;
    expect(ok).toMatchObject({ status: 'queued', duplicate_of: doneId });
    // Another user uploading the same bytes is not a duplicate.
    const other = await upload([{ name: 'mine.pdf', bytes }], {}, otherToken);
    expect((other.json() as Json).analyses[0]).toMatchObject({
      status: 'queued',
      duplicate_of: null,
    });
    await waitForStatus(ok.id, ['done']);
  });

  it('fails a corrupt PDF permanently, and retries it on request', async () => {
    const res = await upload([
      { name: 'broken.pdf', bytes: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage') },
    ]);
    const [item] = (res.json() as Json).analyses;
    const failed = await waitForStatus(item.id, ['failed', 'done']);
    expect(failed.status).toBe('failed');
    expect(failed.error.code).toMatch(/unreadable_file|no_transactions_found/);
    const row = await testDb.database.db
      .selectFrom('analyses')
      .select('attempts')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(1); // no automatic retry of a bad file

    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/analysis/${item.id}/retry/`,
      headers: auth(),
    });
    expect(retry.statusCode, retry.body).toBe(202);
    expect((retry.json() as Json).status).toBe('queued');
    expect((await waitForStatus(item.id, ['failed'])).status).toBe('failed');
    const notFailed = await t.app.inject({
      method: 'POST',
      url: `/api/analysis/${doneId}/retry/`,
      headers: auth(),
    });
    expect(notFailed.statusCode).toBe(409);
    expect((notFailed.json() as Json).error.code).toBe('conflict');
  });

  it('asks for the password of a protected PDF, keeps it sealed, and parses it', async () => {
    const res = await upload([{ name: 'locked.pdf', bytes: encrypted }]);
    const [item] = (res.json() as Json).analyses;
    const locked = await waitForStatus(item.id, ['needs_password', 'done', 'failed']);
    expect(locked).toMatchObject({ status: 'needs_password', error: { code: 'needs_password' } });

    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/analysis/${item.id}/password/`,
      payload: { password: 'not-it' },
      headers: auth(),
    });
    expect(wrong.statusCode, wrong.body).toBe(202);
    expect((wrong.json() as Json).status).toBe('queued');
    const stillLocked = await waitForStatus(item.id, ['needs_password', 'done', 'failed']);
    expect(stillLocked).toMatchObject({
      status: 'needs_password',
      error: { code: 'wrong_password' },
    });
    // The secret is gone once the job has finished.
    const secrets = await testDb.database.db.selectFrom('analysis_secrets').selectAll().execute();
    expect(secrets).toHaveLength(0);

    // While queued, the password is stored encrypted only. A service whose job sender does
    // nothing keeps the job from running, so the stored secret can be inspected.
    const quiet = new AnalysesService({
      repo: new AnalysesRepository(testDb.database.db),
      jobs: { send: async () => null },
      clock: systemClock,
      logger: createLogger('silent'),
      secrets: async () => new SecretBox(Buffer.from(TEST_SECRET_KEY, 'hex')),
      limits: { timeoutMs: 60_000, memoryMb: 512 },
    });
    const right = await quiet.submitPassword(userId, item.id, 's3cret');
    expect(right.status).toBe('queued');
    const stored = await testDb.database.db.selectFrom('analysis_secrets').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.ciphertext).not.toContain('s3cret');
    expect(stored[0]!.ciphertext.startsWith('v1.')).toBe(true);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/analysis/${item.id}/password/`,
      payload: { password: 's3cret' },
      headers: auth(),
    });
    expect(again.statusCode).toBe(409);
    await t.app.services.statementParse.run(item.id);
    const done = await waitForStatus(item.id, ['done', 'failed', 'needs_password']);
    expect(done.status, JSON.stringify(done.error)).toBe('done');
    expect(done.transaction_count).toBeGreaterThan(0);
    expect(await testDb.database.db.selectFrom('analysis_secrets').selectAll().execute()).toEqual(
      [],
    );
  });

  it('accepts the password with the upload', async () => {
    const res = await upload([{ name: 'locked-2.pdf', bytes: encrypted }], {
      password: 's3cret',
      allow_duplicate: 'true',
    });
    const [item] = (res.json() as Json).analyses;
    expect((await waitForStatus(item.id, ['done', 'failed', 'needs_password'])).status).toBe(
      'done',
    );
    // The password is gone, but its pages were rendered while it was known.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/analysis/${item.id}/pages/1/image/`,
      headers: auth(),
    });
    expect(page.statusCode, page.body.slice(0, 200)).toBe(200);
    expect(page.headers['content-type']).toBe('image/png');
    const meta = await sharp(page.rawPayload).metadata();
    expect(meta.width).toBeGreaterThan(500);
    expect(await testDb.database.db.selectFrom('analysis_secrets').selectAll().execute()).toEqual(
      [],
    );
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/analysis/${item.id}/pages/1/image/`,
      headers: auth(otherToken),
    });
    expect(other.statusCode).toBe(404);
  });

  it('streams status events until the analysis is done', async () => {
    const s = await generateStatement({ family: 'parens-amount', seed: 1, kind: 'text', pages: 1 });
    const res = await upload([{ name: 'sse.pdf', bytes: s.files[0]!.bytes }]);
    const [item] = (res.json() as Json).analyses;
    // EventSource style: the token in the query string.
    const stream = await t.app.inject({
      method: 'GET',
      url: `/api/analysis/${item.id}/events/?access_token=${token}`,
    });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toContain('text/event-stream');
    const events = stream.body
      .split('\n\n')
      .filter((chunk) => chunk.startsWith('event: status'))
      .map((chunk) => JSON.parse(chunk.split('\ndata: ')[1]!) as Json);
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events.at(-1)).toMatchObject({ id: item.id, status: 'done', error: null });
    for (const e of events) expect(['queued', 'processing', 'done']).toContain(e.status);

    // Over real HTTP with the header: the stream stays open until the job is done.
    const s2 = await generateStatement({
      family: 'parens-amount',
      seed: 2,
      kind: 'text',
      pages: 1,
    });
    const [item2] = (
      (await upload([{ name: 'sse-2.pdf', bytes: s2.files[0]!.bytes }])).json() as Json
    ).analyses;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const live = await fetch(`${address}/api/analysis/${item2.id}/events/`, { headers: auth() });
    expect(live.status).toBe(200);
    const text = await live.text();
    const liveEvents = text
      .split('\n\n')
      .filter((chunk) => chunk.startsWith('event: status'))
      .map((chunk) => JSON.parse(chunk.split('\ndata: ')[1]!) as Json);
    expect(liveEvents.at(-1)).toMatchObject({ id: item2.id, status: 'done' });

    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/analysis/${item.id}/events/?access_token=bspa_nope`,
    });
    expect(bad.statusCode).toBe(401);
    // The query string (and so the token) never reaches the request log.
    const serialize = loggerOptions('info').serializers!.req as (r: object) => Json;
    const logged = serialize({
      method: 'GET',
      url: `/api/analysis/x/events/?access_token=${token}`,
    });
    expect(JSON.stringify(logged)).not.toContain(token);
  });

  it('renders page images with cache headers, 404 past the last page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/analysis/${doneId}/pages/1/image/`,
      headers: auth(),
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    // a picture of a bank statement: never kept in a browser's cache (issue 14)
    expect(String(res.headers['cache-control'])).toBe('private, no-store');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBeLessThanOrEqual(1600);
    expect(meta.width).toBeGreaterThan(800);
    // The page size in points (A4 or Letter here), so the app can scale row boxes onto the PNG.
    const widthPt = Number(res.headers['x-page-width-points']);
    const heightPt = Number(res.headers['x-page-height-points']);
    expect(widthPt).toBeGreaterThan(590);
    expect(widthPt).toBeLessThan(615);
    expect(Math.abs(widthPt / heightPt - meta.width! / meta.height!)).toBeLessThan(0.01);
    // The row boxes of the page, scaled with that size, land on their text.
    const rows = await pageRows(doneId, 1);
    expect(rows.length).toBeGreaterThan(5);
    let onText = 0;
    for (const row of rows) {
      if (await boxOnItsText(res.rawPayload, { widthPt, heightPt }, row.bbox)) onText += 1;
    }
    expect(onText / rows.length).toBeGreaterThanOrEqual(0.9);
    const cached = await t.app.inject({
      method: 'GET',
      url: `/api/analysis/${doneId}/pages/1/image/`,
      headers: { ...auth(), 'if-none-match': String(res.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
    for (const page of ['99', '0', 'abc']) {
      const missing = await t.app.inject({
        method: 'GET',
        url: `/api/analysis/${doneId}/pages/${page}/image/`,
        headers: auth(),
      });
      expect(missing.statusCode).toBe(404);
    }
  });

  it('sizes a photo page the way OCR read it, so its row boxes land on their text', async () => {
    const photo = await generateStatement({ family: 'parens-amount', seed: 5, kind: 'image' });
    const file = photo.files[0]!;
    // A DPI the reader finds implausible counts as 72 dpi: the page picture must agree.
    const bytes = await sharp(file.bytes).withMetadata({ density: 30 }).png().toBuffer();
    expect((await sharp(bytes).metadata()).density).toBe(30);
    const { id, image, meta, widthPt, heightPt } = await analysedPageImage('photo.png', bytes);
    const source = await sharp(bytes).metadata();
    expect(widthPt).toBeCloseTo(source.width!, 0);
    expect(heightPt).toBeCloseTo(source.height!, 0);
    expect(Math.abs(widthPt / heightPt - meta.width! / meta.height!)).toBeLessThan(0.01);
    // The photo is skewed by a degree or so: the page is shown straightened as OCR read it.
    expect(
      await shareOfBoxesOnText(id, image.rawPayload, { widthPt, heightPt }),
    ).toBeGreaterThanOrEqual(0.9);
  }, 120_000);

  it('shows a phone photo of a page upright, as OCR read it, with row boxes on their text', async () => {
    // A page lying on a desk, photographed at an angle (perspective, shadow, 8–12 MP JPEG).
    const photo = await generateStatement({ family: 'parens-amount', seed: 5, kind: 'photo' });
    const file = photo.files[0]!;
    const { id, image, meta, widthPt, heightPt } = await analysedPageImage('phone.jpg', file.bytes);
    // The page size is the upright page's (not the photo's frame), in the page's proportions.
    const [pageW, pageH] = photo.truth.synthetic.pageSize;
    expect(Math.abs(widthPt / heightPt - pageW / pageH)).toBeLessThan(0.01);
    expect(Math.abs(widthPt / heightPt - meta.width! / meta.height!)).toBeLessThan(0.01);
    const frame = await sharp(file.bytes).metadata();
    expect(widthPt).toBeLessThan(frame.width!);
    expect(
      await shareOfBoxesOnText(id, image.rawPayload, { widthPt, heightPt }),
    ).toBeGreaterThanOrEqual(0.9);
  }, 120_000);

  it("answers 404 for another user's analysis and for malformed ids on every route", async () => {
    for (const id of [doneId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const requests = [
        { method: 'GET' as const, url: `/api/analysis/${id}/` },
        { method: 'DELETE' as const, url: `/api/analysis/${id}/` },
        {
          method: 'POST' as const,
          url: `/api/analysis/${id}/password/`,
          payload: { password: 'x' },
        },
        { method: 'POST' as const, url: `/api/analysis/${id}/retry/` },
        { method: 'GET' as const, url: `/api/analysis/${id}/events/` },
        { method: 'GET' as const, url: `/api/analysis/${id}/pages/1/image/` },
      ];
      for (const request of requests) {
        const res = await t.app.inject({ ...request, headers: auth(otherToken) });
        expect(res.statusCode, `${request.method} ${request.url}`).toBe(404);
        expect((res.json() as Json).error.code).toBe('not_found');
      }
    }
    expect((await detail(doneId)).statusCode).toBe(200);
  });

  it('deletes an analysis with its file and data', async () => {
    const before = await storedRows(doneId);
    expect(before.length).toBeGreaterThan(0);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/analysis/${doneId}/`,
      headers: auth(),
    });
    expect(res.statusCode).toBe(204);
    expect((await detail(doneId)).statusCode).toBe(404);
    expect(await storedRows(doneId)).toHaveLength(0);
    const statements = await testDb.database.db
      .selectFrom('statements')
      .select('id')
      .where('analysis_id', '=', doneId)
      .execute();
    expect(statements).toHaveLength(0);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/analysis/${doneId}/`,
      headers: auth(),
    });
    expect(again.statusCode).toBe(404);
  });
});
