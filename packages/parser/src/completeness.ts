/**
 * Completeness of the rows read: every amount printed in a transaction table's money columns
 * must be a row's amount or balance, or stand on a recognised brought-forward, carried-forward
 * or total line. An amount that is none of these is where a row may have been lost — even when
 * the sums balance (a misread total can hide a lost row). Amounts inside descriptions ("FX 12.50
 * USD") are not in a money column and are not counted.
 */
import { formatMinor } from './amounts.ts';
import { isAmountRole } from './layout/header.ts';
import type { Line } from './layout/lines.ts';
import { type AmountCell, datePrefix, type RawRow, type TableLine } from './layout/table.ts';
import { isRowLike } from './metadata.ts';
import type { BBox, CheckIssue } from './types.ts';

export interface UnaccountedAmount {
  page: number;
  bbox: BBox;
  text: string;
}

/** Money-shaped words (grouping optional, two decimals), as a money column prints them. */
const MONEY_WORD = /^[-(+]?[£$€]?\d{1,3}(?:[,.' ]?\d{3})*[.,]\d\d\)?-?$/;

/**
 * The amounts in the tables' money columns that no row, balance or summary line accounts for.
 * `known`: balances already accounted for elsewhere (opening, closing): an unlabelled line
 * repeating one of them is not a lost row.
 */
export function unaccountedAmounts(
  lines: readonly TableLine[],
  rows: readonly RawRow[],
  known: ReadonlyArray<number | null>,
): UnaccountedAmount[] {
  const used = new Set<AmountCell>();
  const balances = new Set<number>();
  for (const v of known) if (v !== null) balances.add(Math.abs(v));
  for (const r of rows) {
    // the cell the statement takes as the row's amount: a second one beside it (two rows read
    // as one line) is not accounted for
    const amount = r.debit ?? r.credit ?? r.amount;
    if (amount) used.add(amount);
    for (const c of r.debitCells ?? []) used.add(c);
    if (r.balance) {
      used.add(r.balance);
      balances.add(r.balance.minor);
    }
  }
  const out: UnaccountedAmount[] = [];
  for (const t of lines) {
    if (t.kind !== 'row' && t.kind !== 'text') continue;
    const l = t.line;
    for (const c of t.amounts) {
      if (used.has(c) || c.minor === 0) continue;
      // a balance printed again (a day's closing balance on a line of its own) loses no row
      if (c.role === 'balance' && balances.has(c.minor)) continue;
      out.push({ page: l.page, bbox: [c.x0, l.y0, c.x1, l.y1], text: formatMinor(c.minor) });
    }
    // money-shaped words under a money column that the line's reading did not take as amounts
    const cols = t.columns.filter((c) => isAmountRole(c.role));
    for (const w of l.words) {
      if (!MONEY_WORD.test(w.text)) continue;
      if (t.amounts.some((c) => w.x0 >= c.x0 - 0.5 && w.x1 <= c.x1 + 0.5)) continue;
      const mid = (w.x0 + w.x1) / 2;
      if (!cols.some((c) => mid >= c.x0 - 5 && mid <= c.x1 + 5)) continue;
      out.push({ page: l.page, bbox: [w.x0, w.y0, w.x1, w.y1], text: w.text });
    }
  }
  return out;
}

/** One issue per page: "Rows may be missing on page N", with the amounts and where they are. */
export function completenessIssues(found: readonly UnaccountedAmount[]): CheckIssue[] {
  const pages = [...new Set(found.map((f) => f.page))].sort((a, b) => a - b);
  return pages.map((page) => {
    const here = found.filter((f) => f.page === page);
    const where = here
      .slice(0, 6)
      .map((f) => `${f.text} at (${f.bbox.map((v) => Math.round(v)).join(', ')})`)
      .join('; ');
    const more = here.length > 6 ? `; and ${here.length - 6} more` : '';
    return {
      code: 'rows_may_be_missing',
      message: `Rows may be missing on page ${page}: ${here.length === 1 ? 'an amount' : `${here.length} amounts`} in the transaction table belong${here.length === 1 ? 's' : ''} to no row — ${where}${more}.`,
      row: null,
    };
  });
}

/**
 * Pages where lines that look like transactions (a date, words, an amount) were read into no
 * row at all — a table whose header went unread, so the page was skipped whole. Its rows are
 * not in the sums, and a carried-forward balance on the page before can still make the
 * statement balance: the certificate must not pass. Two such lines or more on a page.
 */
export function unreadRowPages(outside: readonly Line[], rows: readonly RawRow[]): CheckIssue[] {
  const read = new Set(rows.map((r) => r.page));
  const byPage = new Map<number, number>();
  for (const l of outside) {
    if (read.has(l.page) || !isRowLike(l)) continue;
    // daily-balance tables: dates and figures only ("Jan 2  2,466.73  Jan 3  6,549.71")
    const words = l.phrases.filter((p) => datePrefix(p.words)?.n !== p.words.length);
    if (
      words
        .map((p) => p.text)
        .join('')
        .replace(/[^\p{L}]/gu, '').length < 3
    )
      continue;
    byPage.set(l.page, (byPage.get(l.page) ?? 0) + 1);
  }
  return [...byPage]
    .filter(([, n]) => n >= 2)
    .sort(([a], [b]) => a - b)
    .map(([page, n]) => ({
      code: 'rows_may_be_missing',
      message: `Rows may be missing on page ${page}: ${n} lines that look like transactions (a date, a text, an amount) were not read as rows.`,
      row: null,
    }));
}

/**
 * A reading with a person's instructions: lines that look like transactions printed outside the
 * table they marked (above its top, below its bottom) are not in the sums — the certificate names
 * the pages, so a region drawn too small never passes quietly.
 */
export function outsideMarkedTable(missed: readonly Line[]): CheckIssue[] {
  const byPage = new Map<number, number>();
  for (const l of missed) byPage.set(l.page, (byPage.get(l.page) ?? 0) + 1);
  return [...byPage]
    .sort(([a], [b]) => a - b)
    .map(([page, n]) => ({
      code: 'rows_may_be_missing',
      message: `Rows may be missing on page ${page}: ${n} line${n > 1 ? 's' : ''} outside the marked table look${n > 1 ? '' : 's'} like transactions. Move the table's top or bottom edge to take ${n > 1 ? 'them' : 'it'} in, or mark ${n > 1 ? 'them' : 'it'} as lines to ignore.`,
      row: null,
    }));
}
