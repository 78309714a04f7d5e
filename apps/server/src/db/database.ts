import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { Mutex } from './mutex.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { DB } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseOptions =
  /** `dataDir` undefined → in-memory (tests); `loadDataDir` starts from a dumped data folder. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

/** What pg-boss needs when it does not own the connection. */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};

export type Database = {
  kind: DatabaseKind;
  db: Kysely<DB>;
  /** Adapter handed to pg-boss (`db` option) so jobs share our connection(s). */
  executor: SqlExecutor;
  close(): Promise<void>;
  /** PGlite only: a gzipped tarball of the data folder (test templates, backups). */
  dumpDataDir?: () => Promise<Blob>;
};

const INT8_OID = 20;
const NUMERIC_OID = 1700;
const DATE_OID = 1082;

/**
 * Same JS types on both engines: int8 → number (counts, sizes, money in minor units — always
 * within 2^53), numeric → string (exact decimals), date → 'YYYY-MM-DD' string (a calendar day,
 * never shifted by a time zone), timestamptz → Date, bytea → Buffer/Uint8Array.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return (value: string) => Number(value);
    if (oid === NUMERIC_OID || oid === DATE_OID) return (value: string) => value;
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads are not expressible here.
    return (pg.types.getTypeParser as any)(oid, format);
  },
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // An unreachable server (network partition, failover) fails the request (503) instead of
      // holding it until the OS gives up on the TCP connection.
      connectionTimeoutMillis: 10_000,
      types: pgTypes as pg.CustomTypesConfig,
    });
    // An idle connection can die under us (server restart, failover, a dropped database). The
    // pool discards it and the next query gets a fresh one; without a listener, node-postgres
    // turns that into an uncaught exception that takes the whole process down.
    pool.on('error', () => {});
    // Fail fast with a clear message when the server is unreachable.
    try {
      const client = await pool.connect();
      client.release();
    } catch (error) {
      await pool.end().catch(() => {});
      throw new Error(
        `Cannot connect to PostgreSQL at DATABASE_URL (${redactUrl(options.url)}): ${(error as Error).message}`,
      );
    }
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      kind: 'postgres',
      db,
      executor: {
        async executeSql(text, values) {
          return pool.query(text, values as unknown[]);
        },
      },
      async close() {
        await db.destroy(); // ends the pool
      },
    };
  }

  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  // One options object: `new PGlite(undefined, options)` silently ignores the options.
  const pglite = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: {
      [INT8_OID]: (value: string) => Number(value),
      [NUMERIC_OID]: (v: string) => v,
      [DATE_OID]: (v: string) => v,
    },
  });
  await pglite.waitReady;
  const mutex = new Mutex();
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite, mutex) });
  return {
    kind: 'pglite',
    db,
    executor: {
      executeSql(text, values) {
        return mutex.run(async () => {
          if (values && values.length > 0) return pglite.query(text, values);
          // exec allows several statements (pg-boss migrations); answer with the last result.
          const results = await pglite.exec(text);
          return results.at(-1) ?? { rows: [] };
        });
      },
    },
    async close() {
      await db.destroy();
      await mutex.run(() => pglite.close());
    },
    dumpDataDir: () => mutex.run(() => pglite.dumpDataDir('gzip')),
  };
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}
