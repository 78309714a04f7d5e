import {
  categoryLabel,
  type ExportOptions,
  type ExportStatement,
  exportStatements,
  suggestedFileName,
} from '@bsp/insights';
import type { ExportFormat, ExportQuery, ParseMethod } from '@bsp/shared';
import type { Clock } from '../../clock.ts';
import { errors } from '../../http/errors.ts';
import { exportIsolated } from '../../worker/export-isolated.ts';
import { type IsolationLimits, Limiter } from '../../worker/isolate.ts';
import { toUserCategories } from '../categories/context.ts';
import type { CategoriesRepository } from '../categories/repository.ts';
import { isUuid } from '../transactions/ids.ts';
import type { TransactionFilterQuery, TransactionSort } from '../transactions/repository.ts';
import type { TransactionsService } from '../transactions/service.ts';
import type { ExportsRepository } from './repository.ts';
import { type CategoryLabeller, groupByStatement } from './to-export-statements.ts';

export type ExportFile = { filename: string; contentType: string; body: Buffer | string };

/** Most rows one filtered-list export may hold. */
export const EXPORT_MAX_ROWS = 100_000;
/** Most analyses one combined export may hold. */
export const EXPORT_MAX_ANALYSES = 100;
/**
 * Exports of more rows are built in a parser thread, one at a time per process: a 20,000-row
 * XLSX held the API's event loop for 15–20 s (no other request was answered) and took several
 * hundred MB while it ran. Smaller ones are built at once (a thread round trip costs more).
 */
export const INLINE_EXPORT_ROWS = 2_000;

function options(query: ExportQuery, now: Date, json?: ExportOptions['json']): ExportOptions {
  return {
    dateFormat: query.date_format,
    amounts: query.amounts,
    bom: query.bom,
    now,
    ...(json ? { json } : {}),
  };
}

export class ExportsService {
  readonly #repo: ExportsRepository;
  readonly #transactions: TransactionsService;
  readonly #categories: CategoriesRepository;
  readonly #clock: Clock;
  /** Limits of the thread that builds large exports; without them every export is built here. */
  readonly #isolation: IsolationLimits | undefined;
  readonly #large = new Limiter();

  constructor(deps: {
    repo: ExportsRepository;
    transactions: TransactionsService;
    categories: CategoriesRepository;
    clock: Clock;
    isolation?: IsolationLimits;
  }) {
    this.#repo = deps.repo;
    this.#transactions = deps.transactions;
    this.#categories = deps.categories;
    this.#clock = deps.clock;
    this.#isolation = deps.isolation;
  }

  /** Category codes and the user's own category ids → the labels people read. */
  async #labeller(userId: string): Promise<CategoryLabeller> {
    const own = toUserCategories(await this.#categories.userCategories(userId));
    return (category) => categoryLabel(category, own);
  }

  /** One or several analyses (in the order given); any unknown or foreign id → 404. */
  async analyses(userId: string, ids: string[], query: ExportQuery): Promise<ExportFile> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw errors.validation({ ids: 'Give at least one analysis id.' });
    if (unique.length > EXPORT_MAX_ANALYSES)
      throw errors.validation({ ids: `At most ${EXPORT_MAX_ANALYSES} analyses at once.` });
    if (unique.some((id) => !isUuid(id))) throw errors.notFound('Analysis not found.');
    const analyses = await this.#repo.analyses(userId, unique);
    if (analyses.length !== unique.length) throw errors.notFound('Analysis not found.');
    const order = new Map(unique.map((id, i) => [id, i]));
    analyses.sort((a, b) => order.get(a.id)! - order.get(b.id)!);

    const statements = (await this.#repo.statementsOfAnalyses(userId, unique)).sort(
      (a, b) => order.get(a.analysis_id)! - order.get(b.analysis_id)! || a.position - b.position,
    );
    const rows = await this.#repo.transactionsOfStatements(
      userId,
      statements.map((s) => s.id),
    );
    const exportable = groupByStatement(statements, rows, true, await this.#labeller(userId));
    const single = analyses.length === 1 ? analyses[0]! : undefined;
    const base = single ? single.filename : `bsp-export-${analyses.length}-files`;
    const json: ExportOptions['json'] = single
      ? {
          file: single.filename,
          ...(single.pages !== null ? { pages: single.pages } : {}),
          ...(single.method ? { method: single.method as ParseMethod } : {}),
          warnings: Array.isArray(single.warnings) ? single.warnings : [],
        }
      : { file: base };
    return this.#render(query.format, exportable, options(query, this.#clock.now(), json), base);
  }

  /** The filtered transaction list, grouped by statement (rows keep the requested order). */
  async transactions(
    userId: string,
    filters: TransactionFilterQuery & { sort: TransactionSort },
    query: ExportQuery,
  ): Promise<ExportFile> {
    const rows = await this.#transactions.listAll(userId, filters, EXPORT_MAX_ROWS + 1);
    if (rows.length > EXPORT_MAX_ROWS) {
      throw errors.validation(
        {},
        `The export would hold more than ${EXPORT_MAX_ROWS} transactions. Narrow the filters.`,
      );
    }
    const statementIds = [...new Set(rows.map((r) => r.statement_id))];
    const statements = await this.#repo.statements(userId, statementIds);
    statements.sort(
      (a, b) =>
        (a.period_start ?? '\uffff').localeCompare(b.period_start ?? '\uffff') ||
        a.analysis_id.localeCompare(b.analysis_id) ||
        a.position - b.position,
    );
    const exportable = groupByStatement(statements, rows, false, await this.#labeller(userId));
    const accounts = new Set(statements.map((s) => s.account_id ?? s.id));
    const first = statements[0];
    const base =
      first && accounts.size === 1 && (first.bank_name || first.account_number)
        ? ['transactions', first.bank_name, first.account_number].filter(Boolean).join('-')
        : 'transactions';
    return this.#render(
      query.format,
      exportable,
      options(query, this.#clock.now(), { file: base }),
      base,
    );
  }

  async #render(
    format: ExportFormat,
    statements: ExportStatement[],
    exportOptions: ExportOptions,
    base: string,
  ): Promise<ExportFile> {
    const rows = statements.reduce((n, s) => n + s.transactions.length, 0);
    const result =
      this.#isolation && rows > INLINE_EXPORT_ROWS
        ? await this.#renderIsolated(format, statements, exportOptions, this.#isolation)
        : await exportStatements(format, statements, exportOptions);
    return {
      filename: suggestedFileName(base, format),
      contentType: result.contentType,
      body: typeof result.body === 'string' ? result.body : Buffer.from(result.body),
    };
  }

  async #renderIsolated(
    format: ExportFormat,
    statements: ExportStatement[],
    exportOptions: ExportOptions,
    limits: IsolationLimits,
  ): Promise<{ body: Uint8Array | string; contentType: string }> {
    const outcome = await this.#large.run(() =>
      exportIsolated(format, statements, exportOptions, limits),
    );
    if (outcome.kind === 'export') return outcome;
    if (outcome.kind === 'timeout' || outcome.kind === 'out_of_memory') {
      throw errors.payloadTooLarge(
        'The export is too large to build at once. Export fewer statements or narrow the filters.',
      );
    }
    throw new Error(`export thread failed: ${outcome.kind}`);
  }
}
