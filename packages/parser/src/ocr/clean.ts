/**
 * Tesseract lines → words the layout engine can trust, in OCR-raster pixels. Pure.
 *
 * Two things differ between OCR words and text-layer words, and both broke the layout engine:
 *
 * 1. **Specks.** Scan noise becomes one-character "words" (`.`, `'`, `:`, `i`, a tiny `3`) a few
 *    pixels tall. Being so small they split lines (the line builder's tolerance is a fraction
 *    of the smaller height) and glue onto cells. They are dropped by size and shape relative to
 *    the line's own text, never by content alone.
 * 2. **Box heights.** A text layer gives each glyph its font box (ascent..descent, about 0.8–0.95
 *    em); tesseract gives the ink (a digit or a capital is ~0.7 em, "ace" ~0.5 em). The engine
 *    measures word spacing in word heights, so ink boxes made ordinary word spaces look like
 *    column gaps ("01 Jul 22" in Courier became three cells). Every word of a tesseract line is
 *    given one font-like box around the line's baseline, sized from the line's typical glyph
 *    height — the same for all words of the line, as in a text layer.
 *
 * And one OCR misreading the engine cannot recover from: a column label read one letter off
 * ("pate" for "Date", "Descripcioén" for "Descripción" — the English model has no "ó") leaves a
 * table without its date or description column. On a line that is clearly a column header
 * (two or more exact labels, no amounts) a word one edit away from a label is read as it.
 */
import { roleOfHeaderText } from '../layout/header.ts';
import { normalizeKey } from '../layout/lines.ts';
import type { TesseractLine, TesseractWord } from './pool.ts';
import type { OcrWord } from './repair.ts';

const ALNUM = /[\p{L}\p{N}]/u;
/** Lone symbols that can mean something in a statement (a dash placeholder, a currency sign). */
const MEANINGFUL_SYMBOL = /^[-–—+()$€£¥%*#&/]+$/u;
/** Font box height ÷ height of capitals/digits (text layers: ~0.8–0.95 em ÷ ~0.7 em). */
const FONT_BOX_PER_CAP = 1.25;
/** Share of the font box above the baseline. */
const ASCENT_SHARE = 0.8;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1] ?? 0;
};

const heightOf = (w: TesseractWord) => w.bbox.y1 - w.bbox.y0;
const widthOf = (w: TesseractWord) => w.bbox.x1 - w.bbox.x0;

/**
 * Typical capital/digit height of a line: the median ink height of its words of two or more
 * letters or digits (one-character words are too often specks), or null when there are none.
 */
export function lineGlyphHeight(words: readonly TesseractWord[]): number | null {
  const long = words.filter((w) => w.text.trim().length >= 2 && ALNUM.test(w.text));
  const pool = long.length > 0 ? long : words.filter((w) => ALNUM.test(w.text));
  if (pool.length === 0) return null;
  return median(pool.map(heightOf));
}

