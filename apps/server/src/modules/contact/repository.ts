import type { ContactRequest } from '@bsp/shared';
import type { Kysely } from 'kysely';
import type { ContactMessageRow, DB } from '../../db/schema.ts';

export class ContactRepository {
  readonly #db: Kysely<DB>;
  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  async insert(id: string, message: ContactRequest, now: Date): Promise<void> {
    await this.#db
      .insertInto('contact_messages')
      .values({
        id,
        name: message.name,
        email: message.email,
        company: message.company ?? null,
        subject: message.subject,
        message: message.message,
        priority: message.priority,
        created_at: now,
      })
      .execute();
  }

  find(id: string): Promise<ContactMessageRow | undefined> {
    return this.#db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async markForwarded(id: string, now: Date): Promise<void> {
    await this.#db
      .updateTable('contact_messages')
      .set({ forwarded_at: now })
      .where('id', '=', id)
      .execute();
  }
}
