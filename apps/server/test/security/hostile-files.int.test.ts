/**
 * Hostile files through the real API (multipart upload) and the real worker path (pg-boss job →
 * parser thread with the production heap limit), on PGlite and PostgreSQL (issue #14, "Hostile
 * input"). Each case of `hostile-files.ts` must be refused at once with its specific code, or end
 * `failed` with its specific code and a message that says what to do — never a generic
 * `processing_error`, never stuck in processing — while /api/health/ keeps answering, another
 * user's statement uploaded alongside parses to its true rows, and no code from a file runs.
 */
import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import type { SyntheticStatement } from '@bsp/synth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeIdleParserThreads,
  peakParserThreadMemory,
  runIsolated,
} from '../../src/worker/isolate.ts';
import { newUser, startTestApp, type TestApp, waitFor } from '../helpers/app.ts';
import { databases, openTestDatabase, type TestDatabase } from '../helpers/databases.ts';
import { injectUpload, storedRows as storedRowsOf, truthRows } from '../helpers/uploads.ts';
import {
  buildHostileCorpus,
  fontMatrixPdf,
  type HostileCase,
  imageBombPdf,
  newMarkerPath,
} from './hostile-files.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by assertions.
type Json = Record<string, any>;

const markerPath = newMarkerPath(os.tmpdir());
const corpus = await buildHostileCorpus(markerPath);
/** The parse time limit here (production: 180 s): nothing in the corpus may come near it. */
const PARSE_TIMEOUT_S = 60;
/** Peak RSS of this process (API + worker + parser threads) allowed while the corpus runs. */
const MAX_RSS_BYTES = 3 * 1024 ** 3;
const TERMINAL = ['done', 'failed', 'needs_password'];

afterAll(() => {
  closeIdleParserThreads();
  rmSync(markerPath, { force: true });
});

