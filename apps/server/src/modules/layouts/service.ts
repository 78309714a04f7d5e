/**
 * The fix screen (issue 13): what the reader found on each page, a re-read with a person's
 * instructions (nothing stored), and applying it (rows replaced, a layout profile saved).
 * Re-reads work on the words stored with the analysis — no second OCR — in a parser thread.
 */
import { randomUUID } from 'node:crypto';
import type { ReadResult } from '@bsp/parser';
import {
  type AnalysisLayout,
  type ApplyLayoutResponse,
  type applyLayoutRequestSchema,
  ERROR_CODES,
  type LayoutInstructions,
  type RereadResponse,
} from '@bsp/shared';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import { AppError, errors } from '../../http/errors.ts';
import { type IsolationLimits, Limiter, type ThreadOutcome } from '../../worker/isolate.ts';
import type { PageWordsJson } from '../../worker/parser-thread.ts';
import {
  extractWordsIsolated,
  pageLinesIsolated,
  readWordsIsolated,
} from '../../worker/read-words.ts';
import { buildInserts } from '../../worker/statement-job.ts';
import type { AnalysesRepository } from '../analyses/repository.ts';
import { categoriseBeforeStore } from '../categories/store-categories.ts';
import { isUuid } from '../transactions/ids.ts';
import type { ApplyRepository } from './apply-repository.ts';
import { insertPreview, toStatementPreview } from './previews.ts';
import { toProfileSummary } from './profile-rows.ts';
import {
  startingInstructions,
  storedReading,
  toAnalysisReading,
  usableFingerprint,
} from './reading.ts';
import type { LayoutAnalysisRow, LayoutsRepository } from './repository.ts';

export type ApplyLayoutRequest = z.infer<typeof applyLayoutRequestSchema>;

/** A re-read of stored words: a statement of a few hundred pages takes well under this. */
const READ_TIMEOUT_MS = 60_000;
const PROFILE_NAME_MAX = 120;

export class LayoutsService {
  readonly #repo: LayoutsRepository;
  readonly #applier: ApplyRepository;
  readonly #files: AnalysesRepository;
  readonly #clock: Clock;
  readonly #logger: Logger;
  readonly #limits: IsolationLimits;
  /** One re-read at a time per process (each is CPU-bound in a parser thread). */
  readonly #reads = new Limiter();
  /** Reading a file again for its words (old analyses) can take as long as a parse. */
  readonly #extractions = new Limiter();

  constructor(deps: {
    repo: LayoutsRepository;
    applier: ApplyRepository;
    files: AnalysesRepository;
    clock: Clock;
    logger: Logger;
    limits: IsolationLimits;
  }) {
    this.#repo = deps.repo;
    this.#applier = deps.applier;
    this.#files = deps.files;
    this.#clock = deps.clock;
    this.#logger = deps.logger;
    this.#limits = deps.limits;
  }

