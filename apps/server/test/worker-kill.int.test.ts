import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { generateStatement } from '@bsp/synth';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { type App, buildApp } from '../src/http/app.ts';
import { JobQueue } from '../src/jobs/boss.ts';
import { createLogger } from '../src/logger.ts';
import { createServices } from '../src/services.ts';
import { memoryMailer, newUser, RELAXED_LIMITS, waitFor } from './helpers/app.ts';
import { injectUpload, truthRows } from './helpers/uploads.ts';

const BIN = path.resolve(import.meta.dirname, '../bin/bsp.mjs');
const SECRET_KEY = 'b2'.repeat(32);

/**
 * A real `bsp worker` process is SIGKILLed while it is processing a statement; another worker
 * must finish the job (pg-boss expiration → retry) with exactly the expected rows.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a worker killed mid-job (PostgreSQL)', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `bsp_test_kill_${Date.now().toString(36)}`;
  let url: string;
  let database: Database;
  let jobs: JobQueue;
  let app: App;
  const children: ChildProcess[] = [];

  function startWorker(extra: Record<string, string>): Promise<ChildProcess> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      SECRET_KEY,
      WORKER_CONCURRENCY: '1',
      ...extra,
    };
    delete env.PORT;
    const child = spawn(process.execPath, [BIN, 'worker'], { env });
    children.push(child);
    let stderr = '';
    child.stderr!.on('data', (d) => {
      stderr += d;
    });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`worker did not start: ${stderr}`)), 30_000);
      let stdout = '';
      child.stdout!.on('data', (d) => {
        stdout += d;
        if (stdout.includes('BSP worker is running')) {
          clearTimeout(timer);
          resolve(child);
        }
      });
      child.on('close', () => reject(new Error(`worker exited early: ${stderr}`)));
    });
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
    await migrateToLatest(database.db);
    const logger = createLogger('silent');
    // Jobs expire PARSE_TIMEOUT_S + 30 s after they start; maintenance checks every second here.
    const config = loadConfig(
      { LOG_LEVEL: 'silent', DATA_DIR: '/tmp/bsp-test-unused', DATABASE_URL: url },
      { rateLimits: RELAXED_LIMITS, secretKey: SECRET_KEY, parseTimeoutS: 5 },
    );
    jobs = new JobQueue(database, logger, {
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
    });
    await jobs.start();
    const services = createServices({
      config,
      database,
      mailer: memoryMailer(),
      jobs,
      clock: systemClock,
      logger,
    });
    app = await buildApp({ config, database, mailer: memoryMailer(), jobs, logger, services });
    await app.ready();
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await app?.close();
    await jobs?.stop(2_000);
    await database?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it('finishes the job on another worker with exactly the expected rows', async () => {
    const reg = await app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: newUser(),
    });
    const token = reg.json().tokens.access as string;
    const statement = await generateStatement({
      family: 'parens-amount',
      seed: 1,
      kind: 'text',
      pages: 3,
    });
    const expected = truthRows(statement.truth).flat().length;

    // Worker A sleeps inside the job (test hook) so it can be killed while processing.
    const workerA = await startWorker({ BSP_TEST_PARSE_DELAY_MS: '120000' });
    const res = await injectUpload(app, token, [
      { name: 'kill.pdf', bytes: statement.files[0]!.bytes },
    ]);
    const id = res.json().analyses[0].id as string;
    const status = () =>
      database.db
        .selectFrom('analyses')
        .select(['status', 'attempts'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    await waitFor(async () => (await status()).status === 'processing', { timeoutMs: 20_000 });
    workerA.kill('SIGKILL');
    await new Promise((resolve) => workerA.once('close', resolve));

    await startWorker({});
    const final = await waitFor(
      async () => {
        const row = await status();
        return ['done', 'failed', 'needs_password'].includes(row.status) ? row : undefined;
      },
      { timeoutMs: 100_000, intervalMs: 500 },
    );
    expect(final.status).toBe('done');
    expect(final.attempts).toBeGreaterThanOrEqual(2);
    const count = await database.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('analysis_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(expected);
  }, 150_000);
});