// A hostile file attacks the parser and the worker, not the database: one database is enough (the
// production one when CI has PostgreSQL), which halves the suite's longest file.
describe.each(databases.slice(-1))('hostile files on %s', (kind) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let attacker: string;
  let victim: string;
  /** Upload answer per case id. */
  const uploads = new Map<string, { statusCode: number; item: Json }>();
  /** Final analysis detail per accepted case id. */
  const finals = new Map<string, Json>();
  let victimFinal: Json;
  const health = { ok: 0, bad: 0, maxMs: 0 };
  let peakRss = 0;

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const register = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: newUser(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as Json).tokens.access as string;
  };
  const detail = async (id: string, token: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/analysis/${id}/`, headers: auth(token) })
    ).json() as Json;
  const settled = (id: string, token: string) =>
    waitFor(
      async () => {
        const body = await detail(id, token);
        return TERMINAL.includes(body.status) ? body : undefined;
      },
      { timeoutMs: (PARSE_TIMEOUT_S + 60) * 1000, intervalMs: 250 },
    );
  const storedRows = (analysisId: string) => storedRowsOf(testDb.database, analysisId);
  const expectTrueRows = async (analysisId: string, statement: SyntheticStatement) => {
    const rows = await storedRows(analysisId);
    const truth = truthRows(statement.truth).flat();
    expect(rows.length).toBe(truth.length);
    expect(
      rows.map((r) => [r.date, Number(r.amount), r.balance === null ? null : Number(r.balance)]),
    ).toEqual(truth.map((r) => [r.date, r.amount, r.balance]));
  };

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    t = await startTestApp({
      database: testDb.database,
      config: { parseTimeoutS: PARSE_TIMEOUT_S },
    });
    attacker = await register();
    victim = await register();

    // /api/health/ and memory, sampled all along
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const started = performance.now();
        const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
        const ms = performance.now() - started;
        if (res.statusCode === 200) health.ok++;
        else health.bad++;
        health.maxMs = Math.max(health.maxMs, ms);
        peakRss = Math.max(peakRss, process.memoryUsage.rss());
        await new Promise((r) => setTimeout(r, 200));
      }
    })();

    let victimId: string | undefined;
    const half = Math.floor(corpus.cases.length / 2);
    for (const [i, c] of corpus.cases.entries()) {
      if (i === half) {
        // another user's ordinary statement, in the middle of the hostile ones
        const res = await injectUpload(t.app, victim, [
          { name: 'mine.pdf', bytes: corpus.statement.files[0]!.bytes },
        ]);
        expect(res.statusCode, res.body).toBe(202);
        victimId = (res.json() as Json).analyses[0].id;
      }
      const res = await injectUpload(
        t.app,
        attacker,
        [{ name: c.name, bytes: c.bytes, contentType: c.contentType }],
        { allow_duplicate: 'true' },
      );
      uploads.set(c.id, {
        statusCode: res.statusCode,
        item: (res.json() as Json).analyses?.[0] ?? {},
      });
    }
    for (const c of corpus.cases) {
      const id = uploads.get(c.id)?.item.id as string | null | undefined;
      if (id) finals.set(c.id, await settled(id, attacker));
    }
    victimFinal = await settled(victimId!, victim);
    polling = false;
    await poller;
  }, 600_000);

  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  it.each(corpus.cases.map((c) => [c.id, c] as [string, HostileCase]))(
    '%s: refused or failed with its specific code, or parsed as the statement it carries',
    async (id, c) => {
      const upload = uploads.get(id)!;
      expect(upload.statusCode, JSON.stringify(upload.item)).toBe(202);
      if (c.expect.kind === 'rejected') {
        expect(upload.item.status).toBe('rejected');
        expect(upload.item.id).toBeNull();
        expect(upload.item.error.code).toBe(c.expect.code);
        expect(upload.item.error.message).toMatch(/\S{3,}/);
        return;
      }
      expect(upload.item.status, JSON.stringify(upload.item)).toBe('queued');
      const final = finals.get(id)!;
      if (c.expect.kind === 'done') {
        expect(final.status, JSON.stringify(final.error)).toBe('done');
        await expectTrueRows(final.id, c.expect.statement);
        return;
      }
      expect(final.status).toBe('failed');
      expect(c.expect.codes).toContain(final.error.code);
      // a message for a person: what was wrong; no stack, no internal error text
      expect(final.error.message.length).toBeGreaterThan(15);
      expect(final.error.message).not.toMatch(/\n\s+at |Error:|undefined|\[object/);
      // …and what to do about it
      expect(final.error.message).toMatch(/\b(upload|Upload|Split|Scale|Export|Download)\b/);
    },
  );

  it('never ends an analysis with the generic processing_error, and leaves none in processing', async () => {
    const rows = await testDb.database.db
      .selectFrom('analyses')
      .select(['status', 'error_code'])
      .execute();
    expect(rows.filter((r) => !TERMINAL.includes(r.status))).toEqual([]);
    expect(rows.filter((r) => r.error_code === 'processing_error')).toEqual([]);
    // one analysis per accepted case, plus the victim's
    expect(rows.length).toBe(finals.size + 1);
  });

  it("parses another user's statement uploaded among the hostile files to its true rows", async () => {
    expect(victimFinal.status, JSON.stringify(victimFinal.error)).toBe('done');
    await expectTrueRows(victimFinal.id, corpus.statement);
  });

  it('kept answering /api/health/ throughout, within bounded memory', () => {
    expect(health.bad).toBe(0);
    expect(health.ok).toBeGreaterThan(5);
    // the event loop never stalled for long (parsing runs in threads)
    expect(health.maxMs).toBeLessThan(5_000);
    expect(peakRss).toBeLessThan(MAX_RSS_BYTES);
    console.info(
      `[hostile ${kind}] health checks ${health.ok}, slowest ${Math.round(health.maxMs)} ms; peak RSS ${Math.round(peakRss / 1e6)} MB`,
    );
  });

  it('refuses to render a page of a decompression bomb, quickly and without inflating it', async () => {
    const id = finals.get('pdf-flate-bomb')!.id as string;
    const before = process.memoryUsage.rss();
    const started = Date.now();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/analysis/${id}/pages/1/image/`,
      headers: auth(attacker),
    });
    expect(res.statusCode).toBe(422);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(process.memoryUsage.rss() - before).toBeLessThan(1024 ** 3);
  });

  it('runs no code from a font program: the FontMatrix payload, rendered by pdf.js, writes nothing', async () => {
    // the page image route draws the page with pdf.js: glyph outlines from the hostile font
    const id = finals.get('pdf-fontmatrix-js')!.id as string;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/analysis/${id}/pages/1/image/`,
      headers: auth(attacker),
    });
    expect([200, 422]).toContain(res.statusCode);
    expect(existsSync(markerPath)).toBe(false);
    expect((globalThis as { __bspPwned?: unknown }).__bspPwned).toBeUndefined();
  });
});

describe('the pdf.js text reader on the FontMatrix payload', () => {
  it('extracts text with pdf.js (the fallback reader) and runs nothing', async () => {
    // the payload is live: evaluating the string the file carries would write the marker
    const probe = `${markerPath}-probe`;
    const payload = `process.getBuiltinModule('fs').writeFileSync('${probe}', 'x')`;
    new Function(payload)();
    expect(existsSync(probe)).toBe(true);
    rmSync(probe);

    // threads copy the environment when they start: a fresh one reads with pdf.js only
    closeIdleParserThreads();
    const saved = process.env.BSP_PDF_TEXT_LAYER;
    process.env.BSP_PDF_TEXT_LAYER = 'pdfjs';
    try {
      const outcome = await runIsolated(
        {
          op: 'parse',
          bytes: new Uint8Array(fontMatrixPdf(markerPath)),
          fileName: 'font.pdf',
          password: undefined,
          timeoutMs: 30_000,
        },
        { timeoutMs: 40_000, memoryMb: 1024 },
      );
      expect(outcome.kind).toBe('result');
    } finally {
      if (saved === undefined) delete process.env.BSP_PDF_TEXT_LAYER;
      else process.env.BSP_PDF_TEXT_LAYER = saved;
      closeIdleParserThreads();
    }
    expect(existsSync(markerPath)).toBe(false);
  });
});

describe('memory outside the V8 heap (ArrayBuffers, WebAssembly)', () => {
  // a page image of 11,000 × 11,000 grey pixels: 0.1 MB of PDF, 121 MB inflated — under the
  // decompression budget, so PDFium decodes it into WebAssembly memory the heap limit never sees
  const big = new Uint8Array(imageBombPdf(11_000, 11_000));
  const parse = (limits: { timeoutMs: number; memoryMb: number; externalMb?: number }) =>
    runIsolated(
      {
        op: 'parse',
        bytes: new Uint8Array(big),
        fileName: 'big.pdf',
        password: undefined,
        timeoutMs: 50_000,
      },
      limits,
    );

  it('terminates a thread whose memory beside the heap passes the limit, as out_of_memory', async () => {
    const outcome = await parse({ timeoutMs: 60_000, memoryMb: 1024, externalMb: 100 });
    expect(outcome.kind).toBe('out_of_memory');
  });

  it('lets the same file finish under the production limits', async () => {
    const outcome = await parse({ timeoutMs: 60_000, memoryMb: 1024 });
    expect(outcome.kind).toBe('result');
    expect(peakParserThreadMemory()).toBeGreaterThan(100 * 1024 * 1024);
  });
});
