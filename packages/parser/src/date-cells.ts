/**
 * Dates the arithmetic cannot check: a row printed with a date that was not read as one takes
 * the row above's date (rows printed without a date share their day's), so a misread date cell
 * ("09 Jul" read "09 Jul’", "AUG05" read "AUGOS") gives a wrong date that every balance still
 * agrees with. Where the table's date column prints (the span of the dates read on that page)
 * holds text on such a row, its date is unreadable; where a later date was read above it on a
 * line that went to no row, its date was skipped. Either way the row is named and nothing is
 * certified.
 */
import type { DateParts } from './dates.ts';
import { groupedIssue } from './issue-rows.ts';
import type { RawRow, TableLine } from './layout/table.ts';
import type { CheckIssue } from './types.ts';

/**
 * Indices into `rows` of the rows that took an earlier row's date while their own lines print
 * something in the date column that was not read as a date.
 */
export function unreadDateRows(lines: readonly TableLine[], rows: readonly RawRow[]): number[] {
  const spans = dateColumnSpans(lines);
  const unread = new Set<TableLine['line']>();
  for (const t of lines) {
    if (t.dateX || t.kind === 'broughtForward' || t.kind === 'carriedForward') continue;
    const span = spans.get(`${t.table}:${t.line.page}`) ?? spans.get(`${t.table}`);
    if (span && t.line.words.some((w) => inSpan(w, span) && looksLikeText(w.text)))
      unread.add(t.line);
  }
  if (unread.size === 0) return [];
  return rows.flatMap((r, i) =>
    // (a row with no date at all is date_missing's)
    r.dateInherited && r.date && r.lines.some((l) => unread.has(l)) ? [i] : [],
  );
}

/**
 * Indices into `rows` of the rows that took an earlier row's date while a later date was read
 * above them, on a line that gave no row its date (OCR split a row's cells over two lines, and
 * the dated half went to no row): the date they carry is not the last one printed before them.
 */
export function skippedDateRows(lines: readonly TableLine[], rows: readonly RawRow[]): number[] {
  // the last date read before each line, in reading order (as rows inherit them)
  const before = new Map<TableLine['line'], DateParts | null>();
  let recent: DateParts | null = null;
  for (const t of lines) {
    before.set(t.line, recent);
    if (t.date && t.kind !== 'total') recent = t.date;
  }
  return rows.flatMap((r, i) => {
    if (!r.dateInherited || !r.date) return [];
    const main = r.lines.find((l) => before.has(l));
    const last = main ? before.get(main) : null;
    return last && !sameDate(last, r.date) ? [i] : [];
  });
}

/** The issues naming those rows: one per kind, each listing its rows. */
export function dateCellIssues(unread: number[], skipped: number[]): CheckIssue[] {
  const issues: CheckIssue[] = [];
  if (unread.length > 0) {
    const what = "Date cell not read as a date (the row above's date was used)";
    issues.push(groupedIssue('date_unreadable', unread, what));
  }
  const rest = skipped.filter((i) => !unread.includes(i));
  if (rest.length > 0) {
    const what =
      "Dated as an earlier row although a later date is printed above it on no row's line";
    issues.push(groupedIssue('date_skipped', rest, what));
  }
  return issues;
}

function sameDate(x: DateParts, y: DateParts): boolean {
  return x.a === y.a && x.b === y.b && x.year === y.year;
}

/**
 * The x-span of the dates read, per table and page (a scan sits a little differently on each
 * page) and per table (a page with too few dated rows of its own).
 */
function dateColumnSpans(lines: readonly TableLine[]): Map<string, [number, number]> {
  const spans = new Map<string, [number, number]>();
  const counts = new Map<string, number>();
  for (const t of lines) {
    if (!t.dateX || t.kind !== 'row') continue;
    for (const key of [`${t.table}:${t.line.page}`, `${t.table}`]) {
      const s = spans.get(key);
      spans.set(key, s ? [Math.min(s[0], t.dateX[0]), Math.max(s[1], t.dateX[1])] : t.dateX);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  // one dated row does not say where a column prints
  for (const [key, n] of counts) if (n < 2) spans.delete(key);
  return spans;
}

/** Most of the word lies in the span. */
function inSpan(w: { x0: number; x1: number }, [lo, hi]: [number, number]): boolean {
  const overlap = Math.min(w.x1, hi) - Math.max(w.x0, lo);
  return overlap > 0 && overlap >= (w.x1 - w.x0) * 0.5;
}

/** A digit, or two letters: more than a speck or a rule. */
function looksLikeText(text: string): boolean {
  return /\p{N}/u.test(text) || (text.match(/\p{L}/gu)?.length ?? 0) >= 2;
}
