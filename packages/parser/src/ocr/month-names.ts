import { monthFromName, parseDateText } from '../dates.ts';
import { type AmountRepair, type OcrWord, REPAIRED_CONFIDENCE } from './repair.ts';

/** Digits OCR puts where a month name has a letter ("0ct", "N0v", "5ep", "Ju1"). */
const LETTERISH: Record<string, string> = { '0': 'o', '1': 'l', '5': 's', '8': 'b', '9': 'g' };

function asMonth(middle: string): string | null {
  if (!/[A-Za-z]/.test(middle) || !/\d/.test(middle)) return null;
  const letters = [...middle].map((c) => LETTERISH[c] ?? c).join('');
  if (!/^[A-Za-z]+$/.test(letters) || monthFromName(letters) === null) return null;
  const upper = middle.replace(/\d/g, '') === middle.replace(/\d/g, '').toUpperCase();
  return upper ? letters.toUpperCase() : letters[0]!.toUpperCase() + letters.slice(1).toLowerCase();
}

/**
 * A date word whose month name has a digit for a letter, read right: "020ct23" → "02Oct23";
 * a lone "0ct" only after a day number. Null when no reading is a date.
 */
export function repairMonthName(text: string, afterDay = false): string | null {
  const m = /^(\d{1,2})?([A-Za-z0-9]{3,9}?)(\d{4}|\d{2})?(\.?)$/.exec(text);
  if (!m) return null;
  const [, day = '', middle = '', year = '', dot = ''] = m;
  const month = asMonth(middle);
  if (!month) return null;
  if (!day && !year) return afterDay ? `${month}${dot}` : null;
  const fixed = `${day}${month}${year}${dot}`;
  return parseDateText(fixed) ? fixed : null;
}

/** `repairMonthName` over OCR words; repaired words get a low confidence and are reported. */
export function repairMonthNames(words: OcrWord[]): { words: OcrWord[]; repairs: AmountRepair[] } {
  const repairs: AmountRepair[] = [];
  const out = words.map((w, i) => {
    const prev = words[i - 1];
    const afterDay = prev !== undefined && prev.line === w.line && /^\d{1,2}$/.test(prev.text);
    const to = repairMonthName(w.text, afterDay);
    if (to === null) return w;
    repairs.push({ from: w.text, to, changesValue: true, kind: 'date' });
    return { ...w, text: to, confidence: Math.min(w.confidence, REPAIRED_CONFIDENCE) };
  });
  return { words: out, repairs };
}
