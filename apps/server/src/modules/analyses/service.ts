import { createHash, randomUUID } from 'node:crypto';
import { detectFileType } from '@bsp/parser';
import {
  type AnalysisDetail,
  type AnalysisStatus,
  type AnalysisSummary,
  ERROR_CODES,
  FILE_TYPES,
  MAX_FILE_SIZE,
  MAX_FILES,
  minorToDecimal,
  type UploadResponse,
} from '@bsp/shared';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';
import { DEFAULT_QUEUE_TIMINGS, type QueueTimings } from '../../config.ts';
import { AppError, errors } from '../../http/errors.ts';
import type { JobSender, SendOptions } from '../../jobs/registry.ts';
import { type IsolationLimits, Limiter } from '../../worker/isolate.ts';
import { RENDER_DPI, renderPageIsolated } from '../../worker/page-render.ts';
import { PARSE_RETRY_LIMIT } from '../../worker/statement-job.ts';
import { toAnalysisReading } from '../layouts/reading.ts';
import type {
  AnalysesRepository,
  AnalysisSummaryRow,
  ListFilter,
  StatementDetailRow,
  TxExecutor,
} from './repository.ts';
import type { SecretBox } from './secrets.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_MB = Math.round(MAX_FILE_SIZE / (1024 * 1024));
const TERMINAL: AnalysisStatus[] = ['done', 'failed', 'needs_password'];
/** Grace before an analysis without a live job counts as abandoned (requeues are atomic). */
const ABANDONED_AFTER_MS = 2 * 60_000;

/** One file part as the route read it (bytes only when it fitted the limit). */
export type IncomingFile = {
  filename: string;
  bytes: Buffer | null;
  tooLarge: boolean;
  /** Past MAX_FILES: not read at all. */
  overLimit: boolean;
};

export type AnalysisEvent = {
  id: string;
  status: AnalysisStatus;
  progress: { stage: string; percent: number } | null;
  error: { code: string; message: string } | null;
};

function cleanFilename(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters.
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (cleaned || 'statement').slice(0, 255);
}

