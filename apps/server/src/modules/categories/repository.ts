import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type {
  CategoryRulesTable,
  DB,
  MerchantMemoryTable,
  UserCategoriesTable,
} from '../../db/schema.ts';

export type UserCategoryRow = Selectable<UserCategoriesTable>;
export type CategoryRuleRow = Selectable<CategoryRulesTable>;
export type MerchantMemoryRow = Selectable<MerchantMemoryTable>;

/** A user's categories, rules and merchant memory. Every query is scoped by user id. */
export class CategoriesRepository {
  readonly #db: Kysely<DB>;
  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  transaction<T>(fn: (repo: CategoriesRepository) => Promise<T>): Promise<T> {
    return this.#db.transaction().execute((trx) => fn(new CategoriesRepository(trx)));
  }

  userCategories(userId: string): Promise<UserCategoryRow[]> {
    return this.#db
      .selectFrom('user_categories')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('name')
      .execute();
  }

  findUserCategory(userId: string, id: string): Promise<UserCategoryRow | undefined> {
    return this.#db
      .selectFrom('user_categories')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findUserCategoryByName(userId: string, name: string): Promise<UserCategoryRow | undefined> {
    return this.#db
      .selectFrom('user_categories')
      .selectAll()
      .where('user_id', '=', userId)
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .executeTakeFirst();
  }

  insertUserCategory(row: Insertable<UserCategoriesTable>): Promise<UserCategoryRow> {
    return this.#db
      .insertInto('user_categories')
      .values(row)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  updateUserCategory(
    userId: string,
    id: string,
    set: Updateable<UserCategoriesTable>,
  ): Promise<UserCategoryRow | undefined> {
    return this.#db
      .updateTable('user_categories')
      .set(set)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Deletes a user category; its rows, rules and memory fall back to its primary code (rows keep
   * their source: the fallback is the same choice, only coarser).
   */
  async deleteUserCategory(userId: string, category: UserCategoryRow, now: Date): Promise<void> {
    const to = category.primary_code;
    await this.#db
      .updateTable('transactions')
      .set({ category: to, updated_at: now })
      .where('user_id', '=', userId)
      .where('category', '=', category.id)
      .execute();
    await this.#db
      .updateTable('category_rules')
      .set({ category: to, updated_at: now })
      .where('user_id', '=', userId)
      .where('category', '=', category.id)
      .execute();
    await this.#db
      .updateTable('merchant_memory')
      .set({ category: to, updated_at: now })
      .where('user_id', '=', userId)
      .where('category', '=', category.id)
      .execute();
    await this.#db
      .deleteFrom('user_categories')
      .where('user_id', '=', userId)
      .where('id', '=', category.id)
      .execute();
  }

  rules(userId: string): Promise<CategoryRuleRow[]> {
    return this.#db
      .selectFrom('category_rules')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('position')
      .orderBy('created_at')
      .execute();
  }

  /** The user's rules locked (create, reorder and delete renumber them in turn). */
  lockRules(userId: string): Promise<CategoryRuleRow[]> {
    return this.#db
      .selectFrom('category_rules')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('position')
      .orderBy('created_at')
      .forUpdate()
      .execute();
  }

  insertRule(row: Insertable<CategoryRulesTable>): Promise<CategoryRuleRow> {
    return this.#db
      .insertInto('category_rules')
      .values(row)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  updateRule(
    userId: string,
    id: string,
    set: Updateable<CategoryRulesTable>,
  ): Promise<CategoryRuleRow | undefined> {
    return this.#db
      .updateTable('category_rules')
      .set(set)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async deleteRule(userId: string, id: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('category_rules')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  memory(userId: string): Promise<MerchantMemoryRow[]> {
    return this.#db
      .selectFrom('merchant_memory')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('merchant_key')
      .execute();
  }

  findMemory(userId: string, merchantKey: string): Promise<MerchantMemoryRow | undefined> {
    return this.#db
      .selectFrom('merchant_memory')
      .selectAll()
      .where('user_id', '=', userId)
      .where('merchant_key', '=', merchantKey)
      .executeTakeFirst();
  }

  async upsertMemory(row: Insertable<MerchantMemoryTable>): Promise<MerchantMemoryRow> {
    return this.#db
      .insertInto('merchant_memory')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['user_id', 'merchant_key']).doUpdateSet((eb) => ({
          merchant: eb.fn.coalesce(eb.ref('excluded.merchant'), eb.ref('merchant_memory.merchant')),
          category: eb.ref('excluded.category'),
          learn: eb.ref('excluded.learn'),
          agreements: eb.ref('excluded.agreements'),
          source: eb.ref('excluded.source'),
          confidence: eb.ref('excluded.confidence'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async deleteMemory(userId: string, merchantKey: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('merchant_memory')
      .where('user_id', '=', userId)
      .where('merchant_key', '=', merchantKey)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The user's past rows, newest first (what a rule is tested against). */
  pastRows(userId: string, limit: number) {
    return this.#db
      .selectFrom('transactions')
      .select(['id', 'date', 'description', 'amount', 'currency', 'category'])
      .where('user_id', '=', userId)
      .orderBy('date', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** A merchant's display name as the user's rows show it (the most recent one). */
  async merchantName(userId: string, merchantKey: string): Promise<string | null> {
    const row = await this.#db
      .selectFrom('transactions')
      .select('merchant')
      .where('user_id', '=', userId)
      .where('merchant_key', '=', merchantKey)
      .where('merchant', 'is not', null)
      .orderBy('updated_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.merchant ?? null;
  }
}
