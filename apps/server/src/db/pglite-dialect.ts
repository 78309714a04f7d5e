import type { PGlite } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { Mutex } from './mutex.ts';

/**
 * Kysely dialect over one PGlite instance. PGlite is a single connection, so a connection is
 * "acquired" by taking the shared mutex (also used by the pg-boss adapter): a transaction keeps
 * everyone else out until it ends.
 */
export class PGliteDialect implements Dialect {
  readonly #db: PGlite;
  readonly #mutex: Mutex;

  constructor(db: PGlite, mutex: Mutex) {
    this.#db = db;
    this.#mutex = mutex;
  }

  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.#db, this.#mutex);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

type Held = { connection: PGliteConnection; release: () => void };

class PGliteDriver implements Driver {
  readonly #db: PGlite;
  readonly #mutex: Mutex;
  readonly #held = new WeakMap<DatabaseConnection, () => void>();

  constructor(db: PGlite, mutex: Mutex) {
    this.#db = db;
    this.#mutex = mutex;
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#mutex.lock();
    const held: Held = { connection: new PGliteConnection(this.#db), release };
    this.#held.set(held.connection, release);
    return held.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await (connection as PGliteConnection).raw(`begin${level}`);
  }
  async commitTransaction(connection: DatabaseConnection) {
    await (connection as PGliteConnection).raw('commit');
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await (connection as PGliteConnection).raw('rollback');
  }

  async releaseConnection(connection: DatabaseConnection) {
    this.#held.get(connection)?.();
    this.#held.delete(connection);
  }

  async destroy() {}
}

class PGliteConnection implements DatabaseConnection {
  readonly #db: PGlite;
  constructor(db: PGlite) {
    this.#db = db;
  }

  async raw(sql: string) {
    await this.#db.exec(sql);
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#db.query<R>(compiled.sql, compiled.parameters as unknown[]);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported on PGlite.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on PGlite.');
  }
}
