/**
 * PostgreSQL restarted while a statement is being processed (issue #14, "Faults"): a private
 * cluster is stopped under a real `bsp start` process. Meanwhile the API answers 503
 * `database_unavailable` (health and data routes) and keeps running; once the cluster is back the
 * API recovers without a restart and the job finishes with exactly the expected rows; an SSE
 * subscription opened before the outage stays open through it and ends with `done`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateStatement } from '@bsp/synth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../helpers/app.ts';
import {
  createPrivatePostgres,
  type PrivatePostgres,
  privatePostgresUnavailable,
} from '../helpers/private-postgres.ts';
import { api, type BspProcess, followEvents, startBsp } from '../helpers/processes.ts';
import { truthRows } from '../helpers/uploads.ts';

const unavailable = privatePostgresUnavailable();
if (unavailable) console.warn(`postgres-restart: skipped: ${unavailable}`);

describe.skipIf(unavailable)('PostgreSQL restarted during processing', () => {
  let cluster: PrivatePostgres;
  let bsp: BspProcess;
  let dataDir: string;

  beforeAll(async () => {
    cluster = await createPrivatePostgres();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bsp-pg-restart-'));
    bsp = await startBsp('start', {
      DATABASE_URL: cluster.url,
      DATA_DIR: dataDir,
      SECRET_KEY: 'c3'.repeat(32),
      WORKER_CONCURRENCY: '1',
      // A job whose result could not be stored expires after PARSE_TIMEOUT_S + 3 s and is retried.
      PARSE_TIMEOUT_S: '8',
      BSP_TEST_FAST_QUEUE: '1',
      // The job waits inside "processing", then parses and stores while the database is down.
      BSP_TEST_PARSE_DELAY_MS: '3000',
    });
  });

  afterAll(async () => {
    if (bsp && bsp.child.exitCode !== null) {
      console.error(
        `bsp start exited ${bsp.child.exitCode}: ${bsp.stderr().slice(-3000)}\n${bsp.stdout().slice(-3000)}`,
      );
    }
    await bsp?.kill();
    await cluster?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 database_unavailable while it is down, then recovers and finishes the job', async () => {
    const url = bsp.url!;
    const { token } = await api.register(url);
    const statement = await generateStatement({
      family: 'parens-amount',
      seed: 41,
      kind: 'text',
      pages: 1,
    });
    const expected = truthRows(statement.truth).flat().length;
    const up = await api.upload(url, token, [
      { name: 'restart.pdf', bytes: statement.files[0]!.bytes },
    ]);
    expect(up.status, JSON.stringify(up.body)).toBe(202);
    const id = up.body.analyses[0].id as string;
    await waitFor(
      async () => (await api.get(url, `/api/analysis/${id}/`, token)).body.status === 'processing',
      { timeoutMs: 30_000, intervalMs: 100 },
    );

    // A browser following the upload keeps its stream through the outage.
    const events = followEvents(
      `${url}/api/analysis/${id}/events/?access_token=${encodeURIComponent(token)}`,
      90_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopping = Date.now();
    await cluster.stop();
    const health = await api.get(url, '/api/health/');
    expect(health.status).toBe(503);
    expect(health.body.error.code).toBe('database_unavailable');
    expect(health.body.error.message).toMatch(/database is unavailable/i);
    expect(health.headers.get('retry-after')).toBe('5');
    const list = await api.get(url, '/api/analysis/', token);
    expect(list.status).toBe(503);
    expect(list.body.error.code).toBe('database_unavailable');
    const detail = await api.get(url, `/api/analysis/${id}/`, token);
    expect(detail.status).toBe(503);
    expect(bsp.child.exitCode).toBeNull(); // still running
    // Stay down past the end of the job's parse, so storing its results fails and it is retried.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, stopping + 6000 - Date.now())));
    const late = await api.get(url, '/api/analysis/', token);
    expect(late.status).toBe(503);
    expect(bsp.child.exitCode).toBeNull();

    await cluster.start();
    const restarted = Date.now();
    await waitFor(async () => (await api.get(url, '/api/health/')).status === 200, {
      timeoutMs: 20_000,
      intervalMs: 200,
    });
    const healthyAt = Date.now();
    const final = await waitFor(
      async () => {
        const res = await api.get(url, `/api/analysis/${id}/`, token);
        return ['done', 'failed', 'needs_password'].includes(res.body.status)
          ? res.body
          : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 300 },
    );
    const healthyMs = healthyAt - restarted;
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const { rows } = await client.query('select attempts from analyses where id = $1', [id]);
    await client.end();
    const attempts = rows[0]?.attempts as number;
    const doneMs = Date.now() - restarted;
    expect(final.status, JSON.stringify(final.error)).toBe('done');
    expect(final.transaction_count).toBe(expected);
    const seen = await events;
    expect(seen.at(0)?.status).toBe('processing');
    expect(seen.at(-1)?.status).toBe('done');

    // Writes work again too: a second upload after the restart is processed.
    const second = await generateStatement({
      family: 'parens-amount',
      seed: 42,
      kind: 'text',
      pages: 1,
    });
    const up2 = await api.upload(url, token, [
      { name: 'after.pdf', bytes: second.files[0]!.bytes },
    ]);
    expect(up2.status).toBe(202);
    const id2 = up2.body.analyses[0].id as string;
    const final2 = await waitFor(
      async () => {
        const res = await api.get(url, `/api/analysis/${id2}/`, token);
        return res.body.status === 'done' || res.body.status === 'failed' ? res.body : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 300 },
    );
    expect(final2.status).toBe('done');
    expect(final2.transaction_count).toBe(truthRows(second.truth).flat().length);
    // The outage was logged as a warning, never as an unhandled error (pino logs go to stdout).
    expect(bsp.stdout()).toMatch(/database unavailable/);
    expect(bsp.stdout()).not.toMatch(/unhandled error/);
    expect(bsp.stderr()).not.toMatch(/uncaught/i);
    console.log(
      `postgres restart: down ${restarted - stopping} ms (503 meanwhile), API healthy ${healthyMs} ms ` +
        `after the cluster was back, the interrupted job done ${doneMs} ms after (attempts ${attempts})`,
    );
  }, 120_000);
});
