/**
 * The certificate's date conditions: every row has a date, its year is printed somewhere in the
 * statement (never the clock's), no row lies after the day of parsing, and rows fall inside the
 * printed period. Each failure is one issue listing its rows; any of them withholds "reconciled".
 */
import { type DateParts, parseDateText } from './dates.ts';
import { groupedIssue as grouped } from './issue-rows.ts';
import type { Line } from './layout/lines.ts';
import type { CheckIssue } from './types.ts';

/**
 * Issues about what the document prints rather than about the arithmetic: stored rows alone
 * cannot re-check them, so a re-check of edited rows keeps them (and withholds the certificate).
 */
export const EVIDENCE_ISSUE_CODES: ReadonlySet<string> = new Set([
  'year_guessed',
  'date_missing',
  'date_unreadable',
  'date_skipped',
  'date_in_future',
  'date_outside_period',
  'rows_may_be_missing',
]);

/** Days a row may be dated before the period starts or after it ends (posting lag). */
export const POSTING_LAG_DAYS = 7;

/** The longest period a statement covers (an annual statement). */
const MAX_STATEMENT_DAYS = 366;

export interface DateEvidenceInput {
  /** Transaction date per row (ISO), null when none was read. */
  dates: Array<string | null>;
  /** Posting date per row (ISO), null when none is printed. */
  postDates: Array<string | null>;
  /** Rows that took the date of the row above although their own text starts with a date. */
  dateInText?: number[];
  /** Rows whose year is printed nowhere in the statement: it was guessed. */
  yearGuessed: number[];
  /** The year they were given. */
  guessedYear: number | null;
  /** The period as printed (null ends when not printed). */
  period: { start: string | null; end: string | null };
  /** The statement date as printed, bounding the rows when no period is printed. */
  statementDate: string | null;
  /** The day of parsing (YYYY-MM-DD); null: not checked. */
  today: string | null;
}

export function dateIssues(input: DateEvidenceInput): CheckIssue[] {
  const issues: CheckIssue[] = [];
  const n = input.dates.length;
  const rowsWhere = (test: (i: number) => boolean) =>
    Array.from({ length: n }, (_, i) => i).filter(test);

  if (input.yearGuessed.length > 0) {
    const y = input.guessedYear !== null ? `; ${input.guessedYear} assumed` : '';
    issues.push(
      grouped(
        'year_guessed',
        input.yearGuessed,
        `Year not printed in the statement (no period, statement date or full date${y})`,
      ),
    );
  }
  const missing = rowsWhere((i) => !input.dates[i] && !input.postDates[i]);
  if (missing.length > 0) issues.push(grouped('date_missing', missing, 'No date could be read'));
  if (input.dateInText?.length) {
    // the date cell went unread (a speck glued to it) and the date slid into the description
    const what =
      "No date read in the date column (the row above's was used; the text starts with one)";
    issues.push(grouped('date_missing', input.dateInText, what));
  }

  const { today } = input;
  if (today) {
    const future = rowsWhere((i) => rowDates(input, i).some((d) => d > today));
    if (future.length > 0)
      issues.push(grouped('date_in_future', future, `Dated after today (${today})`));
  }

  const bounds = periodBounds(input);
  if (bounds) {
    const { lo, hi, what } = bounds;
    // inside when either date is: a card's purchase date may precede a period its posting is in
    const outside = rowsWhere((i) => {
      const ds = rowDates(input, i);
      return ds.length > 0 && !ds.some((d) => d >= lo && d <= hi);
    });
    if (outside.length > 0) {
      issues.push(
        grouped(
          'date_outside_period',
          outside,
          `Dated outside ${what} (${POSTING_LAG_DAYS} days' posting lag allowed)`,
        ),
      );
    }
  }
  return issues;
}

/**
 * The dates rows may bear: the printed period widened by the posting lag; without a period, the
 * year up to the statement date (no statement covers more than a year); without either, a year
 * either side of the rows' median date.
 */
