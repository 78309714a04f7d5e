import { randomUUID } from 'node:crypto';
import {
  type applyMerchantSchema,
  type auditEntrySchema,
  decimalToMinor,
  minorDigits,
  minorToDecimal,
  type SimilarRowsOffer,
  type Transaction,
  type TransactionSummary,
  type transactionBulkUpdateSchema,
  type transactionCreateSchema,
  type transactionListQuerySchema,
  type transactionPatchSchema,
} from '@bsp/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { DB } from '../../db/schema.ts';
import { errors } from '../../http/errors.ts';
import { categoriseRows } from '../categories/categorise-rows.ts';
import { loadStoredContext } from '../categories/context.ts';
import { assertKnownCategory } from '../categories/known-category.ts';
import { learnCorrection } from '../categories/learning.ts';
import { CategoriesRepository } from '../categories/repository.ts';
import { isUuid, uuidv7 } from './ids.ts';
import { type TransactionRow, toTransaction } from './mapping.ts';
import type {
  CurrencyGroups,
  StatementRow,
  TransactionFilterQuery,
  TransactionFilters,
  TransactionSort,
  TransactionsRepository,
} from './repository.ts';
import { computeStatementChecks, type StatementChecks } from './statement-checks.ts';

export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;
export type TransactionPatch = z.infer<typeof transactionPatchSchema>;
export type TransactionBulkUpdate = z.infer<typeof transactionBulkUpdateSchema>;
export type TransactionCreate = z.infer<typeof transactionCreateSchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type ApplyMerchant = z.infer<typeof applyMerchantSchema>;

type Changes = Record<string, { from: unknown; to: unknown }>;

const notFound = () => errors.notFound('Transaction not found.');

/** Rows renamed by a user get their merchant without the user's rules or memory. */
const NO_CONTEXT = { rules: [], memory: [], userCategories: [] };

/** Merchants per currency the summary answers (the chart shows the first few). */
const TOP_MERCHANTS = 50;

function topPerCurrency<T extends { currency: string }>(sorted: T[], limit: number): T[] {
  const seen = new Map<string, number>();
  return sorted.filter((item) => {
    const n = (seen.get(item.currency) ?? 0) + 1;
    seen.set(item.currency, n);
    return n <= limit;
  });
}

/** Audit/wire values of the editable fields of a row (money as decimal strings). */
function auditValues(row: TransactionRow): Record<string, unknown> {
  return {
    date: row.date,
    description: row.description,
    amount: minorToDecimal(row.amount, row.currency),
    balance: row.balance === null ? null : minorToDecimal(row.balance, row.currency),
    category: row.category,
    notes: row.notes,
    excluded: row.excluded,
  };
}

function toMinorOrFail(field: string, value: string, currency: string): number {
  try {
    return decimalToMinor(value, currency);
  } catch {
    throw errors.validation({
      [field]: `Use at most ${minorDigits(currency)} decimal places for ${currency}.`,
    });
  }
}

export class TransactionsService {
  readonly #repo: TransactionsRepository;
  readonly #clock: Clock;

  constructor(deps: { repo: TransactionsRepository; clock: Clock }) {
    this.#repo = deps.repo;
    this.#clock = deps.clock;
  }

  /**
   * Validated filters, or null when a filter can match nothing (a malformed id): the caller
   * answers an empty list instead of letting the database reject the value.
   */
  async resolveFilters(
    userId: string,
    query: TransactionFilterQuery & { sort?: TransactionSort },
  ): Promise<{ filters: TransactionFilters; groups: CurrencyGroups } | null> {
    for (const key of ['analysis', 'account', 'statement'] as const) {
      const value = query[key];
      if (value !== undefined && !isUuid(value)) return null;
    }
    const ids = query.ids
      ?.split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    if (ids && (ids.length === 0 || ids.length > 500 || !ids.every(isUuid))) return null;
    let groups: CurrencyGroups = [];
    const amountSort = query.sort === 'amount' || query.sort === '-amount';
    if (query.amount_min !== undefined || query.amount_max !== undefined || amountSort) {
      const byDigits = new Map<number, string[]>();
      for (const currency of await this.#repo.currencies(userId)) {
        const digits = minorDigits(currency);
        byDigits.set(digits, [...(byDigits.get(digits) ?? []), currency]);
      }
      groups = [...byDigits].map(([digits, currencies]) => ({ digits, currencies }));
    }
    const filters: TransactionFilters = {
      analysis: query.analysis,
      account: query.account,
      statement: query.statement,
      date_from: query.date_from,
      date_to: query.date_to,
      amount_min: query.amount_min,
      amount_max: query.amount_max,
      q: query.q,
      category: query.category,
      merchant_key: query.merchant_key,
      ids,
    };
    return { filters, groups };
  }

