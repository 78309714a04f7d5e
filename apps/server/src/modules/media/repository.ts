import type { Kysely } from 'kysely';
import type { DB, MediaRow } from '../../db/schema.ts';

/** Uploaded files live in the database (bytea), so a backup of the database is complete. */
export class MediaRepository {
  readonly #db: Kysely<DB>;
  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  async insert(media: Omit<MediaRow, 'created_at'> & { created_at: Date }): Promise<void> {
    await this.#db.insertInto('media').values(media).execute();
  }

  async find(id: string): Promise<{ content_type: string; bytes: Buffer } | undefined> {
    const row = await this.#db
      .selectFrom('media')
      .select(['content_type', 'bytes'])
      .where('id', '=', id)
      .executeTakeFirst();
    // node-postgres gives a Buffer, PGlite a Uint8Array.
    return row ? { content_type: row.content_type, bytes: Buffer.from(row.bytes) } : undefined;
  }

  async delete(id: string): Promise<void> {
    await this.#db.deleteFrom('media').where('id', '=', id).execute();
  }
}
