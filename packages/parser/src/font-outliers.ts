/**
 * Amounts printed in another font than the rest of their column: a figure typed into a statement
 * with other software rarely matches the bank's font and size. Each row's amount and balance cell
 * (the fonts of its words with a digit, as the text layer reports them) is compared with the font
 * most cells of its column use on its page, or in the whole statement when its page has too few,
 * or — a debit or credit column too short — the table's amounts together: another font name, or a
 * size more than 0.3 pt off, is an outlier. A reference counts only when at least 5 of its cells
 * share one font (short tables say nothing).
 *
 * Banks' own files mix fonts too, and each way seen is left alone: a page printed in a font of
 * its own (fonts are per-page resources; a checks table on the first page), a column in a weight
 * of its own (credits in bold, a single debit in regular), a row in bold throughout (a total or
 * heading line read as a row). Pure.
 */
import type { AmountCell, RawRow } from './layout/table.ts';
import type { FontOutlier } from './types.ts';

export type RowFontOutlier = Omit<FontOutlier, 'statement'>;

const MIN_USUAL = 5;
const SIZE_TOLERANCE = 0.3;
const DIGIT = /\d/;
const COLUMNS = ['debit', 'credit', 'amount', 'balance'] as const;

type Column = (typeof COLUMNS)[number];
interface Cell {
  row: number;
  page: number;
  column: Column;
  font: string;
  /** Every word of the cell's line is in `font`. */
  wholeLine: boolean;
}

/** `rows` in the order of the statement's transactions (the index is the transaction's). */
export function fontOutliers(rows: readonly RawRow[]): RowFontOutlier[] {
  const cells: Cell[] = [];
  rows.forEach((r, row) => {
    for (const column of COLUMNS) {
      const cell = r[column];
      const found = cell ? cellFont(r, cell) : null;
      if (found) cells.push({ row, column, ...found });
    }
  });
  if (cells.length < MIN_USUAL) return [];
  const money = cells.filter((c) => c.column !== 'balance');
  // (the column's and the table's usual fonts serve every page: found once)
  const found = new Map<Cell[], ReturnType<typeof usualFont>>();
  const usualOf = (group: Cell[]) => {
    if (!found.has(group)) found.set(group, usualFont(group));
    return found.get(group)!;
  };
  const out: RowFontOutlier[] = [];
  for (const column of COLUMNS) {
    const own = cells.filter((c) => c.column === column);
    const columnStyle = own.length >= 2 && own.every((c) => sameFont(c.font, own[0]!.font));
    for (const page of new Set(own.map((c) => c.page))) {
      const onPage = own.filter((c) => c.page === page);
      // the nearest reference with a usual font: the column on this page, the column, the table
      const chain = column === 'balance' ? [onPage, own] : [onPage, own, money];
      const reference = chain.find((group) => usualOf(group));
      if (!reference) continue;
      const usual = usualOf(reference)!;
      for (const c of onPage) {
        if (sameFont(c.font, usual.font)) continue;
        if (c.wholeLine && boldOf(c.font, usual.font)) continue;
        // a wider reference does not judge a page's own font, nor a column's own style
        if (reference !== onPage && pageStyle(c, cells)) continue;
        if (reference === money && (columnStyle || sameFamily(c.font, usual.font))) continue;
        out.push({
          row: c.row,
          page: c.page,
          bbox: rows[c.row]!.bbox,
          cell: column === 'balance' ? 'balance' : 'amount',
          font: c.font,
          usual: usual.font,
          usualCount: usual.count,
        });
      }
    }
  }
  return out.sort((a, b) => a.row - b.row || (a.cell === 'amount' ? -1 : 1));
}

/**
 * The fonts of a cell's words with a digit, on the line that prints the cell; null when any of
 * them has no font (OCR) or none is found.
 */
