/**
 * `bsp backup --out FILE` and `bsp restore FILE [--force]`: the embedded PGlite database (users,
 * analyses, rows, stored files, categories, layout profiles, the job queue) and DATA_DIR/secret.key
 * in one file. PostgreSQL deployments use pg_dump / pg_restore instead (README, docs/security).
 *
 * File format (version 1):
 *   line 1  `BSP-BACKUP 1`
 *   line 2  a JSON header (what is inside, checksums)
 *   rest    PGlite's gzipped tarball of the data folder (`dumpDataDir('gzip')`)
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { ConfigError } from '../config-error.ts';

const MAGIC = 'BSP-BACKUP 1\n';
const FORMAT_VERSION = 1;

type BackupHeader = {
  format: 'bsp-backup';
  version: number;
  created_at: string;
  database: 'pglite';
  /** Database migrations applied in the backed-up database, in order. */
  migrations: string[];
  /** DATA_DIR/secret.key (64 hex), or null when SECRET_KEY came from the environment. */
  secret_key: string | null;
  /** SECRET_KEY was set in the environment at backup time (so the key is not in the file). */
  secret_key_from_env: boolean;
  /** Rows per table of the public schema (shown on restore; checked by tests). */
  tables: Record<string, number>;
  payload_bytes: number;
  payload_sha256: string;
};

/** A refusal with a message for the person at the terminal (exit code 1, no stack). */
export class BackupError extends Error {
  override name = 'BackupError';
}

const PG_DUMP_HINT =
  'With DATABASE_URL (PostgreSQL) back up with `pg_dump --format=custom --file=bsp.dump "$DATABASE_URL"` ' +
  'and restore with `pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" bsp.dump` ' +
  '(and copy the S3 bucket when FILE_STORE=s3; keep SECRET_KEY). See docs/security/faults.md.';

function stamp(): string {
  return new Date().toISOString().replace(/[:.]/g, '-');
}

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

async function readSecretKeyFile(dataDir: string): Promise<string | null> {
  try {
    const text = (await readFile(path.join(dataDir, 'secret.key'), 'utf8')).trim();
    return /^[0-9a-f]{64}$/i.test(text) ? text.toLowerCase() : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function describeDatabase(
  db: import('kysely').Kysely<import('../db/schema.ts').DB>,
): Promise<{ migrations: string[]; tables: Record<string, number> }> {
  const migrations = (
    await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)
  ).rows.map((r) => r.name);
  const names = (
    await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db)
  ).rows.map((r) => r.table_name);
  const tables: Record<string, number> = {};
  for (const name of names) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(name)}`.execute(db);
    tables[name] = rows[0]!.n;
  }
  return { migrations, tables };
}

function summary(tables: Record<string, number>): string {
  const pick = [
    'users',
    'analyses',
    'transactions',
    'uploaded_files',
    'user_categories',
    'layout_profiles',
  ];
  return pick
    .filter((t) => t in tables)
    .map((t) => `${t} ${tables[t]}`)
    .join(', ');
}

/** Reads and checks a backup file: its header and the database tarball. */
export async function readBackup(file: string): Promise<{ header: BackupHeader; payload: Buffer }> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`${file} does not exist.`);
    if (code === 'EISDIR') throw new BackupError(`${file} is a folder, not a backup file.`);
    throw error;
  }
  const notBackup = new BackupError(
    `${file} is not a BSP backup (it does not start with "BSP-BACKUP"). Use a file written by \`bsp backup --out FILE\`.`,
  );
  if (!bytes.subarray(0, MAGIC.length).equals(Buffer.from(MAGIC))) {
    if (bytes.subarray(0, 11).toString('latin1') === 'BSP-BACKUP ') {
      throw new BackupError(
        `${file} was written by a newer BSP (backup format ${bytes.subarray(11, 14).toString('latin1').trim()}); this BSP reads format ${FORMAT_VERSION}. Upgrade BSP first.`,
      );
    }
    throw notBackup;
  }
  const headerEnd = bytes.indexOf(0x0a, MAGIC.length);
  if (headerEnd < 0) throw new BackupError(`${file} is damaged: its header is cut off.`);
  let header: BackupHeader;
  try {
    header = JSON.parse(bytes.subarray(MAGIC.length, headerEnd).toString('utf8')) as BackupHeader;
  } catch {
    throw new BackupError(`${file} is damaged: its header is not valid JSON.`);
  }
  if (header.format !== 'bsp-backup' || header.version !== FORMAT_VERSION) throw notBackup;
  const payload = bytes.subarray(headerEnd + 1);
  if (
    payload.length !== header.payload_bytes ||
    createHash('sha256').update(payload).digest('hex') !== header.payload_sha256
  ) {
    throw new BackupError(
      `${file} is damaged or truncated: the database part is ${payload.length} bytes, the header says ${header.payload_bytes}, or its checksum differs. Use another copy.`,
    );
  }
  return { header, payload };
}

async function withDataDirLock<T>(dataDir: string, fn: () => Promise<T>): Promise<T> {
  const { lockDataDir } = await import('../db/data-dir-lock.ts');
  await mkdir(dataDir, { recursive: true });
  let unlock: () => Promise<void>;
  try {
    unlock = await lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof ConfigError) {
      throw new BackupError(
        `${error.message.replace(/ Stop it first.*$/, '')} Stop it (\`bsp start\`) first: the embedded database belongs to one process.`,
      );
    }
    throw error;
  }
  try {
    return await fn();
  } finally {
    await unlock();
  }
}

