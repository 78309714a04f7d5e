/**
 * Statements cut names short ("BRIGHTLINE LOGIST", "BAR CASA PA", "SQ *HILLSIDE FADE"): a name
 * whose last word stops inside a known trade or business word is completed from the word lists,
 * and within one batch a shorter name is completed by the fuller spelling of the same merchant.
 */
import { dictionary } from './dictionary.ts';
import { compactKey } from './text.ts';

/** Words of company names that trade words (bakery, barber) do not cover. */
const BUSINESS_WORDS = [
  'Logistics',
  'Analytics',
  'Technologies',
  'Technology',
  'Solutions',
  'Services',
  'Consulting',
  'Systems',
  'Software',
  'Digital',
  'Holdings',
  'Partners',
  'Apartments',
  'Management',
  'Properties',
  'Insurance',
  'Outfitters',
  'Espresso',
  'Bakery',
  'Barbers',
  'Pharmacy',
  'Supermarket',
  'Restaurant',
  'Brasserie',
  'Boulangerie',
  'Estilistas',
];

let completions: Map<string, string | null> | null = null;

/** prefix (4+ letters, folded) → the one word it starts, null when several words share it */
function completionMap(): Map<string, string | null> {
  if (completions) return completions;
  completions = new Map();
  const full = new Set(BUSINESS_WORDS.map((w) => w.toLowerCase()));
  for (const w of full) {
    for (let n = 4; n < w.length; n++) {
      const prefix = w.slice(0, n);
      const seen = completions.get(prefix);
      completions.set(prefix, seen === undefined ? w : seen === w ? w : null);
    }
  }
  // a prefix that is a whole trade word itself is not truncated
  for (const word of dictionary().keywords.keys()) completions.delete(word);
  return completions;
}

/** "Brightline Logist" → "Brightline Logistics" (the last word only; at least two words). */
export function completeLastWord(name: string): string {
  const m = /^(.+\s)(\p{L}{4,})$/u.exec(name);
  if (!m) return name;
  const word = completionMap().get(m[2]!.toLowerCase());
  if (!word) return name;
  const cased =
    m[2] === m[2]!.toUpperCase() ? word.toUpperCase() : word[0]!.toUpperCase() + word.slice(1);
  return m[1] + cased;
}

/** Longest extra part a fuller spelling may add: "Bar Casa" → "Bar Casa Paco", not a new name. */
const MAX_EXTRA_CHARS = 12;
const MIN_PREFIX_CHARS = 7;

/**
 * For each name, the fullest name of the batch that starts with it (compared by compact key);
 * brands and one-word names are left alone.
 */
export function completeFromBatch(names: (string | null)[], isBrand: boolean[]): (string | null)[] {
  // candidates bucketed by their first letters: a name is compared with its own bucket only
  const buckets = new Map<string, Map<string, string>>();
  names.forEach((name, i) => {
    if (!name || isBrand[i]) return;
    const key = compactKey(name);
    if (key.length < MIN_PREFIX_CHARS) return;
    const head = key.slice(0, MIN_PREFIX_CHARS);
    const bucket = buckets.get(head) ?? new Map<string, string>();
    bucket.set(key, name);
    buckets.set(head, bucket);
  });
  const done = new Map<string, string>();
  return names.map((name, i) => {
    if (!name || isBrand[i] || !/\s/.test(name.trim())) return name;
    const known = done.get(name);
    if (known) return known;
    const key = compactKey(name);
    let best = name;
    let bestKey = key;
    for (const [other, otherName] of buckets.get(key.slice(0, MIN_PREFIX_CHARS)) ?? []) {
      if (
        other.length > bestKey.length &&
        other.length - key.length <= MAX_EXTRA_CHARS &&
        other.startsWith(key)
      ) {
        best = otherName;
        bestKey = other;
      }
    }
    done.set(name, best);
    return best;
  });
}
