import { randomUUID } from 'node:crypto';
import type { LayoutProfile, ParsedStatement, ParseResult } from '@bsp/parser';
import { decimalToMinor, minorDigits } from '@bsp/shared';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type {
  AccountInsert,
  AnalysesRepository,
  StatementInsert,
} from '../modules/analyses/repository.ts';
import type { SecretBox } from '../modules/analyses/secrets.ts';
import { categoriseBeforeStore } from '../modules/categories/store-categories.ts';
import { type IsolationLimits, runIsolated } from './isolate.ts';
import { renderPageIsolated } from './page-render.ts';
import type { PageWordsJson } from './parser-thread.ts';

/** pg-boss retries of a transient failure (worker crash, database error): 1 run + 3 retries. */
export const PARSE_RETRY_LIMIT = 3;
const PROGRESS_INTERVAL_MS = 300;
/** Page images kept per protected PDF (the parser's own page limit is 200). */
const MAX_KEPT_PAGES = 200;

/**
 * What the user can do about a file the parser refused, added to its message (issue #14: every
 * failure says what was wrong and what to do). An unreadable file's message from the decoders
 * names library internals ("vipspng: libpng read error"): it is replaced, not extended.
 */
const WHAT_TO_DO: Partial<Record<string, string>> = {
  unreadable_file: 'Download or export the statement again and upload the new file.',
  no_transactions_found:
    'If it is a bank statement, upload the PDF the bank issued, or a sharper scan or photo of it.',
  too_many_pages: 'Split it into parts of at most 200 pages and upload those.',
  image_too_large:
    'Scale the picture down (300 dpi is plenty for a statement) and upload it again.',
  unsupported_type: 'Upload a PDF, PNG, JPEG, TIFF, WebP or HEIC file.',
  timeout: 'Retry it later; if it fails again, upload the statement in smaller parts.',
  out_of_memory: 'Upload the PDF the bank issued, or the statement in smaller parts.',
};

/** The stored message of a parser error: what was wrong, then what to do. */
export function userMessage(code: string, message: string | undefined): string {
  const hint = WHAT_TO_DO[code];
  if (code === 'unreadable_file') {
    return `The file is damaged or incomplete and could not be read. ${hint}`;
  }
  const base = message ?? 'No transactions were found.';
  return hint && !base.includes(hint) ? `${base} ${hint}` : base;
}

/** A failure that retrying will not fix (the file itself): the job ends, the analysis fails. */
type Permanent = { status: 'failed' | 'needs_password'; code: string; message: string };

export type StatementJobDeps = {
  analyses: AnalysesRepository;
  /** The user's layout profiles (ids set), tried beside the generic reading. */
  layouts: { profilesFor(userId: string): Promise<LayoutProfile[]> };
  secrets: () => Promise<SecretBox>;
  clock: Clock;
  logger: Logger;
  limits: IsolationLimits;
  /**
   * After a statement's rows are stored (the optional local language model's job is queued here).
   * Best effort: a failure is logged, never fails the parse.
   */
  afterStore?: (userId: string, analysisId: string) => Promise<void>;
};

/** Money string → minor units; tolerant of extra zero decimals, never of garbage. */
export function toMinor(value: string | null, currency: string): number | null {
  if (value === null || value === undefined) return null;
  try {
    return decimalToMinor(value, currency);
  } catch {
    const n = Number(value);
    if (!Number.isFinite(n)) return null;
    return Math.round(n * 10 ** minorDigits(currency));
  }
}

