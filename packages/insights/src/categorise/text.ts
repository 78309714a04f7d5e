/** Small text helpers shared by the merchant cleaner, the dictionary and the model features. */

const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: ' ',
};

/** Decodes the few HTML entities bank exports leave in descriptors (`&amp;`, `&#39;`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,5}|[a-z]{2,5});/gi, (whole, body: string) => {
    if (body.startsWith('#')) return String.fromCharCode(Number(body.slice(1)));
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** Lower case without diacritics (ä → a, ß → ss), for matching only. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range, control characters included
const ASCII = /^[\x00-\x7f]*$/;

export function fold(text: string): string {
  // (hot: most descriptors are plain ASCII, which has no marks to strip)
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').toLowerCase();
}

/** Folded words: letters and digits only ("TRADER JOE'S #552" → trader, joe, s, 552). */
export function words(text: string): string[] {
  return fold(text.replace(/['’`]/g, ''))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** Key of a name: its folded words joined without spaces, "and"/"&" left out. */
export function compactKey(text: string): string {
  return words(text.replace(/&/g, ' '))
    .filter((w) => w !== 'and')
    .join('');
}
