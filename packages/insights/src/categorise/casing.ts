/** Proper casing of a merchant name printed in capitals ("MAPLE & RYE BAKERY" → "Maple & Rye Bakery"). */

/** Small words written in lower case inside a name (Ayuntamiento de Madrid, City of Sydney). */
const LOWER_WORDS = new Set([
  'de',
  'del',
  'du',
  'des',
  'da',
  'di',
  'y',
  'e',
  'et',
  'und',
  'van',
  'der',
  'den',
  'von',
  'am',
  'of',
  'the',
  'and',
  'en',
  'a',
  'à',
]);

/**
 * Articles start a name's own words (Bar Los Amigos, Brasserie Le Zinc, Gasthaus Zum Löwen) but
 * stay in lower case after a small word (Tesorería General de la Seguridad Social).
 */
const ARTICLES = new Set(['la', 'le', 'les', 'los', 'las', 'el', 'zum', 'zur', 'het']);

/** Titles printed in capitals are not acronyms (DR MEHTA CLINIC → Dr Mehta Clinic). */
const TITLES = new Set(['dr', 'mr', 'mrs', 'ms', 'st']);

function casedWord(word: string, first: boolean, previous: string | undefined): string {
  const lower = word.toLocaleLowerCase();
  if (!first && LOWER_WORDS.has(lower)) return lower;
  if (!first && ARTICLES.has(lower) && LOWER_WORDS.has(previous?.toLocaleLowerCase() ?? ''))
    return lower;
  if (/\d/.test(word)) return word;
  if (TITLES.has(lower.replace(/\.$/, ''))) return lower.charAt(0).toUpperCase() + lower.slice(1);
  // an acronym: no vowel (NRMA, BP) or up to 3 letters with a dot-free consonant cluster
  if (word.length <= 4 && !/[aeiouyäöüéèàáíóú]/i.test(word)) return word.toLocaleUpperCase();
  // after an apostrophe only a name starts again (O'Brien, D'Angelo), not an ending (Ruby's, Can't)
  return lower.replace(
    /(^|[-./]|['’](?=\p{L}{3}))(\p{L})/gu,
    (_, sep: string, c: string) => sep + c.toLocaleUpperCase(),
  );
}

export function properCase(text: string): string {
  // mixed case as printed is kept: the bank (or the merchant) already chose it
  if (/\p{Ll}/u.test(text) && /\p{Lu}/u.test(text)) return text;
  const parts = text.split(' ').filter((p) => p.length > 0);
  const out: string[] = [];
  for (const [i, part] of parts.entries()) {
    // "JOE S" → "Joe's": the apostrophe was dropped by the terminal
    if (part.toUpperCase() === 'S' && i > 0 && out.length > 0) {
      out[out.length - 1] = `${out[out.length - 1]}'s`;
      continue;
    }
    out.push(casedWord(part, i === 0, parts[i - 1]));
  }
  return out.join(' ');
}