/** Normalised bank name + account number digits + currency; null when there is no number. */
export function accountFingerprint(st: {
  bankName: string | null;
  accountNumber: string | null;
  currency: string;
}): string | null {
  const digits = (st.accountNumber ?? '').replace(/\D/g, '');
  if (!digits) return null;
  const bank = (st.bankName ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return `${bank}|${digits}|${st.currency.toUpperCase()}`;
}

/** The `statement.parse` job: processing → isolated parse → results stored idempotently. */
export class StatementParseJob {
  readonly #deps: StatementJobDeps;
  constructor(deps: StatementJobDeps) {
    this.#deps = deps;
  }

  async run(analysisId: string): Promise<void> {
    const { analyses, clock } = this.#deps;
    const log = this.#deps.logger.child({ analysisId });
    const started = await analyses.startProcessing(analysisId, clock.now());
    if (!started) {
      log.info('analysis no longer exists: nothing to do');
      return;
    }
    const lastAttempt = started.attempts > PARSE_RETRY_LIMIT;
    try {
      const outcome = await this.#parse(
        analysisId,
        started.file_id,
        started.filename,
        await this.#deps.layouts.profilesFor(started.user_id),
      );
      if ('status' in outcome) {
        await analyses.finishWithoutResults(
          analysisId,
          { ...outcome.permanent, pages: outcome.pages, method: outcome.method, warnings: [] },
          clock.now(),
        );
        log.info({ status: outcome.permanent.status, code: outcome.permanent.code }, 'parse ended');
      } else {
        // Before the results: once the analysis shows done, the review screen asks for pages.
        if (outcome.protectedPdf) {
          await this.#keepPageImages(analysisId, outcome.protectedPdf, outcome.result.pages, log);
        }
        const inserts = buildInserts(started.user_id, analysisId, outcome.result, clock.now());
        const stored = await analyses.storeResults(
          analysisId,
          { ...inserts, words: outcome.words, reading: outcome.result.reading ?? null },
          clock.now(),
          categoriseBeforeStore(started.user_id, analysisId, inserts.statements),
        );
        log.info(
          {
            stored,
            statements: outcome.result.statements.length,
            rows: outcome.result.statements.reduce((n, s) => n + s.transactions.length, 0),
            profile: outcome.result.reading?.profile ? 'used' : 'none',
          },
          'parse stored',
        );
        if (stored && this.#deps.afterStore) {
          await this.#deps.afterStore(started.user_id, analysisId).catch((error: unknown) => {
            log.warn({ err: error }, 'after-store step failed (the statement is stored)');
          });
        }
      }
      await analyses.deleteSecret(analysisId);
    } catch (error) {
      // Transient: let pg-boss retry, unless this was the last attempt.
      if (lastAttempt) {
        log.error({ err: error }, 'parse failed for good after retries');
        await analyses.deleteSecret(analysisId).catch(() => {});
        await analyses.finishWithoutResults(
          analysisId,
          {
            status: 'failed',
            code: 'processing_error',
            message: 'The statement could not be processed. Try again later.',
            pages: null,
            method: null,
            warnings: [],
          },
          clock.now(),
        );
        return;
      }
      throw error;
    }
  }

  /**
   * Renders every page of a protected PDF while its password is in memory and stores the images
   * (the password itself is never stored). Best effort: without them the source view says why.
   */
  async #keepPageImages(
    analysisId: string,
    pdf: { bytes: Uint8Array; password: string; ocr: boolean },
    pageCount: number,
    log: Logger,
  ): Promise<void> {
    const pages = [];
    for (let page = 1; page <= Math.min(pageCount, MAX_KEPT_PAGES); page++) {
      const outcome = await renderPageIsolated(
        { bytes: pdf.bytes, fileType: 'pdf' },
        page,
        {
          timeoutMs: 60_000,
          memoryMb: this.#deps.limits.memoryMb,
        },
        // Same picture the on-demand route draws: straightened only when every page was OCR'd.
        { straighten: pdf.ocr, password: pdf.password },
      );
      if (outcome.kind !== 'image') {
        log.warn({ page, outcome: outcome.kind }, 'page image of a protected PDF not kept');
        return;
      }
      pages.push({ page, png: outcome.png, widthPt: outcome.widthPt, heightPt: outcome.heightPt });
    }
    try {
      await this.#deps.analyses.savePageImages(analysisId, pages);
    } catch (error) {
      log.warn({ err: error }, 'page images of a protected PDF not saved');
    }
  }

  async #parse(
    analysisId: string,
    fileId: string,
    filename: string,
    layouts: LayoutProfile[],
  ): Promise<
    | { status: true; permanent: Permanent; pages: number | null; method: string | null }
    | {
        result: ParseResult;
        /** Each page's words as JSON text (kept for re-reads); null when none came. */
        words: PageWordsJson[] | null;
        protectedPdf?: { bytes: Uint8Array; password: string; ocr: boolean };
      }
  > {
    const { analyses, clock } = this.#deps;
    const file = await analyses.loadFile(fileId);
    if (!file) throw new Error('uploaded file row is missing');
    let password: string | undefined;
    const sealed = await analyses.findSecret(analysisId);
    if (sealed) {
      try {
        password = (await this.#deps.secrets()).open(sealed);
      } catch {
        return {
          status: true,
          permanent: {
            status: 'needs_password',
            code: 'needs_password',
            message:
              'The saved password could not be decrypted (the SECRET_KEY differs between processes?). Enter it again.',
          },
          pages: null,
          method: null,
        };
      }
    }

    const testDelay = Number(process.env.BSP_TEST_PARSE_DELAY_MS ?? 0);
    if (testDelay > 0) await new Promise((resolve) => setTimeout(resolve, testDelay));

    // Progress: at most one write every PROGRESS_INTERVAL_MS, serialised, awaited at the end.
    let lastWrite = 0;
    let writes: Promise<unknown> = Promise.resolve();
    const onProgress = (stage: string, percent: number) => {
      const now = Date.now();
      if (now - lastWrite < PROGRESS_INTERVAL_MS && percent < 100) return;
      lastWrite = now;
      const p = Math.max(0, Math.min(100, Math.round(percent)));
      writes = writes
        .then(() => analyses.setProgress(analysisId, stage, p, clock.now()))
        .catch(() => {});
    };

    const timeoutMs = this.#deps.limits.timeoutMs;
    const outcome = await runIsolated(
      {
        op: 'parse',
        bytes: new Uint8Array(file.bytes),
        fileName: filename,
        password,
        // The parser stops itself a little before the thread is killed.
        timeoutMs: Math.max(1000, timeoutMs - 2000),
        keepWords: true,
        layouts,
      },
      this.#deps.limits,
      onProgress,
    );
    await writes;
    const seconds = Math.round(timeoutMs / 1000);
    switch (outcome.kind) {
      case 'result': {
        const { result } = outcome;
        const words = outcome.words ?? null;
        const error = result.errors[0];
        if (error || result.statements.length === 0) {
          const code = error?.code ?? 'no_transactions_found';
          const isPassword = code === 'needs_password' || code === 'wrong_password';
          return {
            status: true,
            permanent: {
              status: isPassword ? 'needs_password' : 'failed',
              code,
              message: isPassword
                ? (error?.message ?? code)
                : userMessage(code, error?.message ?? 'No transactions were found.'),
            },
            pages: result.pages || null,
            method: result.method,
          };
        }
        // The password is about to be forgotten: keep what the review screen needs of the pages.
        return password !== undefined && file.file_type === 'pdf'
          ? {
              result,
              words,
              protectedPdf: {
                bytes: new Uint8Array(file.bytes),
                password,
                ocr: result.method === 'ocr',
              },
            }
          : { result, words };
      }
      case 'timeout':
        return {
          status: true,
          permanent: {
            status: 'failed',
            code: 'timeout',
            message: `Parsing took longer than ${seconds} s. ${WHAT_TO_DO.timeout}`,
          },
          pages: null,
          method: null,
        };
      case 'out_of_memory':
        return {
          status: true,
          permanent: {
            status: 'failed',
            code: 'out_of_memory',
            message: `The file needs more memory to read than this server allows. ${WHAT_TO_DO.out_of_memory}`,
          },
          pages: null,
          method: null,
        };
      default:
        throw new Error(
          `parser thread failed: ${outcome.kind === 'crashed' || outcome.kind === 'error' ? outcome.message : outcome.kind}`,
        );
    }
  }
}

