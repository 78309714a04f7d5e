import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type AccountStatementRow = {
  account_id: string;
  bank_name: string | null;
  account_number: string | null;
  account_type: string | null;
  account_holder: string | null;
  currency: string;
  statement_id: string;
  analysis_id: string;
  period_start: string | null;
  period_end: string | null;
  opening_balance: number | null;
  closing_balance: number | null;
};

export class BanksRepository {
  readonly #db: Kysely<DB>;
  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  /** Every account of the user that has statements, one row per statement (one query). */
  accountStatements(userId: string): Promise<AccountStatementRow[]> {
    return this.#db
      .selectFrom('accounts as a')
      .innerJoin('statements as s', (join) =>
        join.onRef('s.account_id', '=', 'a.id').onRef('s.user_id', '=', 'a.user_id'),
      )
      .select([
        'a.id as account_id',
        'a.bank_name',
        'a.account_number',
        'a.account_type',
        'a.account_holder',
        'a.currency',
        's.id as statement_id',
        's.analysis_id',
        's.period_start',
        's.period_end',
        's.opening_balance',
        's.closing_balance',
      ])
      .where('a.user_id', '=', userId)
      .orderBy('a.id')
      .orderBy('s.created_at')
      .orderBy('s.position')
      .execute() as Promise<AccountStatementRow[]>;
  }
}
