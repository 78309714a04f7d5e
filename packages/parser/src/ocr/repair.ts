/**
 * Typical OCR misreadings of amounts, repaired only where the page itself says a cell is money.
 * Pure.
 *
 * Where: a *money column* is a set of words whose right edges line up (amounts are right-aligned
 * on statements) and most of which already read as amounts with two decimals. Only a word in
 * such a column that does not read as an amount is touched; a word anywhere else (a reference,
 * a date, a description) never is.
 *
 * What, in order, stopping at the first reading that parses:
 * 1. specks glued to the cell: leading/trailing quotes, dots, colons (`'7.030,11`, `5,96"`);
 * 2. letters for digits inside a number: O/o/Q/D/@/© → 0, l/I/|/! → 1, S → 5, B → 8, Z → 2;
 * 3. a colon or semicolon for the decimal separator (`7'133:53`);
 * 4. the other separator before the two decimals (`2747.84` in a document of `1 234,56`);
 * 5. a lost decimal separator (`684` → `6.84`, `4641S` → `46,41S`) — the statement prints two
 *    decimals in this very column, so three or more bare digits there are cents lost.
 * Steps 2–5 change what the number says: such words get a low confidence (so their row does) and
 * a note the caller turns into a warning. Nothing is made up: every digit is one tesseract read.
 */
import { type DecimalSeparator, detectDecimalSeparator, parseAmount } from '../amounts.ts';
import { parseDateText } from '../dates.ts';
import type { TesseractWord } from './pool.ts';

export interface OcrWord extends TesseractWord {
  /** Index of the tesseract line the word came from. */
  line: number;
  /** Capital/digit height of that line, in pixels. */
  glyph: number;
}

export interface AmountRepair {
  from: string;
  to: string;
  /** True when the digits or the value changed (not only specks removed). */
  changesValue: boolean;
  /** What was repaired (default: an amount). */
  kind?: 'amount' | 'date';
  /** The repaired word as placed in the output (for a second reading of its cell). */
  word?: OcrWord;
  /** Dates: the column's usual shape ("dd/dd"). */
  shape?: string;
  /** False when a second reading is pointless (the evidence is the column, not the pixels). */
  reread?: boolean;
  /** What a second reading of the cell said (see `reread.ts`), when there was one. */
  outcome?: 'confirmed' | 'overruled' | 'unconfirmed' | 'read';
}

/** What may share a money cell with its number. */
const CELL_COMPANION = /^(?:CR|DR|Cr|Dr|cr|dr|S|H|C|D|[-+()−]|[$£€¥₹]|[A-Z]{3})\.?$/u;

/** Digits OCR reads for a marker letter at the end of an amount ("4218" for "4,21 S"). */
const MARKER_LOOKALIKE: Record<string, string> = { S: '58', D: '0' };

/** Confidence (0..100) given to a word whose value was repaired. */
export const REPAIRED_CONFIDENCE = 40;

