/**
 * Dates as printed on statements → parts, then ISO `YYYY-MM-DD` once the document's conventions
 * are known: numeric order (DMY, MDY, YMD) decided by evidence across the whole document (a first
 * number > 12 means DMY, a second > 12 means MDY), month names in en/de/fr/es, and the year for
 * statements that print none, resolved from the statement period (correct across Dec → Jan).
 */

import { squeezeSpaces } from './spaces.ts';

export type DateOrder = 'DMY' | 'MDY' | 'YMD';

/** A date as printed: year may be missing (null) or two-digit (already expanded to 4). */
export interface DateParts {
  /** For numeric dates the first two numbers are kept unassigned until the order is known. */
  a: number;
  b: number;
  year: number | null;
  /** true when the month was written as a name (then a = day, b = month). */
  named: boolean;
  /** true for YYYY-MM-DD style (then a = month, b = day). */
  ymd: boolean;
}

const MONTHS: Record<string, number> = {};
function addMonths(names: string[]): void {
  names.forEach((list, i) => {
    for (const n of list.split('|')) MONTHS[n] = i + 1;
  });
}
// English, German, French, Spanish, Portuguese, Italian, Dutch, Scandinavian, Malay/Indonesian,
// Turkish (not "Mart": a shop's name, "FOOD MART #27", would read as a date)
addMonths([
  'jan|january|januar|jän|jänner|janv|janvier|ene|enero|janeiro|gen|gennaio|januari|ocak',
  'feb|february|februar|févr|fevr|fev|fév|février|fevrier|febrero|fevereiro|febbraio|februari|subat|şubat',
  'mar|march|märz|maerz|mrz|mars|marzo|março|maart|mrt|marts|mac|maret',
  'apr|april|avr|avril|abr|abril|aprile|nisan',
  'may|mai|mayo|maio|maggio|mag|mei|maj|mayis|mayıs',
  'jun|june|juni|juin|junio|junho|giugno|giu|haziran',
  'jul|july|juli|juil|juillet|julio|julho|luglio|lug|julai|temmuz',
  'aug|august|août|aout|aoû|aou|ago|agosto|augustus|augusti|ogos|agustus|agustos|ağustos',
  'sep|sept|september|septembre|septiembre|setiembre|set|setembro|settembre|eylul|eylül',
  'oct|october|okt|oktober|octobre|octubre|out|outubro|ottobre|ott|ekim',
  'nov|november|novembre|noviembre|novembro|kasim|kasım',
  'dec|december|dez|dezember|déc|decembre|décembre|dic|diciembre|dezembro|dicembre|desember|disember|aralik|aralık',
]);

export function monthFromName(name: string): number | null {
  const lower = name.toLowerCase();
  // (a trailing dot dropped: `replace(/\.$/, '')` without the regex)
  const key = lower.charCodeAt(lower.length - 1) === 46 ? lower.slice(0, -1) : lower;
  return MONTHS[key] ?? null;
}

const MONTH_ALT = Object.keys(MONTHS)
  .sort((x, y) => y.length - x.length)
  .join('|');

// 16 May 19 · 16 May 2019 · 16-May-19 · 16. Mai 2019 · 3 janv. 2020 · 16 de mayo de 2019 · 16May
const DAY_MONTH = new RegExp(
  `^(\\d{1,2})(?:st|nd|rd|th|er|\\.)?[\\s\\-/.]*(?:de\\s+)?(${MONTH_ALT})\\.?(?:[\\s\\-/.,]*(?:de\\s+)?(\\d{4}|\\d{2}))?$`,
  'iu',
);
// May 16, 2019 · May 16 · Mai 16 2019 · May 16, (its year printed apart or not at all)
const MONTH_DAY = new RegExp(
  `^(${MONTH_ALT})\\.?[\\s\\-/.]*(\\d{1,2})(?:st|nd|rd|th)?(?:[\\s,\\-/.]+(\\d{4}|\\d{2})|,)?$`,
  'iu',
);
// 16/05/2019 · 05-16-19 · 16.05. · 16/05
const NUMERIC = /^(\d{1,2})([./-])(\d{1,2})(?:\2(\d{4}|\d{2}))?\.?$/;
/** A year of the R.O.C. calendar (100–199 is 2011–2110), month and day, by slashes. */
const ROC_DATE = /^(1\d\d)\/(\d{1,2})\/(\d{1,2})$/;
// (Hungarian dates end with a dot: "2023.01.05.")
const ISO_LIKE = /^(\d{4})([./-])(\d{1,2})\2(\d{1,2})(\.?)$/;

function expandYear(y: string | undefined): number | null {
  if (!y) return null;
  const n = Number(y);
  if (y.length === 4) return n;
  return n < 70 ? 2000 + n : 1900 + n;
}

