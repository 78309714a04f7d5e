import type { Logger } from 'pino';
import { type Clock, systemClock } from '../../src/clock.ts';
import { type Config, DEFAULT_RATE_LIMITS, loadConfig, type RateLimits } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import type { Mailer, MailMessage } from '../../src/email/mailer.ts';
import { type App, buildApp } from '../../src/http/app.ts';
import { JobQueue } from '../../src/jobs/boss.ts';
import { createLogger } from '../../src/logger.ts';
import { createJobHandlers, createServices } from '../../src/services.ts';

/** Keeps sent emails in memory. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    async close() {},
  };
}

/** Generous limits so ordinary tests never trip them; rate-limit tests pass their own. */
export const RELAXED_LIMITS: RateLimits = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((key) => [key, { max: 10_000, windowMs: 60_000 }]),
) as RateLimits;

export type TestApp = {
  app: App;
  jobs: JobQueue;
  config: Config;
  close(): Promise<void>;
};

/**
 * The real app over a test database, with pg-boss running and (by default) its workers, so
 * emails sent from jobs arrive during the test. Nothing listens: use app.inject().
 */
export async function startTestApp(options: {
  database: Database;
  mailer?: Mailer;
  clock?: Clock;
  logger?: Logger;
  config?: Partial<Config>;
  workers?: boolean;
}): Promise<TestApp> {
  const config = loadConfig(
    { LOG_LEVEL: 'silent', DATA_DIR: '/tmp/bsp-test-unused', PUBLIC_URL: 'http://bsp.test' },
    { rateLimits: RELAXED_LIMITS, ...options.config },
  );
  const logger = options.logger ?? createLogger('silent');
  const mailer = options.mailer ?? memoryMailer();
  const clock = options.clock ?? systemClock;
  const jobs = new JobQueue(options.database, logger, { pollingIntervalSeconds: 0.5 });
  await jobs.start();
  const services = createServices({
    config,
    database: options.database,
    mailer,
    jobs,
    clock,
    logger,
  });
  if (options.workers !== false) await jobs.workAll(createJobHandlers(services, logger));
  const app = await buildApp({
    config,
    database: options.database,
    mailer,
    jobs,
    clock,
    logger,
    services,
  });
  await app.ready();
  return {
    app,
    jobs,
    config,
    async close() {
      await app.close();
      await jobs.stop(5_000);
    },
  };
}

let counter = 0;
/** A unique, valid registration payload. */
export function newUser(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    email: `user${Date.now().toString(36)}${counter}@example.com`,
    password: `Blue-Harbor-${counter}-Lantern`,
    first_name: 'Ada',
    last_name: 'Lovelace',
    ...overrides,
  };
}

/** Registers a new user through the API: its id and access token. */
export async function registerUser(app: {
  inject: (o: { method: 'POST'; url: string; payload: object }) => Promise<{ json(): unknown }>;
}): Promise<{ id: string; token: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/register/', payload: newUser() });
  const body = res.json() as { user: { id: string }; tokens: { access: string } };
  return { id: body.user.id, token: body.tokens.access };
}

export async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  { timeoutMs = 15_000, intervalMs = 100 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value as T;
    if (Date.now() > deadline) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * The real HTTP app without pg-boss (jobs are recorded, not run): for tests that need a second or
 * third app over a database already set up — another API process, other settings — cheaply.
 */
export async function startBareApp(options: {
  database: Database;
  config?: Partial<Config>;
}): Promise<{ app: App; sent: { name: string; data: unknown }[]; close(): Promise<void> }> {
  const config = loadConfig(
    { LOG_LEVEL: 'silent', DATA_DIR: '/tmp/bsp-test-unused', PUBLIC_URL: 'http://bsp.test' },
    { rateLimits: RELAXED_LIMITS, ...options.config },
  );
  const sent: { name: string; data: unknown }[] = [];
  const app = await buildApp({
    config,
    database: options.database,
    mailer: memoryMailer(),
    jobs: {
      async send(name, data) {
        sent.push({ name, data });
        return null;
      },
    },
    logger: createLogger('silent'),
  });
  await app.ready();
  return { app, sent, close: () => app.close() };
}
