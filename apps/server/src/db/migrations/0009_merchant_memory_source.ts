import { type Kysely, sql } from 'kysely';

/**
 * Merchant memory says who taught it (decision 029): 'user' (every row so far) or 'llm', an
 * optional local language model's answer about an uncertain merchant, with its confidence.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table merchant_memory
      add column source text not null default 'user',
      add column confidence real,
      add constraint merchant_memory_source_check check (source in ('user', 'llm'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table merchant_memory
      drop constraint if exists merchant_memory_source_check,
      drop column if exists confidence,
      drop column if exists source
  `.execute(db);
}
