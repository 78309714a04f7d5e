import { sql } from 'kysely';
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
