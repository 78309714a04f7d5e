/**
 * Stored rules, memory and user categories → the categoriser's context. Rule amount bounds are
 * stored as decimals and turned into minor units per currency (rows of one statement share one).
 */
import type {
  CategoriseContext,
  CategoryCode,
  CategoryRule,
  MerchantMemory,
  UserCategory,
} from '@bsp/insights';
import { decimalToMinor, minorDigits } from '@bsp/shared';
import type {
  CategoriesRepository,
  CategoryRuleRow,
  MerchantMemoryRow,
  UserCategoryRow,
} from './repository.ts';

export type StoredContext = {
  rules: CategoryRuleRow[];
  memory: MerchantMemoryRow[];
  userCategories: UserCategoryRow[];
};

/** A decimal bound in a currency's minor units; extra decimals round (a bound, not money). */
export function boundToMinor(value: string | null, currency: string): number | null {
  if (value === null) return null;
  try {
    return Math.abs(decimalToMinor(value, currency));
  } catch {
    return Math.round(Math.abs(Number(value)) * 10 ** minorDigits(currency));
  }
}

export function toCategoryRule(row: CategoryRuleRow, currency: string): CategoryRule {
  return {
    id: row.id,
    position: row.position,
    field: row.field,
    op: row.op,
    value: row.value,
    sign: row.sign,
    minAmountMinor: boundToMinor(row.min_amount, currency),
    maxAmountMinor: boundToMinor(row.max_amount, currency),
    category: row.category,
  };
}

export function toMemory(rows: MerchantMemoryRow[]): MerchantMemory {
  const memory: MerchantMemory = {};
  for (const row of rows) {
    memory[row.merchant_key] = {
      category: row.category ?? '',
      learn: row.learn,
      agreements: row.agreements,
      ...(row.source === 'llm'
        ? { source: 'llm' as const, confidence: row.confidence ?? undefined }
        : {}),
    };
  }
  return memory;
}

export function toUserCategories(rows: UserCategoryRow[]): UserCategory[] {
  return rows.map((r) => ({ id: r.id, name: r.name, primary: r.primary_code as CategoryCode }));
}

export async function loadStoredContext(
  repo: CategoriesRepository,
  userId: string,
): Promise<StoredContext> {
  const [rules, memory, userCategories] = await Promise.all([
    repo.rules(userId),
    repo.memory(userId),
    repo.userCategories(userId),
  ]);
  return { rules, memory, userCategories };
}

/** The categoriser's context for rows in one currency. */
export function contextFor(stored: StoredContext, currency: string): CategoriseContext {
  return {
    rules: stored.rules.map((r) => toCategoryRule(r, currency)),
    memory: toMemory(stored.memory),
    userCategories: toUserCategories(stored.userCategories),
  };
}