export async function runBackup(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { out: { type: 'string', short: 'o' }, force: { type: 'boolean', default: false } },
    strict: true,
  });
  if (!values.out) throw new BackupError('Say where to write the backup: bsp backup --out FILE');
  const out = path.resolve(values.out);
  const { loadConfig } = await import('../config.ts');
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new BackupError(`bsp backup copies the embedded PGlite database. ${PG_DUMP_HINT}`);
  }
  const dbDir = path.join(config.dataDir, 'db');
  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw new BackupError(
      `There is no embedded database in ${dbDir} (DATA_DIR): nothing to back up.`,
    );
  }
  if (existsSync(out) && !values.force) {
    throw new BackupError(
      `${out} already exists. Choose another name, or add --force to overwrite it.`,
    );
  }

  const { header, payload } = await withDataDirLock(config.dataDir, async () => {
    const { openDatabase } = await import('../db/database.ts');
    const database = await openDatabase({ kind: 'pglite', dataDir: dbDir });
    try {
      const { migrations, tables } = await describeDatabase(database.db);
      const dump = await database.dumpDataDir!();
      const payload = Buffer.from(await dump.arrayBuffer());
      const header: BackupHeader = {
        format: 'bsp-backup',
        version: FORMAT_VERSION,
        created_at: new Date().toISOString(),
        database: 'pglite',
        migrations,
        secret_key: config.secretKey ? null : await readSecretKeyFile(config.dataDir),
        secret_key_from_env: Boolean(config.secretKey),
        tables,
        payload_bytes: payload.length,
        payload_sha256: createHash('sha256').update(payload).digest('hex'),
      };
      return { header, payload };
    } finally {
      await database.close();
    }
  });

  await mkdir(path.dirname(out), { recursive: true });
  const tmp = `${out}.${process.pid}.partial`;
  // The backup holds every statement and the key that opens stored passwords: owner-only.
  await writeFile(
    tmp,
    Buffer.concat([Buffer.from(MAGIC), Buffer.from(`${JSON.stringify(header)}\n`), payload]),
    {
      mode: 0o600,
    },
  );
  await rename(tmp, out);
  console.log(
    `Backup written to ${out} (${(payload.length / 1024 / 1024).toFixed(1)} MB): ${summary(header.tables)}.`,
  );
  if (config.secretKey) {
    console.log(
      'SECRET_KEY comes from the environment, so it is not in the backup: keep it safe as well.',
    );
  }
  if (config.fileStore.kind === 's3') {
    console.log(
      `FILE_STORE=s3: uploaded files live in bucket ${config.fileStore.bucket}, not in this backup. Copy the bucket too.`,
    );
  }
  return 0;
}

export async function runRestore(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1)
    throw new BackupError('Name one backup file: bsp restore FILE [--force]');
  const file = path.resolve(positionals[0]!);
  const { loadConfig } = await import('../config.ts');
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new BackupError(`bsp restore restores the embedded PGlite database. ${PG_DUMP_HINT}`);
  }
  const { header, payload } = await readBackup(file);
  const dbDir = path.join(config.dataDir, 'db');
  const keyFile = path.join(config.dataDir, 'secret.key');

  await withDataDirLock(config.dataDir, async () => {
    const hasDatabase = !(await isEmptyDir(dbDir));
    const currentKey = await readSecretKeyFile(config.dataDir);
    const keyDiffers =
      header.secret_key !== null && currentKey !== null && currentKey !== header.secret_key;
    if ((hasDatabase || keyDiffers) && !values.force) {
      throw new BackupError(
        `${hasDatabase ? `${dbDir} already holds a database` : `${keyFile} holds another key`}: restoring would replace it. ` +
          'Run `bsp restore FILE --force` to replace it (the current one is kept beside it as *.before-restore-<time>).',
      );
    }
    // Load into a fresh folder first: a failed restore leaves the current database untouched.
    const staging = path.join(config.dataDir, `db.restoring-${process.pid}`);
    await rm(staging, { recursive: true, force: true });
    const { openDatabase } = await import('../db/database.ts');
    try {
      const database = await openDatabase({
        kind: 'pglite',
        dataDir: staging,
        loadDataDir: new Blob([new Uint8Array(payload)]),
      });
      try {
        const { migrations, tables } = await describeDatabase(database.db);
        if (
          migrations.join() !== header.migrations.join() ||
          JSON.stringify(tables) !== JSON.stringify(header.tables)
        ) {
          throw new BackupError(
            `${file} is damaged: the restored database does not match its header.`,
          );
        }
      } finally {
        await database.close();
      }
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      if (error instanceof BackupError) throw error;
      throw new BackupError(
        `${file} could not be loaded as a database: ${(error as Error).message}`,
      );
    }
    const aside = `before-restore-${stamp()}`;
    if (hasDatabase) await rename(dbDir, `${dbDir}.${aside}`);
    else await rm(dbDir, { recursive: true, force: true });
    await rename(staging, dbDir);
    if (header.secret_key) {
      if (keyDiffers) await rename(keyFile, `${keyFile}.${aside}`);
      await writeFile(keyFile, `${header.secret_key}\n`, { mode: 0o600 });
      await chmod(keyFile, 0o600);
    }
    console.log(
      `Restored ${file} (made ${header.created_at}) into ${dbDir}: ${summary(header.tables)}.` +
        (hasDatabase ? ` The previous database is in ${dbDir}.${aside}.` : ''),
    );
    if (header.secret_key_from_env) {
      console.log(
        'The backup holds no secret key (SECRET_KEY was set): set the same SECRET_KEY here.',
      );
    }
  });
  return 0;
}
