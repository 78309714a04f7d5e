import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../src/jobs/boss.ts';
import { createLogger } from '../src/logger.ts';
import { waitFor } from './helpers/app.ts';
import { databases, openTestDatabase, type TestDatabase } from './helpers/databases.ts';

describe.each(databases)('pg-boss on %s', (kind) => {
  let testDb: TestDatabase;
  let jobs: JobQueue;

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    jobs = new JobQueue(testDb.database, createLogger('silent'), { pollingIntervalSeconds: 0.5 });
    await jobs.start();
  });

  afterAll(async () => {
    await jobs?.stop(5_000);
    await testDb?.drop();
  });

  it('round-trips a system.ping job through a worker', async () => {
    const seen: string[] = [];
    await jobs.work('system.ping', async (data) => {
      seen.push(data.nonce);
    });
    const nonce = randomUUID();
    const id = await jobs.send('system.ping', { nonce });
    expect(id).toEqual(expect.any(String));
    const state = await waitFor(async () => {
      const current = await jobs.getState('system.ping', id!);
      return current === 'completed' ? current : undefined;
    });
    expect(state).toBe('completed');
    expect(seen).toContain(nonce);
  });

  it('installs the cron schedules', async () => {
    await jobs.schedule();
    await jobs.schedule(); // idempotent
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.map((s) => s.name)).toContain('auth.purge-expired');
  });

  it('refuses job data that does not match the registry', async () => {
    // @ts-expect-error: wrong shape on purpose
    await expect(jobs.send('system.ping', { nonce: 42 })).rejects.toThrow();
  });
});
