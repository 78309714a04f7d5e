import type { Kysely } from 'kysely';
import type { DB, NewUser, UserRow } from '../../db/schema.ts';

export class UsersRepository {
  readonly #db: Kysely<DB>;
  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  findById(id: string): Promise<UserRow | undefined> {
    return this.#db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.#db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  async emailExists(email: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
    return row !== undefined;
  }

  insert(user: NewUser): Promise<UserRow> {
    return this.#db
      .insertInto('users')
      .values({ ...user, email: user.email.toLowerCase() })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(
    id: string,
    changes: { first_name?: string; last_name?: string; profile_picture_id?: string | null },
    now: Date,
  ): Promise<UserRow | undefined> {
    return this.#db
      .updateTable('users')
      .set({ ...changes, updated_at: now })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  async setPasswordHash(id: string, passwordHash: string, now: Date): Promise<void> {
    await this.#db
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  /** Hard delete: sessions, tokens, reset tokens and media go with it (ON DELETE CASCADE). */
  async delete(id: string): Promise<void> {
    await this.#db.deleteFrom('users').where('id', '=', id).execute();
  }
}
