/**
 * A table whose header OCR could not read (or that never printed one): its columns inferred from
 * its rows. Pure.
 */
import { type DecimalSeparator, parseAmount } from '../amounts.ts';
import { dayHeadingDate } from './day-heading.ts';
import type { Column } from './header.ts';
import type { Line } from './lines.ts';
import { datePrefix, dottedDayMonth, joinSplitDate } from './table.ts';

/** A debit/credit marker printed in a cell of its own. */
const MARKER_CELL = /^(CR|DR|DB|Cr|Dr|Db|S|H)$/;

/** Columns inferred for a table without a readable header, and the first row they apply from. */
export interface ImplicitTable {
  columns: Column[];
  first: Line;
}

/**
 * The column model of a table whose header could not be read (or was never printed), from its
 * rows: lines that start with a date and end with one to three amounts. At least three of them,
 * their dates starting in line. Amount cells are grouped by their right edge: the rightmost group
 * is the balance when its rows carry another amount too; of two other groups (each row has one
 * or the other) the left one is read as the debit column and the right one as the credit column
 * when no balance is printed (the usual order), and as one signed amount column otherwise (the
 * balance then settles each sign).
 */
export function implicitTable(pages: Line[][], decimal: DecimalSeparator): ImplicitTable | null {
  interface Cand {
    line: Line;
    dateX0: number;
    dateX1: number;
    post: { x0: number; x1: number } | null;
    textX0: number | null;
    amounts: Array<{ x0: number; x1: number }>;
  }
  const cands: Cand[] = [];
  for (const lines of pages) {
    for (const line of lines) {
      const ps = joinSplitDate(line, undefined);
      const first = ps[0];
      if (!first || ps.length < 2) continue;
      // ("3.11" for "3.11.": OCR lost the date's closing dot — no amount where commas are decimal)
      const d =
        datePrefix(first.words) ??
        (decimal === ',' && first.words[0] ? dottedDayMonth(first.words[0].text) : null);
      if (!d) continue;
      const amounts: Array<{ x0: number; x1: number }> = [];
      let k = ps.length - 1;
      for (; k >= 1 && amounts.length < 3; k--) {
        const p = ps[k]!;
        // a marker printed as its own cell ("15.10  DR") belongs to the amount on its left
        const left = ps[k - 1];
        if (k >= 2 && left && MARKER_CELL.test(p.text.trim()) && parseAmount(left.text, decimal)) {
          amounts.unshift({ x0: left.x0, x1: p.x1 });
          k--;
          continue;
        }
        if (!parseAmount(p.text, decimal)) break;
        amounts.unshift({ x0: p.x0, x1: p.x1 });
      }
      if (amounts.length === 0) continue;
      // a second date right after the first (a value date): its own column
      let rest = first.words.slice(d.n);
      let next = 1;
      if (rest.length === 0 && ps.length > 2) {
        rest = ps[1]!.words;
        next = 2;
      }
      const d2 = rest.length > 0 ? datePrefix(rest) : null;
      const post = d2 ? { x0: rest[0]!.x0, x1: rest[d2.n - 1]!.x1 } : null;
      if (d2) rest = rest.slice(d2.n);
      const textX0 = rest[0]?.x0 ?? (k >= next ? ps[next]!.x0 : null);
      cands.push({
        line,
        dateX0: first.words[0]!.x0,
        dateX1: first.words[d.n - 1]!.x1,
        post,
        textX0,
        amounts,
      });
    }
  }
  if (cands.length < 3) return dayBlockTable(pages, decimal);
  // dates starting in line (the most common left edge, within an em)
  const h = cands[0]!.line.height;
  const byX = cands.map((c) => c.dateX0).sort((a, b) => a - b);
  let bestX = byX[0]!;
  let bestN = 0;
  for (const x of byX) {
    const nx = byX.filter((y) => Math.abs(y - x) <= h).length;
    if (nx > bestN) {
      bestN = nx;
      bestX = x;
    }
  }
  const rows = cands.filter((c) => Math.abs(c.dateX0 - bestX) <= h);
  if (rows.length < 3) return null;
  // amount columns by right edge
  const groups: Array<{ x0: number; x1: number; rows: Set<Cand> }> = [];
  for (const r of rows) {
    for (const a of r.amounts) {
      const g = groups.find((q) => Math.abs(q.x1 - a.x1) <= h * 1.5);
      if (g) {
        g.x0 = Math.min(g.x0, a.x0);
        g.x1 = Math.max(g.x1, a.x1);
        g.rows.add(r);
      } else groups.push({ x0: a.x0, x1: a.x1, rows: new Set([r]) });
    }
  }
  const used = groups.filter((g) => g.rows.size >= 2).sort((a, b) => a.x1 - b.x1);
  if (used.length === 0) return null;
  const last = used[used.length - 1]!;
  const others = used.slice(0, -1);
  const together = [...last.rows].filter((r) => others.some((g) => g.rows.has(r))).length;
  const isBalance = others.length > 0 && together >= last.rows.size * 0.8;
  const money = isBalance ? others : used;
  const columns: Column[] = [];
  let dateX1 = Math.max(...rows.map((r) => r.dateX1));
  columns.push({ role: 'date', x0: bestX, x1: dateX1, label: '' });
  const posts = rows.map((r) => r.post).filter((p) => p !== null);
  if (posts.length >= rows.length * 0.5) {
    const x0 = Math.min(...posts.map((p) => p.x0));
    dateX1 = Math.max(...posts.map((p) => p.x1));
    columns.push({ role: 'postDate', x0, x1: dateX1, label: '' });
  }
  const texts = rows.map((r) => r.textX0).filter((x): x is number => x !== null && x > dateX1);
  const descX0 = texts.length > 0 ? Math.min(...texts) : dateX1 + h;
  columns.push({
    role: 'description',
    x0: descX0,
    x1: Math.min(...money.map((g) => g.x0)) - h,
    label: '',
  });
  if (money.length === 2 && !isBalance) {
    columns.push({ role: 'debit', x0: money[0]!.x0, x1: money[0]!.x1, label: '' });
    columns.push({ role: 'credit', x0: money[1]!.x0, x1: money[1]!.x1, label: '' });
  } else {
    const x0 = Math.min(...money.map((g) => g.x0));
    const x1 = Math.max(...money.map((g) => g.x1));
    columns.push({ role: 'amount', x0, x1, label: '' });
  }
  if (isBalance) columns.push({ role: 'balance', x0: last.x0, x1: last.x1, label: '' });
  return { columns, first: rows[0]!.line };
}

