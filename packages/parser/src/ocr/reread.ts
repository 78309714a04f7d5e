/**
 * A second, independent reading of the cells the first one got wrong: the cell is cut out of the
 * page raster and read again as a single line restricted to the characters an amount or a date
 * can hold. Where the repaired first reading and the second agree, the value stands (confidence
 * still lowered); where they disagree, the second reading wins only if it is a valid amount/date
 * (it was read from the pixels, the repair was inferred) and the row's confidence drops further;
 * a second reading that is no amount/date changes nothing. Every outcome is reported.
 */
import { type DecimalSeparator, parseAmount } from '../amounts.ts';
import { parseDateText } from '../dates.ts';
import type { GreyRaster } from '../images/raster.ts';
import type { AmountRepair, OcrWord } from './repair.ts';

/** Confidence (0..100) when both readings agree on a repaired value. */
export const CONFIRMED_CONFIDENCE = 55;
/** Confidence (0..100) when the second reading overrules the first. */
export const OVERRULED_CONFIDENCE = 30;
/** Cells re-read per page at most (each costs a small tesseract call). */
export const MAX_REREADS = 40;

export const AMOUNT_CHARS = "0123456789.,'-+()CRDrSH$€£ ";
export const DATE_CHARS = '0123456789./-';

/**
 * Capital/digit height (px) a cell is scaled to before its second reading: at the page's ~16 px
 * a comma or a decimal point is a few blurred pixels, which the first reading drops ("1,42 S" →
 * "1428S"); at three times that size it is read (measured on synthetic scans: 6 of 7 cells).
 */
export const REREAD_GLYPH_PX = 48;

/** The cell of a word, with a margin, cut out of the page raster (padded white at the edges). */
export function cropCell(r: GreyRaster, w: OcrWord): GreyRaster {
  const g = w.glyph;
  const x0 = Math.floor(w.bbox.x0 - g * 0.5);
  const x1 = Math.ceil(w.bbox.x1 + g * 0.5);
  const y0 = Math.floor(w.bbox.y0 - g * 0.35);
  const y1 = Math.ceil(w.bbox.y1 + g * 0.35);
  const width = Math.max(1, x1 - x0);
  const height = Math.max(1, y1 - y0);
  const data = new Uint8Array(width * height).fill(255);
  for (let y = Math.max(0, y0); y < Math.min(r.height, y1); y++) {
    const from = y * r.width;
    const to = (y - y0) * width;
    for (let x = Math.max(0, x0); x < Math.min(r.width, x1); x++)
      data[to + x - x0] = r.data[from + x]!;
  }
  return { data, width, height };
}

export interface RereadDecision {
  text: string;
  confidence: number;
  outcome: 'confirmed' | 'overruled' | 'unconfirmed' | 'read';
}

/** Same amount (value and sign) in two readings. */
function sameAmount(a: string, b: string, decimal: DecimalSeparator): boolean {
  const x = parseAmount(a, decimal);
  const y = parseAmount(b, decimal);
  return !!x && !!y && x.minor === y.minor && x.sign === y.sign;
}

/**
 * Decides a money cell from its first reading (repaired, or null when no repair read it) and the
 * second reading. Returns null when nothing changes (no repair and no valid second reading).
 */
export function decideAmount(
  first: OcrWord,
  repaired: string | null,
  second: string,
  decimal: DecimalSeparator,
): RereadDecision | null {
  const reread = second.replace(/\s+(?=[\d.,'])/g, '').trim();
  const valid = parseAmount(reread, decimal) !== null;
  if (repaired !== null) {
    if (valid && sameAmount(repaired, reread, decimal))
      return {
        text: repaired,
        confidence: Math.min(first.confidence, CONFIRMED_CONFIDENCE),
        outcome: 'confirmed',
      };
    if (valid)
      return {
        text: reread,
        confidence: Math.min(first.confidence, OVERRULED_CONFIDENCE),
        outcome: 'overruled',
      };
    return { text: repaired, confidence: first.confidence, outcome: 'unconfirmed' };
  }
  if (!valid) return null;
  return {
    text: reread,
    confidence: Math.min(first.confidence, OVERRULED_CONFIDENCE),
    outcome: 'read',
  };
}

/** The same for a date cell of a date column whose usual shape is `shape`. */
export function decideDate(
  first: OcrWord,
  repaired: string,
  second: string,
  shape: string,
): RereadDecision {
  const reread = second.replace(/\s+/g, '');
  const valid = reread.replace(/\d/g, 'd') === shape && parseDateText(reread) !== null;
  if (valid && reread === repaired)
    return {
      text: repaired,
      confidence: Math.min(first.confidence, CONFIRMED_CONFIDENCE),
      outcome: 'confirmed',
    };
  if (valid)
    return {
      text: reread,
      confidence: Math.min(first.confidence, OVERRULED_CONFIDENCE),
      outcome: 'overruled',
    };
  return { text: repaired, confidence: first.confidence, outcome: 'unconfirmed' };
}

export interface RereadTask {
  word: OcrWord;
  kind: 'amount' | 'date';
  /** The repaired text, or null for a money cell no repair could read. */
  repaired: string | null;
  shape?: string;
  from: string;
}

/** Tasks for a page: value-changing repairs and unreadable money cells, at most `MAX_REREADS`. */
export function rereadTasks(
  repairs: readonly AmountRepair[],
  unreadable: readonly OcrWord[],
): RereadTask[] {
  const tasks: RereadTask[] = [];
  for (const r of repairs) {
    if (!r.changesValue || !r.word || r.reread === false) continue;
    tasks.push({
      word: r.word,
      kind: r.kind ?? 'amount',
      repaired: r.to,
      ...(r.shape ? { shape: r.shape } : {}),
      from: r.from,
    });
  }
  for (const w of unreadable) tasks.push({ word: w, kind: 'amount', repaired: null, from: w.text });
  return tasks.slice(0, MAX_REREADS);
}
