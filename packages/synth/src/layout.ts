/**
 * A tiny page-flow engine: header blocks, text lines and tables flowed onto pages with repeated
 * column headers, page headers and "Page X of Y" footers. Produces positioned text items that both
 * the PDF renderer and the scanned-image renderer draw, so the two kinds share one layout and one
 * ground truth (page and bbox per transaction row).
 */

import type { BBox, ParsedTransaction } from '@bsp/shared/parse-result';
import { StandardFontEmbedder, StandardFonts } from 'pdf-lib';

export type FontFamily = 'helvetica' | 'times' | 'courier';

export interface TextItem {
  text: string;
  /** Left edge in points (already resolved from the alignment). */
  x: number;
  /** Baseline, points from the page top. */
  y: number;
  size: number;
  bold: boolean;
  /** Extra space between characters (pt); > 0 draws one glyph at a time, like kerned bank PDFs. */
  tracking?: number;
}

export interface Rule {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  width: number;
}

export interface PageLayout {
  width: number;
  height: number;
  items: TextItem[];
  rules: Rule[];
}

const FONT_NAMES: Record<FontFamily, [StandardFonts, StandardFonts]> = {
  helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  times: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  courier: [StandardFonts.Courier, StandardFonts.CourierBold],
};

export function standardFontNames(font: FontFamily): [StandardFonts, StandardFonts] {
  return FONT_NAMES[font];
}

const embedders = new Map<string, StandardFontEmbedder>();
function embedder(name: StandardFonts): StandardFontEmbedder {
  let e = embedders.get(name);
  if (!e) {
    e = StandardFontEmbedder.for(name as unknown as Parameters<typeof StandardFontEmbedder.for>[0]);
    embedders.set(name, e);
  }
  return e;
}

const glyphWidths = new Map<string, number>();

/**
 * Advance width without kerning: pdf-lib's drawText does not kern, so neither may the layout
 * (its widthOfTextAtSize applies kerning pairs such as "AV", which would shift the truth by ~1 pt).
 */
export function textWidth(font: FontFamily, text: string, size: number, bold = false): number {
  const [regular, boldName] = FONT_NAMES[font];
  const name = bold ? boldName : regular;
  let units = 0;
  for (const ch of text) {
    const key = `${name}\u0000${ch}`;
    let w = glyphWidths.get(key);
    if (w === undefined) {
      w = embedder(name).widthOfTextAtSize(ch, 1000);
      glyphWidths.set(key, w);
    }
    units += w;
  }
  return (units * size) / 1000;
}

export type Align = 'left' | 'right' | 'center';

export interface Cell {
  text: string;
  x: number;
  align?: Align;
  bold?: boolean;
  size?: number;
  tracking?: number;
}

export interface Column {
  key: string;
  header: string[];
  /** Left edge for left-aligned columns, right edge for right-aligned ones. */
  x: number;
  align: Align;
  /** Wrap width for left-aligned text columns. */
  width?: number;
}

export interface Row {
  cells: Record<string, string>;
  bold?: boolean;
  /** Truth row this printed row carries; gets page and bbox filled in by the layout. */
  tx?: ParsedTransaction;
  /** Balance after this row (minor units) for brought/carried-forward rows at page breaks. */
  balanceAfter?: number;
  /** Extra gap before the row (e.g. between days). */
  gapBefore?: number;
  /** Further unwrapped lines of the same row (cells by column key), e.g. a reference line. */
  extra?: Record<string, string>[];
}

export interface TableBlock {
  kind: 'table';
  columns: Column[];
  rows: Row[];
  /** Title printed above the table and again (with the continued suffix) after page breaks. */
  title?: string;
  continuedSuffix?: string;
  /** Key of the column whose text wraps onto further lines. */
  wrapKey?: string;
  /** Print the other cells on the last wrapped line instead of the first (HSBC does). */
  cellsOnLastLine?: boolean;
  /** Rows added at the bottom of a page and the top of the next when the table breaks. */
  carry?: { end: (balance: number) => Row; start: (balance: number) => Row };
  headerRule?: boolean;
}