/** ParseResult → rows (ids generated here so check issues can point at transactions). */
export function buildInserts(userId: string, analysisId: string, result: ParseResult, now: Date) {
  const accounts = new Map<string, AccountInsert>();
  const statements: (StatementInsert & { accountFingerprint: string | null })[] = [];
  result.statements.forEach((st: ParsedStatement, position) => {
    const currency = (st.currency ?? 'XXX').toUpperCase();
    const statementId = randomUUID();
    const fingerprint = accountFingerprint({
      bankName: st.bankName,
      accountNumber: st.accountNumber,
      currency,
    });
    if (fingerprint && !accounts.has(fingerprint)) {
      accounts.set(fingerprint, {
        id: randomUUID(),
        user_id: userId,
        fingerprint,
        bank_name: st.bankName,
        account_number: st.accountNumber,
        account_type: st.accountType,
        account_holder: st.accountHolder,
        currency,
        created_at: now,
      });
    }
    const ids = st.transactions.map(() => randomUUID());
    const checks = {
      reconciled: st.checks.reconciled,
      balance_rows_checked: st.transactions.filter((t) => t.balance !== null).length,
      rows: st.transactions.length,
      issues: st.checks.issues.map((issue) => ({
        code: issue.code,
        message: issue.message,
        row: issue.row,
        ...(issue.rows ? { rows: issue.rows } : {}),
        transaction_id: issue.row !== null ? (ids[issue.row] ?? null) : null,
      })),
    };
    statements.push({
      accountFingerprint: fingerprint,
      statement: {
        id: statementId,
        analysis_id: analysisId,
        user_id: userId,
        account_id: null,
        position,
        bank_name: st.bankName,
        account_holder: st.accountHolder,
        account_number: st.accountNumber,
        account_type: st.accountType,
        currency,
        period_start: st.periodStart,
        period_end: st.periodEnd,
        opening_balance: toMinor(st.openingBalance, currency),
        closing_balance: toMinor(st.closingBalance, currency),
        printed_money_in: toMinor(st.totals.moneyIn, currency),
        printed_money_out:
          st.totals.moneyOut === null ? null : Math.abs(toMinor(st.totals.moneyOut, currency) ?? 0),
        confidence: st.confidence,
        checks: JSON.stringify(checks),
        created_at: now,
      },
      transactions: st.transactions.map((t, rowIndex) => ({
        id: ids[rowIndex]!,
        statement_id: statementId,
        analysis_id: analysisId,
        user_id: userId,
        account_id: null,
        row_index: rowIndex,
        date: t.date,
        post_date: t.postDate,
        description: t.description,
        amount: toMinor(t.amount, currency) ?? 0,
        balance: toMinor(t.balance, currency),
        currency,
        reference: t.reference,
        category: null,
        notes: null,
        confidence: t.confidence,
        page: t.page,
        bbox: t.bbox ? JSON.stringify(t.bbox) : null,
        source: 'parser' as const,
        created_at: now,
        updated_at: now,
      })),
    });
  });
  return {
    accounts: [...accounts.values()],
    statements,
    pages: result.pages,
    method: result.method,
    warnings: result.warnings,
    document: result.document ?? null,
  };
}