/** Recognises a date written in one of the common forms; null when the text is not a date. */
export function parseDateText(text: string): DateParts | null {
  if (text.length < 3 || text.length > 40) return null;
  // (a trailing asterisk flags the row — "01/20/23*  posted later" — it is no part of the date)
  const t = squeezeSpaces(text.charCodeAt(text.length - 1) === 42 ? text.slice(0, -1) : text);
  if (t.length < 3 || t.length > 24 || !/\d/.test(t)) return null;
  // the numeric forms start with a digit, the month-first form with a letter: one side only
  const c0 = t.charCodeAt(0);
  if (!(c0 >= 48 && c0 <= 57)) return monthDay(t);
  let m = ISO_LIKE.exec(t);
  if (m) {
    const mo = Number(m[3]);
    const d = Number(m[4]);
    if (mo < 1 || mo > 12 || d < 1 || d > 31 || (m[5] && m[2] !== '.')) return null;
    return { a: mo, b: d, year: Number(m[1]), named: false, ymd: true };
  }
  // a Taiwanese (R.O.C.) year: "110/10/02" is 2021-10-02 (year + 1911)
  m = ROC_DATE.exec(t);
  if (m) {
    const mo = Number(m[2]);
    const d = Number(m[3]);
    if (mo < 1 || mo > 12 || d < 1 || d > 31) return null;
    return { a: mo, b: d, year: Number(m[1]) + 1911, named: false, ymd: true };
  }
  m = NUMERIC.exec(t);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    if (a < 1 || b < 1 || a > 31 || b > 31 || (a > 12 && b > 12)) return null;
    // "12.50" is an amount, not a date: without a year only / and - (or a trailing dot) count
    if (!m[4] && m[2] === '.' && !t.endsWith('.')) return null;
    return { a, b, year: expandYear(m[4]), named: false, ymd: false };
  }
  m = DAY_MONTH.exec(t);
  if (m) {
    const d = Number(m[1]);
    const mo = monthFromName(m[2] ?? '');
    if (!mo || d < 1 || d > 31) return null;
    return { a: d, b: mo, year: expandYear(m[3]), named: true, ymd: false };
  }
  return null;
}

function monthDay(t: string): DateParts | null {
  const m = MONTH_DAY.exec(t);
  if (m) {
    const mo = monthFromName(m[1] ?? '');
    const d = Number(m[2]);
    if (!mo || d < 1 || d > 31) return null;
    return { a: d, b: mo, year: expandYear(m[3]), named: true, ymd: false };
  }
  return null;
}

/** Day and month of parts under an order (named and ISO-like dates ignore the order). */
export function dayMonth(p: DateParts, order: DateOrder): [number, number] {
  if (p.named) return [p.a, p.b];
  if (p.ymd) return [p.b, p.a];
  return order === 'MDY' ? [p.b, p.a] : [p.a, p.b];
}

/**
 * Decides DMY vs MDY from all numeric dates of a document. Evidence: a first number > 12 can only
 * be a day (DMY), a second number > 12 only a day (MDY). Without evidence, `fallback` decides
 * (the orchestrator passes MDY for US-dollar statements, DMY otherwise).
 */
export function detectDateOrder(
  dates: Iterable<DateParts>,
  fallback: DateOrder = 'DMY',
): DateOrder {
  let dmy = 0;
  let mdy = 0;
  for (const p of dates) {
    if (p.named || p.ymd) continue;
    if (p.a > 12 && p.b <= 12) dmy++;
    else if (p.b > 12 && p.a <= 12) mdy++;
  }
  if (dmy > mdy) return 'DMY';
  if (mdy > dmy) return 'MDY';
  return fallback;
}

export function isoFrom(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Resolves a printed date to ISO. When the year is missing it is chosen so the date falls inside
 * (or nearest to) the statement period; a period spanning Dec → Jan puts December in the first
 * year and January in the second. Without a period, `fallbackYear` is used.
 */
export function resolveDate(
  p: DateParts,
  order: DateOrder,
  period: { start: string | null; end: string | null },
  fallbackYear: number | null,
): string | null {
  const [day, month] = dayMonth(p, order);
  if (p.year !== null) return isoFrom(p.year, month, day);
  const anchor = period.end ?? period.start;
  if (anchor) {
    const endYear = Number(anchor.slice(0, 4));
    // choose among endYear-1, endYear, endYear+1 the candidate closest to the period
    const lo = Date.parse(`${period.start ?? anchor}T00:00:00Z`);
    const hi = Date.parse(`${period.end ?? anchor}T00:00:00Z`);
    let best: string | null = null;
    let bestDist = Number.POSITIVE_INFINITY;
    for (const y of [endYear - 1, endYear, endYear + 1]) {
      const iso = isoFrom(y, month, day);
      if (!iso) continue;
      const t = Date.parse(`${iso}T00:00:00Z`);
      const dist = t < lo ? lo - t : t > hi ? t - hi : 0;
      if (dist < bestDist) {
        bestDist = dist;
        best = iso;
      }
    }
    return best;
  }
  if (fallbackYear !== null) return isoFrom(fallbackYear, month, day);
  return null;
}

/**
 * For year-less dates without any period: assigns years walking the rows in printed order,
 * stepping the year when the month wraps (Dec → Jan going forward, Jan → Dec going backward for
 * newest-first lists). `lastYear` is the year of the last row in chronological order.
 */
export function assignYearsBySequence(
  months: number[],
  lastYear: number,
  newestFirst: boolean,
): number[] {
  const years = new Array<number>(months.length);
  if (!newestFirst) {
    let y = lastYear;
    for (let i = months.length - 1; i >= 0; i--) {
      const next = months[i + 1];
      const cur = months[i] ?? 1;
      if (next !== undefined && cur > next + 6) y--;
      years[i] = y;
    }
  } else {
    let y = lastYear;
    for (let i = 0; i < months.length; i++) {
      const prev = months[i - 1];
      const cur = months[i] ?? 1;
      if (prev !== undefined && cur > prev + 6) y--;
      years[i] = y;
    }
  }
  return years;
}