export interface LinesBlock {
  kind: 'lines';
  lines: { cells: Cell[]; gapAfter?: number }[];
}

export type Block =
  | TableBlock
  | LinesBlock
  | { kind: 'space'; height: number }
  | { kind: 'pageBreak' }
  | RuleBlock;

/** A horizontal line just below the current line (box edges, section separators). */
export interface RuleBlock {
  kind: 'rule';
  x0: number;
  x1: number;
  width?: number;
}

export interface DocSpec {
  width: number;
  height: number;
  font: FontFamily;
  size: number;
  lineHeight: number;
  margin: { top: number; bottom: number; left: number; right: number };
  /** Drawn at the top of every page after the first (already positioned from margin.top). */
  pageHeader?: (page: number) => Cell[][];
  /** Footer lines (positioned upwards from the bottom margin) given page number and total. */
  footer?: (page: number, pages: number) => Cell[][];
  body: Block[];
}

function resolve(spec: DocSpec, cell: Cell, y: number, defaultBold = false): TextItem {
  const size = cell.size ?? spec.size;
  const bold = cell.bold ?? defaultBold;
  const tracking = cell.tracking ?? 0;
  let w = textWidth(spec.font, cell.text, size, bold);
  if (tracking) w += tracking * Math.max(0, cell.text.length - 1);
  const x = cell.align === 'right' ? cell.x - w : cell.align === 'center' ? cell.x - w / 2 : cell.x;
  const item: TextItem = { text: cell.text, x, y, size, bold };
  if (tracking) item.tracking = tracking;
  return item;
}

export function itemWidth(font: FontFamily, item: TextItem): number {
  const w = textWidth(font, item.text, item.size, item.bold);
  return w + (item.tracking ?? 0) * Math.max(0, item.text.length - 1);
}

/** Greedy word wrap at `width` points. */
export function wrap(font: FontFamily, text: string, size: number, width: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    const next = cur ? `${cur} ${w}` : w;
    if (cur && textWidth(font, next, size) > width) {
      lines.push(cur);
      cur = w;
    } else cur = next;
  }
  if (cur) lines.push(cur);
  return lines.length ? lines : [''];
}

