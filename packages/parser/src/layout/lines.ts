/**
 * Words → lines → phrases. Lines are clusters of words whose vertical centres lie within a
 * fraction of the text height (tolerant of baseline jitter and of OCR boxes that wobble); a
 * phrase is a run of words in a line separated by ordinary word spacing, so table cells become
 * phrases while columns stay apart. O(n log n): one sort by y, one sort by x per line.
 */
import type { PageWords, Word } from '../words.ts';

export interface Phrase {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Minimum word confidence. */
  confidence: number;
  words: Word[];
}

export interface Line {
  page: number;
  pageHeight: number;
  pageWidth: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Median word height. */
  height: number;
  words: Word[];
  phrases: Phrase[];
  /** Words joined by single spaces. */
  text: string;
  /** Lower-cased, accents stripped, without spaces (robust against kerning-split words). */
  key: string;
  source: 'text' | 'ocr';
}

/** ASCII code → its key character ('' for everything but letters and digits). */
const ASCII_KEY: string[] = [];
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c).toLowerCase();
  ASCII_KEY.push(/[a-z0-9]/.test(ch) ? ch : '');
}

export function normalizeKey(text: string): string {
  // hot (every line, phrase and header candidate): one pass over the characters. Plain ASCII
  // needs no Unicode normalisation; any other character's share of the key depends on that
  // character alone (see `unicodeKeyPart`), so the key is the same as the general path's
  // (`normalizeUnicodeKey`) without normalising the whole text.
  let key = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 128) {
      key += ASCII_KEY[c];
      continue;
    }
    // a whole code point (a surrogate pair counts as one)
    const cp = text.codePointAt(i)!;
    if (cp > 0xffff) i++;
    key += unicodeKeyPart(cp);
  }
  return key;
}

/**
 * The key characters one non-ASCII code point contributes ("É" → "e", "ﬁ" → "fi", "½" → "12",
 * "£" → ""). The general path (NFKD, drop combining marks, lower case, keep [a-z0-9]) works
 * character by character: decompositions are per code point, canonical reordering moves only
 * combining marks (never key characters), and the one context-dependent lower-casing (final
 * sigma) yields no key character either way.
 */
const unicodeKeyParts = new Map<number, string>();
function unicodeKeyPart(cp: number): string {
  let part = unicodeKeyParts.get(cp);
  if (part === undefined) {
    part = normalizeUnicodeKey(String.fromCodePoint(cp));
    unicodeKeyParts.set(cp, part);
  }
  return part;
}

/** Letters NFKD does not decompose, spelled as their languages transliterate them. */
const LETTER_SPELLING: Record<string, string> = {
  ø: 'o',
  Ø: 'o',
  æ: 'ae',
  Æ: 'ae',
  ß: 'ss',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  œ: 'oe',
  Œ: 'oe',
};

function normalizeUnicodeKey(text: string): string {
  return text
    .replace(/[øØæÆßłŁđĐœŒ]/g, (c) => LETTER_SPELLING[c]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

export function buildLines(page: PageWords): Line[] {
  const words = page.words.filter((w) => w.text.trim().length > 0 && w.y1 > w.y0);
  if (words.length === 0) return [];
  const order = words.map((_, i) => i);
  const yc = words.map((w) => (w.y0 + w.y1) / 2);
  order.sort((a, b) => (yc[a] ?? 0) - (yc[b] ?? 0));
  const groups: Word[][] = [];
  let current: Word[] = [];
  let curY = 0;
  let curH = 0;
  for (const i of order) {
    const w = words[i]!;
    const y = yc[i]!;
    const h = w.y1 - w.y0;
    if (current.length > 0 && Math.abs(y - curY) <= Math.min(curH, h) * 0.45) {
      current.push(w);
      // running mean keeps the line centre stable under jitter
      curY += (y - curY) / current.length;
      curH = Math.max(curH, h);
    } else {
      if (current.length > 0) groups.push(current);
      current = [w];
      curY = y;
      curH = h;
    }
  }
  if (current.length > 0) groups.push(current);
  let lines: Line[] = [];
  for (const g of groups) lines.push(makeLine(page, g));
  // lines built from overlapping clusters can end up out of order by a hair: sort by top
  lines.sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1));
  if (page.source === 'ocr') lines = joinStrayAmounts(page, lines);
  return lines;
}

