import {
  CompiledQuery,
  type Insertable,
  type Kysely,
  type Selectable,
  sql,
  type Transaction,
} from 'kysely';
import type { AnalysesTable, DB } from '../../db/schema.ts';
import { BOSS_SCHEMA } from '../../jobs/boss.ts';
import type { PageWordsJson } from '../../worker/parser-thread.ts';
import { type FileStore, uploadKey } from './file-store.ts';

export type AnalysisStatusStored = AnalysesTable['status'];
export type AnalysisRow = Selectable<AnalysesTable>;

/** A pg-boss compatible executor running on one open transaction's connection. */
export type TxExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};

export function transactionExecutor(trx: Transaction<DB>): TxExecutor {
  return {
    async executeSql(text, values) {
      const result = await trx.executeQuery(CompiledQuery.raw(text, (values ?? []) as unknown[]));
      return { rows: result.rows as unknown[] };
    },
  };
}

/** One row of the list (and the head of the detail): analysis + file + first statement + counts. */
export type AnalysisSummaryRow = {
  id: string;
  filename: string;
  status: AnalysisStatusStored;
  error_code: string | null;
  error_message: string | null;
  progress_stage: string | null;
  progress_percent: number | null;
  pages: number | null;
  method: string | null;
  warnings: unknown;
  /** `ReadingInfo` (0007), null before. */
  reading: unknown;
  created_at: Date;
  updated_at: Date;
  file_type: string;
  file_size: number;
  bank_name: string | null;
  account_number: string | null;
  currency: string | null;
  period_start: string | null;
  period_end: string | null;
  statement_count: number;
  transaction_count: number;
  reconciled: boolean | null;
  issue_count: number;
};

export type StatementDetailRow = {
  id: string;
  account_id: string | null;
  bank_name: string | null;
  account_holder: string | null;
  account_number: string | null;
  account_type: string | null;
  currency: string;
  period_start: string | null;
  period_end: string | null;
  opening_balance: number | null;
  closing_balance: number | null;
  printed_money_in: number | null;
  printed_money_out: number | null;
  confidence: number;
  checks: unknown;
  money_in: number;
  money_out: number;
  transaction_count: number;
};

export type ListFilter = {
  userId: string;
  status?: AnalysisStatusStored;
  q?: string;
  sort: 'created_at' | '-created_at' | 'filename' | '-filename' | 'period_end' | '-period_end';
  limit: number;
  offset: number;
};

export type NewUpload = {
  fileId: string;
  analysisId: string;
  userId: string;
  filename: string;
  fileType: string;
  sha256: string;
  bytes: Buffer;
  /** A PDF password for the job, already sealed (SecretBox). */
  sealedPassword: string | null;
  now: Date;
};

export type StatementInsert = {
  statement: Omit<Insertable<DB['statements']>, 'checks'> & { checks: string };
  transactions: (Omit<Insertable<DB['transactions']>, 'bbox'> & { bbox: string | null })[];
};

export type AccountInsert = {
  id: string;
  user_id: string;
  fingerprint: string;
  bank_name: string | null;
  account_number: string | null;
  account_type: string | null;
  account_holder: string | null;
  currency: string;
  created_at: Date;
};

/** Rows per multi-row INSERT (23 columns → ~23k parameters, well under PostgreSQL's 65,535). */
const INSERT_CHUNK = 1000;
/** Pages of words per INSERT (a page of words is tens of kilobytes of JSON). */
const WORDS_CHUNK = 20;

/**
 * Links statements to accounts as the parse job does: one account per user and fingerprint,
 * created on first sight, its empty details filled from later statements. Fingerprint → id.
 */
