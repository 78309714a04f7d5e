import { type CategoryCode, categoryLabel, renderReportPdf } from '@bsp/insights';
import type { DocumentFacts, InsightsQuery, InsightsResponse } from '@bsp/shared';
import type { Clock } from '../../clock.ts';
import { errors } from '../../http/errors.ts';
import { toUserCategories } from '../categories/context.ts';
import type { CategoriesRepository } from '../categories/repository.ts';
import { isUuid } from '../transactions/ids.ts';
import { accountName } from './account-name.ts';
import {
  computeInsights,
  type DocumentInput,
  type InsightInputs,
  toInsightsResponse,
} from './build-insights.ts';
import { certificateOf } from './certificate.ts';
import { fontOutlierFacts, sameBox } from './font-outliers.ts';
import { toInsightRows, toInsightStatement } from './inputs.ts';
import { toReportModel } from './report-model.ts';
import type { InsightScope, InsightsRepository } from './repository.ts';

type StoredStatementRow = Awaited<ReturnType<InsightsRepository['statements']>>[number];

/** Insights of one scope of a user's data; nothing here is shared across users. */
export class InsightsService {
  readonly #repo: InsightsRepository;
  readonly #categories: CategoriesRepository;
  readonly #clock: Clock;

  constructor(deps: { repo: InsightsRepository; categories: CategoriesRepository; clock: Clock }) {
    this.#repo = deps.repo;
    this.#categories = deps.categories;
    this.#clock = deps.clock;
  }

  async insights(userId: string, query: InsightsQuery): Promise<InsightsResponse> {
    const { inputs } = await this.#load(userId, query);
    return { scope: query, ...toInsightsResponse(computeInsights(inputs)) };
  }

  /** The printable report of the same scope, with the same figures as `insights`. */
  async reportPdf(
    userId: string,
    query: InsightsQuery,
  ): Promise<{ filename: string; body: Buffer }> {
    const { inputs, statements } = await this.#load(userId, query);
    const computed = computeInsights(inputs);
    const model = toReportModel(computed, inputs.rows, statements, {
      generatedOn: inputs.today,
      title: query.analysis ? 'Statement report' : 'Account report',
      accountNames: inputs.accountNames,
    });
    const bytes = await renderReportPdf(model);
    const span = computed.period ? `${computed.period.start}_${computed.period.end}` : inputs.today;
    return { filename: `BSP report ${span}.pdf`, body: Buffer.from(bytes) };
  }

  /** The scope's rows and statements, mapped for `@bsp/insights`; an unknown id → 404. */
  async #load(
    userId: string,
    query: InsightsQuery,
  ): Promise<{ inputs: InsightInputs; statements: StoredStatementRow[] }> {
    const scope = await this.#scope(userId, query);
    const statements = await this.#repo.statements(userId, scope);
    const stored = await this.#repo.rows(
      userId,
      statements.map((s) => s.id),
    );
    const own = toUserCategories(await this.#categories.userCategories(userId));
    const primaryOf = (id: string): CategoryCode | null =>
      own.find((c) => c.id === id)?.primary ?? null;
    const accountIds = [
      ...new Set(statements.flatMap((s) => (s.account_id ? [s.account_id] : []))),
    ];
    const accounts = await this.#repo.accounts(userId, accountIds);
    const inputs: InsightInputs = {
      rows: toInsightRows(stored, primaryOf, { from: scope.dateFrom, to: scope.dateTo }),
      statements: statements.map(toInsightStatement),
      documents: await this.#documents(userId, statements),
      accountNames: Object.fromEntries(accounts.map((a) => [a.id, accountName(a)])),
      label: (category) => categoryLabel(category, own),
      today: this.#clock.now().toISOString().slice(0, 10),
    };
    return { inputs, statements };
  }

  /** Per uploaded file: its statements' certificates, the PDF's own facts, its font outliers. */
  async #documents(userId: string, statements: StoredStatementRow[]): Promise<DocumentInput[]> {
    const ids = [...new Set(statements.map((s) => s.analysis_id))];
    const files = await this.#repo.documents(userId, ids);
    return Promise.all(
      files.map(async (f) => {
        const own = statements.filter((s) => s.analysis_id === f.id);
        const facts = (f.document as DocumentFacts | null) ?? null;
        return {
          filename: f.filename,
          claimedBank: own.find((s) => s.bank_name)?.bank_name ?? null,
          certificates: own.map(certificateOf),
          facts,
          fontOutliers: await this.#fontOutliers(userId, facts, own),
        };
      }),
    );
  }

  /** A file's font outliers with their rows, found by page and box (indexes shift on edits). */
  async #fontOutliers(
    userId: string,
    facts: DocumentFacts | null,
    own: StoredStatementRow[],
  ): Promise<DocumentInput['fontOutliers']> {
    const outliers = facts?.fontOutliers ?? [];
    if (outliers.length === 0) return [];
    const places = await this.#repo.rowPlaces(
      userId,
      own.map((s) => s.id),
    );
    return fontOutlierFacts(
      outliers,
      new Map(own.map((s) => [s.position, s.id])),
      (statementId, o) => {
        const row = places.find(
          (p) => p.statement_id === statementId && p.page === o.page && sameBox(p.bbox, o.bbox),
        );
        return row ? { id: row.id, rowIndex: row.row_index } : null;
      },
      own.length > 1 || own.some((s) => s.position > 0),
    );
  }

  async #scope(userId: string, query: InsightsQuery): Promise<InsightScope> {
    if (query.analysis) {
      if (!isUuid(query.analysis) || !(await this.#repo.analysisExists(userId, query.analysis)))
        throw errors.notFound('Report not found.');
    }
    if (query.account) {
      if (!isUuid(query.account) || !(await this.#repo.accountExists(userId, query.account)))
        throw errors.notFound('Account not found.');
    }
    if (query.date_from && query.date_to && query.date_from > query.date_to)
      throw errors.validation({ date_to: 'The end date is before the start date.' });
    return {
      analysisId: query.analysis,
      accountId: query.account,
      dateFrom: query.date_from,
      dateTo: query.date_to,
    };
  }
}