  async list(userId: string, query: TransactionListQuery) {
    const { page, page_size } = query;
    const resolved = await this.resolveFilters(userId, query);
    if (!resolved) return { items: [], total: 0, page, page_size };
    const { filters, groups } = resolved;
    const offset = (page - 1) * page_size;
    if (query.sort !== 'row') {
      const total = await this.#repo.count(userId, filters, groups);
      const rows =
        offset >= total
          ? []
          : await this.#repo.page(userId, filters, groups, query.sort, page_size, offset);
      return { items: rows.map(toTransaction), total, page, page_size };
    }
    // Statement order: count per statement, then read only the statements this page spans,
    // each through the (statement_id, row_index) index.
    const counts = await this.#repo.countByStatement(userId, filters, groups);
    const total = counts.reduce((sum, c) => sum + c.n, 0);
    const countOf = new Map(counts.map((c) => [c.statement_id, c.n]));
    const order =
      offset >= total ? [] : await this.#repo.statementOrder(userId, [...countOf.keys()]);
    const rows: TransactionRow[] = [];
    let skip = offset;
    for (const statementId of order) {
      const n = countOf.get(statementId) ?? 0;
      if (skip >= n) {
        skip -= n;
        continue;
      }
      const take = Math.min(n - skip, page_size - rows.length);
      rows.push(
        ...(await this.#repo.listInStatement(userId, filters, groups, statementId, take, skip)),
      );
      skip = 0;
      if (rows.length >= page_size) break;
    }
    return { items: rows.map(toTransaction), total, page, page_size };
  }

  /** Sums of the matching rows (dashboard): per currency, per month, money out per category. */
  async summary(userId: string, query: TransactionFilterQuery): Promise<TransactionSummary> {
    const resolved = await this.resolveFilters(userId, query);
    if (!resolved) return { currencies: [], months: [], merchants: [], categories: [] };
    const sums = await this.#repo.summary(userId, resolved.filters, resolved.groups);
    const dec = (minor: number, currency: string) => minorToDecimal(minor, currency);
    return {
      currencies: sums.currencies
        .sort((a, b) => b.count - a.count || a.currency.localeCompare(b.currency))
        .map((c) => ({
          currency: c.currency,
          money_in: dec(c.moneyIn, c.currency),
          money_out: dec(c.moneyOut, c.currency),
          net: dec(c.moneyIn - c.moneyOut, c.currency),
          count: c.count,
        })),
      months: sums.months
        .sort((a, b) => a.currency.localeCompare(b.currency) || a.month.localeCompare(b.month))
        .map((m) => ({
          currency: m.currency,
          month: m.month,
          money_in: dec(m.moneyIn, m.currency),
          money_out: dec(m.moneyOut, m.currency),
        })),
      merchants: topPerCurrency(
        sums.merchants.sort(
          (a, b) =>
            a.currency.localeCompare(b.currency) ||
            b.moneyOut - a.moneyOut ||
            a.merchant.localeCompare(b.merchant),
        ),
        TOP_MERCHANTS,
      ).map((m) => ({
        currency: m.currency,
        merchant: m.merchant,
        money_out: dec(m.moneyOut, m.currency),
        count: m.count,
      })),
      categories: sums.categories
        .sort(
          (a, b) =>
            a.currency.localeCompare(b.currency) ||
            b.moneyOut - a.moneyOut ||
            (a.category ?? '').localeCompare(b.category ?? ''),
        )
        .map((c) => ({
          currency: c.currency,
          category: c.category,
          money_out: dec(c.moneyOut, c.currency),
          count: c.count,
        })),
    };
  }

  /** Every matching row (exports), in the requested order, capped at `limit`. */
  async listAll(
    userId: string,
    query: TransactionFilterQuery & { sort: TransactionSort },
    limit: number,
  ): Promise<TransactionRow[]> {
    const resolved = await this.resolveFilters(userId, query);
    if (!resolved) return [];
    return this.#repo.list(userId, resolved.filters, resolved.groups, query.sort, limit);
  }

  async update(userId: string, id: string, patch: TransactionPatch) {
    if (!isUuid(id)) throw notFound();
    const now = this.#clock.now();
    return this.#repo.transaction(async (repo, trx) => {
      const { row: current, statement } = await this.#lockRow(repo, userId, id);
      const set: Parameters<TransactionsRepository['update']>[1] = {};
      const changes: Changes = {};
      const before = auditValues(current);
      const note = (field: string, to: unknown) => {
        if (before[field] !== to) changes[field] = { from: before[field], to };
      };
      if (patch.date !== undefined && patch.date !== current.date) {
        set.date = patch.date;
        note('date', patch.date);
      }
      if (patch.description !== undefined && patch.description !== current.description) {
        set.description = patch.description;
        note('description', patch.description);
        // the categoriser's key (it tells money in from money out), as the parse job stores it
        const [named] = categoriseRows(
          [{ description: patch.description, amount: current.amount, date: current.date }],
          current.currency,
          NO_CONTEXT,
        );
        set.merchant = named!.merchant;
        set.merchant_key = named!.merchant_key;
      }
      if (patch.amount !== undefined) {
        const minor = toMinorOrFail('amount', patch.amount, current.currency);
        if (minor !== current.amount) {
          set.amount = minor;
          note('amount', minorToDecimal(minor, current.currency));
        }
      }
      if (patch.category !== undefined) {
        const category = patch.category === '' ? null : patch.category;
        if (category !== current.category) {
          set.category = category;
          set.category_source = category === null ? null : 'user';
          set.category_confidence = category === null ? null : 1;
          set.category_suggested = false;
          note('category', category);
        }
      }
      if (patch.notes !== undefined && patch.notes !== current.notes) {
        set.notes = patch.notes;
        note('notes', patch.notes);
      }
      if (patch.excluded !== undefined && patch.excluded !== current.excluded) {
        set.excluded = patch.excluded;
        note('excluded', patch.excluded);
      }

      if (Object.keys(changes).length === 0) {
        return {
          transaction: toTransaction(current),
          checks: await this.#recheck(repo, statement),
        };
      }
      const updated = await repo.update(id, set, now);
      const similar =
        'category' in set ? await this.#learn(repo, trx, userId, [updated], [id], now) : [];
      await repo.insertAudit([
        {
          id: uuidv7(now.getTime()),
          transaction_id: id,
          statement_id: current.statement_id,
          user_id: userId,
          action: 'update',
          changes: JSON.stringify(changes),
          created_at: now,
        },
      ]);
      return {
        transaction: toTransaction(updated),
        checks: await this.#recheck(repo, statement),
        similar: similar[0] ?? null,
      };
    });
  }

  async bulkUpdate(userId: string, input: TransactionBulkUpdate) {
    const ids = [...new Set(input.ids)];
    if (ids.some((id) => !isUuid(id))) throw notFound();
    const now = this.#clock.now();
    return this.#repo.transaction(async (repo, trx) => {
      const rows = await repo.findManyOwned(userId, ids);
      if (rows.length !== ids.length) throw errors.notFound('Some transactions were not found.');
      const statementIds = [...new Set(rows.map((r) => r.statement_id))].sort();
      const statements = await repo.lockStatements(userId, statementIds);

      const category =
        input.changes.category === undefined
          ? undefined
          : input.changes.category === ''
            ? null
            : input.changes.category;
      const excluded = input.changes.excluded;
      const changed: string[] = [];
      const audit = [];
      for (const row of rows) {
        const changes: Changes = {};
        if (category !== undefined && category !== row.category)
          changes.category = { from: row.category, to: category };
        if (excluded !== undefined && excluded !== row.excluded)
          changes.excluded = { from: row.excluded, to: excluded };
        if (Object.keys(changes).length === 0) continue;
        changed.push(row.id);
        audit.push({
          id: uuidv7(now.getTime()),
          transaction_id: row.id,
          statement_id: row.statement_id,
          user_id: userId,
          action: 'update' as const,
          changes: JSON.stringify(changes),
          created_at: now,
        });
      }
      if (category !== undefined) {
        const recategorised = rows.filter((r) => r.category !== category).map((r) => r.id);
        await repo.setUserCategory(recategorised, category, now);
      }
      if (excluded !== undefined) await repo.updateMany(changed, { excluded }, now);
      await repo.insertAudit(audit);
      const changedRows = rows.filter((r) => category !== undefined && r.category !== category);
      const similar = await this.#learn(
        repo,
        trx,
        userId,
        changedRows.map((r) => ({ ...r, category: category ?? null })),
        ids,
        now,
      );
      const results = [];
      for (const statement of statements) {
        results.push({ id: statement.id, checks: await this.#recheck(repo, statement) });
      }
      return { updated: changed.length, statements: results, similar };
    });
  }

  async create(userId: string, input: TransactionCreate) {
    if (!isUuid(input.statement_id)) throw errors.notFound('Statement not found.');
    if (input.after_id !== null && !isUuid(input.after_id)) throw notFound();
    const now = this.#clock.now();
    return this.#repo.transaction(async (repo, trx) => {
      const statement = await repo.lockStatement(userId, input.statement_id);
      if (!statement) throw errors.notFound('Statement not found.');
      let rowIndex = 0;
      if (input.after_id !== null) {
        const after = await repo.findOwned(userId, input.after_id);
        if (!after) throw notFound();
        if (after.statement_id !== statement.id) {
          throw errors.validation({ after_id: 'This row belongs to another statement.' });
        }
        rowIndex = after.row_index + 1;
      }
      const currency = statement.currency;
      const amount = toMinorOrFail('amount', input.amount, currency);
      const chosen = input.category === '' ? null : input.category;
      const [auto] = categoriseRows(
        [{ description: input.description, amount, date: input.date }],
        currency,
        await loadStoredContext(new CategoriesRepository(trx), userId),
      );
      const balance =
        input.balance === null ? null : toMinorOrFail('balance', input.balance, currency);
      await repo.shiftRows(statement.id, rowIndex, 1);
      const id = randomUUID();
      const row = await repo.insert({
        id,
        statement_id: statement.id,
        analysis_id: statement.analysis_id,
        user_id: userId,
        account_id: statement.account_id,
        row_index: rowIndex,
        date: input.date,
        post_date: null,
        description: input.description,
        amount,
        balance,
        currency,
        reference: null,
        ...auto!,
        ...(chosen !== null
          ? {
              category: chosen,
              category_source: 'user',
              category_confidence: 1,
              category_suggested: false,
            }
          : {}),
        notes: null,
        excluded: false,
        confidence: 1,
        page: null,
        bbox: null,
        source: 'manual',
        edited: false,
        created_at: now,
        updated_at: now,
      });
      const values = auditValues(row);
      const changes: Changes = {};
      for (const [field, to] of Object.entries(values)) {
        if (to !== null && !(field === 'excluded' && to === false))
          changes[field] = { from: null, to };
      }
      changes.row_index = { from: null, to: rowIndex };
      await repo.insertAudit([
        {
          id: uuidv7(now.getTime()),
          transaction_id: id,
          statement_id: statement.id,
          user_id: userId,
          action: 'create',
          changes: JSON.stringify(changes),
          created_at: now,
        },
      ]);
      return { transaction: toTransaction(row), checks: await this.#recheck(repo, statement) };
    });
  }

  async delete(userId: string, id: string): Promise<{ checks: StatementChecks }> {
    if (!isUuid(id)) throw notFound();
    const now = this.#clock.now();
    return this.#repo.transaction(async (repo) => {
      const { row, statement } = await this.#lockRow(repo, userId, id);
      await repo.delete(id);
      await repo.shiftRows(statement.id, row.row_index + 1, -1);
      const changes: Changes = { row_index: { from: row.row_index, to: null } };
      for (const [field, from] of Object.entries(auditValues(row)))
        changes[field] = { from, to: null };
      await repo.insertAudit([
        {
          id: uuidv7(now.getTime()),
          transaction_id: id,
          statement_id: statement.id,
          user_id: userId,
          action: 'delete',
          changes: JSON.stringify(changes),
          created_at: now,
        },
      ]);
      return { checks: await this.#recheck(repo, statement) };
    });
  }

  /**
   * "Apply to N other rows": gives every other row of the merchant the category (as the user's
   * choice). Answers how many rows changed.
   */
  async applyMerchant(userId: string, input: ApplyMerchant): Promise<{ updated: number }> {
    const now = this.#clock.now();
    return this.#repo.transaction(async (repo, trx) => {
      await assertKnownCategory(new CategoriesRepository(trx), userId, input.category);
      const rows = await repo.merchantRowsToChange(userId, input.merchant_key, input.category);
      await repo.setUserCategory(
        rows.map((r) => r.id),
        input.category,
        now,
      );
      await repo.insertAudit(
        rows.map((row) => ({
          id: uuidv7(now.getTime()),
          transaction_id: row.id,
          statement_id: row.statement_id,
          user_id: userId,
          action: 'update' as const,
          changes: JSON.stringify({ category: { from: row.category, to: input.category } }),
          created_at: now,
        })),
      );
      return { updated: rows.length };
    });
  }

  /**
   * Remembers each changed merchant's new category (once per merchant) and answers, per merchant,
   * how many of the user's other rows have a different category.
   */
  async #learn(
    repo: TransactionsRepository,
    trx: Kysely<DB>,
    userId: string,
    changed: TransactionRow[],
    exceptIds: string[],
    now: Date,
  ): Promise<SimilarRowsOffer[]> {
    const categories = new CategoriesRepository(trx);
    const merchants = new Map<string, TransactionRow>();
    for (const row of changed) if (row.merchant_key) merchants.set(row.merchant_key, row);
    const offers: SimilarRowsOffer[] = [];
    for (const [merchantKey, row] of merchants) {
      if (row.category !== null) {
        await learnCorrection(
          categories,
          userId,
          { merchantKey, merchant: row.merchant, category: row.category },
          now,
        );
      }
      const count = await repo.countOtherMerchantRows(userId, merchantKey, row.category, exceptIds);
      if (count > 0) {
        offers.push({
          merchant_key: merchantKey,
          merchant: row.merchant,
          category: row.category,
          count,
        });
      }
    }
    return offers;
  }

  /** Audit trail, newest first. A deleted row keeps its history; an unknown id is 404. */
  async history(userId: string, id: string): Promise<{ items: AuditEntry[] }> {
    if (!isUuid(id)) throw notFound();
    const rows = await this.#repo.history(userId, id);
    if (rows.length === 0 && !(await this.#repo.findOwned(userId, id))) throw notFound();
    return {
      items: rows.map((row) => ({
        id: row.id,
        transaction_id: row.transaction_id,
        action: row.action,
        changes: row.changes,
        user_id: row.user_id,
        created_at: new Date(row.created_at).toISOString(),
      })),
    };
  }

  /**
   * Locks the row's statement (every change of one statement runs in turn), then re-reads the
   * row under that lock: a concurrent create or delete may have moved or removed it.
   */
  async #lockRow(repo: TransactionsRepository, userId: string, id: string) {
    const first = await repo.findOwned(userId, id);
    if (!first) throw notFound();
    const statement = await repo.lockStatement(userId, first.statement_id);
    const row = await repo.findOwned(userId, id, true);
    if (!statement || !row) throw notFound();
    return { row, statement };
  }

  /** Re-runs the statement's checks from its stored rows and stores them (same transaction). */
  async #recheck(repo: TransactionsRepository, statement: StatementRow): Promise<StatementChecks> {
    const rows = await repo.statementRowsForChecks(statement.id);
    const checks = computeStatementChecks(statement, rows);
    await repo.saveChecks(statement.id, checks);
    return checks;
  }
}

export type { Transaction };