  async layout(userId: string, id: string): Promise<AnalysisLayout> {
    let analysis = await this.#doneAnalysis(userId, id);
    const { pages, extracted } = await this.#words(userId, analysis);
    // a re-extraction fills in the reading of an analysis that had none
    if (extracted) analysis = (await this.#repo.findAnalysis(userId, id)) ?? analysis;
    const outcome = await this.#reads.run(() => pageLinesIsolated(pages, this.#readLimits()));
    if (outcome.kind !== 'lines') throw this.#threadFailure(id, outcome);
    const reading = storedReading(analysis.reading);
    return {
      analysis_id: id,
      pages: outcome.pages,
      lines: outcome.lines,
      instructions: startingInstructions(reading),
      fingerprint: usableFingerprint(reading?.fingerprint, analysis.bank_name),
      reading: toAnalysisReading(analysis.reading),
    };
  }

  /** The statements as stored and as these instructions read them. Nothing is stored. */
  async reread(
    userId: string,
    id: string,
    instructions: LayoutInstructions,
  ): Promise<RereadResponse> {
    const analysis = await this.#doneAnalysis(userId, id);
    const result = await this.#read(userId, analysis, instructions);
    const inserts = this.#inserts(userId, id, result);
    const stored = await this.#repo.storedStatements(id);
    return {
      before: stored.map((s) => toStatementPreview(s.statement, s.rows)),
      after: inserts.statements.map(insertPreview),
      warnings: [...result.warnings, ...result.errors.map((e) => e.message)],
    };
  }

  /**
   * Replaces the analysis's statements and parser rows with the re-read ones (one transaction)
   * and, unless asked not to, saves the instructions as a layout profile.
   */
  async apply(userId: string, id: string, body: ApplyLayoutRequest): Promise<ApplyLayoutResponse> {
    const analysis = await this.#doneAnalysis(userId, id);
    const result = await this.#read(userId, analysis, body.instructions);
    if (result.errors.length > 0 || result.statements.length === 0) {
      const why = result.errors[0]?.message ?? 'No transactions were found.';
      throw new AppError(
        422,
        ERROR_CODES.validation,
        `These instructions read no transactions (${why}) Check the columns and where the table starts and ends, then re-read before applying.`,
      );
    }
    const inserts = this.#inserts(userId, id, result);
    const bankName = result.statements[0]?.bankName ?? analysis.bank_name;
    const fingerprint = usableFingerprint(result.reading?.fingerprint, bankName);
    const outcome = await this.#applier.apply({
      userId,
      analysisId: id,
      now: this.#clock.now(),
      accounts: inserts.accounts,
      statements: inserts.statements,
      warnings: result.warnings,
      instructions: body.instructions,
      fingerprint,
      profile: body.save_profile
        ? {
            name: body.profile_name,
            defaultName: defaultProfileName(fingerprint.bankName ?? bankName),
            today: this.#today(),
            newId: randomUUID(),
          }
        : null,
      categorise: categoriseBeforeStore(userId, id, inserts.statements),
    });
    if (outcome.kind === 'gone') throw errors.notFound('No such analysis.');
    if (outcome.kind === 'not_done') throw notDone();
    this.#logger.info(
      {
        analysisId: id,
        statements: inserts.statements.length,
        rows: inserts.statements.reduce((n, s) => n + s.transactions.length, 0),
        profileSaved: outcome.profile !== null,
        manualKept: outcome.manualKept,
        editsCarried: outcome.carried,
        editsUnmatched: outcome.unmatched,
      },
      'layout applied',
    );
    return {
      profile: outcome.profile ? toProfileSummary(outcome.profile) : null,
      manual_rows_kept: outcome.manualKept,
      edits_carried: outcome.carried,
      edits_unmatched: outcome.unmatched,
    };
  }

  async #doneAnalysis(userId: string, id: string): Promise<LayoutAnalysisRow> {
    const analysis = isUuid(id) ? await this.#repo.findAnalysis(userId, id) : undefined;
    if (!analysis) throw errors.notFound('No such analysis.');
    if (analysis.status !== 'done') throw notDone();
    return analysis;
  }

  async #read(
    userId: string,
    analysis: LayoutAnalysisRow,
    instructions: LayoutInstructions,
  ): Promise<ReadResult> {
    const { pages } = await this.#words(userId, analysis);
    const outcome = await this.#reads.run(() =>
      readWordsIsolated(pages, { instructions, today: this.#today() }, this.#readLimits()),
    );
    if (outcome.kind !== 'read') throw this.#threadFailure(analysis.id, outcome);
    return outcome.result;
  }

  #inserts(userId: string, id: string, result: ReadResult) {
    return buildInserts(
      userId,
      id,
      // (pages and method are the parse's own and stay as stored; only rows are taken from here)
      {
        file: '',
        pages: 0,
        method: 'text',
        statements: result.statements,
        warnings: result.warnings,
        errors: result.errors,
      },
      this.#clock.now(),
    );
  }

  /**
   * The stored words; an analysis parsed before words were kept has them read again from its
   * file (and stored). A protected PDF cannot be: its password was never stored.
   */
  async #words(
    userId: string,
    analysis: LayoutAnalysisRow,
  ): Promise<{ pages: PageWordsJson[]; extracted: boolean }> {
    const stored = await this.#repo.loadWords(analysis.id);
    if (stored.length > 0) return { pages: stored, extracted: false };
    const file = await this.#files.findFileForUser(userId, analysis.id);
    if (!file) throw errors.notFound('No such analysis.');
    const outcome = await this.#extractions.run(() =>
      extractWordsIsolated({ bytes: file.bytes, fileName: analysis.filename }, this.#limits),
    );
    if (outcome.kind !== 'result') throw this.#threadFailure(analysis.id, outcome);
    const code = outcome.result.errors[0]?.code;
    if (code === 'needs_password' || code === 'wrong_password') {
      throw new AppError(
        409,
        ERROR_CODES.conflict,
        'This PDF is protected by a password, which BSP does not keep, so its words cannot be ' +
          'read again. Upload the file again with its password, then fix the reading of the new report.',
      );
    }
    const pages = outcome.words ?? [];
    if (pages.length === 0) {
      throw new AppError(
        422,
        ERROR_CODES.validation,
        'The words of this statement could not be read again from its file.',
      );
    }
    await this.#repo.saveWords(analysis.id, pages, outcome.result.reading ?? null);
    this.#logger.info({ analysisId: analysis.id, pages: pages.length }, 'words read again');
    return { pages, extracted: true };
  }

  #readLimits(): IsolationLimits {
    return {
      timeoutMs: Math.min(READ_TIMEOUT_MS, this.#limits.timeoutMs),
      memoryMb: this.#limits.memoryMb,
    };
  }

  #threadFailure(analysisId: string, outcome: ThreadOutcome): Error {
    this.#logger.warn({ analysisId, outcome: outcome.kind }, 'layout read failed');
    if (outcome.kind === 'timeout') {
      return new AppError(422, ERROR_CODES.validation, 'Reading this statement took too long.');
    }
    if (outcome.kind === 'out_of_memory') {
      return new AppError(
        422,
        ERROR_CODES.validation,
        'Reading this statement needs more memory than this server allows.',
      );
    }
    return new Error(`parser thread failed: ${outcome.kind}`);
  }

  #today(): string {
    return this.#clock.now().toISOString().slice(0, 10);
  }
}

function notDone(): AppError {
  return new AppError(
    409,
    ERROR_CODES.conflict,
    'This statement has not been read successfully yet: its reading can be fixed once it is done.',
  );
}

/** "<bank name> layout", or "My layout" when the bank is not known. */
export function defaultProfileName(bankName: string | null): string {
  const bank = bankName?.trim();
  if (!bank) return 'My layout';
  return `${bank.slice(0, PROFILE_NAME_MAX - ' layout'.length)} layout`;
}