/** A word that is only an amount (or its marker): "1,313.57", "(12.00)", "12,50 S", "CR". */
const AMOUNT_WORD =
  /^(?:[(+\-−]?[$£€]?\d[\d.,'’]*\d[)\-−+]?(?:CR|DR|DB|Cr|Dr|Db|S|H|C|D)?|CR|DR|DB|Cr|Dr|Db|S|H|C|D|[-+])$/u;

/**
 * OCR sometimes reads an amount a few points above or below its row, as a line of its own
 * (tesseract's line finder split it off). Such a line — only amounts, at most three words —
 * joins the neighbouring line it overlaps vertically and whose cells leave its place free; when
 * both neighbours qualify, the one it overlaps more (a tie keeps it apart).
 */
function joinStrayAmounts(page: PageWords, lines: Line[]): Line[] {
  const out = lines.slice();
  for (let i = 0; i < out.length; i++) {
    const l = out[i]!;
    if (l.words.length > 3 || !l.words.every((w) => AMOUNT_WORD.test(w.text))) continue;
    if (!l.words.some((w) => /\d/.test(w.text))) continue;
    const fits = (o: Line | undefined) => {
      if (!o || o.words.length < 2) return 0;
      const overlap = Math.min(l.y1, o.y1) - Math.max(l.y0, o.y0);
      if (overlap < Math.min(l.y1 - l.y0, o.y1 - o.y0) * 0.25) return 0;
      const clash = o.words.some((w) => l.words.some((v) => v.x0 < w.x1 + 2 && w.x0 < v.x1 + 2));
      return clash ? 0 : overlap;
    };
    const up = fits(out[i - 1]);
    const down = fits(out[i + 1]);
    if (up === down) continue;
    const j = up > down ? i - 1 : i + 1;
    const merged = makeLine(page, [...out[j]!.words, ...l.words]);
    out.splice(Math.min(i, j), 2, merged);
    i = Math.min(i, j);
  }
  return out;
}

/** Gap (in em) under which two pieces of a word are joined without a space. */
export const KERN_GAP_EM = 0.15;

/**
 * Letter-spaced text (each glyph drawn on its own: "A c c o u n t  n u m b e r") → words.
 * Evidence first: a run of ≥ 4 one-character words with even gaps sets the line's tracking;
 * then every run of ≥ 2 one-character words spaced like that is one word, and the wider gaps
 * between such runs are word spaces (kept inside one phrase via `glue`). Lines without such a
 * run are returned untouched.
 */
function joinLetterSpaced(ws: Word[]): { words: Word[]; glue: boolean[] } | null {
  const n = ws.length;
  if (n < 4) return null;
  const single = (w: Word) => w.text.length === 1 && /[\p{L}\p{N}]/u.test(w.text);
  let tracking = 0;
  for (let i = 0; i + 3 < n && tracking === 0; i++) {
    let j = i;
    while (j + 1 < n && single(ws[j]!) && single(ws[j + 1]!)) j++;
    if (j - i + 1 >= 4) {
      const gaps: number[] = [];
      for (let k = i + 1; k <= j; k++) gaps.push(ws[k]!.x0 - ws[k - 1]!.x1);
      const lo = Math.min(...gaps);
      const h = ws[i]!.y1 - ws[i]!.y0;
      // even spacing (the word breaks are wider and end the run below)
      const even = gaps.filter((g) => g <= lo * 1.3 + h * 0.03).length;
      if (lo > -h * 0.05 && even >= 3) tracking = Math.max(lo, 0);
    }
    if (j > i) i = j;
  }
  if (tracking === 0) return null;
  const out: Word[] = [];
  const glue: boolean[] = [];
  let i = 0;
  let prevSpaced = false;
  while (i < n) {
    const w = ws[i]!;
    const h = w.y1 - w.y0;
    const limit = tracking * 1.3 + h * 0.03;
    let j = i;
    while (
      j + 1 < n &&
      single(ws[j]!) &&
      (single(ws[j + 1]!) || ws[j + 1]!.text.length <= 2) &&
      ws[j + 1]!.x0 - ws[j]!.x1 <= limit
    )
      j++;
    if (j > i) {
      const run = ws.slice(i, j + 1);
      const merged: Word = {
        text: run.map((r) => r.text).join(''),
        x0: w.x0,
        x1: run[run.length - 1]!.x1,
        y0: Math.min(...run.map((r) => r.y0)),
        y1: Math.max(...run.map((r) => r.y1)),
        confidence: Math.min(...run.map((r) => r.confidence)),
      };
      // a word space between two letter-spaced words is wider than usual: same phrase
      const gap = out.length > 0 ? w.x0 - out[out.length - 1]!.x1 : Number.POSITIVE_INFINITY;
      glue.push(prevSpaced && gap < tracking + h * 1.2);
      out.push(merged);
      prevSpaced = true;
      i = j + 1;
    } else {
      const gap = out.length > 0 ? w.x0 - out[out.length - 1]!.x1 : Number.POSITIVE_INFINITY;
      glue.push(prevSpaced && w.text.length <= 2 && gap < tracking + h * 1.2);
      out.push(w);
      prevSpaced = false;
      i++;
    }
  }
  return { words: out, glue };
}

function makeLine(page: PageWords, input: Word[]): Line {
  input.sort((a, b) => a.x0 - b.x0);
  const spaced = joinLetterSpaced(input);
  const ws = spaced ? spaced.words : input;
  const heights = ws.map((w) => w.y1 - w.y0).sort((a, b) => a - b);
  const height = heights[heights.length >> 1] ?? 1;
  const phrases: Phrase[] = [];
  let cur: Phrase | null = null;
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  const texts: string[] = [];
  for (let wi = 0; wi < ws.length; wi++) {
    const w = ws[wi]!;
    texts.push(w.text);
    if (w.x0 < x0) x0 = w.x0;
    if (w.y0 < y0) y0 = w.y0;
    if (w.x1 > x1) x1 = w.x1;
    if (w.y1 > y1) y1 = w.y1;
    const gap = cur ? w.x0 - cur.x1 : Number.POSITIVE_INFINITY;
    // (a letterhead's large words beside small text: their word spaces scale with their own
    // size, not the line's — "First  Barvelno  Bank" in 14 pt is one name)
    const prev = cur?.words[cur.words.length - 1];
    const em = prev ? Math.max(height, Math.min(prev.y1 - prev.y0, w.y1 - w.y0)) : height;
    if (cur && (gap < em * 0.9 || spaced?.glue[wi])) {
      cur.text += gap > em * KERN_GAP_EM ? ` ${w.text}` : w.text;
      cur.x1 = Math.max(cur.x1, w.x1);
      cur.y0 = Math.min(cur.y0, w.y0);
      cur.y1 = Math.max(cur.y1, w.y1);
      cur.confidence = Math.min(cur.confidence, w.confidence);
      cur.words.push(w);
    } else {
      cur = {
        text: w.text,
        x0: w.x0,
        y0: w.y0,
        x1: w.x1,
        y1: w.y1,
        confidence: w.confidence,
        words: [w],
      };
      phrases.push(cur);
    }
  }
  const text = texts.join(' ');
  return {
    page: page.page,
    pageHeight: page.height,
    pageWidth: page.width,
    x0,
    y0,
    x1,
    y1,
    height,
    words: ws,
    phrases,
    text,
    key: normalizeKey(text),
    source: page.source,
  };
}
