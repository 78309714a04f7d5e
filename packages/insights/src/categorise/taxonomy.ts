/**
 * The 16 primary personal-finance categories (the open-banking / Plaid primary set) with stable
 * codes and friendly labels, and user categories (a bookkeeper's chart of accounts) mapped onto them.
 */
export const CATEGORY_CODES = [
  'INCOME',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'LOAN_PAYMENTS',
  'BANK_FEES',
  'ENTERTAINMENT',
  'FOOD_AND_DRINK',
  'GENERAL_MERCHANDISE',
  'HOME_IMPROVEMENT',
  'MEDICAL',
  'PERSONAL_CARE',
  'GENERAL_SERVICES',
  'GOVERNMENT_AND_NON_PROFIT',
  'TRANSPORTATION',
  'TRAVEL',
  'RENT_AND_UTILITIES',
] as const;

export type CategoryCode = (typeof CATEGORY_CODES)[number];

export const CATEGORY_LABELS: Record<CategoryCode, string> = {
  INCOME: 'Income',
  TRANSFER_IN: 'Transfer in',
  TRANSFER_OUT: 'Transfer out',
  LOAN_PAYMENTS: 'Loan payments',
  BANK_FEES: 'Bank fees',
  ENTERTAINMENT: 'Entertainment',
  FOOD_AND_DRINK: 'Food and drink',
  GENERAL_MERCHANDISE: 'Shopping',
  HOME_IMPROVEMENT: 'Home improvement',
  MEDICAL: 'Medical',
  PERSONAL_CARE: 'Personal care',
  GENERAL_SERVICES: 'Services',
  GOVERNMENT_AND_NON_PROFIT: 'Government and non-profit',
  TRANSPORTATION: 'Transportation',
  TRAVEL: 'Travel',
  RENT_AND_UTILITIES: 'Rent and utilities',
};

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
