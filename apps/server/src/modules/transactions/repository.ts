import type { TRANSACTION_SORTS } from '@bsp/shared';
import {
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type SqlBool,
  sql,
  type Updateable,
} from 'kysely';
import type {
  DB,
  StatementsTable,
  TransactionAuditTable,
  TransactionsTable,
} from '../../db/schema.ts';
import { escapeLike, minorBound } from './amount-bounds.ts';
import type { TransactionRow } from './mapping.ts';
import type { StatementChecks } from './statement-checks.ts';

export type StatementRow = Selectable<StatementsTable>;
export type AuditRow = Selectable<TransactionAuditTable>;
export type TransactionSort = (typeof TRANSACTION_SORTS)[number];

/** List filters after validation: ids are known to be UUIDs, amounts are decimal strings. */
export type TransactionFilters = {
  analysis?: string | undefined;
  account?: string | undefined;
  statement?: string | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
  amount_min?: string | undefined;
  amount_max?: string | undefined;
  q?: string | undefined;
  category?: string | undefined;
  merchant_key?: string | undefined;
  /** Only these rows (already checked to be ids). */
  ids?: string[] | undefined;
};

/** Filters as the API receives them: `ids` still a comma-separated string. */
export type TransactionFilterQuery = Omit<TransactionFilters, 'ids'> & { ids?: string | undefined };

/** Currencies grouped by their number of minor digits, for amount filters. */
export type CurrencyGroups = Array<{ digits: number; currencies: string[] }>;

type Eb = ExpressionBuilder<DB & { t: TransactionsTable }, 't'>;

export class TransactionsRepository {
  readonly #db: Kysely<DB>;
  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  /** Runs `fn` in one database transaction with a repository bound to it (and the handle). */
  transaction<T>(fn: (repo: TransactionsRepository, trx: Kysely<DB>) => Promise<T>): Promise<T> {
    return this.#db.transaction().execute((trx) => fn(new TransactionsRepository(trx), trx));
  }

