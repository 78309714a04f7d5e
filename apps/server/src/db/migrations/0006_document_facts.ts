import { type Kysely, sql } from 'kysely';

/**
 * What a parsed PDF says about itself (producer, creator, creation and modification dates, page
 * sizes): the integrity signals compare it with the bank the statement claims. Null for images
 * and for analyses parsed before this column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table analyses add column document jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table analyses drop column document`.execute(db);
}