function cellFont(
  r: RawRow,
  cell: AmountCell,
): { font: string; page: number; wholeLine: boolean } | null {
  const line = r.lines.find((l) => l.words.some((w) => Math.abs(w.x0 - cell.x0) < 0.5));
  if (!line) return null;
  const parts: string[] = [];
  for (const w of line.words) {
    if (w.x0 < cell.x0 - 0.5 || w.x1 > cell.x1 + 0.5 || !DIGIT.test(w.text)) continue;
    if (w.font === undefined) return null;
    for (const part of w.font.split(' + ')) if (!parts.includes(part)) parts.push(part);
  }
  if (parts.length === 0) return null;
  const font = parts.join(' + ');
  const wholeLine = line.words.every((w) => w.font !== undefined && sameFont(w.font, font));
  return { font, page: line.page, wholeLine };
}

/** The cell's font is most of its page's amounts and balances (a page printed in its own font). */
function pageStyle(cell: Cell, cells: readonly Cell[]): boolean {
  let page = 0;
  let same = 0;
  for (const c of cells) {
    if (c.page !== cell.page) continue;
    page++;
    if (sameFont(c.font, cell.font)) same++;
  }
  return same >= 2 && same * 2 > page;
}

const BOLD = /bold|black|heavy|demi/i;

/** pdf.js fonts ("font 2 (serif)", `text-layer/pdfjs.ts`): a generic family, no weight. */
const PDFJS_FONT = /^font \S+ \((.+)\)$/;

/**
 * `font` is the bold cut of `usual` ("Helvetica-Bold 9" of "Helvetica 9", "Arial-BoldMT"…); with
 * pdf.js names, which tell no weight, any font of the same generic family and size may be.
 */
function boldOf(font: string, usual: string): boolean {
  if (!sameFamily(font, usual)) return false;
  return PDFJS_FONT.test(parseFont(font).name) || (BOLD.test(font) && !BOLD.test(usual));
}

/** One font each, of one family and size, another weight or style ("Times-Bold 8", "Times-Roman 8"). */
function sameFamily(a: string, b: string): boolean {
  if (a.includes(' + ') || b.includes(' + ')) return false;
  const pa = parseFont(a);
  const pb = parseFont(b);
  return Math.abs(pa.size - pb.size) <= SIZE_TOLERANCE && family(pa.name) === family(pb.name);
}

/** "Arial-BoldItalicMT" → "arial": the name without its weight, style and vendor suffix. */
function family(name: string): string {
  const generic = PDFJS_FONT.exec(name)?.[1];
  if (generic) return generic;
  return name
    .replace(/(PS)?MT$|PS$/, '')
    .replace(
      /[-,_ ]?(Semi|Demi|Extra|Ultra)?(Bold|Black|Heavy|Medium|Regular|Roman|Book)?(Italic|Oblique)?$/i,
      '',
    )
    .toLowerCase();
}

/** The font most of `cells` match, and how many do, when at least MIN_USUAL do. */
function usualFont(cells: Cell[]): { font: string; count: number } | null {
  let best: string | null = null;
  let bestCount = 0;
  const tried = new Set<string>();
  for (const c of cells) {
    if (tried.has(c.font)) continue;
    tried.add(c.font);
    const n = cells.filter((o) => sameFont(o.font, c.font)).length;
    if (n > bestCount) {
      best = c.font;
      bestCount = n;
    }
  }
  return best !== null && bestCount >= MIN_USUAL ? { font: best, count: bestCount } : null;
}

/** Same fonts by name, sizes within SIZE_TOLERANCE ("A 9 + B 9" matches only itself). */
export function sameFont(a: string, b: string): boolean {
  if (a === b) return true;
  const pa = a.split(' + ').map(parseFont);
  const pb = b.split(' + ').map(parseFont);
  const covered = (x: typeof pa, y: typeof pa) =>
    x.every((p) => y.some((q) => q.name === p.name && Math.abs(q.size - p.size) <= SIZE_TOLERANCE));
  return covered(pa, pb) && covered(pb, pa);
}

/** "Times-Roman 9" → name and size (the size follows the last space). */
function parseFont(font: string): { name: string; size: number } {
  const at = font.lastIndexOf(' ');
  const size = at > 0 ? Number(font.slice(at + 1)) : Number.NaN;
  return Number.isFinite(size) ? { name: font.slice(0, at), size } : { name: font, size: 0 };
}
