/**
 * The optional local language model (decision 029), end to end against a real HTTP server that
 * speaks the OpenAI chat-completions shape: upload → parse job → categories.llm job → uncertain
 * rows categorised with source llm and remembered; the user's corrections win; a second run
 * changes nothing; a down or babbling server leaves the statement as it was and fully usable;
 * with no model set nothing is ever asked. No amount, account number or holder name is sent.
 */
import { transactionListResponseSchema } from '@bsp/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestApp, type TestApp, waitFor } from './helpers/app.ts';
import { databases, openTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { type FakeLlm, startFakeLlm } from './helpers/fake-llm.ts';
import {
  UNKNOWN_MERCHANT_ROWS,
  unknownMerchantStatementPdf,
} from './helpers/unknown-merchant-statement.ts';
import { injectUpload } from './helpers/uploads.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by assertions.
type Json = Record<string, any>;

const UNKNOWN = ['Zorblax Ventures', 'Quimby Hollow', 'Kestrelmoor', 'Orvex Quanta'];

/** Helpers over one running app. */
function client(t: () => TestApp, db: () => TestDatabase) {
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (url: string, token: string) =>
    t().app.inject({ method: 'GET', url, headers: auth(token) });
  return {
    get,
    patch: (url: string, token: string, payload: Json) =>
      t().app.inject({ method: 'PATCH', url, headers: auth(token), payload }),
    rows: async (token: string, analysis: string) => {
      const res = await get(`/api/transaction/?analysis=${analysis}&page_size=100`, token);
      expect(res.statusCode, res.body).toBe(200);
      return transactionListResponseSchema.parse(res.json()).items;
    },
    upload: async (token: string, pdf: Uint8Array, again = false) => {
      const res = await injectUpload(
        t().app,
        token,
        [{ name: 'march.pdf', bytes: pdf }],
        again ? { allow_duplicate: 'true' } : {},
      );
      expect(res.statusCode, res.body).toBe(202);
      const id = (res.json() as Json).analyses[0].id as string;
      const done = await waitFor(
        async () => {
          const json = (await get(`/api/analysis/${id}/`, token)).json() as Json;
          return ['done', 'failed', 'needs_password'].includes(json.status) ? json : undefined;
        },
        { timeoutMs: 45_000, intervalMs: 200 },
      );
      expect(done.status, JSON.stringify(done.error)).toBe('done');
      return id;
    },
    /** States of the categories.llm jobs queued for an analysis (pg-boss's own table). */
    llmJobs: async (analysisId: string) => {
      const { rows } = await sql<{ id: string; state: string }>`
        select id, state from pgboss.job
        where name = 'categories.llm' and data->>'analysisId' = ${analysisId}
        order by created_on`.execute(db().database.db);
      return rows;
    },
  };
}

describe.each(databases)('local language model on %s', (kind) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let llm: FakeLlm;
  let pdf: Uint8Array;
  const c = client(
    () => t,
    () => testDb,
  );
  const jobDone = (analysisId: string, state = 'completed') =>
    waitFor(
      async () => {
        const jobs = await c.llmJobs(analysisId);
        return jobs.length > 0 && jobs.every((j) => j.state === state) ? jobs : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 200 },
    );

  beforeAll(async () => {
    llm = await startFakeLlm({
      'Zorblax Ventures': { category: 'GENERAL_SERVICES', confidence: 0.92 },
      'Quimby Hollow': { category: 'Studio rent', confidence: 0.64 },
      Kestrelmoor: { category: 'TRAVEL', confidence: 0.3 }, // unsure: not kept
      'Orvex Quanta': { category: 'SPACESHIPS', confidence: 0.9 }, // not a category: ignored
    });
    testDb = await openTestDatabase(kind);
    t = await startTestApp({
      database: testDb.database,
      config: {
        parseTimeoutS: 60,
        workerConcurrency: 1,
        llm: {
          baseUrl: llm.baseUrl,
          model: 'test-model',
          apiKey: 'k',
          batchSize: 3,
          timeoutMs: 10_000,
        },
      },
    });
    pdf = await unknownMerchantStatementPdf();
  });

  afterAll(async () => {
    await t?.close();
    await llm?.close();
    await testDb?.drop();
  });

  let alice: { id: string; token: string };
  let aliceAnalysis: string;
  let studioRent: string;

  it('asks only about uncertain merchants, once each, in batches, and applies the answers', async () => {
    alice = await registerUser(t.app);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/category/',
      headers: { authorization: `Bearer ${alice.token}` },
      payload: { name: 'Studio rent', primary: 'RENT_AND_UTILITIES' },
    });
    expect(own.statusCode, own.body).toBe(201);
    studioRent = (own.json() as Json).id;

    aliceAnalysis = await c.upload(alice.token, pdf);
    await jobDone(aliceAnalysis);

    // 4 unknown merchants (Zorblax twice), batches of 3 → 2 requests; known ones never asked
    expect(llm.requests).toHaveLength(2);
    expect(llm.askedMerchants().sort()).toEqual([...UNKNOWN].sort());
    const first = llm.requests[0]!.json;
    expect(first).toMatchObject({ model: 'test-model', response_format: { type: 'json_object' } });
    expect(llm.requests[0]!.raw).toContain('Studio rent');
    for (const { raw } of llm.requests) {
      for (const [, , out, inn, balance] of UNKNOWN_MERCHANT_ROWS) {
        for (const money of [out, inn, balance]) if (money) expect(raw).not.toContain(money);
      }
      expect(raw).not.toMatch(/\d{3}/); // no amounts, references or account numbers at all
      expect(raw).not.toContain('12-345-678');
      expect(raw).not.toMatch(/jane/i);
    }

    const rows = await c.rows(alice.token, aliceAnalysis);
    const by = (d: string) => rows.filter((r) => r.description === d);
    for (const row of by('ZORBLAX VENTURES 4471')) {
      expect(row).toMatchObject({
        category: 'GENERAL_SERVICES',
        category_source: 'llm',
        category_confidence: 0.69,
        category_suggested: true,
      });
    }
    expect(by('QUIMBY HOLLOW 2231')[0]).toMatchObject({
      category: studioRent,
      category_source: 'llm',
      category_confidence: expect.closeTo(0.64, 5),
      category_suggested: true,
    });
    for (const d of ['KESTRELMOOR 88123', 'ORVEX QUANTA'])
      expect(by(d)[0]).toMatchObject({ category: null, category_source: null });
    expect(by('STARBUCKS STORE 1234')[0]).toMatchObject({
      category: 'FOOD_AND_DRINK',
      category_source: 'dictionary',
    });

    const memory = ((await c.get('/api/category/merchant/', alice.token)).json() as Json).items;
    expect(memory).toHaveLength(2);
    expect(memory).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          merchant_key: 'zorblaxventure',
          category: 'GENERAL_SERVICES',
          source: 'llm',
          confidence: 0.69,
          agreements: 0,
        }),
        expect.objectContaining({
          merchant_key: 'quimbyhollow',
          category: studioRent,
          source: 'llm',
        }),
      ]),
    );
    // a model's answer proposes no rule
    const proposals = (await c.get('/api/category/proposal/', alice.token)).json() as Json;
    expect(proposals.items).toEqual([]);
  });

  it('changes nothing more when the job runs again', async () => {
    const snapshot = async () => ({
      rows: (await c.rows(alice.token, aliceAnalysis)).map((r) => JSON.stringify(r)),
      memory: (await c.get('/api/category/merchant/', alice.token)).body,
    });
    const before = await snapshot();
    const asked = llm.requests.length;
    await t.jobs.send('categories.llm', { userId: alice.id, analysisId: aliceAnalysis });
    await waitFor(async () => {
      const jobs = await c.llmJobs(aliceAnalysis);
      return jobs.length === 2 && jobs.every((j) => j.state === 'completed');
    });
    // Kestrelmoor and Orvex Quanta are asked again (nothing was kept for them), the rest not
    expect(llm.requests.length).toBe(asked + 1);
    expect(llm.askedMerchants().slice(-2).sort()).toEqual(['Kestrelmoor', 'Orvex Quanta']);
    expect(await snapshot()).toEqual(before);
  });

  it('uses the remembered answers on the next upload without asking about them again', async () => {
    const asked = llm.askedMerchants().length;
    const again = await c.upload(alice.token, pdf, true);
    const rows = await c.rows(alice.token, again);
    expect(rows.find((r) => r.description === 'QUIMBY HOLLOW 2231')).toMatchObject({
      category: studioRent,
      category_source: 'llm',
      category_suggested: true,
    });
    await jobDone(again);
    expect(llm.askedMerchants().slice(asked).sort()).toEqual(['Kestrelmoor', 'Orvex Quanta']);
  });

  it('never overwrites a correction the user made while the model was thinking', async () => {
    const bob = await registerUser(t.app);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/category/',
      headers: { authorization: `Bearer ${bob.token}` },
      payload: { name: 'Studio rent', primary: 'RENT_AND_UTILITIES' },
    });
    expect(own.statusCode, own.body).toBe(201);
    llm.hold();
    const asked = llm.requests.length;
    const analysis = await c.upload(bob.token, pdf);
    await waitFor(() => llm.requests.length > asked);
    const before = await c.rows(bob.token, analysis);
    const [mine, twin] = before.filter((r) => r.description === 'ZORBLAX VENTURES 4471');
    const res = await c.patch(`/api/transaction/${mine!.id}/`, bob.token, {
      category: 'ENTERTAINMENT',
    });
    expect(res.statusCode, res.body).toBe(200);
    // a row edited in another way is the user's too
    const quimby = before.find((r) => r.description === 'QUIMBY HOLLOW 2231')!;
    const noted = await c.patch(`/api/transaction/${quimby.id}/`, bob.token, { notes: 'ask Sam' });
    expect(noted.statusCode, noted.body).toBe(200);
    llm.release();
    await jobDone(analysis);

    const rows = await c.rows(bob.token, analysis);
    expect(rows.find((r) => r.id === mine!.id)).toMatchObject({
      category: 'ENTERTAINMENT',
      category_source: 'user',
      category_confidence: 1,
    });
    // the merchant is the user's now: the model's answer is not applied to its other row either
    expect(rows.find((r) => r.id === twin!.id)).toMatchObject({ category_source: null });
    expect(rows.find((r) => r.id === quimby.id)).toMatchObject({
      category: null,
      category_source: null,
      notes: 'ask Sam',
    });
    const memory = ((await c.get('/api/category/merchant/', bob.token)).json() as Json).items;
    expect(memory).toHaveLength(2);
    expect(memory).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          merchant_key: 'zorblaxventure',
          category: 'ENTERTAINMENT',
          source: 'user',
          agreements: 1,
        }),
        // bob's own "Studio rent", not alice's
        expect.objectContaining({
          merchant_key: 'quimbyhollow',
          source: 'llm',
          category: (own.json() as Json).id,
        }),
      ]),
    );
  });

  it('drops a babbling answer: the rows stay as they were and the job is not retried', async () => {
    const carol = await registerUser(t.app);
    llm.mode = 'garbage';
    try {
      const analysis = await c.upload(carol.token, pdf);
      await jobDone(analysis);
      await expectUntouched(carol.token, analysis);
    } finally {
      llm.mode = 'answer';
    }
  });

  it('keeps the statement usable while the server is down, and retries the job later', async () => {
    const dave = await registerUser(t.app);
    llm.mode = 'hang-up';
    try {
      const analysis = await c.upload(dave.token, pdf);
      await jobDone(analysis, 'retry');
      await expectUntouched(dave.token, analysis);
      const zorblax = (await c.rows(dave.token, analysis)).find(
        (r) => r.description === 'ZORBLAX VENTURES 4471',
      )!;
      const res = await c.patch(`/api/transaction/${zorblax.id}/`, dave.token, {
        category: 'SHOPPING',
      });
      expect(res.statusCode, res.body).toBe(200);
      const summary = await c.get(`/api/transaction/summary/?analysis=${analysis}`, dave.token);
      expect(summary.statusCode, summary.body).toBe(200);
    } finally {
      llm.mode = 'answer';
    }
  });

  it('ends the job without retrying when the server refuses the request (a wrong model name)', async () => {
    const erin = await registerUser(t.app);
    llm.mode = 'refuse';
    try {
      const asked = llm.requests.length;
      const analysis = await c.upload(erin.token, pdf);
      await jobDone(analysis);
      expect(llm.requests.length).toBe(asked + 1); // the first batch only
      await expectUntouched(erin.token, analysis);
    } finally {
      llm.mode = 'answer';
    }
  });

  async function expectUntouched(token: string, analysis: string) {
    const rows = await c.rows(token, analysis);
    for (const d of ['ZORBLAX VENTURES 4471', 'QUIMBY HOLLOW 2231', 'KESTRELMOOR 88123'])
      expect(rows.find((r) => r.description === d)).toMatchObject({
        category: null,
        category_source: null,
      });
    expect(rows.find((r) => r.description === 'STARBUCKS STORE 1234')).toMatchObject({
      category: 'FOOD_AND_DRINK',
    });
    expect(((await c.get('/api/category/merchant/', token)).json() as Json).items).toEqual([]);
  }
});

describe.each(databases)('no local language model set on %s', (kind) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let llm: FakeLlm;
  const c = client(
    () => t,
    () => testDb,
  );

  beforeAll(async () => {
    llm = await startFakeLlm({ 'Zorblax Ventures': { category: 'TRAVEL', confidence: 0.9 } });
    testDb = await openTestDatabase(kind);
    t = await startTestApp({
      database: testDb.database,
      config: { parseTimeoutS: 60, workerConcurrency: 1 },
    });
  });

  afterAll(async () => {
    await t?.close();
    await llm?.close();
    await testDb?.drop();
  });

  it('queues no job and sends no request; the rows are the cascade’s', async () => {
    expect(t.config.llm).toBeUndefined();
    const user = await registerUser(t.app);
    const analysis = await c.upload(user.token, await unknownMerchantStatementPdf());
    await new Promise((resolve) => setTimeout(resolve, 1500)); // a worker poll or two
    expect(await c.llmJobs(analysis)).toEqual([]);
    expect(llm.requests).toEqual([]);
    const zorblax = (await c.rows(user.token, analysis)).find(
      (r) => r.description === 'ZORBLAX VENTURES 4471',
    );
    expect(zorblax).toMatchObject({ category: null, category_source: null });
  });
});
