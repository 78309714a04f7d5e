import { monthFromName, parseDateText } from '../dates.ts';
import { type AmountRepair, type OcrWord, REPAIRED_CONFIDENCE } from './repair.ts';

/** Digits OCR puts where a month name has a letter ("0ct", "N0v", "5ep", "Ju1"). */
const LETTERISH: Record<string, string> = { '0': 'o', '1': 'l', '5': 's', '8': 'b', '9': 'g' };

/** Letters OCR confuses inside a month name ("Qct"). */
const LETTER_FOR_LETTER: Record<string, string> = { Q: 'O' };

function asMonth(middle: string): string | null {
  if (!/[A-Za-z]/.test(middle)) return null;
  const swapped = [...middle].map((c) => LETTER_FOR_LETTER[c] ?? c).join('');
  if (!/\d/.test(middle) && swapped === middle) return null;
  const letters = [...swapped].map((c) => LETTERISH[c] ?? c).join('');
  if (!/^[A-Za-z]+$/.test(letters) || monthFromName(letters) === null) return null;
  const upper = middle.replace(/\d/g, '') === middle.replace(/\d/g, '').toUpperCase();
  return upper ? letters.toUpperCase() : letters[0]!.toUpperCase() + letters.slice(1).toLowerCase();
}

/** Specks OCR reads at the ends of a date word or between its day and month ("12'Aug"). */
const SPECKS = `'’‘\`"“”°^*~,:;`;
const EDGE_SPECKS = new RegExp(`^[${SPECKS}.-]+|[${SPECKS}]+$`, 'gu');
/** Between the day and the month ("12'Aug", "25.0ct") or the month and the year ("Sep'19"). */
const INNER_SPECK = new RegExp(`^(\\d{1,2})[${SPECKS}.]+(?=[A-Za-z0-9]{3})`, 'u');
const YEAR_SPECK = new RegExp(`(?<=[A-Za-z]{3})[${SPECKS}]+(?=\\d{2}$|\\d{4}$)`, 'u');
/** Letters OCR puts where the day or year of a month-name date has a digit ("Nov1l", "Dec2l"). */
const DIGITISH: Record<string, string> = { l: '1', I: '1', '|': '1', O: '0', o: '0' };

/** "Nov1l" → "Nov11", "31Dec2l" → "31Dec21": letters for digits next to a month name. */
function digitsAroundMonth(text: string): string | null {
  const m = /^([\dlIO|o]{1,2})?([A-Za-z]{3,9}?)(\.?)([\dlIO|o]{1,4})?(\.?)$/.exec(text);
  if (!m) return null;
  const [, day = '', month = '', dot1 = '', tail = '', dot2 = ''] = m;
  if (monthFromName(month) === null) return null;
  const fix = (part: string) => {
    if (part && !/\d/.test(part)) return null; // a real digit anchors the part
    return [...part].map((c) => DIGITISH[c] ?? c).join('');
  };
  const d = fix(day);
  const t = fix(tail);
  if (d === null || t === null || (d === day && t === tail)) return null;
  const fixed = `${d}${month}${dot1}${t}${dot2}`;
  return parseDateText(fixed) ? fixed : null;
}

/**
 * A date word whose month name has a digit for a letter, read right: "020ct23" → "02Oct23";
 * a lone "0ct" only after a day number; specks around or inside it ("Jan11’", "12'Aug") and
 * letters for the digits of its day or year ("Nov1l") likewise. Null when no reading is a date.
 */
export function repairMonthName(text: string, afterDay = false): string | null {
  if (parseDateText(text)) return null; // already a date
  const clean = text.replace(EDGE_SPECKS, '').replace(INNER_SPECK, '$1').replace(YEAR_SPECK, '');
  const m = /^(\d{1,2})?([A-Za-z0-9]{3,9}?)(\d{4}|\d{2})?(\.?)$/.exec(clean);
  const month = m ? asMonth(m[2] ?? '') : null;
  if (m && month) {
    const [, day = '', , year = '', dot = ''] = m;
    if (!day && !year) return afterDay ? `${month}${dot}` : null;
    const fixed = `${day}${month}${year}${dot}`;
    return parseDateText(fixed) ? fixed : null;
  }
  const digits = digitsAroundMonth(clean);
  if (digits) return digits;
  // only specks removed: a date now, and a month name in it
  if (clean !== text && /[A-Za-z]{3}/.test(clean) && parseDateText(clean)) return clean;
  return null;
}

/**
 * A day number with specks next to a month name ("Oct" "23°", ".22" "Dec"): the specks go.
 * `prev`/`next` are the neighbouring words on the same line.
 */
export function repairDayNextToMonth(text: string, prev?: string, next?: string): string | null {
  const m = new RegExp(`^[${SPECKS}.-]*(\\d{1,2})([${SPECKS}]*)$`, 'u').exec(text);
  if (!m || m[0] === m[1]) return null;
  const isMonth = (w?: string) =>
    w !== undefined && monthFromName(w.replace(/[.,]$/, '')) !== null && /[A-Za-z]/.test(w);
  if (!isMonth(prev) && !isMonth(next)) return null;
  // "Oct 23," before a year keeps its comma
  return m[2] === ',' ? null : m[1]!;
}

/** `repairMonthName` over OCR words; repaired words get a low confidence and are reported. */
export function repairMonthNames(words: OcrWord[]): { words: OcrWord[]; repairs: AmountRepair[] } {
  const repairs: AmountRepair[] = [];
  const out = words.map((w, i) => {
    const prev = words[i - 1];
    const next = words[i + 1];
    const afterDay = prev !== undefined && prev.line === w.line && /^\d{1,2}$/.test(prev.text);
    const to =
      repairMonthName(w.text, afterDay) ??
      repairDayNextToMonth(
        w.text,
        prev?.line === w.line ? prev.text : undefined,
        next?.line === w.line ? next.text : undefined,
      );
    if (to === null) return w;
    repairs.push({ from: w.text, to, changesValue: true, kind: 'date' });
    return { ...w, text: to, confidence: Math.min(w.confidence, REPAIRED_CONFIDENCE) };
  });
  return { words: out, repairs };
}
