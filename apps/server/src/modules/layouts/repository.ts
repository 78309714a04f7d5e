import { type LayoutProfile, layoutProfileSchema } from '@bsp/shared';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, LayoutProfilesTable } from '../../db/schema.ts';
import type { PageWordsJson } from '../../worker/parser-thread.ts';
import { replaceWords } from '../analyses/repository.ts';
import type { PreviewStatementRow, PreviewTransactionRow } from './previews.ts';

export type ProfileRow = Selectable<LayoutProfilesTable>;

export type NewProfile = {
  id: string;
  user_id: string;
  name: string;
  bank_name: string | null;
  /** The profile file without its id. */
  profile: Omit<LayoutProfile, 'id'>;
  used_count: number;
  last_used_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** The analysis the fix screen works on, scoped to its owner. */
export type LayoutAnalysisRow = {
  id: string;
  status: string;
  filename: string;
  file_type: string;
  reading: unknown;
  /** Bank name of its first statement (for a profile's default name). */
  bank_name: string | null;
};

export class LayoutsRepository {
  readonly #db: Kysely<DB>;
  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  /** The user's profiles as profile files with their ids (what the parser tries). */
  async profilesFor(userId: string): Promise<LayoutProfile[]> {
    const rows = await this.listProfiles(userId);
    const profiles: LayoutProfile[] = [];
    for (const row of rows) {
      // a file stored by an older format version is left out rather than failing the parse
      const parsed = layoutProfileSchema.safeParse({ ...(row.profile as object), id: row.id });
      if (parsed.success) profiles.push(parsed.data);
    }
    return profiles;
  }

  listProfiles(userId: string): Promise<ProfileRow[]> {
    return this.#db
      .selectFrom('layout_profiles')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy(sql`lower(name)`)
      .orderBy('created_at')
      .execute();
  }

  findProfile(userId: string, id: string): Promise<ProfileRow | undefined> {
    return this.#db
      .selectFrom('layout_profiles')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  insertProfile(profile: NewProfile): Promise<ProfileRow> {
    return this.#db
      .insertInto('layout_profiles')
      .values({ ...profile, profile: JSON.stringify(profile.profile) })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Renames a profile, in its file too, and in the reading of the analyses read with it (the
   * report names the profile). Undefined when it is not the user's.
   */
  renameProfile(
    userId: string,
    id: string,
    name: string,
    now: Date,
  ): Promise<ProfileRow | undefined> {
    return this.#db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('layout_profiles')
        .set({
          name,
          profile: sql<string>`jsonb_set(profile, '{name}', to_jsonb(${name}::text))`,
          updated_at: now,
        })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      await trx
        .updateTable('analyses')
        .set({
          reading: sql<string>`jsonb_set(reading, '{profile,name}', to_jsonb(${name}::text))`,
        })
        .where('user_id', '=', userId)
        .where(sql<boolean>`reading->'profile'->>'id' = ${id}`)
        .execute();
      return row;
    });
  }

  /**
   * Deletes a profile. Analyses read with it keep their reading (the profile's name, date and
   * note) with its id cleared, so nothing points at a profile that is gone.
   */
  deleteProfile(userId: string, id: string): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const row = await trx
        .deleteFrom('layout_profiles')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      await trx
        .updateTable('analyses')
        .set({ reading: sql<string>`jsonb_set(reading, '{profile,id}', 'null'::jsonb)` })
        .where('user_id', '=', userId)
        .where(sql<boolean>`reading->'profile'->>'id' = ${id}`)
        .execute();
      return true;
    });
  }

  findAnalysis(userId: string, id: string): Promise<LayoutAnalysisRow | undefined> {
    return this.#db
      .selectFrom('analyses as a')
      .innerJoin('uploaded_files as f', 'f.id', 'a.file_id')
      .leftJoin('statements as s0', (join) =>
        join.onRef('s0.analysis_id', '=', 'a.id').on('s0.position', '=', 0),
      )
      .select(['a.id', 'a.status', 'a.filename', 'a.reading', 'f.file_type', 's0.bank_name'])
      .where('a.user_id', '=', userId)
      .where('a.id', '=', id)
      .executeTakeFirst();
  }

  /** The stored words, page by page, as JSON text (parsed only in the parser thread). */
  async loadWords(analysisId: string): Promise<PageWordsJson[]> {
    const rows = await this.#db
      .selectFrom('analysis_words')
      .select(['page', sql<string>`words::text`.as('json')])
      .where('analysis_id', '=', analysisId)
      .orderBy('page')
      .execute();
    return rows.map((r) => ({ page: r.page, json: r.json }));
  }

  /**
   * Stores words read again from the file; `reading` only fills an analysis that has none (one
   * parsed before readings were kept).
   */
  async saveWords(analysisId: string, pages: PageWordsJson[], reading: unknown): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await replaceWords(trx, analysisId, pages);
      if (reading) {
        await trx
          .updateTable('analyses')
          .set({ reading: JSON.stringify(reading) })
          .where('id', '=', analysisId)
          .where('reading', 'is', null)
          .execute();
      }
    });
  }

  /** The statements and rows as stored now (manual rows and edits included). */
  async storedStatements(analysisId: string): Promise<
    Array<{
      statement: PreviewStatementRow;
      rows: PreviewTransactionRow[];
    }>
  > {
    const statements = await this.#db
      .selectFrom('statements')
      .select([
        'id',
        'position',
        'bank_name',
        'account_number',
        'currency',
        sql<string | null>`period_start::text`.as('period_start'),
        sql<string | null>`period_end::text`.as('period_end'),
        'opening_balance',
        'closing_balance',
        'checks',
      ])
      .where('analysis_id', '=', analysisId)
      .orderBy('position')
      .execute();
    const rows = await this.#db
      .selectFrom('transactions')
      .select([
        'statement_id',
        'row_index',
        sql<string | null>`date::text`.as('date'),
        sql<string | null>`post_date::text`.as('post_date'),
        'description',
        'amount',
        'balance',
        'page',
        'bbox',
        'source',
      ])
      .where('analysis_id', '=', analysisId)
      .orderBy('row_index')
      .execute();
    return statements.map(({ id, ...statement }) => ({
      statement,
      rows: rows.filter((r) => r.statement_id === id),
    }));
  }
}
