/**
 * The parse job's categorisation step: inside the transaction that stores a statement's rows,
 * the rows are categorised with the user's rules, memory and categories. A category the user chose
 * on an earlier run of the same analysis (a re-run) is carried over, never overwritten.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { StatementInsert } from '../analyses/repository.ts';
import { categoriseRows } from './categorise-rows.ts';
import { loadStoredContext } from './context.ts';
import { CategoriesRepository } from './repository.ts';

const rowKey = (r: { date: string | null; amount: number; description: string }) =>
  `${r.date ?? ''}\u0000${Number(r.amount)}\u0000${r.description}`;

export function categoriseBeforeStore(
  userId: string,
  analysisId: string,
  statements: StatementInsert[],
): (trx: Kysely<DB>) => Promise<void> {
  return async (trx) => {
    const chosen = await trx
      .selectFrom('transactions')
      .select(['date', 'amount', 'description', 'category'])
      .where('analysis_id', '=', analysisId)
      .where('user_id', '=', userId)
      .where('category_source', '=', 'user')
      .orderBy('row_index')
      .execute();
    // one queue per row key: two identical rows keep their own choices in order
    const byKey = new Map<string, Array<string | null>>();
    for (const row of chosen) {
      const key = rowKey(row);
      byKey.set(key, [...(byKey.get(key) ?? []), row.category]);
    }
    const stored = await loadStoredContext(new CategoriesRepository(trx), userId);
    for (const { statement, transactions } of statements) {
      const rows = transactions.map((t) => ({
        description: t.description,
        amount: t.amount,
        date: t.date ?? null,
      }));
      const columns = categoriseRows(rows, statement.currency, stored);
      transactions.forEach((t, i) => {
        Object.assign(t, columns[i]);
        const previous = byKey.get(rowKey(rows[i]!));
        if (previous && previous.length > 0) {
          Object.assign(t, {
            category: previous.shift() ?? null,
            category_source: 'user',
            category_confidence: 1,
            category_suggested: false,
          });
        }
      });
    }
  };
}