/**
 * An app bank's list without columns: day headings ("Freitag, 2. April 2021") over blocks whose
 * first line is the payee with the amount at its right edge ("Lidl   -1.384,64 €"). Read as a
 * text column and an amount column, opened at the first heading (the heading dates the rows
 * under it). At least three such rows, their texts starting in line.
 */
function dayBlockTable(pages: Line[][], decimal: DecimalSeparator): ImplicitTable | null {
  let first: Line | null = null;
  const rows: Array<{ x0: number; a0: number; a1: number; h: number }> = [];
  for (const lines of pages) {
    // the left edge of the page's last day heading: its blocks' payees start there
    let headingX: number | null = null;
    for (const line of lines) {
      if (dayHeadingDate(line)) {
        first ??= line;
        headingX = line.x0;
        continue;
      }
      const ps = line.phrases;
      const last = ps[ps.length - 1];
      if (headingX === null || ps.length !== 2 || !last) continue;
      if (Math.abs(ps[0]!.x0 - headingX) > line.height || !parseAmount(last.text, decimal))
        continue;
      rows.push({ x0: ps[0]!.x0, a0: last.x0, a1: last.x1, h: line.height });
    }
  }
  if (!first || rows.length < 3) return null;
  const h = rows[0]!.h;
  const x0 = Math.min(...rows.map((r) => r.x0));
  const a0 = Math.min(...rows.map((r) => r.a0));
  const a1 = Math.max(...rows.map((r) => r.a1));
  return {
    columns: [
      { role: 'description', x0: x0 - 1, x1: a0 - h, label: '' },
      { role: 'amount', x0: a0, x1: a1, label: '' },
    ],
    first,
  };
}