function periodBounds(input: DateEvidenceInput): { lo: string; hi: string; what: string } | null {
  const { start, end } = input.period;
  if (start && end) {
    return {
      lo: shift(start, -POSTING_LAG_DAYS),
      hi: shift(end, POSTING_LAG_DAYS),
      what: `the statement period ${start} to ${end}`,
    };
  }
  const sd = input.statementDate;
  if (!sd) {
    // nothing printed bounds them: the rows bound each other ("11/02/02" read for "11/02")
    const all = input.dates.flatMap((_, i) => rowDates(input, i)).sort();
    const median = all[Math.floor(all.length / 2)];
    if (all.length < 3 || !median) return null;
    return {
      lo: shift(median, -MAX_STATEMENT_DAYS),
      hi: shift(median, MAX_STATEMENT_DAYS),
      what: `a year either side of the other rows (${median})`,
    };
  }
  return {
    lo: shift(sd, -MAX_STATEMENT_DAYS - POSTING_LAG_DAYS),
    hi: shift(sd, POSTING_LAG_DAYS),
    what: `the year up to the statement date ${sd}`,
  };
}

function rowDates(input: DateEvidenceInput, i: number): string[] {
  const out: string[] = [];
  const d = input.dates[i];
  const p = input.postDates[i];
  if (d) out.push(d);
  if (p) out.push(p);
  return out;
}

function shift(iso: string, days: number): string {
  const t = Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** The years printed as part of a full date ("3 May 2024", "05/03/24") anywhere in `pages`. */
export function printedFullDateYears(pages: readonly Line[][]): Set<number> {
  const years = new Set<number>();
  for (const lines of pages) {
    for (const l of lines) {
      if (!/\d\d/.test(l.text)) continue;
      const ws = l.words.map((w) => w.text.replace(/[,;:]$/, ''));
      for (let i = 0; i < ws.length; i++) {
        let text = '';
        for (let n = 0; n < 4 && i + n < ws.length; n++) {
          text = n === 0 ? ws[i]! : `${text} ${ws[i + n]}`;
          const y = parseDateText(text)?.year;
          if (y != null) years.add(y);
        }
      }
    }
  }
  return years;
}

/**
 * Month and year of the first full date with a named month the pages print ("DEC 16, 2024"),
 * or null: it says which year that month's rows fall in.
 */
export function firstNamedFullDate(
  pages: readonly Line[][],
): { month: number; year: number } | null {
  for (const lines of pages) {
    for (const l of lines) {
      if (!/\d\d/.test(l.text)) continue;
      const ws = l.words.map((w) => w.text.replace(/[,;:]$/, ''));
      for (let i = 0; i < ws.length; i++) {
        let text = '';
        for (let n = 0; n < 4 && i + n < ws.length; n++) {
          text = n === 0 ? ws[i]! : `${text} ${ws[i + n]}`;
          const d = parseDateText(text);
          if (d?.named && d.year != null) return { month: d.b, year: d.year };
        }
      }
    }
  }
  return null;
}

/**
 * A description that starts with a date ("‘Oct 8, 2019 COSTCO"), past any leading specks, a
 * reference printed before it ("RG2007EH5] 2020-07-0117:05:16 Pay Bill") or a time glued to it;
 * a numeric date OCR read with one glyph too many ("24/100") or with one speck glued before it
 * ("126/05 COMPRA": OCR read a mark as a "1") counts too.
 */
export function startsWithDate(description: string): boolean {
  return leadingDate(description) !== null;
}

/** The date a description starts with (see `startsWithDate`), or null. */
export function leadingDate(description: string): DateParts | null {
  const words = description
    .split(' ')
    .slice(0, 5)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
  // a date may follow a reference ("RG2007EH5]"), not a word ("COMPRA 26/05": a purchase date
  // inside the text of a row that is dated by its own cell)
  const starts = /\d/.test(words[0] ?? '') ? 2 : 1;
  for (let start = 0; start < starts && start < words.length; start++) {
    let text = '';
    for (let n = start; n < start + 3 && n < words.length; n++) {
      const w = n === start ? withoutTime(words[n]!) : words[n]!;
      text = n === start ? w : `${text} ${w}`;
      const parts = parseDateText(text);
      if (parts) return parts;
    }
    const over = OVERREAD_DATE.test(words[start]!)
      ? parseDateText(words[start]!.slice(0, -1))
      : null;
    if (over) return over;
  }
  const first = words[0] ?? '';
  return /^.\d{1,2}[./-]\d{1,2}/.test(first) ? parseDateText(first.slice(1)) : null;
}

/** "2020-07-0117:05:16", "2020-07-29.23:35:08": the date without the time glued to it. */
function withoutTime(word: string): string {
  return word.replace(/[^\p{L}\p{N}]?\d{1,2}:\d{2}(?::\d{2})?$/u, '');
}

/** Digits and one separator, one digit longer than a day/month date ("24/100"). */
const OVERREAD_DATE = /^\d{1,2}[/.-]\d{3}$/;
