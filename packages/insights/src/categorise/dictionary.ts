/**
 * Runtime side of the merchant dictionary (stage 4): the JSON built by
 * `npm run build:merchants`, loaded once and turned into maps.
 */
import generated from '../../data/generated/merchant-dictionary.json' with { type: 'json' };
import type { CategoryCode } from './taxonomy.ts';

interface DictionaryFile {
  categories: CategoryCode[];
  brands: Record<string, [string, number, number, string?]>;
  keywords: Record<string, [number, number]>;
  cities: string[];
  spellings: Record<string, string>;
}

export interface BrandHit {
  name: string;
  key: string;
  /** a store format shown under its parent's name (Costco Gas → Costco) keeps its own key */
  keyName?: string;
  category: CategoryCode;
  confidence: number;
  /** index of the first word of the match, and number of words matched */
  start: number;
  length: number;
  /** from the project's hand list (data/merchants.own.json) rather than the index */
  fromOwnList: boolean;
}

interface Dictionary {
  brands: Map<string, [string, CategoryCode, number, string?]>;
  keywords: Map<string, [CategoryCode, number]>;
  cities: Set<string>;
  spellings: Map<string, string>;
}

let loaded: Dictionary | null = null;

/** Lazy singleton: the maps are built on first use. */
export function dictionary(): Dictionary {
  if (loaded) return loaded;
  const file = generated as unknown as DictionaryFile;
  const brands = new Map<string, [string, CategoryCode, number, string?]>();
  for (const [key, [name, index, confidence, keyName]] of Object.entries(file.brands)) {
    brands.set(key, [name, file.categories[index]!, confidence / 100, keyName]);
  }
  const keywords = new Map<string, [CategoryCode, number]>();
  for (const [key, [index, confidence]] of Object.entries(file.keywords)) {
    keywords.set(key, [file.categories[index]!, confidence / 100]);
  }
  loaded = {
    brands,
    keywords,
    cities: new Set(file.cities),
    spellings: new Map(Object.entries(file.spellings ?? {})),
  };
  return loaded;
}

const MAX_WORDS = 5;
/** The build gives hand-list brands 0.95 and index brands at most 0.90. */
const OWN_LIST_CONFIDENCE = 0.95;

/**
 * The longest brand whose words start at word 0 or 1 of `tokens` (folded words).
 * Two-letter keys (AH, BP, EE) only count as the very first word.
 */
export function findBrand(tokens: string[], maxStart = 1): BrandHit | null {
  const { brands } = dictionary();
  let best: BrandHit | null = null;
  const keys: string[] = [];
  for (let start = 0; start <= Math.min(maxStart, tokens.length - 1); start++) {
    // (hot: the keys of every length built once, by concatenation)
    const most = Math.min(MAX_WORDS, tokens.length - start);
    keys.length = 0;
    let joined = '';
    for (let n = 0; n < most; n++) {
      joined += tokens[start + n]!;
      keys.push(joined);
    }
    for (let length = most; length >= 1; length--) {
      const key = keys[length - 1]!;
      if (key.length < 2 || (key.length < 3 && (start > 0 || length > 1))) continue;
      const hit = brands.get(key);
      if (!hit) continue;
      const fromOwnList = hit[2] >= OWN_LIST_CONFIDENCE;
      // later words only name the merchant through the hand list (Deutsche Lufthansa → Lufthansa)
      if (start > 0 && (!fromOwnList || key.length < 5)) continue;
      // the longest match wins (DIRK ROSSMANN is Rossmann, not Dirk)
      if (!best || key.length > best.key.length)
        best = {
          name: hit[0],
          key,
          ...(hit[3] ? { keyName: hit[3] } : {}),
          category: hit[1],
          confidence: hit[2],
          start,
          length,
          fromOwnList,
        };
      break;
    }
  }
  return best;
}

type KeywordHit = { category: CategoryCode; confidence: number; word: string };

/** A keyword for `token` as written or in the singular (BUTCHERS, PHARMACIES). */
function keywordOf(
  keywords: Map<string, [CategoryCode, number]>,
  token: string,
): [CategoryCode, number] | undefined {
  const hit = keywords.get(token);
  if (hit || token.length < 5 || !token.endsWith('s')) return hit;
  return keywords.get(token.slice(0, -1)) ?? keywords.get(`${token.slice(0, -3)}y`);
}

/**
 * The trade word (bakery, Zahnarzt, pharmacie …) among `tokens`, two-word phrases first; the
 * surest word wins. Among equally sure words, one that opens the name wins (Bar Los Amigos,
 * Farmacia García), else the last one: English names end in their trade (Tilted Tram Bar).
 */
export function findKeyword(tokens: string[]): KeywordHit | null {
  const { keywords } = dictionary();
  let best: (KeywordHit & { at: number }) | null = null;
  const consider = (word: string, at: number, hit: [CategoryCode, number] | undefined) => {
    if (!hit) return;
    const better =
      !best ||
      hit[1] > best.confidence ||
      (hit[1] === best.confidence && best.at !== 0 && at > best.at && !best.word.includes(' '));
    if (better) best = { category: hit[0], confidence: hit[1], word, at };
  };
  for (let i = 0; i + 1 < tokens.length; i++)
    consider(`${tokens[i]} ${tokens[i + 1]}`, i, keywords.get(tokens[i]! + tokens[i + 1]!));
  tokens.forEach((token, i) => {
    consider(token, i, keywordOf(keywords, token));
  });
  if (!best) return null;
  const { category, confidence, word } = best;
  return { category, confidence, word };
}

export function isCity(tokens: string[]): boolean {
  return dictionary().cities.has(tokens.join(''));
}

/** A word's spelling with diacritics (baeckerei, garcia → Bäckerei, García), if the lists know it. */
export function spellingOf(word: string): string | undefined {
  return dictionary().spellings.get(word.toLowerCase());
}

let prefixes: Map<string, [CategoryCode, number] | null> | null = null;

/**
 * A name's last word cut inside a trade word ("CARYTOWN NOODLE HOU", "FAN DISTRICT BARB"): the
 * trade word it starts, when every trade word of 4+ letters starting so agrees on the category.
 * Less sure than the whole word (0.3 less, so a surer model wins): a cut word may start another word.
 */
export function findTruncatedKeyword(tokens: string[]): KeywordHit | null {
  const last = tokens.at(-1);
  if (!last || last.length < 4 || tokens.length < 2 || !/^[a-z]+$/.test(last)) return null;
  if (!prefixes) {
    prefixes = new Map();
    for (const [word, hit] of dictionary().keywords) {
      for (let n = 4; n < word.length; n++) {
        const prefix = word.slice(0, n);
        const seen = prefixes.get(prefix);
        prefixes.set(prefix, seen === undefined || seen?.[0] === hit[0] ? hit : null);
      }
    }
  }
  const hit = prefixes.get(last);
  if (!hit || dictionary().keywords.has(last)) return null;
  return { category: hit[0], confidence: Math.max(0, hit[1] - 0.3), word: last };
}
