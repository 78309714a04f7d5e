/**
 * Issue 14, brute force: login, register and password-reset limits per IP and per account are
 * counted in the database (table rate_limits), so they hold across API processes. Two app
 * instances — on PostgreSQL each with its own connection pool, as two processes would have — take
 * turns answering one attacker, who must be stopped at the same attempt as by one instance; a
 * burst sent at both at once lets exactly `max` through (the upsert is atomic). Windows expire,
 * expired rows are cleaned, and no email is stored in clear.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimits } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { RateLimitRepository } from '../../src/http/rate-limit-store.ts';
import { newUser, RELAXED_LIMITS, startBareApp } from '../helpers/app.ts';
import { databases, openTestDatabase, type TestDatabase } from '../helpers/databases.ts';

const LIMITS: RateLimits = {
  ...RELAXED_LIMITS,
  loginPerEmail: { max: 2, windowMs: 60_000 },
  loginPerIp: { max: 3, windowMs: 60_000 },
  registerPerEmail: { max: 2, windowMs: 60_000 },
  registerPerIp: { max: 3, windowMs: 60_000 },
  resetPerEmail: { max: 2, windowMs: 60_000 },
  resetPerIp: { max: 3, windowMs: 60_000 },
};

/** A second connection to the same database (its own pool on PostgreSQL, as another process). */
async function secondConnection(database: Database): Promise<Database & { owned: boolean }> {
  if (database.kind === 'pglite') return Object.assign(database, { owned: false });
  const current = await database.db
    .selectNoFrom((eb) => eb.fn<string>('current_database').as('name'))
    .executeTakeFirstOrThrow();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${current.name}`;
  const other = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  return Object.assign(other, { owned: true });
}

describe.each(databases)('rate limits shared across API instances on %s', (kind) => {
  let testDb: TestDatabase;
  let second: Database & { owned: boolean };
  type Instance = Awaited<ReturnType<typeof startBareApp>>;
  let one: Instance;
  let two: Instance;
  let ipCounter = 0;
  /** A fresh client address per scenario, so scenarios never share a counter. */
  const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    second = await secondConnection(testDb.database);
    const config = { rateLimits: LIMITS };
    one = await startBareApp({ database: testDb.database, config });
    two = await startBareApp({ database: second, config });
  });

  afterAll(async () => {
    await two?.close();
    await one?.close();
    if (second?.owned) await second.close();
    await testDb?.drop();
  });

  type Attempt = { path: string; email: string; ip: string };
  const attempt = (app: Instance, { path, email, ip }: Attempt) =>
    app.app.inject({
      method: 'POST',
      url: `/api/auth/${path}/`,
      remoteAddress: ip,
      payload:
        path === 'login'
          ? { email, password: 'Wrong-Password-42' }
          : path === 'register'
            ? { ...newUser(), email }
            : { email },
    });

  /** The 1-based attempt that was refused first (429), or 0 when none was in `n` tries. */
  const firstRefusal = async (apps: Instance[], n: number, next: (i: number) => Attempt) => {
    for (let i = 0; i < n; i++) {
      const res = await attempt(apps[i % apps.length]!, next(i));
      if (res.statusCode === 429) {
        expect(res.json()).toEqual({
          error: { code: 'rate_limited', message: expect.any(String) },
        });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        return i + 1;
      }
      expect(res.statusCode, res.body).toBeLessThan(429);
    }
    return 0;
  };
  const mail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2)}@example.com`;

  const cases = [
    { path: 'login', perEmail: LIMITS.loginPerEmail.max, perIp: LIMITS.loginPerIp.max },
    { path: 'register', perEmail: LIMITS.registerPerEmail.max, perIp: LIMITS.registerPerIp.max },
    { path: 'reset-password', perEmail: LIMITS.resetPerEmail.max, perIp: LIMITS.resetPerIp.max },
  ];

  it.each(cases)(
    '$path: alternating between two instances is stopped at the same attempt as one',
    async ({ path, perEmail, perIp }) => {
      // per account: one email from a new address every time
      const alone = mail('alone');
      const shared = mail('shared');
      const single = await firstRefusal([one], 10, () => ({ path, email: alone, ip: freshIp() }));
      const both = await firstRefusal([one, two], 10, () => ({
        path,
        email: shared,
        ip: freshIp(),
      }));
      // register: the first succeeds, then the email exists (409) — still counted per email
      expect(single).toBe(perEmail + 1);
      expect(both).toBe(single);

      // per IP: a new email every time from one address
      const ipAlone = freshIp();
      const ipShared = freshIp();
      const singleIp = await firstRefusal([one], 10, () => ({
        path,
        email: mail('a'),
        ip: ipAlone,
      }));
      const bothIp = await firstRefusal([one, two], 10, () => ({
        path,
        email: mail('b'),
        ip: ipShared,
      }));
      expect(singleIp).toBe(perIp + 1);
      expect(bothIp).toBe(singleIp);
    },
  );

  it('lets exactly max through when a burst hits both instances at once', async () => {
    const email = mail('burst');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        attempt(i % 2 ? two : one, { path: 'login', email, ip: freshIp() }),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(LIMITS.loginPerEmail.max);
    expect(codes.filter((c) => c === 429)).toHaveLength(8 - LIMITS.loginPerEmail.max);
  });

  it('stores no email in clear, starts a new window after expiry and deletes expired rows', async () => {
    const db = testDb.database.db;
    const email = mail('secret-address');
    await attempt(one, { path: 'login', email, ip: freshIp() });
    const stored = await db.selectFrom('rate_limits').select(['key']).execute();
    expect(stored.length).toBeGreaterThan(0);
    for (const { key } of stored) {
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(key).not.toContain('secret-address');
    }

    const repository = new RateLimitRepository(db);
    const first = await repository.increment('expiry-test', 300);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(300);
    expect((await repository.increment('expiry-test', 300)).current).toBe(2);
    expect(await repository.read('expiry-test')).toMatchObject({ current: 2 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await repository.read('expiry-test')).toEqual({ current: 0, ttl: 0 });
    // expired but not yet cleaned: the next hit opens a new window at 1
    await repository.increment('expired-only', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await repository.increment('expiry-test', 60_000)).current).toBe(1);
    expect(await repository.purgeExpired()).toBeGreaterThanOrEqual(1);
    const left = await db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', '=', 'expired-only')
      .execute();
    expect(left).toEqual([]);
    const live = await db
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', 'expiry-test')
      .execute();
    expect(live).toEqual([{ count: 1 }]);
  });
});