  /** Other rows of a merchant (not `exceptIds`) whose category differs from `category`. */
  async countOtherMerchantRows(
    userId: string,
    merchantKey: string,
    category: string | null,
    exceptIds: string[],
  ): Promise<number> {
    let query = this.#db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('merchant_key', '=', merchantKey)
      .where('category', 'is distinct from', category);
    if (exceptIds.length > 0) query = query.where('id', 'not in', exceptIds);
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** A merchant's rows whose category differs from `category`, locked for the update. */
  merchantRowsToChange(
    userId: string,
    merchantKey: string,
    category: string,
  ): Promise<TransactionRow[]> {
    return this.#db
      .selectFrom('transactions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('merchant_key', '=', merchantKey)
      .where('category', 'is distinct from', category)
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  /** Sets a category a user chose (source 'user', sure, no longer suggested). */
  async setUserCategory(ids: string[], category: string | null, now: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.#db
      .updateTable('transactions')
      .set({
        category,
        category_source: category === null ? null : 'user',
        category_confidence: category === null ? null : 1,
        category_suggested: false,
        edited: true,
        updated_at: now,
      })
      .where('id', 'in', ids)
      .execute();
  }

  /** Distinct currencies of the user's statements (transactions copy their statement's). */
  async currencies(userId: string): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('statements')
      .select('currency')
      .distinct()
      .where('user_id', '=', userId)
      .execute();
    return rows.map((r) => r.currency);
  }

  #where(eb: Eb, userId: string, f: TransactionFilters, groups: CurrencyGroups) {
    const conditions: Expression<SqlBool>[] = [eb('t.user_id', '=', userId)];
    if (f.analysis !== undefined) conditions.push(eb('t.analysis_id', '=', f.analysis));
    if (f.account !== undefined) conditions.push(eb('t.account_id', '=', f.account));
    if (f.statement !== undefined) conditions.push(eb('t.statement_id', '=', f.statement));
    if (f.date_from !== undefined) conditions.push(eb('t.date', '>=', f.date_from));
    if (f.date_to !== undefined) conditions.push(eb('t.date', '<=', f.date_to));
    if (f.category === 'none') {
      conditions.push(eb.or([eb('t.category', 'is', null), eb(sql`btrim(t.category)`, '=', '')]));
    } else if (f.category !== undefined) conditions.push(eb('t.category', '=', f.category));
    if (f.merchant_key !== undefined) conditions.push(eb('t.merchant_key', '=', f.merchant_key));
    if (f.ids !== undefined) conditions.push(eb('t.id', 'in', f.ids));
    if (f.q !== undefined && f.q.trim() !== '') {
      const pattern = `%${escapeLike(f.q.trim())}%`;
      conditions.push(
        eb.or([
          eb('t.description', 'ilike', pattern),
          eb('t.reference', 'ilike', pattern),
          eb('t.notes', 'ilike', pattern),
        ]),
      );
    }
    if (f.amount_min !== undefined || f.amount_max !== undefined) {
      // Compare in minor units of each row's currency: one branch per currency exponent.
      const branches = groups.map(({ digits, currencies }) => {
        const parts: Expression<SqlBool>[] = [eb('t.currency', 'in', currencies)];
        if (f.amount_min !== undefined)
          parts.push(eb('t.amount', '>=', minorBound(f.amount_min, digits, 'min')));
        if (f.amount_max !== undefined)
          parts.push(eb('t.amount', '<=', minorBound(f.amount_max, digits, 'max')));
        return eb.and(parts);
      });
      conditions.push(branches.length > 0 ? eb.or(branches) : eb.lit(false));
    }
    return eb.and(conditions);
  }

  #filtered(userId: string, filters: TransactionFilters, groups: CurrencyGroups) {
    return this.#db
      .selectFrom('transactions as t')
      .where((eb) => this.#where(eb, userId, filters, groups));
  }

  async count(userId: string, filters: TransactionFilters, groups: CurrencyGroups) {
    const row = await this.#filtered(userId, filters, groups)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Sums of the matching rows that count (not excluded), in minor units: per currency, per month
   * (rows with a date) and money out per category (trimmed; blank is none).
   */
  async summary(userId: string, filters: TransactionFilters, groups: CurrencyGroups) {
    const counted = () => this.#filtered(userId, filters, groups).where('t.excluded', '=', false);
    const moneyIn = sql<string>`coalesce(sum(case when t.amount > 0 then t.amount else 0 end), 0)::int8`;
    const moneyOut = sql<string>`coalesce(sum(case when t.amount < 0 then -t.amount else 0 end), 0)::int8`;
    const month = sql<string>`to_char(t.date, 'YYYY-MM')`;
    const category = sql<string | null>`nullif(btrim(t.category), '')`;
    const merchant = sql<string>`coalesce(nullif(btrim(t.merchant), ''), btrim(t.description))`;
    const [currencies, months, categories, merchants] = await Promise.all([
      counted()
        .select((eb) => [
          't.currency',
          moneyIn.as('money_in'),
          moneyOut.as('money_out'),
          eb.fn.countAll<string>().as('n'),
        ])
        .groupBy('t.currency')
        .execute(),
      counted()
        .where('t.date', 'is not', null)
        .select(['t.currency', month.as('month'), moneyIn.as('money_in'), moneyOut.as('money_out')])
        .groupBy(['t.currency', month])
        .execute(),
      counted()
        .where('t.amount', '<', 0)
        .select((eb) => [
          't.currency',
          category.as('category'),
          moneyOut.as('money_out'),
          eb.fn.countAll<string>().as('n'),
        ])
        .groupBy(['t.currency', category])
        .execute(),
      counted()
        .where('t.amount', '<', 0)
        .select((eb) => [
          't.currency',
          merchant.as('merchant'),
          moneyOut.as('money_out'),
          eb.fn.countAll<string>().as('n'),
        ])
        .groupBy(['t.currency', merchant])
        .execute(),
    ]);
    return {
      currencies: currencies.map((r) => ({
        currency: r.currency,
        moneyIn: Number(r.money_in),
        moneyOut: Number(r.money_out),
        count: Number(r.n),
      })),
      months: months.map((r) => ({
        currency: r.currency,
        month: r.month,
        moneyIn: Number(r.money_in),
        moneyOut: Number(r.money_out),
      })),
      merchants: merchants.map((r) => ({
        currency: r.currency,
        merchant: r.merchant,
        moneyOut: Number(r.money_out),
        count: Number(r.n),
      })),
      categories: categories.map((r) => ({
        currency: r.currency,
        category: r.category,
        moneyOut: Number(r.money_out),
        count: Number(r.n),
      })),
    };
  }

  /** Matching rows per statement (the total of a list, and how `row` order pages). */
  async countByStatement(userId: string, filters: TransactionFilters, groups: CurrencyGroups) {
    const rows = await this.#filtered(userId, filters, groups)
      .select((eb) => ['t.statement_id', eb.fn.countAll<number>().as('n')])
      .groupBy('t.statement_id')
      .execute();
    return rows.map((r) => ({ statement_id: r.statement_id, n: Number(r.n) }));
  }

  /** Statement order of a list: period, then file, then position in the file. */
  async statementOrder(userId: string, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.#db
      .selectFrom('statements')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .orderBy(sql`period_start asc nulls last`)
      .orderBy('analysis_id')
      .orderBy('position')
      .execute();
    return rows.map((r) => r.id);
  }

  /** Matching rows of one statement in row order (index on statement_id, row_index). */
  listInStatement(
    userId: string,
    filters: TransactionFilters,
    groups: CurrencyGroups,
    statementId: string,
    limit: number,
    offset: number,
  ): Promise<TransactionRow[]> {
    return this.#filtered(userId, { ...filters, statement: statementId }, groups)
      .selectAll('t')
      .orderBy('t.row_index')
      .orderBy('t.id')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  #sorted(
    userId: string,
    filters: TransactionFilters,
    groups: CurrencyGroups,
    sort: TransactionSort,
  ) {
    const base = this.#filtered(userId, filters, groups);
    const dir = sort.startsWith('-') ? 'desc' : 'asc';
    if (sort === 'row') {
      return base
        .innerJoin('statements as s', 's.id', 't.statement_id')
        .orderBy(sql`s.period_start asc nulls last`)
        .orderBy('s.analysis_id')
        .orderBy('s.position')
        .orderBy('t.row_index')
        .orderBy('t.id');
    }
    if (sort === 'date' || sort === '-date') {
      return base
        .orderBy(sql`t.date ${sql.raw(dir)} nulls last`)
        .orderBy('t.statement_id', dir)
        .orderBy('t.row_index', dir)
        .orderBy('t.id');
    }
    if (sort === 'amount' || sort === '-amount') {
      // compare across currencies in units of 10^-3: scale currencies with fewer digits up
      const scaled = groups.filter((g) => g.digits < 3);
      const amount =
        scaled.length === 0
          ? sql`t.amount`
          : sql`case ${sql.join(
              scaled.map(
                (g) =>
                  sql`when t.currency in (${sql.join(g.currencies)}) then t.amount * ${sql.lit(10 ** (3 - g.digits))}`,
              ),
              sql` `,
            )} else t.amount end`;
      return base.orderBy(amount, dir).orderBy(sql`t.date asc nulls last`).orderBy('t.id');
    }
    return base
      .orderBy(sql`lower(t.description)`, dir)
      .orderBy(sql`t.date asc nulls last`)
      .orderBy('t.id');
  }

  /**
   * One page in the requested order. The sort runs over narrow (id) tuples, then the page's
   * rows are read by primary key: sorting 20,000 whole rows costs several times more.
   */
  async page(
    userId: string,
    filters: TransactionFilters,
    groups: CurrencyGroups,
    sort: TransactionSort,
    limit: number,
    offset: number,
  ): Promise<TransactionRow[]> {
    const ids = (
      await this.#sorted(userId, filters, groups, sort)
        .select('t.id')
        .limit(limit)
        .offset(offset)
        .execute()
    ).map((r) => r.id);
    if (ids.length === 0) return [];
    const rows = await this.#db
      .selectFrom('transactions')
      .selectAll()
      .where('id', 'in', ids)
      .where('user_id', '=', userId)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
  }

  /** Every matching row in the requested order (exports), at most `limit`. */
  list(
    userId: string,
    filters: TransactionFilters,
    groups: CurrencyGroups,
    sort: TransactionSort,
    limit: number,
  ): Promise<TransactionRow[]> {
    return this.#sorted(userId, filters, groups, sort).selectAll('t').limit(limit).execute();
  }

  findOwned(userId: string, id: string, forUpdate = false): Promise<TransactionRow | undefined> {
    let query = this.#db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId);
    if (forUpdate) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  findManyOwned(userId: string, ids: string[]): Promise<TransactionRow[]> {
    return this.#db
      .selectFrom('transactions')
      .selectAll()
      .where('id', 'in', ids)
      .where('user_id', '=', userId)
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  /** The statement row, locked so concurrent edits of one statement re-run checks in turn. */
  lockStatement(userId: string, statementId: string): Promise<StatementRow | undefined> {
    return this.#db
      .selectFrom('statements')
      .selectAll()
      .where('id', '=', statementId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
  }

  /** Locks several statements in id order (no deadlock between two bulk updates). */
  lockStatements(userId: string, ids: string[]): Promise<StatementRow[]> {
    return this.#db
      .selectFrom('statements')
      .selectAll()
      .where('id', 'in', ids)
      .where('user_id', '=', userId)
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  statementRowsForChecks(statementId: string) {
    return this.#db
      .selectFrom('transactions')
      .select([
        'id',
        'row_index',
        'amount',
        'balance',
        'excluded',
        'confidence',
        'edited',
        'source',
      ])
      .where('statement_id', '=', statementId)
      .orderBy('row_index')
      .execute();
  }

  async saveChecks(statementId: string, checks: StatementChecks): Promise<void> {
    await this.#db
      .updateTable('statements')
      .set({ checks: JSON.stringify(checks) })
      .where('id', '=', statementId)
      .execute();
  }

  update(
    id: string,
    changes: Pick<
      Updateable<TransactionsTable>,
      | 'date'
      | 'description'
      | 'amount'
      | 'category'
      | 'notes'
      | 'excluded'
      | 'merchant'
      | 'merchant_key'
      | 'category_source'
      | 'category_confidence'
      | 'category_suggested'
    >,
    now: Date,
  ): Promise<TransactionRow> {
    return this.#db
      .updateTable('transactions')
      .set({ ...changes, edited: true, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateMany(
    ids: string[],
    changes: { category?: string | null; excluded?: boolean },
    now: Date,
  ): Promise<void> {
    if (ids.length === 0) return;
    await this.#db
      .updateTable('transactions')
      .set({ ...changes, edited: true, updated_at: now })
      .where('id', 'in', ids)
      .execute();
  }

  /** Moves rows at or after `fromIndex` by `delta` (±1) to open or close a gap. */
  async shiftRows(statementId: string, fromIndex: number, delta: 1 | -1): Promise<void> {
    await this.#db
      .updateTable('transactions')
      .set((eb) => ({ row_index: eb('row_index', '+', delta) }))
      .where('statement_id', '=', statementId)
      .where('row_index', '>=', fromIndex)
      .execute();
  }

  insert(row: Insertable<TransactionsTable>): Promise<TransactionRow> {
    return this.#db.insertInto('transactions').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async delete(id: string): Promise<void> {
    await this.#db.deleteFrom('transactions').where('id', '=', id).execute();
  }

  async insertAudit(entries: Array<Insertable<TransactionAuditTable>>): Promise<void> {
    if (entries.length === 0) return;
    await this.#db.insertInto('transaction_audit').values(entries).execute();
  }

  history(userId: string, transactionId: string): Promise<AuditRow[]> {
    return this.#db
      .selectFrom('transaction_audit')
      .selectAll()
      .where('transaction_id', '=', transactionId)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }
}
