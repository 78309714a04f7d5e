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

export function normalizeKey(text: string): string {
  return text
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
  const lines: Line[] = [];
  for (const g of groups) lines.push(makeLine(page, g));
  // lines built from overlapping clusters can end up out of order by a hair: sort by top
  lines.sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1));
  return lines;
}

function makeLine(page: PageWords, ws: Word[]): Line {
  ws.sort((a, b) => a.x0 - b.x0);
  const heights = ws.map((w) => w.y1 - w.y0).sort((a, b) => a - b);
  const height = heights[heights.length >> 1] ?? 1;
  const phrases: Phrase[] = [];
  let cur: Phrase | null = null;
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  const texts: string[] = [];
  for (const w of ws) {
    texts.push(w.text);
    if (w.x0 < x0) x0 = w.x0;
    if (w.y0 < y0) y0 = w.y0;
    if (w.x1 > x1) x1 = w.x1;
    if (w.y1 > y1) y1 = w.y1;
    const gap = cur ? w.x0 - cur.x1 : Number.POSITIVE_INFINITY;
    if (cur && gap < height * 0.9) {
      cur.text += gap > height * 0.1 ? ` ${w.text}` : w.text;
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