export function layoutDocument(spec: DocSpec): PageLayout[] {
  const pages: PageLayout[] = [];
  let page!: PageLayout;
  let y = 0;
  const lh = spec.lineHeight;
  const footerLines = spec.footer ? spec.footer(1, 1).length : 0;
  const bottom = spec.height - spec.margin.bottom - footerLines * lh - lh;

  const newPage = () => {
    page = { width: spec.width, height: spec.height, items: [], rules: [] };
    pages.push(page);
    y = spec.margin.top;
    if (pages.length > 1 && spec.pageHeader) {
      for (const line of spec.pageHeader(pages.length)) {
        y += lh;
        for (const c of line) page.items.push(resolve(spec, c, y));
      }
      y += lh * 0.8;
    }
  };
  newPage();

  const drawCells = (cells: Cell[], bold = false): TextItem[] => {
    const items = cells.filter((c) => c.text !== '').map((c) => resolve(spec, c, y, bold));
    page.items.push(...items);
    return items;
  };

  for (const block of spec.body) {
    if (block.kind === 'space') {
      y += block.height;
      continue;
    }
    if (block.kind === 'pageBreak') {
      newPage();
      continue;
    }
    if (block.kind === 'rule') {
      const ry = y + lh * 0.35;
      page.rules.push({ x0: block.x0, x1: block.x1, y0: ry, y1: ry, width: block.width ?? 0.5 });
      continue;
    }
    if (block.kind === 'lines') {
      for (const line of block.lines) {
        if (y + lh > bottom) newPage();
        y += lh;
        drawCells(line.cells);
        y += line.gapAfter ?? 0;
      }
      continue;
    }
    // table
    const t = block;
    const headerLines = Math.max(...t.columns.map((c) => c.header.length));
    const drawHeader = (continued: boolean) => {
      if (t.title) {
        y += lh * 1.2;
        drawCells(
          [
            {
              text: continued ? `${t.title}${t.continuedSuffix ?? ''}` : t.title,
              x: spec.margin.left,
            },
          ],
          true,
        );
      }
      for (let i = 0; i < headerLines; i++) {
        y += lh;
        drawCells(
          t.columns.map((c) => {
            const text = c.header[i - (headerLines - c.header.length)] ?? '';
            return { text, x: c.x, align: c.align };
          }),
          true,
        );
      }
      if (t.headerRule) {
        page.rules.push({
          x0: spec.margin.left,
          x1: spec.width - spec.margin.right,
          y0: y + lh * 0.3,
          y1: y + lh * 0.3,
          width: 0.5,
        });
      }
      y += lh * 0.3;
    };
    if (y + lh * (headerLines + 3) > bottom) newPage();
    drawHeader(false);
    let lastBalance: number | undefined;
    const wrapCol = t.wrapKey ? t.columns.find((c) => c.key === t.wrapKey) : undefined;
    for (const row of t.rows) {
      const wrapped =
        wrapCol?.width && row.cells[wrapCol.key]
          ? wrap(spec.font, row.cells[wrapCol.key] as string, spec.size, wrapCol.width)
          : null;
      const n = wrapped ? wrapped.length : 1;
      const extra = row.extra ?? [];
      const need = (row.gapBefore ?? 0) + (n + extra.length) * lh + (t.carry ? lh : 0);
      if (y + need > bottom) {
        if (t.carry && lastBalance !== undefined) {
          y += lh;
          drawCells(cellsOf(t, t.carry.end(lastBalance)));
        }
        newPage();
        drawHeader(true);
        if (t.carry && lastBalance !== undefined) {
          y += lh;
          drawCells(cellsOf(t, t.carry.start(lastBalance)));
        }
      }
      y += row.gapBefore ?? 0;
      const items: TextItem[] = [];
      for (let i = 0; i < n; i++) {
        y += lh;
        const main = t.cellsOnLastLine ? i === n - 1 : i === 0;
        const cells: Cell[] = [];
        for (const c of t.columns) {
          if (wrapped && c === wrapCol)
            cells.push({ text: wrapped[i] ?? '', x: c.x, align: c.align });
          else if (main) cells.push({ text: row.cells[c.key] ?? '', x: c.x, align: c.align });
        }
        items.push(...drawCells(cells, row.bold));
      }
      for (const cells of extra) {
        y += lh;
        items.push(...drawCells(cellsOf(t, { cells }), row.bold));
      }
      if (row.balanceAfter !== undefined) lastBalance = row.balanceAfter;
      if (row.tx) {
        row.tx.page = pages.length;
        row.tx.bbox = bboxOf(spec.font, items);
      }
    }
  }

  if (spec.footer) {
    pages.forEach((p, i) => {
      const lines = spec.footer!(i + 1, pages.length);
      let fy = spec.height - spec.margin.bottom - (lines.length - 1) * lh;
      for (const line of lines) {
        for (const c of line) if (c.text) p.items.push(resolve(spec, c, fy));
        fy += lh;
      }
    });
  }
  return pages;
}

function cellsOf(t: TableBlock, row: Row): Cell[] {
  return t.columns.map((c) => ({ text: row.cells[c.key] ?? '', x: c.x, align: c.align }));
}

function bboxOf(font: FontFamily, items: TextItem[]): BBox | null {
  if (!items.length) return null;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const it of items) {
    x0 = Math.min(x0, it.x);
    x1 = Math.max(x1, it.x + itemWidth(font, it));
    y0 = Math.min(y0, it.y - it.size * 0.8);
    y1 = Math.max(y1, it.y + it.size * 0.2);
  }
  const r = (v: number) => Math.round(v * 100) / 100;
  return [r(x0), r(y0), r(x1), r(y1)];
}
