import { type Kysely, sql } from 'kysely';

/**
 * Page images kept for password-protected PDFs. The password is never stored, so pages are
 * rendered once, inside the parse job, while it is in memory; other files render on demand.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table page_images (
      analysis_id uuid not null references analyses(id) on delete cascade,
      page integer not null,
      png bytea not null,
      width_pt double precision not null,
      height_pt double precision not null,
      primary key (analysis_id, page)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table page_images`.execute(db);
}
