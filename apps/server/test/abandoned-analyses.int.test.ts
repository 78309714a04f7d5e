import { generateStatement } from '@bsp/synth';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, startTestApp, type TestApp } from './helpers/app.ts';
import { databases, openTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { injectUpload } from './helpers/uploads.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by assertions.
type Json = Record<string, any>;

/**
 * An analysis whose parse job is gone for good (every retry used up by killed workers) must not
 * stay "processing" forever: the sweep fails it, and the user can retry it.
 */
describe.each(databases)('abandoned analyses on %s', (kind) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let token: string;

  const auth = () => ({ authorization: `Bearer ${token}` });
  const detail = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/analysis/${id}/`, headers: auth() })).json();
  const jobStates = async (id: string) => {
    const { rows } = await sql<{ state: string }>`
      select state from pgboss.job
      where name = 'statement.parse' and data->>'analysisId' = ${id} order by created_on`.execute(
      testDb.database.db,
    );
    return rows.map((r) => r.state);
  };
  const age = (id: string, minutes: number) =>
    sql`update analyses set status = 'processing',
          updated_at = now() - make_interval(mins => ${minutes}) where id = ${id}`.execute(
      testDb.database.db,
    );

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    // No workers: queued jobs stay where the test puts them.
    t = await startTestApp({ database: testDb.database, workers: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: newUser(),
    });
    token = (res.json() as Json).tokens.access;
  });

  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  it('fails only analyses without a live job, after the grace period, and lets them retry', async () => {
    const upload = async (seed: number) => {
      const st = await generateStatement({ family: 'parens-amount', seed, kind: 'text', pages: 1 });
      const res = await injectUpload(t.app, token, [
        { name: `s${seed}.pdf`, bytes: st.files[0]!.bytes },
      ]);
      expect(res.statusCode, res.body).toBe(202);
      return (res.json() as Json).analyses[0].id as string;
    };
    const live = await upload(1);
    const dead = await upload(2);
    const recent = await upload(3);
    // `dead` and `recent`: their jobs failed for good (retries used up).
    for (const id of [dead, recent]) {
      await sql`update pgboss.job set state = 'failed'
                where name = 'statement.parse' and data->>'analysisId' = ${id}`.execute(
        testDb.database.db,
      );
    }
    await age(live, 30);
    await age(dead, 30);
    await age(recent, 0);

    expect(await t.app.services.analyses.failAbandoned()).toBe(1);

    const failed = await detail(dead);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatchObject({ code: 'processing_error' });
    expect(failed.error.message).toMatch(/Retry it/);
    expect((await detail(live)).status).toBe('processing'); // its job is still queued
    expect((await detail(recent)).status).toBe('processing'); // within the grace period
    expect(await t.app.services.analyses.failAbandoned()).toBe(0); // idempotent

    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/analysis/${dead}/retry/`,
      headers: auth(),
    });
    expect(retry.statusCode, retry.body).toBeLessThan(300);
    expect((await detail(dead)).status).toBe('queued');
    expect(await jobStates(dead)).toEqual(['failed', 'created']);
  });
});
