/**
 * Several machines (issue #14): two `bsp serve` and three `bsp worker` processes on one
 * PostgreSQL database with FILE_STORE=s3 (s3rver). Uploads through either API all complete, the
 * files live in the object store only, and a browser-style SSE subscription (EventSource:
 * `?access_token=`) on API #1 follows an upload made through API #2 and parsed by some worker.
 * Progress reaches every API process because the SSE route reads the analysis row (status and
 * progress written by the worker), not an in-process event bus.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { generateStatement } from '@bsp/synth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { waitFor } from '../helpers/app.ts';
import {
  api,
  type BspProcess,
  createPostgresDatabase,
  followEvents,
  type Json,
  startBsp,
} from '../helpers/processes.ts';
import { startS3, type TestS3 } from '../helpers/s3.ts';
import { truthRows } from '../helpers/uploads.ts';

const BUCKET = 'bsp-several';

describe.runIf(process.env.TEST_DATABASE_URL)(
  'two APIs and three workers on PostgreSQL + S3',
  () => {
    let target: { url: string; drop(): Promise<void> };
    let database: Database;
    let dir: string;
    let storage: TestS3;
    let client: S3Client;
    const apis: BspProcess[] = [];
    const workers: BspProcess[] = [];

    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'bsp-several-'));
      storage = await startS3(BUCKET);
      const endpoint = storage.config.endpoint;
      client = storage.client;
      target = await createPostgresDatabase('bsp_test_several');
      const env = {
        DATABASE_URL: target.url,
        DATA_DIR: path.join(dir, 'data'),
        SECRET_KEY: 'e5'.repeat(32),
        FILE_STORE: 's3',
        S3_ENDPOINT: endpoint,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        WORKER_CONCURRENCY: '1',
        BSP_TEST_FAST_QUEUE: '1',
      };
      // The first process migrates alone; the others start together.
      apis.push(await startBsp('serve', env));
      const rest = await Promise.all([
        startBsp('serve', env),
        ...[1, 2, 3].map(() =>
          // info: each worker logs "job completed", which tells which worker ran which job.
          startBsp('worker', { ...env, LOG_LEVEL: 'info', BSP_TEST_PARSE_DELAY_MS: '1000' }),
        ),
      ]);
      apis.push(rest[0]!);
      workers.push(...rest.slice(1));
      database = await openDatabase({ kind: 'postgres', url: target.url, poolSize: 2 });
    });

    afterAll(async () => {
      for (const p of [...apis, ...workers]) await p.kill();
      await database?.close();
      await target?.drop();
      await storage?.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('completes uploads made through either API; SSE on API #1 follows an upload made on API #2', async () => {
      const [api1, api2] = apis.map((p) => p.url!) as [string, string];
      const { token } = await api.register(api1);
      const statements = await Promise.all(
        [0, 1, 2, 3, 4, 5].map((i) =>
          generateStatement({ family: 'parens-amount', seed: 7000 + i, kind: 'text', pages: 1 }),
        ),
      );

      // Through API #2 first: the SSE subscription on API #1 follows the first of these.
      const up2 = await api.upload(
        api2,
        token,
        statements.slice(0, 3).map((s, i) => ({ name: `two-${i}.pdf`, bytes: s.files[0]!.bytes })),
      );
      expect(up2.status, JSON.stringify(up2.body)).toBe(202);
      const followed = up2.body.analyses[0].id as string;
      const events = followEvents(
        `${api1}/api/analysis/${followed}/events/?access_token=${encodeURIComponent(token)}`,
        45_000,
      );
      const up1 = await api.upload(
        api1,
        token,
        statements.slice(3).map((s, i) => ({ name: `one-${i}.pdf`, bytes: s.files[0]!.bytes })),
      );
      expect(up1.status, JSON.stringify(up1.body)).toBe(202);
      const ids = [...up2.body.analyses, ...up1.body.analyses].map((a: Json) => a.id as string);
      expect(ids.every(Boolean)).toBe(true);

      const seen = await events;
      expect(seen.length).toBeGreaterThanOrEqual(2);
      expect(seen.every((e) => e.id === followed)).toBe(true);
      expect(['queued', 'processing']).toContain(seen[0]!.status);
      expect(seen.map((e) => e.status)).toContain('processing');
      expect(seen.at(-1)!.status).toBe('done');

      // Every upload completes with its rows, read back through the other API.
      const list = await waitFor(
        async () => {
          const res = await api.get(api2, '/api/analysis/?page_size=50', token);
          const items = (res.body.items ?? []) as Json[];
          return items.length === 6 &&
            items.every((a) => a.status === 'done' || a.status === 'failed')
            ? items
            : undefined;
        },
        { timeoutMs: 45_000, intervalMs: 300 },
      );
      for (const [i, id] of ids.entries()) {
        const item = list.find((a) => a.id === id)!;
        expect(item.status).toBe('done');
        const expected = truthRows(statements[i]!.truth).flat().length;
        expect(item.transaction_count).toBe(expected);
      }

      // The files live in the object store only.
      const objects = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      expect(objects.Contents ?? []).toHaveLength(6);
      const files = await database.db
        .selectFrom('uploaded_files')
        .select(['storage_key', (eb) => eb.fn('octet_length', ['bytes']).as('stored_bytes')])
        .execute();
      expect(files).toHaveLength(6);
      for (const f of files) {
        expect(f.storage_key).toBeTruthy();
        expect(Number(f.stored_bytes ?? 0)).toBe(0);
      }

      // Each job ran exactly once, on one of the three workers.
      const perWorker = workers.map(
        (w) =>
          (w.stdout().match(/"name":"statement\.parse"[^\n]*"msg":"job completed"/g) ?? []).length,
      );
      expect(perWorker.reduce((a, b) => a + b, 0)).toBe(6);
      console.log(
        `several processes: statement.parse jobs per worker ${perWorker.join('/')}; SSE on API #1 ` +
          `saw ${seen.map((e) => `${e.status}${e.progress ? ` ${e.progress.percent}%` : ''}`).join(' → ')}`,
      );
    }, 120_000);
  },
);
