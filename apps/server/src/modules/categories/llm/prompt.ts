/**
 * What the optional local language model is told (decision 029): the allowed categories (the 16
 * primary codes with labels and the user's own categories mapped onto them) and, per uncertain
 * merchant, only its cleaned name, the side (money in or out) and one short example descriptor
 * with digits masked. Never amounts, balances, account numbers or the holder's name.
 */
import {
  CATEGORY_CODES,
  CATEGORY_LABELS,
  type CategoryCode,
  type UserCategory,
} from '@bsp/insights';

/** A category the model may answer: `name` is what it writes, `value` what is stored. */
export type AllowedCategory = { name: string; value: string; label: string; primary: CategoryCode };

/** One merchant asked about; `id` is how the model refers to it in this request. */
export type AskedMerchant = {
  id: string;
  merchantKey: string;
  merchant: string;
  direction: 'in' | 'out';
  example: string | null;
};

export type ChatMessage = { role: 'system' | 'user'; content: string };

/** Longest example descriptor sent. */
const EXAMPLE_CHARS = 60;
/** Titles that say nothing about who the holder is. */
const TITLES = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'dr',
  'herr',
  'frau',
  'mme',
  'mlle',
  'sr',
  'sra',
]);

export function allowedCategories(userCategories: UserCategory[]): AllowedCategory[] {
  return [
    ...CATEGORY_CODES.map((code) => ({
      name: code,
      value: code,
      label: CATEGORY_LABELS[code],
      primary: code,
    })),
    ...userCategories.map((c) => ({
      name: c.name,
      value: c.id,
      label: c.name,
      primary: c.primary,
    })),
  ];
}

const nameWords = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);

/** The words of the account holders' names that could identify them (titles and initials out). */
export function holderWords(holders: Array<string | null>): Set<string> {
  const words = new Set<string>();
  for (const holder of holders)
    for (const word of nameWords(holder ?? ''))
      if (word.length >= 3 && !TITLES.has(word)) words.add(word);
  return words;
}

/** True when a merchant's name carries a holder's name (an own-account transfer): never sent. */
export function namesHolder(merchant: string, holder: Set<string>): boolean {
  return nameWords(merchant).some((word) => holder.has(word));
}

/**
 * One descriptor as an example: digits masked (amounts, references, card and account numbers),
 * addresses and handles (`name@bank`) and the holder's name words dropped, cut short.
 */
export function maskDescriptor(description: string, holder: Set<string>): string | null {
  const masked = description
    .replace(/\S*@\S*/g, ' ')
    .replace(/\p{N}/gu, '#')
    .split(/\s+/)
    .filter((token) => !nameWords(token).some((word) => holder.has(word)))
    .join(' ')
    .trim();
  if (!/\p{L}/u.test(masked)) return null;
  return masked.length > EXAMPLE_CHARS ? masked.slice(0, EXAMPLE_CHARS).trimEnd() : masked;
}

export function systemPrompt(allowed: AllowedCategory[]): string {
  const primary = allowed.filter((c) => c.value === c.primary);
  const own = allowed.filter((c) => c.value !== c.primary);
  const lines = [
    'You categorise merchants and payees from bank statements for a personal-finance app.',
    'For each merchant in the user message choose exactly one category from this list, written',
    'exactly as its code (or, for the user’s own categories, exactly as its quoted name):',
    ...primary.map((c) => `- ${c.name}: ${c.label}`),
  ];
  if (own.length > 0) {
    lines.push(
      'The user’s own categories (prefer one when it fits; each is a kind of the code after it):',
      ...own.map((c) => `- ${JSON.stringify(c.name)} (a kind of ${c.primary})`),
    );
  }
  lines.push(
    '"direction" says whether money went out to the merchant or came in from it.',
    'Answer with one JSON object only, no other text, in this shape:',
    '{"answers":[{"id":"m1","merchant":"<the merchant as given>","category":"<code or own name>","confidence":0.8}]}',
    'confidence is a number from 0 to 1: how sure you are. Leave out merchants you do not know.',
  );
  return lines.join('\n');
}

export function userPrompt(merchants: AskedMerchant[]): string {
  return JSON.stringify({
    merchants: merchants.map((m) => ({
      id: m.id,
      merchant: m.merchant,
      direction: m.direction === 'in' ? 'money in' : 'money out',
      ...(m.example ? { example: m.example } : {}),
    })),
  });
}

export function chatMessages(
  merchants: AskedMerchant[],
  allowed: AllowedCategory[],
): ChatMessage[] {
  return [
    { role: 'system', content: systemPrompt(allowed) },
    { role: 'user', content: userPrompt(merchants) },
  ];
}
