// Each command imports what it needs when it runs: the server stack (Fastify, the database,
// the job queue) costs ~0.7 s to load, which `help` and `parse` must not pay.
import { ConfigError } from './config-error.ts';

export const USAGE = `Usage: bsp <command>

Commands:
  start     Migrate, then run the API, the job worker and the web app in one process
  serve     Run the API and the web app (no job worker)
  worker    Run the job worker only (needs DATABASE_URL: PostgreSQL)
  migrate   Apply database migrations and exit
  backup    bsp backup --out FILE [--force]: copy the embedded database, stored files and
            secret key to FILE (stop \`bsp start\` first; PostgreSQL: pg_dump)
  restore   bsp restore FILE [--force]: load a backup into DATA_DIR (--force replaces a database
            that is already there, keeping it beside as db.before-restore-*)
  parse     Parse bank statements (files or folders) from the command line
  report    Write a printable PDF report (insights and certificates) of statements
  help      Show this help (also --help, -h)

Environment (defaults): PORT (3000), HOST (0.0.0.0), DATA_DIR (./data),
  DATABASE_URL (unset: embedded PGlite in DATA_DIR/db), PUBLIC_URL (http://localhost:PORT),
  SMTP_URL (unset: emails go to DATA_DIR/outbox as .eml), MAIL_FROM, CONTACT_EMAIL_TO,
  LOG_LEVEL (info), WEB_DIST (apps/web/dist), TRUST_PROXY (false)
`;

const SHUTDOWN_TIMEOUT_MS = 30_000;

async function runServer(mode: 'start' | 'serve' | 'worker'): Promise<number> {
  const { loadConfig } = await import('./config.ts');
  const { createServerRuntime } = await import('./runtime.ts');
  const runtime = createServerRuntime(loadConfig(), mode);

  // Listen for signals before starting, so a signal during start-up is not lost (it is
  // handled once start-up has finished).
  let pending: string | undefined;
  let onSignal = (signal: string) => {
    pending = signal;
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));

  let url: string | undefined;
  try {
    ({ url } = await runtime.start());
  } catch (error) {
    await runtime.stop().catch(() => {});
    throw error;
  }
  if (url) console.log(`BSP is running at ${url}`);
  else console.log('BSP worker is running');

  return new Promise<number>((resolve) => {
    let stopping = false;
    onSignal = (signal: string) => {
      if (stopping) {
        runtime.logger.warn({ signal }, 'second signal: exiting now');
        resolve(1);
        return;
      }
      stopping = true;
      runtime.logger.info({ signal }, 'shutting down');
      const timer = setTimeout(() => {
        runtime.logger.error('shutdown took too long: exiting');
        resolve(1);
      }, SHUTDOWN_TIMEOUT_MS);
      timer.unref();
      runtime.stop().then(
        () => {
          clearTimeout(timer);
          runtime.logger.info('stopped');
          resolve(0);
        },
        () => {
          clearTimeout(timer);
          resolve(1);
        },
      );
    };
    if (pending) onSignal(pending);
  });
}

async function runMigrate(): Promise<number> {
  const { loadConfig } = await import('./config.ts');
  const config = loadConfig();
  const { migrateToLatest } = await import('./db/migrate.ts');
  const { openConfiguredDatabase } = await import('./runtime.ts');
  const database = await openConfiguredDatabase(config);
  try {
    const { applied } = await migrateToLatest(database.db);
    console.log(
      applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date.',
    );
    return 0;
  } finally {
    await database.close();
  }
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'start':
      case 'serve':
      case 'worker':
        return await runServer(command);
      case 'migrate':
        return await runMigrate();
      case 'parse': {
        const { runParse } = await import('./cli/parse-command.ts');
        return await runParse(rest);
      }
      case 'backup':
      case 'restore': {
        const { runBackup, runRestore } = await import('./cli/backup-command.ts');
        return await (command === 'backup' ? runBackup(rest) : runRestore(rest));
      }
      case 'report': {
        const { runReport } = await import('./cli/report-command.ts');
        return await runReport(rest);
      }
      case 'help':
      case '--help':
      case '-h':
        process.stdout.write(USAGE);
        return 0;
      default:
        process.stderr.write(command ? `Unknown command: ${command}\n\n${USAGE}` : USAGE);
        return 2;
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      return 1;
    }
    if ((error as Error).name === 'BackupError') {
      process.stderr.write(`bsp ${command}: ${(error as Error).message}\n`);
      return 1;
    }
    if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`bsp ${command}: ${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    process.stderr.write(`bsp ${command}: ${(error as Error).stack ?? String(error)}\n`);
    return 1;
  }
}