const JUNK = `.,'"‘’“”\`°:;_~*^`;
const LEADING_JUNK = new RegExp(`^[${JUNK}]+(?=[\\d(+\\-−$£€¥₹])`, 'u');
const TRAILING_JUNK = new RegExp(`(?<=[\\d)A-Za-z])[${JUNK.replace('.', '')}%]+$`, 'u');
/** A speck between the number and its marker: "33,28'S", "12.50\" CR". */
const JUNK_BEFORE_MARKER = new RegExp(
  `(?<=\\d)[${JUNK.replace('.', '').replace(',', '')}%]+(?=\\s*(?:CR|DR|Cr|Dr|S|H|C|D|[-+)])$)`,
  'u',
);
/** A bar or speck read as "1"/"l" in front of the sign: "1-292.63", "l(12.00)". */
const BAR_BEFORE_SIGN = /^[1lI|!](?=[-−(]\d)/u;
const DIGITISH: Record<string, string> = {
  O: '0',
  o: '0',
  Q: '0',
  D: '0',
  '@': '0',
  '©': '0',
  l: '1',
  I: '1',
  L: '1',
  '|': '1',
  '!': '1',
  S: '5',
  B: '8',
  Z: '2',
};

/** Letters read for digits, replaced only between two digits (or a digit and a separator). */
function lettersToDigits(t: string): string {
  const chars = [...t];
  const isNumChar = (c: string | undefined) => c !== undefined && /[\d.,']/.test(c);
  for (let i = 0; i < chars.length; i++) {
    const d = DIGITISH[chars[i]!];
    if (!d) continue;
    const prev = chars[i - 1];
    const next = chars[i + 1];
    const prevDigit = prev !== undefined && /\d/.test(prev);
    const nextDigit = next !== undefined && /\d/.test(next);
    // "12.00S" / "12.00 D": a trailing marker letter is not a digit
    if (
      (prevDigit && nextDigit) ||
      (isNumChar(prev) && nextDigit) ||
      (prevDigit && isNumChar(next))
    )
      chars[i] = d;
    else if (i === 0 && nextDigit && /[O@©]/.test(chars[i]!))
      chars[i] = d; // "©6"
    else if (prevDigit && next === undefined && /[OoQ]/.test(chars[i]!)) chars[i] = d; // "2.5O"
  }
  return chars.join('');
}

/** Two decimals after a separator: what the money cells of the columns repaired here print. */
const CENTS = /\d[.,]\d{2}(?!\d)/;

/** Candidate readings of one money cell, in order of how little they change. */
export function amountCandidates(
  text: string,
  decimal: DecimalSeparator,
): Array<{ text: string; changesValue: boolean }> {
  const out: Array<{ text: string; changesValue: boolean }> = [];
  const push = (t: string, changesValue: boolean) => {
    if (t !== text && !out.some((o) => o.text === t)) out.push({ text: t, changesValue });
  };
  const stripped = text
    .replace(LEADING_JUNK, '')
    .replace(TRAILING_JUNK, '')
    .replace(JUNK_BEFORE_MARKER, '');
  push(stripped, false);
  // (a sign inside a number is impossible: what stands before it is a misread bar)
  if (BAR_BEFORE_SIGN.test(stripped)) push(stripped.replace(BAR_BEFORE_SIGN, ''), true);
  let t = lettersToDigits(stripped);
  push(t, true);
  const group = decimal === '.' ? ',' : '.';
  // 3. colon/semicolon for the decimal separator before exactly two decimals
  t = t.replace(/(\d)[:;](\d{2})(?=\D*$)/, `$1${decimal}$2`);
  push(t, true);
  // 4. the group separator where the decimals are ("2747.84" in a "1 234,56" document, and
  // "5,225,57" in a "1,234.56" one: the last separator before two digits is the decimal one)
  const m4 = new RegExp(
    `^(\\D*?\\d{1,3}(?:\\${group}\\d{3})*|\\D*?\\d+)\\${group}(\\d{2})(\\D*)$`,
  ).exec(t);
  if (m4) {
    t = `${m4[1]}${decimal}${m4[2]}${m4[3]}`;
    push(t, true);
  }
  // 4b. grouped, the decimal separator lost: "1.20341" is 1.203,41 (groups of three, then two)
  const m4b = new RegExp(`^(\\D*?\\d{1,3}(?:\\${group}\\d{3})+)(\\d{2})(\\D*)$`).exec(t);
  if (m4b) push(`${m4b[1]}${decimal}${m4b[2]}${m4b[3]}`, true);
  // 5. no separator at all: the last two digits are the cents
  // (3–7 digits: longer bare digit runs are account or reference numbers, not amounts)
  const m5 = /^(\D*?)(\d{3,7})(\D*)$/.exec(t);
  if (m5 && !/\d/.test(m5[1]! + m5[3]!)) {
    const digits = m5[2]!;
    push(`${m5[1]}${digits.slice(0, -2)}${decimal}${digits.slice(-2)}${m5[3]}`, true);
  }
  return out;
}

/** The first candidate that reads as an amount with two decimals, or null. */
export function repairAmount(text: string, decimal: DecimalSeparator): AmountRepair | null {
  for (const c of amountCandidates(text, decimal)) {
    if (parseAmount(c.text, decimal))
      return { from: text, to: c.text, changesValue: c.changesValue };
  }
  return null;
}

/**
 * A decimal part split off by a space (Courier "6.090, 49", "-106, 70"): one word again when the
 * second word is exactly two digits (and a marker) right after a number ending in a separator.
 * So is a thousands group split off ("+$1, 745.08"): three digits and the decimals right after
 * an amount's start ending in a separator.
 */
export function mergeSplitDecimals(words: OcrWord[]): OcrWord[] {
  const out: OcrWord[] = [];
  for (const w of words) {
    const prev = out[out.length - 1];
    if (
      prev &&
      prev.line === w.line &&
      /\d[.,]$/.test(prev.text) &&
      (/^\d{2}(?:[-)+]|CR|DR|Cr|Dr|S|H)?$/.test(w.text) ||
        (/^[-+(]?[$£€]?\d{1,3}(?:[.,]\d{3})*[.,]$/.test(prev.text) &&
          /^\d{3}(?:[.,]\d{3})*[.,]\d{2}(?:[-)+]|CR|DR|Cr|Dr)?$/.test(w.text))) &&
      w.bbox.x0 - prev.bbox.x1 < w.glyph * 1.2 &&
      w.bbox.x0 > prev.bbox.x1 - 1
    ) {
      out[out.length - 1] = {
        ...prev,
        text: prev.text + w.text,
        confidence: Math.min(prev.confidence, w.confidence),
        bbox: {
          x0: prev.bbox.x0,
          y0: Math.min(prev.bbox.y0, w.bbox.y0),
          x1: w.bbox.x1,
          y1: Math.max(prev.bbox.y1, w.bbox.y1),
        },
      };
      continue;
    }
    out.push(w);
  }
  return out;
}

/**
 * Words of one page → the same words with money cells repaired (see module comment), and the
 * repairs made. `words` must be in reading order within each line (as tesseract gives them).
 */
export function repairMoneyColumns(input: OcrWord[]): {
  words: OcrWord[];
  repairs: AmountRepair[];
  /** Cells of money columns that do not read as amounts even after repair. */
  unreadable: OcrWord[];
  decimal: DecimalSeparator;
} {
  const words = mergeSplitDecimals(input);
  const decimal = detectDecimalSeparator(words.map((w) => w.text));
  // cells: runs of words at word spacing on one line ("131.76 C", "03 January 2024")
  // (the layout engine's phrase gap: 0.9 × a font-box height of 1.25 glyph heights)
  const joined = (a: OcrWord, b: OcrWord) =>
    a.line === b.line && b.bbox.x0 - a.bbox.x1 < a.glyph * 1.1;
  const cellRight = words.map((w) => w.bbox.x1);
  for (let i = words.length - 2; i >= 0; i--) {
    if (joined(words[i]!, words[i + 1]!)) cellRight[i] = cellRight[i + 1]!;
  }
  // a word is repairable only when it is its cell's number: the other words of the cell (if any)
  // are a marker, a sign or a currency — never a date's month, a card number's other groups
  const alone = words.map(() => true);
  for (let i = 0; i < words.length; i++) {
    for (const j of [i - 1, i + 1]) {
      const o = words[j];
      if (!o) continue;
      const linked = j < i ? joined(o, words[i]!) : joined(words[i]!, o);
      if (linked && !CELL_COMPANION.test(o.text)) alone[i] = false;
    }
  }
  const numeric = words
    .map((w, i) => {
      const ok = parseAmount(w.text, decimal) !== null;
      return { w, i, right: cellRight[i]!, ok, cents: ok && CENTS.test(w.text) };
    })
    .filter(({ w }) => /\d/.test(w.text));
  // do the cells whose right edges line up with this one make a money column? (the right edge
  // of the number itself counts too: a marker read glued to some cells and apart from others,
  // or missing on one, moves the cell's edge but not the number's)
  const inMoneyColumnAt = (right: number, glyph: number, self: number[]) => {
    let parses = 0;
    let members = 0;
    for (const o of numeric) {
      if (self.includes(o.i)) continue;
      const near = (x: number) => Math.abs(x - right) <= glyph * 0.8;
      if (!near(o.right) && !near(o.w.bbox.x1)) continue;
      members++;
      if (o.cents) parses++;
    }
    // (a small print can lose most commas of a column: "7147H" beside "351,65S")
    return parses >= 3 && parses >= members * 0.3;
  };
  const inMoneyColumn = (right: number, glyph: number, self: number[], own?: number) =>
    inMoneyColumnAt(right, glyph, self) ||
    (own !== undefined && own !== right && inMoneyColumnAt(own, glyph, self));
  // the marker a cell ends with (glued, or the next word of its cell), if any
  const markerOf = (i: number): string | null => {
    const own = /\d(CR|DR|S|H|C|D)$/.exec(words[i]!.text);
    if (own) return own[1]!;
    const next = words[i + 1];
    if (next && joined(words[i]!, next) && /^(CR|DR|S|H|C|D)$/.test(next.text)) return next.text;
    return null;
  };
  const marked = (i: number) => markerOf(i) !== null;
  // the marker ≥ 80 % of a money column's other cells end with, when one marker set is used
  const columnMarker = (right: number, glyph: number, self: number): string | null => {
    let members = 0;
    const counts = new Map<string, number>();
    for (const o of numeric) {
      if (o.i === self || !o.ok) continue;
      const near = (x: number) => Math.abs(x - right) <= glyph * 0.8;
      if (!near(o.right) && !near(o.w.bbox.x1)) continue;
      members++;
      const m = markerOf(o.i);
      if (m) counts.set(m, (counts.get(m) ?? 0) + 1);
    }
    const withMarker = [...counts.values()].reduce((a, b) => a + b, 0);
    if (members < 3 || withMarker < members * 0.8) return null;
    // S/H columns: S (debit) is the marker a digit can stand for
    for (const k of Object.keys(MARKER_LOOKALIKE)) if (counts.has(k)) return k;
    return null;
  };
  const repairs: AmountRepair[] = [];
  const unreadable: OcrWord[] = [];
  const out: Array<OcrWord | null> = words.slice();
  const repaired = (w: OcrWord, r: AmountRepair, bbox = w.bbox): OcrWord => ({
    ...w,
    text: r.to,
    bbox,
    confidence: r.changesValue ? Math.min(w.confidence, REPAIRED_CONFIDENCE) : w.confidence,
  });
  for (const { w, i, right, cents } of numeric) {
    // a whole number in a column of amounts with cents ("7147H") has lost its separator
    if (cents || out[i] === null) continue;
    // "58,367 74": the decimal point lost and the cents split off as a word of their own
    const b = words[i + 1];
    const before = words[i - 1];
    if (
      b &&
      joined(w, b) &&
      /^[(\-−+$£€]?\d{1,3}(?:[,.'’]\d{3})*$/u.test(w.text) &&
      /^\d{2}(?:[-)+]|CR|DR|Cr|Dr)?$/.test(b.text) &&
      !(before && joined(before, w) && !CELL_COMPANION.test(before.text)) &&
      !(words[i + 2] && joined(b, words[i + 2]!) && !CELL_COMPANION.test(words[i + 2]!.text))
    ) {
      const text = `${w.text}${decimal}${b.text}`;
      if (parseAmount(text, decimal) && inMoneyColumn(right, w.glyph, [i, i + 1])) {
        const r: AmountRepair = { from: `${w.text} ${b.text}`, to: text, changesValue: true };
        out[i] = repaired(w, r, { ...w.bbox, x1: b.bbox.x1, y1: Math.max(w.bbox.y1, b.bbox.y1) });
        out[i + 1] = null;
        repairs.push({ ...r, word: out[i]! });
        continue;
      }
    }
    if (!alone[i] || (w.text.match(/\d/g) ?? []).length < 2) continue;
    if (!inMoneyColumn(right, w.glyph, [i], w.bbox.x1)) continue;
    // a column whose cells all end with a marker ("12,50 S", "3,00 H"): a cell without one that
    // ends in the marker's look-alike ("4218": S read as 8) is first read with the marker
    let r: AmountRepair | null = null;
    if (!marked(i)) {
      const usual = columnMarker(right, w.glyph, i);
      const look = usual ? MARKER_LOOKALIKE[usual] : undefined;
      if (look?.includes(w.text.slice(-1))) {
        const m = repairAmount(`${w.text.slice(0, -1)}${usual}`, decimal);
        if (m) r = { ...m, from: w.text, changesValue: true };
      }
    }
    r ??= repairAmount(w.text, decimal);
    if (!r) {
      unreadable.push(w); // a money cell no repair reads: worth a second look
      continue;
    }
    out[i] = repaired(w, r);
    repairs.push({ ...r, word: out[i]! });
  }
  return { words: out.filter((w): w is OcrWord => w !== null), repairs, unreadable, decimal };
}

/** Shape of a numeric date: digits → d ("11/30" → "dd/dd"). */
const dateShape = (t: string) => t.replace(/\d/g, 'd');
const NUMERIC_DATE = /^\d{1,4}[./-]\d{1,2}(?:[./-]\d{0,4})?\.?$/;

/**
 * Readings of a date cell that should look like `shape` (the column's usual shape): specks off,
 * letters read as digits, a colon or comma for the separator, and separators lost altogether
 * ("1111" in a column of "dd/dd" is 11/11). Only candidates of exactly that shape are returned.
 */
export function dateCandidates(text: string, shape: string): string[] {
  const out: string[] = [];
  const push = (t: string) => {
    if (t !== text && dateShape(t) === shape && parseDateText(t) && !out.includes(t)) out.push(t);
  };
  const digitsFor = (u: string) =>
    [...u]
      .map((c, i, a) => {
        const d = DIGITISH[c];
        if (!d) return c;
        const near = /\d/.test(a[i - 1] ?? '') || /\d/.test(a[i + 1] ?? '');
        return near ? d : c;
      })
      .join('');
  const seps = [...shape].map((c) => (c === 'd' ? null : c));
  const nDigits = shape.replace(/[^d]/g, '').length;
  // the cell as read, and without specks at its ends (a trailing "-" or ":" included)
  const stripped = text.replace(/^[,'"‘’“”`°:;_~*^.-]+/u, '').replace(/[,'"‘’“”`°:;_~*^-]+$/u, '');
  for (const raw of [stripped, text]) {
    push(raw);
    const t = digitsFor(raw);
    push(t);
    // separators: whatever stands where the shape has one — punctuation, or a digit the
    // separator was read as ("12/15723", "11109.2023") when every other place holds a digit
    if (t.length === shape.length) {
      push([...t].map((c, i) => (seps[i] && /[.,:;/-]/.test(c) ? seps[i] : c)).join(''));
      if ([...t].every((c, i) => seps[i] || /\d/.test(c)))
        push([...t].map((c, i) => seps[i] ?? c).join(''));
    }
    // separators lost (all or some of them): as many digits as the shape holds
    const digits = t.replace(/[.,:;/-]/g, '');
    if (/^\d+$/.test(digits) && digits.length === nDigits) {
      let k = 0;
      push([...shape].map((c) => (c === 'd' ? digits[k++] : c)).join(''));
    }
  }
  return out;
}

/**
 * Date cells of a date column that do not read as dates, repaired when one reading has the
 * column's usual shape (see `dateCandidates`). A date column: words whose left edges line up,
 * three or more of them numeric dates of one shape, at least half of the column. Repaired words
 * get a low confidence and are reported, as amounts are.
 */
export function repairDateColumns(words: OcrWord[]): { words: OcrWord[]; repairs: AmountRepair[] } {
  const cands = words
    .map((w, i) => ({ w, i, date: NUMERIC_DATE.test(w.text) && parseDateText(w.text) !== null }))
    .filter(({ w }) => (w.text.match(/\d/g) ?? []).length >= 2 && w.text.length <= 12);
  const out: Array<OcrWord | null> = words.slice();
  const repairs: AmountRepair[] = [];
  for (const { w, i, date } of cands) {
    if (out[i] === null) continue;
    if (date) {
      const fixed = yearOutlier(w, i, cands);
      if (fixed) {
        const r: AmountRepair = {
          from: w.text,
          to: fixed,
          changesValue: true,
          kind: 'date',
          shape: dateShape(fixed),
          // the column is the evidence; a second reading of the same pixels adds nothing
          reread: false,
        };
        out[i] = { ...w, text: fixed, confidence: Math.min(w.confidence, REPAIRED_CONFIDENCE) };
        repairs.push({ ...r, word: out[i]! });
      }
      continue;
    }
    const shapes = new Map<string, number>();
    let members = 0;
    for (const o of cands) {
      if (o.i === i || Math.abs(o.w.bbox.x0 - w.bbox.x0) > w.glyph * 0.8) continue;
      members++;
      if (o.date) shapes.set(dateShape(o.w.text), (shapes.get(dateShape(o.w.text)) ?? 0) + 1);
    }
    const [shape, n] = [...shapes].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    if (n < 3 || n < members * 0.5) continue;
    let c = dateCandidates(w.text, shape);
    let cell = w;
    // the date read as two words ("11" "109.2023"): the two together, when they sit glued
    const next = words[i + 1];
    if (
      c.length !== 1 &&
      next &&
      next.line === w.line &&
      next.bbox.x0 - w.bbox.x1 < w.glyph * 0.6 &&
      !(NUMERIC_DATE.test(next.text) && parseDateText(next.text))
    ) {
      const joined = dateCandidates(w.text + next.text, shape);
      if (joined.length === 1) {
        c = joined;
        cell = {
          ...w,
          text: w.text + next.text,
          confidence: Math.min(w.confidence, next.confidence),
          bbox: {
            x0: w.bbox.x0,
            y0: Math.min(w.bbox.y0, next.bbox.y0),
            x1: next.bbox.x1,
            y1: Math.max(w.bbox.y1, next.bbox.y1),
          },
        };
        out[i + 1] = null;
      }
    }
    if (c.length !== 1) continue;
    const r: AmountRepair = { from: cell.text, to: c[0]!, changesValue: true, kind: 'date', shape };
    out[i] = { ...cell, text: r.to, confidence: Math.min(cell.confidence, REPAIRED_CONFIDENCE) };
    repairs.push({ ...r, word: out[i]! });
  }
  return { words: out.filter((w): w is OcrWord => w !== null), repairs };
}

/**
 * A year far from the one most dates of the column have, one digit away from it ("15/11/2621"
 * among "…/2021", even a few times over): that year, read correctly. Null when the year is
 * within a year of the column's, is itself common in the column, or the column has no clear year.
 */
function yearOutlier(
  w: OcrWord,
  i: number,
  cands: ReadonlyArray<{ w: OcrWord; i: number; date: boolean }>,
): string | null {
  const m = /^(.*?)(\d{4})(\.?)$/.exec(w.text);
  if (!m) return null;
  const year = Number(m[2]);
  const years: number[] = [];
  for (const o of cands) {
    if (o.i === i || !o.date || Math.abs(o.w.bbox.x0 - w.bbox.x0) > w.glyph * 0.8) continue;
    const y = /(\d{4})\.?$/.exec(o.w.text);
    if (y) years.push(Number(y[1]));
  }
  if (years.length < 3) return null;
  const counts = new Map<number, number>();
  for (const y of years) counts.set(y, (counts.get(y) ?? 0) + 1);
  const [best, n] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  // the column's year: most of its dates; this one is more than a year away from it and from
  // every year the column has more than a few times (a statement across New Year keeps both)
  if (n < years.length * 0.6 || Math.abs(best - year) <= 1) return null;
  const common = [...counts].filter(([, c]) => c >= Math.max(2, years.length * 0.25));
  if (common.some(([y]) => y !== year && Math.abs(y - year) <= 1)) return null;
  if ((counts.get(year) ?? 0) >= years.length * 0.25) return null;
  const a = String(best);
  const b = m[2]!;
  let diff = 0;
  for (let k = 0; k < 4; k++) if (a[k] !== b[k]) diff++;
  return diff === 1 ? `${m[1]}${a}${m[3]}` : null;
}
