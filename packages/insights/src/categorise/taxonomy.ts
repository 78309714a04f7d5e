/**
 * The 16 primary personal-finance categories (the open-banking / Plaid primary set) with stable
 * codes and friendly labels, and user categories (a bookkeeper's chart of accounts) mapped onto them.
 */
import { CATEGORY_CODES, CATEGORY_LABELS, type CategoryCode } from '@bsp/shared/categories';

export { CATEGORY_CODES, CATEGORY_LABELS, type CategoryCode };

/** A user's own category, mapped onto one primary code so charts and exports still group it. */
export interface UserCategory {
  id: string;
  name: string;
  primary: CategoryCode;
}

const CODE_SET: ReadonlySet<string> = new Set(CATEGORY_CODES);

export function isCategoryCode(value: string): value is CategoryCode {
  return CODE_SET.has(value);
}

/**
 * The primary code behind a category value (a code itself or a user category id);
 * null when the value is neither.
 */
export function primaryOf(
  category: string,
  userCategories: UserCategory[] = [],
): CategoryCode | null {
  if (isCategoryCode(category)) return category;
  return userCategories.find((c) => c.id === category)?.primary ?? null;
}

/** Display label of a code or user category id (the value itself when unknown). */
export function categoryLabel(category: string, userCategories: UserCategory[] = []): string {
  if (isCategoryCode(category)) return CATEGORY_LABELS[category];
  return userCategories.find((c) => c.id === category)?.name ?? category;
}
