import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { TransactionRow } from '../transactions/mapping.ts';
import type { StatementRow } from './to-export-statements.ts';

export class ExportsRepository {
  readonly #db: Kysely<DB>;
  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  /** The user's analyses among `ids` (unknown and foreign ids are simply missing). */
  analyses(userId: string, ids: string[]) {
    return this.#db
      .selectFrom('analyses')
      .select(['id', 'filename', 'status', 'pages', 'method', 'warnings'])
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .execute();
  }

  statementsOfAnalyses(userId: string, analysisIds: string[]): Promise<StatementRow[]> {
    return this.#db
      .selectFrom('statements')
      .selectAll()
      .where('user_id', '=', userId)
      .where('analysis_id', 'in', analysisIds)
      .orderBy('position')
      .execute();
  }

  statements(userId: string, ids: string[]): Promise<StatementRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.#db
      .selectFrom('statements')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .execute();
  }

  /** Rows of the statements in statement-then-row order. */
  transactionsOfStatements(userId: string, statementIds: string[]): Promise<TransactionRow[]> {
    if (statementIds.length === 0) return Promise.resolve([]);
    return this.#db
      .selectFrom('transactions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('statement_id', 'in', statementIds)
      .orderBy('statement_id')
      .orderBy('row_index')
      .execute();
  }
}
