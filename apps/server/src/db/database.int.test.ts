import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

describe('openDatabase (PGlite)', () => {
  it('returns the same JavaScript types as node-postgres: dates as strings, int8 as numbers', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      const { rows } = await sql<{ d: unknown; n: unknown; x: unknown }>`
        select '2024-01-05'::date as d, 5::int8 as n, 1.50::numeric as x
      `.execute(database.db);
      expect(rows[0]).toEqual({ d: '2024-01-05', n: 5, x: '1.50' });
    } finally {
      await database.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('openDatabase (PostgreSQL)', () => {
  it('survives its idle connections being killed and serves the next query', async () => {
    const database = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL! });
    try {
      await sql`select 1`.execute(database.db); // leaves an idle client in the pool
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and state = 'idle'
           and application_name = ''`,
      );
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      expect(rows[0]?.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
