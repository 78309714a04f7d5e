import type { CategoryList, CategorySourceName } from '@bsp/shared';
import { CATEGORY_CODES, CATEGORY_LABELS } from '@bsp/shared/categories';

export type CategoryOption = { value: string; label: string; group: 'primary' | 'own' };

/** Labels and choices of the user's categories (primary codes and own categories). */
export type CategoryNames = {
  /** The label people read: a code's label, an own category's name, or free text as typed. */
  label: (value: string | null | undefined) => string;
  options: CategoryOption[];
  /** Typed text → the value to store: a code or own id when a label, code or name matches. */
  resolve: (input: string) => string | null;
};

export const NO_CATEGORY = 'Uncategorised';

export function categoryNames(list: CategoryList | undefined): CategoryNames {
  // (the primary labels are known before the user's list has loaded: a grid never shows a code)
  const taxonomy =
    list?.taxonomy ?? CATEGORY_CODES.map((code) => ({ code, label: CATEGORY_LABELS[code] }));
  const options: CategoryOption[] = [
    ...taxonomy.map((t) => ({
      value: t.code,
      label: t.label,
      group: 'primary' as const,
    })),
    ...(list?.user ?? []).map((u) => ({ value: u.id, label: u.name, group: 'own' as const })),
  ];
  const byValue = new Map(options.map((o) => [o.value, o.label]));
  const byText = new Map<string, string>();
  for (const o of options) {
    byText.set(o.value.toLowerCase(), o.value);
    // an own category named like a primary label wins: it is the more specific choice
    byText.set(o.label.toLowerCase(), o.value);
  }
  return {
    label: (value) => (value ? (byValue.get(value) ?? value) : NO_CATEGORY),
    options,
    resolve: (input) => {
      const text = input.trim();
      if (!text) return null;
      return byText.get(text.toLowerCase()) ?? text;
    },
  };
}

/** Where a category came from, as the grid's hover says it. */
export const SOURCE_LABELS: Record<CategorySourceName, string> = {
  rule: 'your rule',
  memory: 'learned from your corrections',
  wording: 'the bank’s wording',
  dictionary: 'the merchant dictionary',
  model: 'the model',
  llm: 'the AI model (local)',
  user: 'you',
};

export function sourceText(source: CategorySourceName | null, confidence: number | null): string {
  if (!source) return '';
  const sure =
    confidence !== null && source !== 'user' ? ` (${Math.round(confidence * 100)}% sure)` : '';
  return `Set by ${SOURCE_LABELS[source]}${sure}`;
}
