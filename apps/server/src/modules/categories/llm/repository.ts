/**
 * Storage of the optional local language model's work (decision 029): a statement's uncertain
 * rows, the merchants memory already knows, and answers saved to memory and applied to rows.
 * Every query is scoped by user id.
 */
import { APPLY_AT, isCategoryCode } from '@bsp/insights';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { LlmAnswer } from './answers.ts';

/**
 * A row the cascade was unsure of and nobody has touched since: in the review band (no category,
 * no source) or suggested by the cascade. The user's choice, rows the user edited in any way
 * (they are the user's) and earlier model answers are not.
 */
function isUncertain(eb: ExpressionBuilder<DB, 'transactions'>) {
  return eb.and([
    eb('transactions.edited', '=', false),
    eb('transactions.merchant', 'is not', null),
    eb('transactions.merchant_key', 'is not', null),
    eb.or([
      eb.and([
        eb('transactions.category', 'is', null),
        eb('transactions.category_source', 'is', null),
      ]),
      eb.and([
        eb('transactions.category_suggested', '=', true),
        eb('transactions.category_source', 'not in', ['user', 'llm']),
      ]),
    ]),
  ]);
}

export type UncertainRow = {
  merchant: string;
  merchant_key: string;
  description: string;
  amount: number;
  account_holder: string | null;
};

export class LlmCategoriesRepository {
  readonly #db: Kysely<DB>;
  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  /** Whether an analysis has a row the model could help with (the parse job asks this). */
  async hasUncertainRows(userId: string, analysisId: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('transactions')
      .select('transactions.id')
      .where('transactions.user_id', '=', userId)
      .where('transactions.analysis_id', '=', analysisId)
      .where(isUncertain)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The analysis's uncertain rows with their statement's holder (whose name is never sent). */
  async uncertainRows(userId: string, analysisId: string): Promise<UncertainRow[]> {
    const rows = await this.#db
      .selectFrom('transactions')
      .innerJoin('statements', 'statements.id', 'transactions.statement_id')
      .select([
        'transactions.merchant',
        'transactions.merchant_key',
        'transactions.description',
        'transactions.amount',
        'statements.account_holder',
      ])
      .where('transactions.user_id', '=', userId)
      .where('transactions.analysis_id', '=', analysisId)
      .where(isUncertain)
      .orderBy('statements.position')
      .orderBy('transactions.row_index')
      .execute();
    return rows as UncertainRow[];
  }

  /** The keys among `keys` the user's memory has in any form (taught, answered or "don't learn"). */
  async knownKeys(userId: string, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.#db
      .selectFrom('merchant_memory')
      .select('merchant_key')
      .where('user_id', '=', userId)
      .where('merchant_key', 'in', keys)
      .execute();
    return new Set(rows.map((r) => r.merchant_key));
  }

  /**
   * Saves answers to memory (a merchant the user taught meanwhile keeps the user's word) and
   * gives the analysis's still-uncertain rows of each merchant whose memory holds the answer.
   * Answers the number of rows changed.
   */
  async saveAnswers(
    userId: string,
    analysisId: string,
    answers: LlmAnswer[],
    now: Date,
  ): Promise<number> {
    if (answers.length === 0) return 0;
    return this.#db.transaction().execute(async (trx) => {
      // an own category deleted while the model was thinking is no longer an answer
      const own = new Set(
        (
          await trx
            .selectFrom('user_categories')
            .select('id')
            .where('user_id', '=', userId)
            .execute()
        ).map((c) => c.id),
      );
      const valid = answers.filter((a) => isCategoryCode(a.category) || own.has(a.category));
      if (valid.length === 0) return 0;
      await trx
        .insertInto('merchant_memory')
        .values(
          valid.map((a) => ({
            user_id: userId,
            merchant_key: a.merchantKey,
            merchant: a.merchant,
            category: a.category,
            learn: true,
            agreements: 0,
            source: 'llm' as const,
            confidence: a.confidence,
            updated_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(['user_id', 'merchant_key']).doNothing())
        .execute();
      const memory = await trx
        .selectFrom('merchant_memory')
        .select(['merchant_key', 'category', 'source', 'learn'])
        .where('user_id', '=', userId)
        .where(
          'merchant_key',
          'in',
          valid.map((a) => a.merchantKey),
        )
        .execute();
      const held = new Map(
        memory
          .filter((m) => m.source === 'llm' && m.learn)
          .map((m) => [m.merchant_key, m.category]),
      );
      let changed = 0;
      for (const answer of valid) {
        if (held.get(answer.merchantKey) !== answer.category) continue;
        const result = await trx
          .updateTable('transactions')
          .set({
            category: answer.category,
            category_source: 'llm',
            category_confidence: answer.confidence,
            category_suggested: answer.confidence < APPLY_AT,
            updated_at: now,
          })
          .where('transactions.user_id', '=', userId)
          .where('transactions.analysis_id', '=', analysisId)
          .where('transactions.merchant_key', '=', answer.merchantKey)
          .where(isUncertain)
          .executeTakeFirst();
        changed += Number(result.numUpdatedRows);
      }
      return changed;
    });
  }
}
