import { type Kysely, sql } from 'kysely';

/**
 * Rate-limit counters shared by every API process (issue 14): one row per limited key (a hash of
 * the route and the IP or email, never the email itself), counting attempts in a fixed window
 * that ends at expires_at. Expired rows are deleted by the store from time to time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_limits (
      key text primary key,
      count integer not null,
      expires_at timestamptz not null
    )
  `.execute(db);
  await sql`create index rate_limits_expires_idx on rate_limits (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists rate_limits`.execute(db);
}
