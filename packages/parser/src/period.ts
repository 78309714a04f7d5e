/**
 * The statement period and the dates labels introduce, as printed: two dates joined by a
 * connector on one line ("01 Jul 2023 - 31 Jul 2023", "du … au …", "07/01/23-07/31/23"), or two
 * labelled dates ("Opening date … / Closing date …", "Period start … / Period end …"), a label
 * on the same line as its date or printed above it (summary boxes).
 */
import { type DateParts, dayMonth, monthFromName, parseDateText } from './dates.ts';
import type { Line, Phrase } from './layout/lines.ts';
import { normalizeKey } from './layout/lines.ts';

/** The first letters of the month names (any case, as `charCode | 0x20`). */
const MONTH_INITIAL = new Set([...'jfmasondgl'].map((c) => c.charCodeAt(0)));

/**
 * Whether a word (first character code `c0`) can be a month name ("May", "janv.", "Okt,"). A
 * word whose first letter starts no month name skips the look-up: the only other keys the
 * look-up knows are Object.prototype's ("constructor"), and no date reading starts with those.
 */
export function mayNameMonth(c0: number, word: string): boolean {
  if (!MONTH_INITIAL.has(c0 | 0x20)) return false;
  // (a trailing "." or "," dropped: `replace(/[.,]$/, '')` without the regex)
  const last = word.charCodeAt(word.length - 1);
  return monthFromName(last === 46 || last === 44 ? word.slice(0, -1) : word) !== null;
}

/** `text.replace(/[,;:]$/, '')`. */
function withoutTrailingPunct(text: string): string {
  const c = text.charCodeAt(text.length - 1);
  return c === 44 || c === 59 || c === 58 ? text.slice(0, -1) : text;
}

interface Token {
  text: string;
  x0: number;
  x1: number;
}

export interface LineDate {
  parts: DateParts;
  /** Token positions: [start, end). */
  start: number;
  end: number;
  x0: number;
  x1: number;
}

const DASH_SPLIT = /([–—]|(?<=\d)-|-(?=\d))/;

/**
 * The line's words; a word that is no date itself but holds a dash next to a digit is split
 * around it, since dates are often printed joined by one ("07/01/23-07/31/23", "2023–31").
 */
function tokensOf(line: Line): Token[] {
  const out: Token[] = [];
  for (const w of line.words) {
    const t = w.text;
    if (!(t.includes('-') || t.includes('–') || t.includes('—')) || parseDateText(t)) {
      out.push({ text: t, x0: w.x0, x1: w.x1 });
      continue;
    }
    const parts = t.split(DASH_SPLIT).filter((p) => p.length > 0);
    // positions shared by character count (what a proportional font gives on average)
    const per = (w.x1 - w.x0) / Math.max(1, t.length);
    let x = w.x0;
    for (const p of parts) {
      out.push({ text: p, x0: x, x1: x + p.length * per });
      x += p.length * per;
    }
  }
  return out;
}

/** Full or year-less dates found in a line, with their token positions. */
export function datesInLine(line: Line): { tokens: Token[]; dates: LineDate[] } {
  const dates: LineDate[] = [];
  if (!/\d/.test(line.text)) return { tokens: [], dates };
  const ws = tokensOf(line);
  let i = 0;
  while (i < ws.length) {
    let matched = false;
    // a date starts with a digit or a month name
    const first = ws[i]!.text;
    const c0 = first.charCodeAt(0);
    if (!(c0 >= 48 && c0 <= 57) && !mayNameMonth(c0, first)) {
      i++;
      continue;
    }
    // the texts of the next 1–5 words joined by spaces, longest first ("7 de septiembre de 2021")
    const most = Math.min(5, ws.length - i);
    const texts: string[] = [first];
    for (let n = 1; n < most; n++) texts.push(`${texts[n - 1]} ${ws[i + n]!.text}`);
    for (let n = most; n >= 1; n--) {
      const parts = parseDateText(withoutTrailingPunct(texts[n - 1]!));
      if (parts) {
        dates.push({ parts, start: i, end: i + n, x0: ws[i]!.x0, x1: ws[i + n - 1]!.x1 });
        i += n;
        matched = true;
        break;
      }
    }
    if (!matched) i++;
  }
  return { tokens: ws, dates };
}

// ("t/m", "tot": Dutch "tot en met"; "até": Portuguese)
const CONNECTOR =
  /^(to|through|thru|until|till|-|–|—|bis|au|al|hasta|a|and|tot|t\/m|tm|ate|até|fino|do|hingga|sehingga|sampai)$/i;

/** "11 May to 10 June 2019", "01/01/2020 - 01/31/2020", "January 1, 2020 through January 31, 2020". */
export function findPeriod(lines: readonly Line[]): { start: DateParts; end: DateParts } | null {
  for (const line of lines) {
    const { tokens, dates: ds } = datesInLine(line);
    for (let k = 0; k + 1 < ds.length; k++) {
      const a = ds[k]!;
      const b = ds[k + 1]!;
      // ("From: 07/01/2023 To: 07/31/2023": a connector may carry a colon)
      const between = tokens.slice(a.end, b.start).map((w) => withoutTrailingPunct(w.text));
      if (between.length > 2) continue;
      if (between.length === 0 || !between.every((t) => CONNECTOR.test(t))) continue;
      if (b.parts.year === null || !gregorianYear(b.parts.year)) continue;
      return { start: withYear(a.parts, b.parts), end: b.parts };
    }
  }
  return null;
}

/**
 * A year of the Gregorian calendar a statement can cover. A period printed in another calendar
 * beside the Gregorian one ("Hijri Period From 1443-09-30", a Buddhist-era 2567) is no period of
 * the statement: taken, it would date the statement fourteen centuries back, or split it in two.
 */
