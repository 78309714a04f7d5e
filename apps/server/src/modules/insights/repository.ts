import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** A scope of the user's data: one analysis, one account, or all of it, within optional dates. */
export type InsightScope = {
  analysisId?: string;
  accountId?: string;
  dateFrom?: string;
  dateTo?: string;
};

/** Reads the statements and rows an insight scope covers (always the user's own). */
export class InsightsRepository {
  readonly #db: Kysely<DB>;
  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  statements(userId: string, scope: InsightScope) {
    let query = this.#db.selectFrom('statements').selectAll().where('user_id', '=', userId);
    if (scope.analysisId) query = query.where('analysis_id', '=', scope.analysisId);
    if (scope.accountId) query = query.where('account_id', '=', scope.accountId);
    // a statement counts when its period (or, without one, any of its rows) meets the dates
    if (scope.dateFrom)
      query = query.where((eb) =>
        eb.or([eb('period_end', 'is', null), eb('period_end', '>=', scope.dateFrom!)]),
      );
    if (scope.dateTo)
      query = query.where((eb) =>
        eb.or([eb('period_start', 'is', null), eb('period_start', '<=', scope.dateTo!)]),
      );
    return query.orderBy('period_start').orderBy('position').execute();
  }

  /** Rows of the statements, in statement then row order (undated rows kept: they still count). */
  rows(userId: string, statementIds: string[]) {
    if (statementIds.length === 0) return Promise.resolve([]);
    return this.#db
      .selectFrom('transactions')
      .select([
        'id',
        'analysis_id',
        'statement_id',
        'account_id',
        'row_index',
        'date',
        'description',
        'amount',
        'balance',
        'currency',
        'category',
        'merchant',
        'merchant_key',
        'excluded',
      ])
      .where('user_id', '=', userId)
      .where('statement_id', 'in', statementIds)
      .orderBy('statement_id')
      .orderBy('row_index')
      .execute();
  }

  /** Where the rows of the statements print (page and box), to find a parser's row again. */
  rowPlaces(userId: string, statementIds: string[]) {
    if (statementIds.length === 0) return Promise.resolve([]);
    return this.#db
      .selectFrom('transactions')
      .select(['id', 'statement_id', 'row_index', 'page', 'bbox'])
      .where('user_id', '=', userId)
      .where('statement_id', 'in', statementIds)
      .execute();
  }

  /** Names people recognise for their accounts ("Example Bank ••1234"). */
  accounts(userId: string, ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.#db
      .selectFrom('accounts')
      .select(['id', 'bank_name', 'account_number', 'account_type', 'currency'])
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .execute();
  }

  /** The uploaded files behind the statements: name and what the PDF says about itself. */
  documents(userId: string, analysisIds: string[]) {
    if (analysisIds.length === 0) return Promise.resolve([]);
    return this.#db
      .selectFrom('analyses')
      .select(['id', 'filename', 'document'])
      .where('user_id', '=', userId)
      .where('id', 'in', analysisIds)
      .execute();
  }

  analysisExists(userId: string, id: string) {
    return this.#db
      .selectFrom('analyses')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  accountExists(userId: string, id: string) {
    return this.#db
      .selectFrom('accounts')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }
}