export async function upsertAccounts(
  trx: Kysely<DB>,
  accounts: AccountInsert[],
): Promise<Map<string, string>> {
  const accountIds = new Map<string, string>();
  for (const account of accounts) {
    const row = await trx
      .insertInto('accounts')
      .values(account)
      .onConflict((oc) =>
        oc.columns(['user_id', 'fingerprint']).doUpdateSet((eb) => ({
          bank_name: eb.fn.coalesce('accounts.bank_name', eb.ref('excluded.bank_name')),
          account_type: eb.fn.coalesce('accounts.account_type', eb.ref('excluded.account_type')),
          account_holder: eb.fn.coalesce(
            'accounts.account_holder',
            eb.ref('excluded.account_holder'),
          ),
        })),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    accountIds.set(account.fingerprint, row.id);
  }
  return accountIds;
}

/** Replaces the stored words of an analysis (each page's `PageWordsData` as JSON text). */
export async function replaceWords(
  trx: Kysely<DB>,
  analysisId: string,
  pages: PageWordsJson[],
): Promise<void> {
  await trx.deleteFrom('analysis_words').where('analysis_id', '=', analysisId).execute();
  for (let i = 0; i < pages.length; i += WORDS_CHUNK) {
    const chunk = pages
      .slice(i, i + WORDS_CHUNK)
      .map((p) => ({ analysis_id: analysisId, page: p.page, words: p.json }));
    await trx.insertInto('analysis_words').values(chunk).execute();
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export class AnalysesRepository {
  readonly #db: Kysely<DB>;
  /** Optional object store for file bytes (FILE_STORE=s3); none → bytes stay in the row. */
  readonly #files: FileStore | undefined;
  constructor(db: Kysely<DB>, files?: FileStore) {
    this.#db = db;
    this.#files = files;
  }

  /** A file's bytes: from the object store when the row has a key, else from the row. */
  async #bytes(file: { bytes: Buffer | Uint8Array; storage_key: string | null }): Promise<Buffer> {
    if (file.storage_key === null) return Buffer.from(file.bytes);
    if (!this.#files) {
      throw new Error('this file is in the object store, but FILE_STORE=s3 is not configured');
    }
    return this.#files.get(file.storage_key);
  }

  /** Best effort: a failed delete leaves an orphaned object, never a failed request. */
  async #deleteObject(key: string | null): Promise<void> {
    if (key === null || !this.#files) return;
    await this.#files.delete(key).catch(() => {});
  }

  /** The most recent analysis of the same bytes (same user), if any. */
  async findDuplicate(userId: string, sha256: string): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('uploaded_files as f')
      .innerJoin('analyses as a', 'a.file_id', 'f.id')
      .select('a.id')
      .where('f.user_id', '=', userId)
      .where('f.sha256', '=', sha256)
      .orderBy('a.created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.id;
  }

  /**
   * File bytes, the queued analysis and its job in ONE transaction: `enqueue` gets an executor on
   * the same connection (pg-boss `db` option), so a crash at any point leaves all or nothing.
   */
  async insertUpload(upload: NewUpload, enqueue: (executor: TxExecutor) => Promise<unknown>) {
    // With an object store the object is written FIRST, then the rows; if the transaction fails
    // the object is removed again (best effort), so a row never points at a missing object.
    const storageKey = this.#files ? uploadKey(upload.userId, upload.fileId) : null;
    if (storageKey) await this.#files!.put(storageKey, upload.bytes);
    try {
      await this.#insertUploadRows(upload, storageKey, enqueue);
    } catch (error) {
      await this.#deleteObject(storageKey);
      throw error;
    }
  }

  async #insertUploadRows(
    upload: NewUpload,
    storageKey: string | null,
    enqueue: (executor: TxExecutor) => Promise<unknown>,
  ) {
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .insertInto('uploaded_files')
        .values({
          id: upload.fileId,
          user_id: upload.userId,
          filename: upload.filename,
          file_type: upload.fileType,
          byte_size: upload.bytes.length,
          sha256: upload.sha256,
          bytes: storageKey ? Buffer.alloc(0) : upload.bytes,
          storage_key: storageKey,
          created_at: upload.now,
        })
        .execute();
      await trx
        .insertInto('analyses')
        .values({
          id: upload.analysisId,
          user_id: upload.userId,
          file_id: upload.fileId,
          filename: upload.filename,
          status: 'queued',
          error_code: null,
          error_message: null,
          progress_stage: null,
          progress_percent: null,
          pages: null,
          method: null,
          warnings: '[]',
          created_at: upload.now,
          updated_at: upload.now,
          started_at: null,
          finished_at: null,
        })
        .execute();
      if (upload.sealedPassword !== null) {
        await trx
          .insertInto('analysis_secrets')
          .values({
            analysis_id: upload.analysisId,
            ciphertext: upload.sealedPassword,
            created_at: upload.now,
          })
          .execute();
      }
      await enqueue(transactionExecutor(trx));
    });
  }

  /** Page of summaries plus the total, in one query (window count) — a second only past the end. */
  async list(filter: ListFilter): Promise<{ rows: AnalysisSummaryRow[]; total: number }> {
    let query = this.#summaryQuery()
      .where('a.user_id', '=', filter.userId)
      .select(sql<number>`count(*) over ()`.as('total_count'));
    if (filter.status) query = query.where('a.status', '=', filter.status);
    if (filter.q?.trim()) {
      const like = `%${escapeLike(filter.q.trim())}%`;
      query = query.where((eb) =>
        eb.or([
          eb('a.filename', 'ilike', like),
          eb('s0.bank_name', 'ilike', like),
          eb('s0.account_number', 'ilike', like),
        ]),
      );
    }
    const desc = filter.sort.startsWith('-');
    const key = filter.sort.replace(/^-/, '');
    const direction = desc ? 'desc' : 'asc';
    if (key === 'filename') query = query.orderBy('a.filename', direction);
    else if (key === 'period_end')
      query = query.orderBy(sql`s0.period_end ${sql.raw(direction)} nulls last`);
    query = query.orderBy('a.created_at', direction).orderBy('a.id', direction);
    const rows = await query.limit(filter.limit).offset(filter.offset).execute();
    let total = rows[0]?.total_count ?? 0;
    if (rows.length === 0 && filter.offset > 0) {
      let count = this.#db
        .selectFrom('analyses as a')
        .leftJoin('statements as s0', (join) =>
          join.onRef('s0.analysis_id', '=', 'a.id').on('s0.position', '=', 0),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('a.user_id', '=', filter.userId);
      if (filter.status) count = count.where('a.status', '=', filter.status);
      if (filter.q?.trim()) {
        const like = `%${escapeLike(filter.q.trim())}%`;
        count = count.where((eb) =>
          eb.or([
            eb('a.filename', 'ilike', like),
            eb('s0.bank_name', 'ilike', like),
            eb('s0.account_number', 'ilike', like),
          ]),
        );
      }
      total = Number((await count.executeTakeFirst())?.n ?? 0);
    }
    return {
      rows: rows.map(({ total_count: _, ...row }) => row as AnalysisSummaryRow),
      total: Number(total),
    };
  }

  async findSummary(userId: string, id: string): Promise<AnalysisSummaryRow | undefined> {
    const row = await this.#summaryQuery()
      .where('a.user_id', '=', userId)
      .where('a.id', '=', id)
      .executeTakeFirst();
    return row as AnalysisSummaryRow | undefined;
  }

  /** Statements of one analysis with sums of their non-excluded stored transactions. */
  listStatements(analysisId: string): Promise<StatementDetailRow[]> {
    return this.#db
      .selectFrom('statements as s')
      .select([
        's.id',
        's.account_id',
        's.bank_name',
        's.account_holder',
        's.account_number',
        's.account_type',
        's.currency',
        sql<string | null>`s.period_start::text`.as('period_start'),
        sql<string | null>`s.period_end::text`.as('period_end'),
        's.opening_balance',
        's.closing_balance',
        's.printed_money_in',
        's.printed_money_out',
        's.confidence',
        's.checks',
        sql<number>`coalesce((select sum(t.amount) from transactions t where t.statement_id = s.id and not t.excluded and t.amount > 0), 0)::int8`.as(
          'money_in',
        ),
        sql<number>`coalesce((select -sum(t.amount) from transactions t where t.statement_id = s.id and not t.excluded and t.amount < 0), 0)::int8`.as(
          'money_out',
        ),
        sql<number>`(select count(*) from transactions t where t.statement_id = s.id)::int8`.as(
          'transaction_count',
        ),
      ])
      .where('s.analysis_id', '=', analysisId)
      .orderBy('s.position')
      .execute() as Promise<StatementDetailRow[]>;
  }

  #summaryQuery() {
    return this.#db
      .selectFrom('analyses as a')
      .innerJoin('uploaded_files as f', 'f.id', 'a.file_id')
      .leftJoin('statements as s0', (join) =>
        join.onRef('s0.analysis_id', '=', 'a.id').on('s0.position', '=', 0),
      )
      .select([
        'a.id',
        'a.filename',
        'a.status',
        'a.error_code',
        'a.error_message',
        'a.progress_stage',
        'a.progress_percent',
        'a.pages',
        'a.method',
        'a.warnings',
        'a.reading',
        'a.created_at',
        'a.updated_at',
        'f.file_type',
        'f.byte_size as file_size',
        's0.bank_name',
        's0.account_number',
        's0.currency',
        // ::text: a calendar day as 'YYYY-MM-DD' on every engine and driver.
        sql<string | null>`s0.period_start::text`.as('period_start'),
        sql<string | null>`s0.period_end::text`.as('period_end'),
        // Select-list subqueries run only for the rows of the page (after sort + limit).
        sql<number>`(select count(*) from statements s where s.analysis_id = a.id)::int8`.as(
          'statement_count',
        ),
        sql<number>`(select count(*) from transactions t where t.analysis_id = a.id)::int8`.as(
          'transaction_count',
        ),
        sql<
          boolean | null
        >`(select bool_and(coalesce((s.checks->>'reconciled')::boolean, false)) from statements s where s.analysis_id = a.id)`.as(
          'reconciled',
        ),
        sql<number>`(select coalesce(sum(jsonb_array_length(coalesce(s.checks->'issues', '[]'::jsonb))), 0) from statements s where s.analysis_id = a.id)::int8`.as(
          'issue_count',
        ),
      ]);
  }

  /** Object-store keys of every file of a user (to remove after the account is deleted). */
  async storageKeysOf(userId: string): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('uploaded_files')
      .select('storage_key')
      .where('user_id', '=', userId)
      .where('storage_key', 'is not', null)
      .execute();
    return rows.map((r) => r.storage_key as string);
  }

  /** Best effort, after the rows are gone (see #deleteObject). */
  async deleteObjects(keys: string[]): Promise<void> {
    for (const key of keys) await this.#deleteObject(key);
  }

  /** Deletes the analysis, its file and (cascade) statements, transactions, secrets. */
  async delete(userId: string, id: string): Promise<boolean> {
    const deleted = await this.#db.transaction().execute(async (trx) => {
      const row = await trx
        .deleteFrom('analyses')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning('file_id')
        .executeTakeFirst();
      if (!row) return undefined;
      // Another analysis may share nothing with it: one file per analysis.
      const file = await trx
        .deleteFrom('uploaded_files')
        .where('id', '=', row.file_id)
        .returning('storage_key')
        .executeTakeFirst();
      return { storageKey: file?.storage_key ?? null };
    });
    if (!deleted) return false;
    // After the commit: the rows are gone even if the store is unreachable.
    await this.#deleteObject(deleted.storageKey);
    return true;
  }

  /**
   * Moves an analysis of `fromStatus` back to queued (with an optional sealed password) and
   * enqueues its job, all in one transaction. False when it is not (or no longer) in that status.
   */
  async requeue(
    userId: string,
    id: string,
    fromStatus: AnalysisStatusStored,
    now: Date,
    sealedPassword: string | null,
    enqueue: (executor: TxExecutor) => Promise<unknown>,
  ): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('analyses')
        .set({
          status: 'queued',
          error_code: null,
          error_message: null,
          progress_stage: null,
          progress_percent: null,
          attempts: 0,
          updated_at: now,
          started_at: null,
          finished_at: null,
        })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('status', '=', fromStatus)
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      if (sealedPassword !== null) {
        await trx
          .insertInto('analysis_secrets')
          .values({ analysis_id: id, ciphertext: sealedPassword, created_at: now })
          .onConflict((oc) =>
            oc.column('analysis_id').doUpdateSet({ ciphertext: sealedPassword, created_at: now }),
          )
          .execute();
      }
      await enqueue(transactionExecutor(trx));
      return true;
    });
  }

  async findStatus(userId: string, id: string) {
    return this.#db
      .selectFrom('analyses')
      .select([
        'id',
        'status',
        'progress_stage',
        'progress_percent',
        'error_code',
        'error_message',
        'updated_at',
      ])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async findFileMeta(userId: string, id: string) {
    return this.#db
      .selectFrom('analyses as a')
      .innerJoin('uploaded_files as f', 'f.id', 'a.file_id')
      .select(['a.id', 'a.pages', 'a.method', 'f.file_type', 'f.sha256'])
      .where('a.id', '=', id)
      .where('a.user_id', '=', userId)
      .executeTakeFirst();
  }

  async findFileForUser(userId: string, id: string) {
    const row = await this.#db
      .selectFrom('analyses as a')
      .innerJoin('uploaded_files as f', 'f.id', 'a.file_id')
      .select([
        'a.id',
        'a.pages',
        'a.method',
        'f.id as file_id',
        'f.file_type',
        'f.sha256',
        'f.bytes',
        'f.storage_key',
      ])
      .where('a.id', '=', id)
      .where('a.user_id', '=', userId)
      .executeTakeFirst();
    return row ? { ...row, bytes: await this.#bytes(row) } : undefined;
  }

  /** A kept page image (protected PDFs), scoped to the owner. */
  async findPageImage(userId: string, analysisId: string, page: number) {
    return this.#db
      .selectFrom('page_images as p')
      .innerJoin('analyses as a', 'a.id', 'p.analysis_id')
      .select(['p.png', 'p.width_pt', 'p.height_pt'])
      .where('a.user_id', '=', userId)
      .where('p.analysis_id', '=', analysisId)
      .where('p.page', '=', page)
      .executeTakeFirst();
  }

  // ---- used by the statement.parse job ----

  /** Replaces the kept page images of an analysis (rendered while its password was known). */
  async savePageImages(
    analysisId: string,
    pages: { page: number; png: Uint8Array; widthPt: number; heightPt: number }[],
  ): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await trx.deleteFrom('page_images').where('analysis_id', '=', analysisId).execute();
      for (const p of pages) {
        await trx
          .insertInto('page_images')
          .values({
            analysis_id: analysisId,
            page: p.page,
            png: Buffer.from(p.png),
            width_pt: p.widthPt,
            height_pt: p.heightPt,
          })
          .execute();
      }
    });
  }

  /** Marks the analysis processing (attempts + 1). Undefined when it no longer exists. */
  async startProcessing(id: string, now: Date) {
    return this.#db
      .updateTable('analyses')
      .set((eb) => ({
        status: 'processing',
        attempts: eb('attempts', '+', 1),
        started_at: now,
        updated_at: now,
        progress_stage: 'starting',
        progress_percent: 0,
        error_code: null,
        error_message: null,
      }))
      .where('id', '=', id)
      .returning(['id', 'user_id', 'file_id', 'filename', 'attempts'])
      .executeTakeFirst();
  }

  async loadFile(fileId: string) {
    const row = await this.#db
      .selectFrom('uploaded_files')
      .select(['bytes', 'file_type', 'storage_key'])
      .where('id', '=', fileId)
      .executeTakeFirst();
    return row ? { ...row, bytes: await this.#bytes(row) } : undefined;
  }

  async findSecret(analysisId: string): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('analysis_secrets')
      .select('ciphertext')
      .where('analysis_id', '=', analysisId)
      .executeTakeFirst();
    return row?.ciphertext;
  }

  async deleteSecret(analysisId: string): Promise<void> {
    await this.#db.deleteFrom('analysis_secrets').where('analysis_id', '=', analysisId).execute();
  }

  async setProgress(id: string, stage: string, percent: number, now: Date): Promise<void> {
    await this.#db
      .updateTable('analyses')
      .set({ progress_stage: stage, progress_percent: percent, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'processing')
      .execute();
  }

  /**
   * Fails analyses left queued/processing with no live `statement.parse` job — every retry was
   * used up by worker crashes or kills, so nothing will ever finish them. `staleBefore` keeps
   * rows that changed recently out of it. Returns the ids it failed.
   */
  async failAbandoned(staleBefore: Date, now: Date, message: string): Promise<string[]> {
    return this.#db.transaction().execute(async (trx) => {
      const rows = await trx
        .updateTable('analyses')
        .set({
          status: 'failed',
          error_code: 'processing_error',
          error_message: message,
          progress_stage: null,
          progress_percent: null,
          updated_at: now,
          finished_at: now,
        })
        .where('status', 'in', ['queued', 'processing'])
        .where('updated_at', '<', staleBefore)
        .where(
          sql<boolean>`not exists (select 1 from ${sql.table(`${BOSS_SCHEMA}.job`)} j
            where j.name = 'statement.parse' and j.data->>'analysisId' = analyses.id::text
              and j.state in ('created', 'retry', 'active'))`,
        )
        .returning('id')
        .execute();
      const ids = rows.map((r) => r.id);
      if (ids.length > 0) {
        await trx.deleteFrom('analysis_secrets').where('analysis_id', 'in', ids).execute();
      }
      return ids;
    });
  }

  /** Ends a job without results: failed or needs_password (stored data is cleared). */
  async finishWithoutResults(
    id: string,
    outcome: {
      status: 'failed' | 'needs_password';
      code: string;
      message: string;
      pages: number | null;
      method: string | null;
      warnings: string[];
    },
    now: Date,
  ): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await trx.deleteFrom('statements').where('analysis_id', '=', id).execute();
      await trx.deleteFrom('analysis_words').where('analysis_id', '=', id).execute();
      await trx
        .updateTable('analyses')
        .set({
          reading: null,
          status: outcome.status,
          error_code: outcome.code,
          error_message: outcome.message,
          progress_stage: null,
          progress_percent: null,
          pages: outcome.pages,
          method: outcome.method,
          warnings: JSON.stringify(outcome.warnings),
          updated_at: now,
          finished_at: now,
        })
        .where('id', '=', id)
        .execute();
    });
  }

  /**
   * Stores a parse result idempotently: locks the analysis row (so two runs of one job
   * serialise), deletes its statements (transactions cascade), links/creates accounts, inserts
   * statements and transactions in multi-row chunks, stores the page words and how the statement
   * was read (counting a use of the layout profile it was read with), and marks the analysis
   * done. False when the analysis was deleted meanwhile.
   */
  async storeResults(
    id: string,
    input: {
      accounts: AccountInsert[];
      statements: (StatementInsert & { accountFingerprint: string | null })[];
      pages: number;
      method: string;
      warnings: string[];
      document: unknown | null;
      /** Each page's words as JSON text; null: none came (old words are removed). */
      words?: PageWordsJson[] | null;
      /** `ReadingInfo` of the parse. */
      reading?: { profile: { id: string | null } | null } | null;
    },
    now: Date,
    /** Runs in the same transaction before the old rows go (the job categorises the rows here). */
    beforeWrite?: (trx: Kysely<DB>) => Promise<void>,
  ): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom('analyses')
        .select(['id', 'user_id'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!locked) return false;
      if (beforeWrite) await beforeWrite(trx);
      await replaceWords(trx, id, input.words ?? []);
      const profileId = input.reading?.profile?.id;
      if (profileId) {
        await trx
          .updateTable('layout_profiles')
          .set((eb) => ({ used_count: eb('used_count', '+', 1), last_used_at: now }))
          .where('id', '=', profileId)
          .where('user_id', '=', locked.user_id)
          .execute();
      }
      await trx.deleteFrom('statements').where('analysis_id', '=', id).execute();

      const accountIds = await upsertAccounts(trx, input.accounts);

      for (const item of input.statements) {
        const accountId = item.accountFingerprint
          ? (accountIds.get(item.accountFingerprint) ?? null)
          : null;
        await trx
          .insertInto('statements')
          .values({ ...item.statement, account_id: accountId })
          .execute();
        for (let i = 0; i < item.transactions.length; i += INSERT_CHUNK) {
          const chunk = item.transactions
            .slice(i, i + INSERT_CHUNK)
            .map((t) => ({ ...t, account_id: accountId }));
          await trx.insertInto('transactions').values(chunk).execute();
        }
      }

      await trx
        .updateTable('analyses')
        .set({
          status: 'done',
          error_code: null,
          error_message: null,
          progress_stage: null,
          progress_percent: null,
          pages: input.pages,
          method: input.method,
          warnings: JSON.stringify(input.warnings),
          document: input.document === null ? null : JSON.stringify(input.document),
          reading: input.reading ? JSON.stringify(input.reading) : null,
          updated_at: now,
          finished_at: now,
        })
        .where('id', '=', id)
        .execute();
      return true;
    });
  }
}