function toSummary(row: AnalysisSummaryRow): AnalysisSummary {
  const method = row.method as AnalysisSummary['method'];
  return {
    id: row.id,
    filename: row.filename,
    status: row.status,
    error:
      row.error_code !== null
        ? { code: row.error_code, message: row.error_message ?? row.error_code }
        : null,
    progress:
      row.status === 'processing' && row.progress_stage !== null
        ? { stage: row.progress_stage, percent: row.progress_percent ?? 0 }
        : null,
    file_type: (FILE_TYPES as readonly string[]).includes(row.file_type)
      ? (row.file_type as AnalysisSummary['file_type'])
      : null,
    file_size: Number(row.file_size),
    pages: row.pages,
    method: method === 'text' || method === 'ocr' || method === 'mixed' ? method : null,
    bank_name: row.bank_name,
    account_number: row.account_number,
    currency: row.currency,
    period_start: row.period_start,
    period_end: row.period_end,
    statement_count: Number(row.statement_count),
    transaction_count: Number(row.transaction_count),
    reconciled: row.statement_count > 0 ? Boolean(row.reconciled) : null,
    issue_count: Number(row.issue_count),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

type StoredChecks = {
  reconciled?: boolean;
  balance_rows_checked?: number;
  rows?: number;
  issues?: {
    code: string;
    message: string;
    row: number | null;
    rows?: number[];
    transaction_id: string | null;
  }[];
};

function toStatement(row: StatementDetailRow): AnalysisDetail['statements'][number] {
  const money = (v: number | null) => (v === null ? null : minorToDecimal(Number(v), row.currency));
  const checks = (row.checks ?? {}) as StoredChecks;
  return {
    id: row.id,
    account_id: row.account_id,
    bank_name: row.bank_name,
    account_holder: row.account_holder,
    account_number: row.account_number,
    account_type: row.account_type,
    currency: row.currency,
    period_start: row.period_start,
    period_end: row.period_end,
    opening_balance: money(row.opening_balance),
    closing_balance: money(row.closing_balance),
    money_in: minorToDecimal(Number(row.money_in), row.currency),
    money_out: minorToDecimal(Number(row.money_out), row.currency),
    printed_money_in: money(row.printed_money_in),
    printed_money_out: money(row.printed_money_out),
    transaction_count: Number(row.transaction_count),
    confidence: row.confidence,
    checks: {
      reconciled: Boolean(checks.reconciled),
      balance_rows_checked: checks.balance_rows_checked ?? 0,
      rows: checks.rows ?? 0,
      issues: (checks.issues ?? []).map((i) => ({
        code: i.code,
        message: i.message,
        row: i.row ?? null,
        ...(i.rows ? { rows: i.rows } : {}),
        transaction_id: i.transaction_id ?? null,
      })),
    },
  };
}

/**
 * Pages the parser read by OCR are shown straightened the way OCR straightened them, so their row
 * boxes fit: image files always, PDFs when every page was OCR'd (a text layer's boxes fit the page
 * as it is, and which pages of a mixed PDF were OCR'd is not stored).
 */
function straightenPages(file: { file_type: string; method: string | null }): boolean {
  return file.file_type !== 'pdf' || file.method === 'ocr';
}

/** Bumped when pages are drawn differently, so browsers drop page pictures cached before. */
const RENDER_VERSION = 3;

function pageEtagOf(
  file: { sha256: string; file_type: string; method: string | null },
  page: number,
): string {
  const straight = straightenPages(file) ? '-s' : '';
  return `"${file.sha256.slice(0, 24)}-${page}-${RENDER_DPI}-v${RENDER_VERSION}${straight}"`;
}

export class AnalysesService {
  readonly #repo: AnalysesRepository;
  readonly #jobs: JobSender;
  readonly #clock: Clock;
  readonly #logger: Logger;
  readonly #secrets: () => Promise<SecretBox>;
  readonly #limits: IsolationLimits;
  readonly #queue: Pick<QueueTimings, 'expireGraceS' | 'retryDelayS' | 'retryBackoff'>;
  readonly #renderLimiter = new Limiter();

  constructor(deps: {
    repo: AnalysesRepository;
    jobs: JobSender;
    clock: Clock;
    logger: Logger;
    secrets: () => Promise<SecretBox>;
    limits: IsolationLimits;
    /** Expiry and retry timings of parse jobs; default DEFAULT_QUEUE_TIMINGS. */
    queue?: Pick<QueueTimings, 'expireGraceS' | 'retryDelayS' | 'retryBackoff'>;
  }) {
    this.#repo = deps.repo;
    this.#jobs = deps.jobs;
    this.#clock = deps.clock;
    this.#logger = deps.logger;
    this.#secrets = deps.secrets;
    this.#limits = deps.limits;
    this.#queue = deps.queue ?? DEFAULT_QUEUE_TIMINGS;
  }

  /** pg-boss options of a statement.parse job sent inside `executor`'s transaction. */
  #jobOptions(executor: TxExecutor): SendOptions {
    return {
      executor,
      retryLimit: PARSE_RETRY_LIMIT,
      retryDelay: this.#queue.retryDelayS,
      retryBackoff: this.#queue.retryBackoff,
      // A worker killed mid-job: maintenance fails the job after this and it is retried.
      expireInSeconds: Math.ceil(this.#limits.timeoutMs / 1000) + this.#queue.expireGraceS,
    };
  }

  async upload(
    userId: string,
    files: IncomingFile[],
    options: { password?: string; passwords: Map<number, string>; allowDuplicate: boolean },
  ): Promise<UploadResponse> {
    const results: UploadResponse['analyses'] = [];
    const seenInRequest = new Map<string, string>();
    const reject = (filename: string, code: string, message: string, duplicateOf?: string) =>
      results.push({
        id: null,
        filename,
        status: 'rejected',
        error: { code, message },
        duplicate_of: duplicateOf ?? null,
      });
    for (const [index, file] of files.entries()) {
      const name = cleanFilename(file.filename);
      if (file.overLimit) {
        reject(
          name,
          'too_many_files',
          `${name} was not uploaded: at most ${MAX_FILES} files can be uploaded at once.`,
        );
        continue;
      }
      if (file.tooLarge) {
        reject(name, 'file_too_large', `${name} is larger than ${MAX_MB} MB.`);
        continue;
      }
      if (!file.bytes || file.bytes.length === 0) {
        reject(name, 'empty_file', `${name} is empty.`);
        continue;
      }
      const type = detectFileType(file.bytes);
      if (!type) {
        reject(
          name,
          'unsupported_type',
          `${name} is not a PDF or image statement (PDF, PNG, JPEG, TIFF, WebP, HEIC).`,
        );
        continue;
      }
      const sha256 = createHash('sha256').update(file.bytes).digest('hex');
      const duplicateOf =
        seenInRequest.get(sha256) ?? (await this.#repo.findDuplicate(userId, sha256));
      if (duplicateOf && !options.allowDuplicate) {
        reject(
          name,
          'duplicate',
          `${name} was already uploaded. Upload it again with allow_duplicate=true to analyse it again.`,
          duplicateOf,
        );
        continue;
      }
      const password = options.passwords.get(index) ?? options.password;
      const sealedPassword =
        type === 'pdf' && password ? (await this.#secrets()).seal(password) : null;
      const analysisId = randomUUID();
      await this.#repo.insertUpload(
        {
          fileId: randomUUID(),
          analysisId,
          userId,
          filename: name,
          fileType: type,
          sha256,
          bytes: file.bytes,
          sealedPassword,
          now: this.#clock.now(),
        },
        (executor) =>
          this.#jobs.send('statement.parse', { analysisId }, this.#jobOptions(executor)),
      );
      seenInRequest.set(sha256, analysisId);
      this.#logger.info({ analysisId, fileType: type, bytes: file.bytes.length }, 'file queued');
      results.push({
        id: analysisId,
        filename: name,
        status: 'queued',
        error: null,
        duplicate_of: duplicateOf ?? null,
      });
    }
    return { analyses: results };
  }

  async list(
    userId: string,
    query: {
      page: number;
      page_size: number;
      status?: AnalysisStatus | undefined;
      q?: string | undefined;
      sort: ListFilter['sort'];
    },
  ) {
    if (query.status === 'rejected') {
      return { items: [], total: 0, page: query.page, page_size: query.page_size };
    }
    const { rows, total } = await this.#repo.list({
      userId,
      ...(query.status ? { status: query.status } : {}),
      ...(query.q ? { q: query.q } : {}),
      sort: query.sort,
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    });
    return { items: rows.map(toSummary), total, page: query.page, page_size: query.page_size };
  }

  async #summary(userId: string, id: string): Promise<AnalysisSummaryRow> {
    const row = UUID.test(id) ? await this.#repo.findSummary(userId, id) : undefined;
    if (!row) throw errors.notFound('No such analysis.');
    return row;
  }

  async get(userId: string, id: string): Promise<AnalysisDetail> {
    const row = await this.#summary(userId, id);
    const statements = await this.#repo.listStatements(id);
    return {
      ...toSummary(row),
      statements: statements.map(toStatement),
      warnings: Array.isArray(row.warnings) ? (row.warnings as string[]) : [],
      reading: toAnalysisReading(row.reading),
    };
  }

  async delete(userId: string, id: string): Promise<void> {
    const deleted = UUID.test(id) ? await this.#repo.delete(userId, id) : false;
    if (!deleted) throw errors.notFound('No such analysis.');
    this.#logger.info({ analysisId: id }, 'analysis deleted');
  }

  /** Stores the password sealed and re-queues — only from needs_password. */
  async submitPassword(userId: string, id: string, password: string): Promise<AnalysisSummary> {
    const row = await this.#summary(userId, id);
    if (row.status !== 'needs_password') {
      throw new AppError(409, ERROR_CODES.conflict, 'This analysis is not waiting for a password.');
    }
    const sealed = (await this.#secrets()).seal(password);
    const ok = await this.#repo.requeue(
      userId,
      id,
      'needs_password',
      this.#clock.now(),
      sealed,
      (executor) =>
        this.#jobs.send('statement.parse', { analysisId: id }, this.#jobOptions(executor)),
    );
    if (!ok) {
      throw new AppError(409, ERROR_CODES.conflict, 'This analysis is not waiting for a password.');
    }
    return toSummary(await this.#summary(userId, id));
  }

  async retry(userId: string, id: string): Promise<AnalysisSummary> {
    const row = await this.#summary(userId, id);
    const conflict = () =>
      new AppError(409, ERROR_CODES.conflict, 'Only a failed analysis can be retried.');
    if (row.status !== 'failed') throw conflict();
    const ok = await this.#repo.requeue(userId, id, 'failed', this.#clock.now(), null, (executor) =>
      this.#jobs.send('statement.parse', { analysisId: id }, this.#jobOptions(executor)),
    );
    if (!ok) throw conflict();
    return toSummary(await this.#summary(userId, id));
  }

  /**
   * The `statement.fail-abandoned` sweep: an analysis whose job is gone for good is failed with
   * a message that says what to do, instead of showing "processing" forever.
   */
  async failAbandoned(): Promise<number> {
    const now = this.#clock.now();
    const ids = await this.#repo.failAbandoned(
      new Date(now.getTime() - ABANDONED_AFTER_MS),
      now,
      'Processing stopped unexpectedly several times (the worker was restarted or ran out of ' +
        'memory). Retry it; if it fails again, the file may be beyond this server’s limits.',
    );
    if (ids.length > 0) this.#logger.warn({ analysisIds: ids }, 'abandoned analyses failed');
    return ids.length;
  }

  /** The SSE payload; throws not_found when the analysis is gone or not the user's. */
  async event(userId: string, id: string): Promise<AnalysisEvent> {
    const row = UUID.test(id) ? await this.#repo.findStatus(userId, id) : undefined;
    if (!row) throw errors.notFound('No such analysis.');
    return {
      id: row.id,
      status: row.status,
      progress:
        row.status === 'processing' && row.progress_stage !== null
          ? { stage: row.progress_stage, percent: row.progress_percent ?? 0 }
          : null,
      error:
        row.error_code !== null
          ? { code: row.error_code, message: row.error_message ?? row.error_code }
          : null,
    };
  }

  isTerminal(status: AnalysisStatus): boolean {
    return TERMINAL.includes(status);
  }

  /** PNG of one page (PDF rendered at ~130 dpi, images converted), width ≤ 1600 px. */
  async pageImage(
    userId: string,
    id: string,
    page: number,
  ): Promise<{ png: Buffer; etag: string; widthPt: number; heightPt: number }> {
    const notFound = () => errors.notFound('No such page.');
    if (!UUID.test(id)) throw errors.notFound('No such analysis.');
    if (!Number.isInteger(page) || page < 1 || page > 10_000) throw notFound();
    const meta = await this.#repo.findFileMeta(userId, id);
    if (!meta) throw errors.notFound('No such analysis.');
    const etag = pageEtagOf(meta, page);
    const kept = await this.#repo.findPageImage(userId, id, page);
    if (kept) {
      return { png: Buffer.from(kept.png), etag, widthPt: kept.width_pt, heightPt: kept.height_pt };
    }
    const file = await this.#repo.findFileForUser(userId, id);
    if (!file) throw errors.notFound('No such analysis.');
    if (file.pages !== null && page > file.pages) throw notFound();
    const outcome = await this.#renderLimiter.run(() =>
      renderPageIsolated(
        { bytes: file.bytes, fileType: file.file_type },
        page,
        { timeoutMs: 60_000, memoryMb: this.#limits.memoryMb },
        { straighten: straightenPages(file) },
      ),
    );
    if (outcome.kind === 'image') {
      return {
        png: outcome.png,
        etag,
        widthPt: outcome.widthPt,
        heightPt: outcome.heightPt,
      };
    }
    if (outcome.kind === 'page_out_of_range') throw notFound();
    if (outcome.kind === 'error' && /password/.test(outcome.code)) {
      // Protected PDFs analysed before page images were kept, or whose pages failed to render.
      throw new AppError(
        409,
        ERROR_CODES.conflict,
        'This PDF is protected by a password and its pages were not kept. Delete the report ' +
          'and upload the file again to see its pages.',
      );
    }
    this.#logger.warn({ analysisId: id, outcome: outcome.kind }, 'page render failed');
    throw new AppError(422, ERROR_CODES.validation, 'This page could not be rendered as an image.');
  }

  /** ETag without rendering (for If-None-Match), or undefined when not the user's. */
  async pageEtag(userId: string, id: string, page: number): Promise<string | undefined> {
    const file = UUID.test(id) ? await this.#repo.findFileMeta(userId, id) : undefined;
    if (!file || !Number.isInteger(page) || page < 1) return undefined;
    if (file.pages !== null && page > file.pages) return undefined;
    return pageEtagOf(file, page);
  }
}
