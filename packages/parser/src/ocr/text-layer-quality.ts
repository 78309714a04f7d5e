/**
 * Is a PDF text layer worth trusting, or is it garbage (a bad OCR layer, a font without a usable
 * ToUnicode map, mojibake)? A cheap per-page heuristic so the orchestrator can OCR such pages.
 */
import type { PageWords } from '../words.ts';

export interface TextLayerQuality {
  words: number;
  /** Characters that never appear in real statement text: controls, U+FFFD, private use, mojibake. */
  badCharRatio: number;
  /** Share of judged tokens that look like neither words, numbers, dates nor codes. */
  badTokenRatio: number;
  /** Share of words with a degenerate box (zero/negative size or outside the page). */
  badBoxRatio: number;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we look for
const BAD_CHAR = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd\ue000-\uf8ff]/gu;
const MOJIBAKE = /Ã[\u0080-\u00bf]|â€|Â[\u00a0-\u00bf]/gu;
const NUMBERISH = /^[-+(]?[$£€¥]?[-+]?\d[\d.,/:'’-]*[)%]?[-+]?(CR|DR|Cr|Dr)?[.,;:]?$/u;
const PUNCT = /^[\p{P}\p{S}]{1,3}$/u;
const CODE = /^[\p{Lu}\d][\p{Lu}\d./#:-]*\d[\p{Lu}\d./#:-]*$/u; // refs, account numbers: AB12-345
const WORD_SHAPE =
  /^[("'[]?(\p{Lu}?\p{Ll}+(?:['’-]\p{L}+)*|\p{Lu}+(?:['’&-]\p{Lu}+)*|\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)+)[)"'\].,;:!?]*$/u;
const VOWELS = /[aeiouyàâäéèêëîïôöùûüáíóúñåæø]/iu;
const CONSONANT_RUN = /[b-df-hj-np-tv-xz]{6,}/iu;

/**
 * WORD_SHAPE for a token of ASCII letters only (most tokens): a capital and lower case, all
 * capitals, or capitalised parts ("McDonald"); anything else fails WORD_SHAPE and, without a
 * digit, CODE too.
 */
const ASCII_WORD_SHAPE = /^(?:[A-Z]?[a-z]+|[A-Z]+|(?:[A-Z][a-z]+){2,})$/;

function asciiLettersOnly(t: string): boolean {
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i) | 0x20;
    if (c < 97 || c > 122) return false;
  }
  return t.length > 0;
}

function judgeToken(t: string): 'good' | 'bad' | 'neutral' {
  // fast path, same answers: letters only is neither NUMBERISH (no digit) nor PUNCT
  if (asciiLettersOnly(t)) {
    if (!ASCII_WORD_SHAPE.test(t)) return 'bad';
    if (t.length <= 3) return 'good';
    if (!VOWELS.test(t) || CONSONANT_RUN.test(t)) return 'bad';
    return 'good';
  }
  if (t.startsWith('(cid:')) return 'bad';
  if (NUMBERISH.test(t)) return 'good';
  if (PUNCT.test(t)) return 'neutral';
  if (WORD_SHAPE.test(t)) {
    const letters = t.replace(/[^\p{L}]/gu, '');
    if (letters.length <= 3) return 'good';
    if (!VOWELS.test(letters) || CONSONANT_RUN.test(letters)) return 'bad';
    return 'good';
  }
  if (CODE.test(t)) return 'neutral';
  // A word with trailing/leading punctuation, e.g. "balance:" or "(fees)" is covered above;
  // things like "Ex@mp1e", "a#b", "Q§%" end here.
  return 'bad';
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: BAD_CHAR's class, plus MOJIBAKE's first characters
const MAYBE_BAD = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd\ue000-\uf8ffÃâÂ]/u;
const HAS_SPACE = /\s/;

/** Code points in a string (what `[...s].length` counts), without building the array. */
function codePoints(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

export function assessTextLayer(pw: PageWords): TextLayerQuality {
  let chars = 0;
  let badChars = 0;
  let good = 0;
  let bad = 0;
  let badBoxes = 0;
  for (const w of pw.words) {
    chars += codePoints(w.text);
    // most words hold none of the characters the two counts look for (nor any space to split on)
    if (MAYBE_BAD.test(w.text))
      badChars += (w.text.match(BAD_CHAR)?.length ?? 0) + (w.text.match(MOJIBAKE)?.length ?? 0);
    for (const tok of HAS_SPACE.test(w.text) ? w.text.split(/\s+/) : [w.text]) {
      if (tok === '') continue;
      const j = judgeToken(tok);
      if (j === 'good') good++;
      else if (j === 'bad') bad++;
    }
    const tol = 2;
    if (
      !(w.x1 > w.x0 && w.y1 > w.y0) ||
      w.x1 < -tol ||
      w.y1 < -tol ||
      w.x0 > pw.width + tol ||
      w.y0 > pw.height + tol
    ) {
      badBoxes++;
    }
  }
  return {
    words: pw.words.length,
    badCharRatio: chars ? badChars / chars : 0,
    badTokenRatio: good + bad ? bad / (good + bad) : 0,
    badBoxRatio: pw.words.length ? badBoxes / pw.words.length : 0,
  };
}

/**
 * True when the page's text layer should not be trusted and the page is better OCR'd: garbage
 * characters (> 3 %), mostly implausible tokens (> 35 % of judged tokens), or mostly degenerate
 * boxes (> 30 %). A page with fewer than 3 words also returns true (nothing usable to parse).
 */
export function textLayerLooksUnreliable(pageWords: PageWords): boolean {
  const q = assessTextLayer(pageWords);
  if (q.words < 3) return true;
  return q.badCharRatio > 0.03 || q.badTokenRatio > 0.35 || q.badBoxRatio > 0.3;
}
