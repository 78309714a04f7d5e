import { randomUUID } from 'node:crypto';
import {
  CATEGORY_CODES,
  CATEGORY_LABELS,
  type CategoryRule,
  proposals,
  RuleError,
  testRule,
  validateRule,
} from '@bsp/insights';
import {
  type CategoryList,
  type CategoryRuleDto,
  type categoryRuleCreateSchema,
  type categoryRulePatchSchema,
  minorToDecimal,
  type userCategoryCreateSchema,
  type userCategoryPatchSchema,
} from '@bsp/shared';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import { errors } from '../../http/errors.ts';
import { isUuid } from '../transactions/ids.ts';
import { boundToMinor, toMemory } from './context.ts';
import { assertKnownCategory } from './known-category.ts';
import type {
  CategoriesRepository,
  CategoryRuleRow,
  MerchantMemoryRow,
  UserCategoryRow,
} from './repository.ts';

export type UserCategoryCreate = z.infer<typeof userCategoryCreateSchema>;
export type UserCategoryPatch = z.infer<typeof userCategoryPatchSchema>;
export type RuleCreate = z.infer<typeof categoryRuleCreateSchema>;
export type RulePatch = z.infer<typeof categoryRulePatchSchema>;

/** Past rows a rule test looks at (newest first) and rows it shows. */
const RULE_TEST_ROWS = 20_000;
const RULE_TEST_SAMPLE = 10;

const categoryNotFound = () => errors.notFound('Category not found.');
const ruleNotFound = () => errors.notFound('Rule not found.');
const merchantNotFound = () => errors.notFound('Merchant not found.');

function toUserCategoryDto(row: UserCategoryRow) {
  return {
    id: row.id,
    name: row.name,
    primary: row.primary_code as CategoryList['taxonomy'][number]['code'],
  };
}

export function toRuleDto(row: CategoryRuleRow): CategoryRuleDto {
  return {
    id: row.id,
    position: row.position,
    field: row.field,
    op: row.op,
    value: row.value,
    sign: row.sign,
    min_amount: row.min_amount,
    max_amount: row.max_amount,
    category: row.category,
  };
}

