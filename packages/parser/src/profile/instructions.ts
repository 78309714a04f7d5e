/**
 * The generic reading expressed as instructions: where the fix screen starts. Column bounds come
 * from where the rows' cells actually print (dates, amounts per role), not from the header's
 * labels, so re-reading unchanged instructions gives what the generic engine read.
 */
import type {
  LayoutColumn,
  LayoutColumnRole,
  LayoutInstructions,
} from '@bsp/shared/layout-profile';
import type { ColumnRole } from '../layout/header.ts';
import type { Line } from '../layout/lines.ts';
import type { TableLine } from '../layout/table.ts';

const PROFILE_ROLE: Partial<Record<ColumnRole, LayoutColumnRole>> = {
  date: 'date',
  postDate: 'postDate',
  debit: 'moneyOut',
  credit: 'moneyIn',
  amount: 'amount',
  balance: 'balance',
  reference: 'reference',
};

/** Lines this far down the page (fraction of its height) are the footer, not the table. */
const FOOTER_ZONE = 0.88;

/** Margin around the rows (fraction of the page) so a slightly longer row still falls inside. */
const REGION_MARGIN = 0.01;

interface Extent {
  role: LayoutColumnRole;
  x0: number;
  x1: number;
}

export function instructionsFromTable(
  tlines: TableLine[],
  pages: Line[][],
): LayoutInstructions | null {
  const rows = tlines.filter((t) => t.kind === 'row');
  if (rows.length === 0) return null;
  const width = rows[0]!.line.pageWidth;
  const extents = new Map<LayoutColumnRole, Extent>();
  const widen = (role: LayoutColumnRole, x0: number, x1: number) => {
    const e = extents.get(role);
    if (e) {
      e.x0 = Math.min(e.x0, x0);
      e.x1 = Math.max(e.x1, x1);
    } else extents.set(role, { role, x0, x1 });
  };
  for (const t of rows) {
    if (t.dateX) widen('date', t.dateX[0], t.dateX[1]);
    for (const a of t.amounts) {
      const role = PROFILE_ROLE[a.role];
      if (role) widen(role, a.x0, a.x1);
    }
  }
  // columns the header names but no row printed into (a post date, a reference): their labels
  for (const c of rows[0]!.columns) {
    const role = c.role === 'description' ? null : PROFILE_ROLE[c.role];
    if (role && !extents.has(role)) widen(role, c.x0, c.x1);
  }
  const sorted = [...extents.values()].sort((a, b) => a.x0 - b.x0);
  const moneyAt = sorted.findIndex((e) => e.role !== 'date' && e.role !== 'postDate');
  const left = Math.min(...rows.map((t) => t.line.x0));
  const right = Math.max(...rows.map((t) => t.line.x1));
  // the description: from after the dates to before the first money (or reference) column
  if (moneyAt > 0) {
    const before = sorted[moneyAt - 1]!;
    const after = sorted[moneyAt]!;
    const gap = after.x0 - before.x1;
    if (gap > 0) {
      sorted.splice(moneyAt, 0, {
        role: 'description',
        x0: before.x1 + Math.min(gap * 0.1, 4),
        x1: after.x0 - Math.min(gap * 0.1, 4),
      });
    }
  }
  if (!sorted.some((e) => e.role === 'amount' || e.role === 'moneyIn' || e.role === 'moneyOut')) {
    return null;
  }
  const columns: LayoutColumn[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const e = sorted[i]!;
    const prev = sorted[i - 1];
    const next = sorted[i + 1];
    // boundaries halfway between neighbours; the outer ones a little outside the rows
    const x0 = prev ? (prev.x1 + e.x0) / 2 : Math.min(e.x0, left) - 2;
    const x1 = next ? (e.x1 + next.x0) / 2 : Math.max(e.x1, right) + 2;
    columns.push({ role: e.role, x0: clamp(x0 / width), x1: clamp(x1 / width) });
  }
  for (let i = 1; i < columns.length; i++) columns[i]!.x0 = columns[i - 1]!.x1;
  const firstPage = rows[0]!.line.page;
  const onFirst = tlines.filter((t) => t.line.page === firstPage);
  const onLater = tlines.filter((t) => t.line.page !== firstPage);
  const region = (ls: TableLine[]) => {
    const h = ls[0]!.line.pageHeight;
    const top = Math.min(...ls.map((t) => t.line.y0)) / h - REGION_MARGIN;
    // the bottom: down to each page's footer, not just the last row read (a longer month's rows
    // run further down; the reader stops a page's table at a wide gap or a closing line)
    let bottom = 0;
    for (const pageNo of new Set(ls.map((t) => t.line.page))) {
      const last = Math.max(...ls.filter((t) => t.line.page === pageNo).map((t) => t.line.y1));
      const page = pages.find((p) => p[0]?.page === pageNo) ?? [];
      const footer = page.filter((l) => l.y0 > last && l.y0 > h * FOOTER_ZONE);
      const foot = footer.length > 0 ? Math.min(...footer.map((l) => l.y0)) / h - 0.003 : 0.97;
      bottom = Math.max(bottom, last / h + REGION_MARGIN, foot);
    }
    return { top: round(clamp(top)), bottom: round(clamp(bottom)) };
  };
  let first = region(onFirst);
  let later = onLater.length > 0 ? region(onLater) : null;
  if (firstPage > 1) {
    // the rows start after page 1 (a summary page first): nothing is read on page 1
    later = region(tlines);
    first = { top: 0.99, bottom: 1 };
  }
  // (later pages that print their rows about where page 1 does: "same as page 1")
  if (
    later &&
    Math.abs(later.top - first.top) < 0.02 &&
    Math.abs(later.bottom - first.bottom) < 0.02
  )
    later = null;
  return {
    columns: columns.map((c) => ({ ...c, x0: round(c.x0), x1: round(c.x1) })),
    firstPage: first,
    laterPages: later,
    dateOrder: null,
    signs: null,
    ignore: [],
  };
}

function clamp(v: number): number {
  return Math.max(0, Math.min(1, v));
}

function round(v: number): number {
  return Math.round(v * 10000) / 10000;
}
