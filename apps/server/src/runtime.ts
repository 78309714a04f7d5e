import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';
import { systemClock } from './clock.ts';
import { type Config, ConfigError } from './config.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { type Database, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createMailer, type Mailer } from './email/mailer.ts';
import { type App, buildApp } from './http/app.ts';
import { JobQueue } from './jobs/boss.ts';
import { createLogger } from './logger.ts';
import { createJobHandlers, createServices } from './services.ts';
import { closeIdleParserThreads, keepParserThreadWarm } from './worker/isolate.ts';

/** start = API + worker + web (one process); serve = API + web; worker = jobs only. */
export type RuntimeMode = 'start' | 'serve' | 'worker';

export type ServerRuntime = {
  /** Migrates, then starts what the mode asks for. Resolves with the URL when serving HTTP. */
  start(): Promise<{ url: string | undefined }>;
  /** Graceful: stop accepting, finish in-flight requests and jobs, close the database. */
  stop(): Promise<void>;
  readonly logger: Logger;
  readonly app: App | undefined;
};

export const WORKER_NEEDS_POSTGRES =
  'bsp worker needs DATABASE_URL (PostgreSQL). The embedded PGlite database can only be used by ' +
  'one process, so with PGlite the API and the worker run together: use `bsp start`.';

export function describeDatabase(config: Config) {
  return config.databaseUrl ? 'postgres' : `pglite (${path.join(config.dataDir, 'db')})`;
}

/** Opens the configured database (PostgreSQL if DATABASE_URL, else PGlite in DATA_DIR/db). */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
}

export function createServerRuntime(
  config: Config,
  mode: RuntimeMode = 'start',
  options: { logger?: Logger } = {},
): ServerRuntime {
  const logger = options.logger ?? createLogger(config.logLevel);
  let database: Database | undefined;
  let jobs: JobQueue | undefined;
  let mailer: Mailer | undefined;
  let app: App | undefined;
  let unlock: (() => Promise<void>) | undefined;

  const runtime: ServerRuntime = {
    logger,
    get app() {
      return app;
    },

    async start() {
      if (mode === 'worker' && !config.databaseUrl) throw new ConfigError(WORKER_NEEDS_POSTGRES);
      if (!config.databaseUrl) {
        const { mkdir } = await import('node:fs/promises');
        await mkdir(config.dataDir, { recursive: true });
        unlock = await lockDataDir(config.dataDir);
      }
      const started = performance.now();
      database = await openConfiguredDatabase(config);
      const { applied } = await migrateToLatest(database.db);
      logger.info(
        {
          database: describeDatabase(config),
          applied,
          ms: Math.round(performance.now() - started),
        },
        'database ready',
      );

      jobs = new JobQueue(database, logger.child({ module: 'jobs' }), {
        // Jobs of a killed worker expire sooner than with pg-boss's 120 s default.
        maintenanceIntervalSeconds: config.queue.maintenanceIntervalS,
        pollingIntervalSeconds: config.queue.pollingIntervalS,
      });
      await jobs.start();
      mailer = createMailer(config, logger.child({ module: 'email' }));
      const services = createServices({
        config,
        database,
        mailer,
        jobs,
        clock: systemClock,
        logger,
      });

      let url: string | undefined;
      if (mode !== 'worker') {
        app = await buildApp({ config, database, mailer, jobs, logger, services });
        await app.listen({ port: config.port, host: config.host });
        const { port } = app.server.address() as AddressInfo;
        const shownHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host)
          ? 'localhost'
          : config.host;
        url = `http://${shownHost}:${port}`;
      }
      if (mode !== 'serve') {
        await jobs.workAll(createJobHandlers(services, logger.child({ module: 'jobs' })), {
          'statement.parse': config.workerConcurrency,
        });
        await jobs.schedule();
        keepParserThreadWarm(config.parseMemoryMb);
      } else if (!config.databaseUrl) {
        logger.warn(
          'bsp serve runs no worker: emails (password reset, contact) wait for `bsp start`',
        );
      }
      return { url };
    },

    async stop() {
      const errors: unknown[] = [];
      const step = async (name: string, fn: () => Promise<unknown>) => {
        try {
          await fn();
        } catch (error) {
          errors.push(error);
          logger.error({ err: error }, `shutdown: ${name} failed`);
        }
      };
      if (app) await step('http', () => app!.close());
      if (jobs) await step('jobs', () => jobs!.stop());
      closeIdleParserThreads();
      if (mailer) await step('mailer', () => mailer!.close());
      if (database) await step('database', () => database!.close());
      if (unlock) await step('unlock', () => unlock!());
      if (errors.length > 0) throw errors[0];
    },
  };
  return runtime;
}
