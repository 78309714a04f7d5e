import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import {
  JOB_NAMES,
  JOB_SCHEDULES,
  type JobData,
  type JobHandler,
  type JobHandlers,
  type JobName,
  type JobSender,
  jobSchemas,
  type SendOptions,
} from './registry.ts';

export const BOSS_SCHEMA = 'pgboss';

/**
 * pg-boss 10.4 marks a finished job with `complete()` / `fail()` without awaiting them. When the
 * database is unreachable at that moment (PostgreSQL restarting) the rejection is unhandled and
 * Node ends the whole process. Mark those promises handled (the error still reaches callers who
 * await, and is reported as a queue error): the job stays active, expires and is retried, and
 * the statement job stores its results idempotently.
 */
function guardJobCompletion(): void {
  const require = createRequire(import.meta.url);
  const Manager = require('pg-boss/src/manager.js') as {
    prototype: Record<string, unknown>;
  };
  const guarded = Symbol.for('bsp.guardedCompletion');
  for (const name of ['complete', 'fail']) {
    const original = Manager.prototype[name] as (...args: unknown[]) => Promise<unknown>;
    if (typeof original !== 'function' || (original as { [guarded]?: boolean })[guarded]) continue;
    const wrapped = function (
      this: { emit(event: string, error: unknown): void },
      ...args: unknown[]
    ) {
      const promise = original.apply(this, args);
      promise.catch((error: unknown) => this.emit('error', error));
      return promise;
    };
    Object.assign(wrapped, { [guarded]: true });
    Manager.prototype[name] = wrapped;
  }
}
guardJobCompletion();

export type JobQueueOptions = {
  /** Seconds between polls of an idle worker (pg-boss minimum 0.5). */
  pollingIntervalSeconds?: number;
  /**
   * Seconds between maintenance runs (expiring jobs of crashed workers, archiving). pg-boss
   * default 120; one process does it per interval across all processes sharing the database.
   */
  maintenanceIntervalSeconds?: number;
};

/**
 * pg-boss over our own connection(s): on PGlite it goes through the shared mutex-guarded
 * instance (one process owns the data folder), on PostgreSQL through the same pool as Kysely.
 */
export class JobQueue implements JobSender {
  readonly boss: PgBoss;
  readonly #logger: Logger;
  readonly #options: JobQueueOptions;
  #started = false;

  constructor(database: Database, logger: Logger, options: JobQueueOptions = {}) {
    this.boss = new PgBoss({
      db: database.executor as PgBoss.Db,
      schema: BOSS_SCHEMA,
      ...(options.maintenanceIntervalSeconds
        ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds }
        : {}),
    });
    this.#logger = logger;
    this.#options = options;
    this.boss.on('error', (error) => this.#logger.error({ err: error }, 'job queue error'));
  }

  /** Creates/migrates the pg-boss schema and every queue in the registry. */
  async start(): Promise<void> {
    if (this.#started) return;
    await this.boss.start();
    for (const name of JOB_NAMES) {
      await this.boss.createQueue(name);
    }
    this.#started = true;
  }

  async send<N extends JobName>(
    name: N,
    data: JobData<N>,
    options: SendOptions = {},
  ): Promise<string | null> {
    const parsed = jobSchemas[name].parse(data);
    const { executor, ...rest } = options;
    return this.boss.send(name, parsed, {
      retryLimit: 3,
      retryDelay: 5,
      retryBackoff: true,
      ...rest,
      ...(executor ? { db: executor as PgBoss.Db } : {}),
    });
  }

  /** `concurrency` workers poll the queue independently (pg-boss 10 has no team size). */
  async work<N extends JobName>(name: N, handler: JobHandler<N>, concurrency = 1): Promise<void> {
    for (let i = 1; i < concurrency; i++) await this.#workOne(name, handler);
    await this.#workOne(name, handler);
  }

  async #workOne<N extends JobName>(name: N, handler: JobHandler<N>): Promise<void> {
    await this.boss.work<JobData<N>>(
      name,
      { pollingIntervalSeconds: this.#options.pollingIntervalSeconds ?? 2, batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) {
          const log = this.#logger.child({ job: { id: job.id, name } });
          const started = performance.now();
          try {
            const data = jobSchemas[name].parse(job.data) as JobData<N>;
            await handler(data, { id: job.id });
            log.info({ ms: Math.round(performance.now() - started) }, 'job completed');
          } catch (error) {
            log.error({ err: error }, 'job failed');
            throw error;
          }
        }
      },
    );
  }

  async workAll(
    handlers: JobHandlers,
    concurrency: Partial<Record<JobName, number>> = {},
  ): Promise<void> {
    for (const name of JOB_NAMES) {
      await this.work(name, handlers[name] as JobHandler<typeof name>, concurrency[name] ?? 1);
    }
  }

  /** Installs the cron schedules of the registry (idempotent; pg-boss keeps one per name). */
  async schedule(): Promise<void> {
    for (const [name, cron] of Object.entries(JOB_SCHEDULES)) {
      await this.boss.schedule(name, cron, {});
    }
  }

  async getState(name: JobName, id: string): Promise<string | undefined> {
    const job = await this.boss.getJobById(name, id);
    return job?.state;
  }

  /** Graceful: stop fetching, wait for running jobs (up to `timeoutMs`), then return. */
  async stop(timeoutMs = 20_000): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  }
}
