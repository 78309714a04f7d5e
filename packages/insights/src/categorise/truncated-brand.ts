/**
 * Statements cut long names at a fixed width ("DOLLAR GEN", "SELCO BUILDERS WAREHOU"): a cleaned
 * name whose last word stops inside the last word it shares with a brand's own name is that brand.
 */
import { dictionary } from './dictionary.ts';
import { words } from './text.ts';

/** Shorter cut names are too often a whole independent name (BELLA, MARCO). */
const MIN_KEY_CHARS = 6;

let sortedKeys: string[] | null = null;

/** Brand keys in order, built on first use, so the keys starting with a prefix lie together. */
function keysInOrder(): string[] {
  sortedKeys ??= [...dictionary().brands.keys()].sort();
  return sortedKeys;
}

function firstAtLeast(keys: string[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether `tokens` are the brand's first words with the last one cut short. */
function cutFrom(tokens: string[], brandWords: string[]): boolean {
  if (brandWords.length < tokens.length) return false;
  const last = tokens.length - 1;
  for (let i = 0; i < last; i++) if (tokens[i] !== brandWords[i]) return false;
  const cut = tokens[last]!;
  const whole = brandWords[last]!;
  return whole.length > cut.length && whole.startsWith(cut);
}

/**
 * The brand name `tokens` (folded words) is cut from, when one brand fits; among brands that
 * fit, those with the fewest words (Dollar General, not Dollar General Market) are compared.
 */
export function truncatedBrand(tokens: string[]): { name: string; key: string } | null {
  const prefix = tokens.join('');
  if (prefix.length < MIN_KEY_CHARS) return null;
  const { brands } = dictionary();
  const keys = keysInOrder();
  let best: { name: string; key: string; words: number } | null = null;
  let ambiguous = false;
  for (let i = firstAtLeast(keys, prefix); i < keys.length && keys[i]!.startsWith(prefix); i++) {
    const key = keys[i]!;
    const name = brands.get(key)![0];
    const nameWords = words(name.replace(/&/g, ' ')).filter((w) => w !== 'and');
    // an alias key (LLOYDSPHARMACY for Lloyds Pharmacy) is matched whole only
    if (nameWords.join('') !== key || !cutFrom(tokens, nameWords)) continue;
    if (!best || nameWords.length < best.words) {
      best = { name, key, words: nameWords.length };
      ambiguous = false;
    } else if (nameWords.length === best.words && name !== best.name) ambiguous = true;
  }
  return best && !ambiguous ? { name: best.name, key: best.key } : null;
}
