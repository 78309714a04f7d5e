import { type Kysely, sql } from 'kysely';

/**
 * Layout profiles (issue 13). A user's profiles (how to read one bank's layout, the file format of
 * @bsp/shared/layout-profile without its id); the positioned words of each analysed page, so the
 * fix screen re-reads a statement without a second OCR; and how each analysis was read (generic
 * engine or a profile, with the reading as instructions and the layout's fingerprint).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table layout_profiles (
      id uuid primary key,
      user_id uuid not null references users(id) on delete cascade,
      name text not null,
      bank_name text,
      profile jsonb not null,
      used_count integer not null default 0,
      last_used_at timestamptz,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )
  `.execute(db);
  await sql`create index layout_profiles_user_idx on layout_profiles (user_id)`.execute(db);

  await sql`
    create table analysis_words (
      analysis_id uuid not null references analyses(id) on delete cascade,
      page integer not null,
      words jsonb not null,
      primary key (analysis_id, page)
    )
  `.execute(db);

  await sql`alter table analyses add column reading jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table analyses drop column reading`.execute(db);
  await sql`drop table if exists analysis_words`.execute(db);
  await sql`drop table if exists layout_profiles`.execute(db);
}