function toMemoryDto(row: MerchantMemoryRow) {
  return {
    merchant_key: row.merchant_key,
    merchant: row.merchant,
    category: row.category || null,
    learn: row.learn,
    agreements: row.agreements,
    source: row.source,
    confidence: row.confidence,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** Throws a 400 naming the field when the rule cannot be used (bad regex, empty text, bounds). */
function assertUsableRule(rule: Omit<CategoryRule, 'id' | 'position'>): void {
  try {
    validateRule({ ...rule, id: 'new', position: 0 });
  } catch (error) {
    if (error instanceof RuleError) {
      const field = /amount/i.test(error.message) ? 'min_amount' : 'value';
      throw errors.validation({ [field]: error.message });
    }
    throw error;
  }
}

/** A user's categories, rules, learned merchants and proposed rules. */
export class CategoriesService {
  readonly #repo: CategoriesRepository;
  readonly #clock: Clock;

  constructor(deps: { repo: CategoriesRepository; clock: Clock }) {
    this.#repo = deps.repo;
    this.#clock = deps.clock;
  }

  async list(userId: string): Promise<CategoryList> {
    const own = await this.#repo.userCategories(userId);
    return {
      taxonomy: CATEGORY_CODES.map((code) => ({ code, label: CATEGORY_LABELS[code] })),
      user: own.map(toUserCategoryDto),
    };
  }

  async create(userId: string, input: UserCategoryCreate) {
    if (await this.#repo.findUserCategoryByName(userId, input.name)) {
      throw errors.conflict({ name: 'You already have a category with this name.' });
    }
    const now = this.#clock.now();
    const row = await this.#repo.insertUserCategory({
      id: randomUUID(),
      user_id: userId,
      name: input.name,
      primary_code: input.primary,
      created_at: now,
      updated_at: now,
    });
    return toUserCategoryDto(row);
  }

  async update(userId: string, id: string, patch: UserCategoryPatch) {
    if (!isUuid(id)) throw categoryNotFound();
    if (patch.name !== undefined) {
      const same = await this.#repo.findUserCategoryByName(userId, patch.name);
      if (same && same.id !== id) {
        throw errors.conflict({ name: 'You already have a category with this name.' });
      }
    }
    const row = await this.#repo.updateUserCategory(userId, id, {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.primary !== undefined ? { primary_code: patch.primary } : {}),
      updated_at: this.#clock.now(),
    });
    if (!row) throw categoryNotFound();
    return toUserCategoryDto(row);
  }

  /** Rows, rules and memory that used the category fall back to its primary code. */
  async delete(userId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw categoryNotFound();
    await this.#repo.transaction(async (repo) => {
      const category = await repo.findUserCategory(userId, id);
      if (!category) throw categoryNotFound();
      await repo.deleteUserCategory(userId, category, this.#clock.now());
    });
  }

  async rules(userId: string) {
    return { items: (await this.#repo.rules(userId)).map(toRuleDto) };
  }

  async createRule(userId: string, input: RuleCreate) {
    assertUsableRule(this.#ruleFields(input));
    await assertKnownCategory(this.#repo, userId, input.category);
    const now = this.#clock.now();
    return this.#repo.transaction(async (repo) => {
      const existing = await repo.lockRules(userId);
      const row = await repo.insertRule({
        id: randomUUID(),
        user_id: userId,
        position: existing.length === 0 ? 0 : existing.at(-1)!.position + 1,
        field: input.field,
        op: input.op,
        value: input.value,
        sign: input.sign,
        min_amount: input.min_amount,
        max_amount: input.max_amount,
        category: input.category,
        created_at: now,
        updated_at: now,
      });
      return toRuleDto(row);
    });
  }

  async updateRule(userId: string, id: string, patch: RulePatch) {
    if (!isUuid(id)) throw ruleNotFound();
    return this.#repo.transaction(async (repo) => {
      const current = (await repo.lockRules(userId)).find((r) => r.id === id);
      if (!current) throw ruleNotFound();
      const next = { ...toRuleDto(current), ...patch };
      assertUsableRule(this.#ruleFields(next));
      if (patch.category !== undefined) await assertKnownCategory(repo, userId, patch.category);
      const row = await repo.updateRule(userId, id, {
        field: next.field,
        op: next.op,
        value: next.value,
        sign: next.sign,
        min_amount: next.min_amount,
        max_amount: next.max_amount,
        category: next.category,
        updated_at: this.#clock.now(),
      });
      return toRuleDto(row!);
    });
  }

  /** `ids` must be exactly the user's rules, in the new order (else 404 / 400). */
  async reorderRules(userId: string, ids: string[]) {
    return this.#repo.transaction(async (repo) => {
      const rules = await repo.lockRules(userId);
      const known = new Set(rules.map((r) => r.id));
      if (ids.some((id) => !known.has(id))) throw ruleNotFound();
      if (new Set(ids).size !== ids.length || ids.length !== rules.length) {
        throw errors.validation({ ids: 'List every one of your rules exactly once.' });
      }
      const now = this.#clock.now();
      for (const [position, id] of ids.entries()) {
        await repo.updateRule(userId, id, { position, updated_at: now });
      }
      return { items: (await repo.rules(userId)).map(toRuleDto) };
    });
  }

  async deleteRule(userId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.#repo.deleteRule(userId, id))) throw ruleNotFound();
  }

  /** A rule (saved or not) tried on the user's past rows: matching count and a sample. */
  async testRule(userId: string, input: RuleCreate) {
    const fields = this.#ruleFields(input);
    assertUsableRule(fields);
    const rows = await this.#repo.pastRows(userId, RULE_TEST_ROWS);
    const byCurrency = new Map<string, typeof rows>();
    for (const row of rows)
      byCurrency.set(row.currency, [...(byCurrency.get(row.currency) ?? []), row]);
    const matched: typeof rows = [];
    for (const [currency, list] of byCurrency) {
      const rule: CategoryRule = {
        ...fields,
        id: 'test',
        position: 0,
        minAmountMinor: boundToMinor(input.min_amount, currency),
        maxAmountMinor: boundToMinor(input.max_amount, currency),
      };
      const { matches } = testRule(
        rule,
        list.map((r) => ({
          description: r.description,
          amountMinor: r.amount,
          currency,
          date: r.date ?? '',
        })),
      );
      for (const index of matches) matched.push(list[index]!);
    }
    matched.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.id.localeCompare(b.id));
    return {
      count: matched.length,
      sample: matched.slice(0, RULE_TEST_SAMPLE).map((r) => ({
        id: r.id,
        date: r.date,
        description: r.description,
        amount: minorToDecimal(r.amount, r.currency),
        currency: r.currency,
        category: r.category,
      })),
    };
  }

  async memory(userId: string) {
    return { items: (await this.#repo.memory(userId)).map(toMemoryDto) };
  }

  /** The "don't learn" switch; a merchant never corrected can be switched off in advance. */
  async setLearning(userId: string, merchantKey: string, learn: boolean) {
    const current = await this.#repo.findMemory(userId, merchantKey);
    const merchant = current?.merchant ?? (await this.#repo.merchantName(userId, merchantKey));
    if (!current && merchant === null) throw merchantNotFound();
    const row = await this.#repo.upsertMemory({
      user_id: userId,
      merchant_key: merchantKey,
      merchant,
      category: current?.category ?? null,
      learn,
      agreements: current?.agreements ?? 0,
      // the switch keeps who taught the merchant
      source: current?.source ?? 'user',
      confidence: current?.confidence ?? null,
      updated_at: this.#clock.now(),
    });
    return toMemoryDto(row);
  }

  async forget(userId: string, merchantKey: string): Promise<void> {
    if (!(await this.#repo.deleteMemory(userId, merchantKey))) throw merchantNotFound();
  }

  /** Merchants whose corrections agreed 3 times and that no rule covers yet. */
  async proposals(userId: string) {
    const [memory, rules] = await Promise.all([
      this.#repo.memory(userId),
      this.#repo.rules(userId),
    ]);
    const covered = new Set(
      rules
        .filter((r) => r.field === 'merchant' && r.op === 'equals')
        .map((r) => r.value.toLowerCase()),
    );
    const names = new Map(memory.map((m) => [m.merchant_key, m.merchant]));
    return {
      items: proposals(toMemory(memory))
        .filter((p) => !covered.has(p.merchantKey.toLowerCase()))
        .map((p) => ({
          merchant_key: p.merchantKey,
          merchant: names.get(p.merchantKey) ?? null,
          category: p.category,
          agreements: p.agreements,
          rule: { ...p.rule, min_amount: null, max_amount: null },
        })),
    };
  }

  /** Turns a proposal into a rule at the end of the list. */
  async acceptProposal(userId: string, merchantKey: string) {
    const proposal = (await this.proposals(userId)).items.find(
      (p) => p.merchant_key === merchantKey,
    );
    if (!proposal) throw errors.notFound('Proposal not found.');
    return this.createRule(userId, proposal.rule);
  }

  #ruleFields(
    input: Omit<RuleCreate, 'min_amount' | 'max_amount'> & {
      min_amount: string | null;
      max_amount: string | null;
    },
  ): Omit<CategoryRule, 'id' | 'position'> {
    // bounds are checked in a two-digit currency; each row's currency is applied when it runs
    return {
      field: input.field,
      op: input.op,
      value: input.value,
      sign: input.sign,
      minAmountMinor: boundToMinor(input.min_amount, 'USD'),
      maxAmountMinor: boundToMinor(input.max_amount, 'USD'),
      category: input.category,
    };
  }
}
