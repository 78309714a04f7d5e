/** Proper casing of a merchant name printed in capitals ("MAPLE & RYE BAKERY" → "Maple & Rye Bakery"). */

const LOWER_WORDS = new Set([
  'de',
  'del',
  'la',
  'le',
  'les',
  'los',
  'las',
  'el',
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
  'het',
  'von',
  'zu',
  'zum',
  'zur',
  'of',
  'the',
  'and',
  'en',
  'a',
  'à',
]);

function casedWord(word: string, first: boolean): string {
  const lower = word.toLocaleLowerCase();
  if (!first && LOWER_WORDS.has(lower)) return lower;
  if (/\d/.test(word)) return word;
  // an acronym: no vowel (NRMA, BP) or up to 3 letters with a dot-free consonant cluster
  if (word.length <= 4 && !/[aeiouyäöüéèàáíóú]/i.test(word)) return word.toLocaleUpperCase();
  return lower.replace(
    /(^|[-'’./])(\p{L})/gu,
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
    out.push(casedWord(part, i === 0));
  }
  return out.join(' ');
}
