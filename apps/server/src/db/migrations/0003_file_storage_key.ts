import { type Kysely, sql } from 'kysely';

/**
 * Uploaded files may live in an S3-compatible object store (FILE_STORE=s3): the row then keeps
 * the object key and an empty `bytes`. Null key → the bytes are in the row (the default).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table uploaded_files add column storage_key text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table uploaded_files drop column storage_key`.execute(db);
}