/** True when a word is most likely scan noise rather than printed text (see module comment). */
export function isSpeck(w: TesseractWord, glyphHeight: number): boolean {
  const text = w.text.trim();
  const h = heightOf(w);
  const wd = widthOf(w);
  if (!ALNUM.test(text)) {
    // punctuation on its own carries nothing; a dash or a currency sign may, if clearly read
    return !(MEANINGFUL_SYMBOL.test(text) && w.confidence >= 50 && h >= glyphHeight * 0.08);
  }
  if (h < glyphHeight * 0.4) return true; // far too small for text of this line
  const chars = [...text].length;
  // letters are at least ~0.25 of a capital's height wide on average ("il" is the extreme)
  if (chars <= 3 && wd < glyphHeight * 0.2 * chars && w.confidence < 60) return true;
  if (chars <= 2 && w.confidence < 10 && !/^\d+$/u.test(text)) return true;
  if ([...text].length === 1) {
    // (a lone digit may be a thousands group printed apart, "1 099,02": read unsure, kept)
    if (w.confidence < 25 && !/^\d$/u.test(text)) return true;
    // a sliver: narrower than any digit or capital but "I"/"l", and not confidently read
    if (w.confidence < 60 && (wd < glyphHeight * 0.2 || h < glyphHeight * 0.6)) return true;
  }
  return false;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A header keyword one edit (insert, delete, substitute, swap) from `key`, if all such name one role. */
export function nearestHeaderKey(key: string): string | null {
  if (key.length < 4 || !/^[a-z]+$/.test(key)) return null;
  const found = new Set<string>();
  const tryKey = (k: string) => {
    if (k.length >= 4 && roleOfHeaderText(k, true) && normalizeKey(k) === k) found.add(k);
  };
  for (let i = 0; i <= key.length; i++) {
    const head = key.slice(0, i);
    const tail = key.slice(i);
    if (i < key.length) tryKey(head + tail.slice(1)); // delete
    if (i + 1 < key.length) tryKey(head + tail[1] + tail[0] + tail.slice(2)); // swap
    for (const c of LETTERS) {
      tryKey(head + c + tail); // insert
      if (i < key.length && c !== tail[0]) tryKey(head + c + tail.slice(1)); // substitute
    }
  }
  // several labels one edit away are fine when they name the same column ("detalls")
  const roles = new Set([...found].map((k) => roleOfHeaderText(k, true)));
  return roles.size === 1 ? [...found].sort()[0]! : null;
}

/**
 * Column labels misread by one letter, on a line that is otherwise clearly a table header
 * (≥ 2 exact labels, nothing that looks like an amount), are replaced by the label they miss.
 */
export function repairHeaderWords(words: TesseractWord[]): TesseractWord[] {
  if (words.some((w) => /\d[.,]\d\d/.test(w.text))) return words;
  const exact = words.filter((w) => roleOfHeaderText(w.text, true) !== null).length;
  if (exact < 2) return words;
  return words.map((w) => {
    if (roleOfHeaderText(w.text, true) !== null) return w;
    const key = normalizeKey(w.text);
    // a label can end in a currency code or sit in brackets: only plain words are repaired
    if (!/^[\p{L}]+[.:]?$/u.test(w.text)) return w;
    const fixed = nearestHeaderKey(key);
    if (!fixed) return w;
    const text = /^\p{Lu}/u.test(w.text) ? fixed[0]!.toUpperCase() + fixed.slice(1) : fixed;
    return { ...w, text };
  });
}

/** Removes specks and gives every word of a line a font-like box on the line's baseline. */
export function cleanOcrLines(lines: readonly TesseractLine[]): OcrWord[] {
  const out: OcrWord[] = [];
  for (const [index, line] of lines.entries()) {
    const words = line.words.filter(
      (w) => w.text.trim() !== '' && w.bbox.x1 > w.bbox.x0 && w.bbox.y1 > w.bbox.y0,
    );
    const g = lineGlyphHeight(words);
    if (g === null || g <= 0) continue; // nothing but punctuation: noise or rules
    const kept = repairHeaderWords(words.filter((w) => !isSpeck(w, g)));
    if (kept.length === 0) continue;
    const box = FONT_BOX_PER_CAP * g;
    const bl = line.baseline;
    const slope = bl && bl.x1 !== bl.x0 ? (bl.y1 - bl.y0) / (bl.x1 - bl.x0) : 0;
    for (const w of kept) {
      const cx = (w.bbox.x0 + w.bbox.x1) / 2;
      // Baseline at the word: tesseract's line baseline; without one, the word's own bottom.
      let base = bl ? bl.y0 + slope * (cx - bl.x0) : w.bbox.y1;
      // A baseline far from the word (a line tesseract merged across rows) is not this word's.
      if (Math.abs(base - w.bbox.y1) > g * 0.6 && Math.abs(base - w.bbox.y1) > heightOf(w) * 0.6)
        base = w.bbox.y1;
      out.push({
        text: w.text.trim(),
        confidence: w.confidence,
        bbox: {
          x0: w.bbox.x0,
          x1: w.bbox.x1,
          y0: base - box * ASCENT_SHARE,
          y1: base + box * (1 - ASCENT_SHARE),
        },
        line: index,
        glyph: g,
      });
    }
  }
  return out;
}