function gregorianYear(year: number): boolean {
  return year >= 1900 && year <= 2199;
}

/** The start of a period printed with the end's year only ("15 Dec to 14 Jan 2020" spans two). */
function withYear(start: DateParts, end: DateParts): DateParts {
  if (start.year !== null || end.year === null) return start;
  const sm = start.named ? start.b : start.a;
  const em = end.named ? end.b : end.a;
  return { ...start, year: sm > em ? end.year - 1 : end.year };
}

/** A date and the label printed left of it on its line, or above it. */
export interface LabelledDate {
  key: string;
  parts: DateParts;
  line: number;
}

/**
 * Every date with its label: the words left of it since the line's previous date, and — a date
 * opening its cell — the text above it (a summary box prints its labels over its values).
 */
export function labelledDates(lines: readonly Line[]): LabelledDate[] {
  const out: LabelledDate[] = [];
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li]!;
    const { tokens, dates } = datesInLine(line);
    let prevEnd = 0;
    for (const d of dates) {
      const key = normalizeKey(
        tokens
          .slice(prevEnd, d.start)
          .map((t) => t.text)
          .join(' '),
      );
      prevEnd = d.end;
      if (key.length > 0) out.push({ key, parts: d.parts, line: li });
      // a date opening its cell may be a value under a label ("Closing Date" over "12/19/23"),
      // whatever the line prints left of it (an address line beside a summary box)
      if (key.length === 0 || line.phrases.some((p) => Math.abs(p.x0 - d.x0) < 1)) {
        const above = labelAbove(lines, li, d.x0, d.x1);
        if (above.length > 0) out.push({ key: above, parts: d.parts, line: li });
      }
    }
  }
  return out;
}

function labelAbove(lines: readonly Line[], li: number, x0: number, x1: number): string {
  const line = lines[li]!;
  const above = lines[li - 1];
  if (!above || above.page !== line.page || line.y0 - above.y1 > line.height * 2.5) return '';
  for (const p of above.phrases) {
    if (p.x1 < x0 - 2 || p.x0 > x1 + 2 || /\d/.test(p.text)) continue;
    return normalizeKey(p.text);
  }
  return '';
}

const PERIOD_START =
  /(opening|start|starting|begin|beginning|from|von|du|desde|debut|inicio|beginn|anfang|dal|van|kezdete|alkaen)(date|datum)?$/;
const PERIOD_END =
  /(closing|end|ending|to|until|bis|au|hasta|fin|ende|al|tot|vege|asti)(date|datum)?$/;

/**
 * A period printed as two labelled dates ("Opening date 01 Jul 2023" / "Closing date 31 Jul
 * 2023", "Statement from:" / "Statement to:"), within three lines of each other, the end after
 * the start by at most a year (an "account opening date" years back is no period start).
 */
export function labelledPeriod(
  dated: readonly LabelledDate[],
): { start: DateParts; end: DateParts } | null {
  for (let i = 0; i < dated.length; i++) {
    const s = dated[i]!;
    if (!PERIOD_START.test(s.key)) continue;
    // the end is usually printed after the start, sometimes before it ("Estratto conto al
    // 31.10.2025 - periodo dal 01.08.2025")
    let after = i + 1;
    while (after < dated.length && dated[after]!.line - s.line <= 3) after++;
    let before = i;
    while (before > 0 && s.line - dated[before - 1]!.line <= 3) before--;
    for (const e of [...dated.slice(i + 1, after), ...dated.slice(before, i)]) {
      if (!PERIOD_END.test(e.key) || e.parts.year === null || !gregorianYear(e.parts.year))
        continue;
      const start = withYear(s.parts, e.parts);
      if (plausibleSpan(start, e.parts)) return { start, end: e.parts };
    }
  }
  return null;
}

/** Some reading of the two dates (day-month or month-day) puts the end 0–370 days after the start. */
function plausibleSpan(a: DateParts, b: DateParts): boolean {
  for (const order of ['DMY', 'MDY'] as const) {
    const [ad, am] = dayMonth(a, order);
    const [bd, bm] = dayMonth(b, order);
    if (am > 12 || bm > 12) continue;
    const t0 = Date.UTC(a.year ?? 0, am - 1, ad);
    const t1 = Date.UTC(b.year ?? 0, bm - 1, bd);
    const days = (t1 - t0) / 86_400_000;
    if (days >= 0 && days <= 370) return true;
  }
  return false;
}

/**
 * A period stacked in a column, as a letterhead's corner prints it: "Apr 1, 2022" over "through"
 * over "Apr 30, 2022", each cell on a line of its own and the three overlapping across.
 */
export function stackedPeriod(lines: readonly Line[]): { start: DateParts; end: DateParts } | null {
  for (let i = 0; i + 2 < lines.length; i++) {
    const [a, b, c] = [lines[i]!, lines[i + 1]!, lines[i + 2]!];
    if (a.page !== c.page) continue;
    const pa = a.phrases[a.phrases.length - 1]!;
    const pb = b.phrases[b.phrases.length - 1]!;
    const pc = c.phrases[c.phrases.length - 1]!;
    if (!CONNECTOR.test(withoutTrailingPunct(pb.text.trim()))) continue;
    const overlaps = (p: Phrase, q: Phrase) => p.x0 < q.x1 && q.x0 < p.x1;
    if (!overlaps(pa, pb) || !overlaps(pb, pc)) continue;
    const start = parseDateText(withoutTrailingPunct(pa.text.trim()));
    const end = parseDateText(withoutTrailingPunct(pc.text.trim()));
    if (!start || !end || end.year === null || !gregorianYear(end.year)) continue;
    const s = withYear(start, end);
    if (plausibleSpan(s, end)) return { start: s, end };
  }
  return null;
}
