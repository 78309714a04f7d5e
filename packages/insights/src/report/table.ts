/**
 * Simple tables: a bold header row, wrapped cells, light zebra stripes, right-aligned figures.
 * A row that does not fit starts a new page and the header is drawn again above it.
 */
import { rgb } from 'pdf-lib';
import { BODY_SIZE, CONTENT_WIDTH, MARGIN, MUTED, type ReportWriter, RULE } from './writer.ts';

export interface Column {
  header: string;
  /** Share of the content width; the shares of a table add up to 1. */
  width: number;
  align?: 'left' | 'right';
}

export interface TableOptions {
  /** Print the header row (key/value tables do not). Default true. */
  header?: boolean;
  /** Printed instead of an empty table. */
  empty?: string;
  /** Bold the cells of the first column (labels of a key/value table). */
  boldFirstColumn?: boolean;
}

const PADDING_X = 5;
const PADDING_Y = 3.5;
const LINE_HEIGHT = BODY_SIZE * 1.3;
/** A cell never grows taller than a page: longer text is cut with an ellipsis. */
const MAX_CELL_LINES = 40;
const STRIPE = rgb(0.96, 0.965, 0.975);

interface Placed {
  x: number;
  width: number;
  align: 'left' | 'right';
}

function place(columns: readonly Column[]): Placed[] {
  let x = MARGIN;
  return columns.map((column) => {
    const width = column.width * CONTENT_WIDTH;
    const placed = { x, width, align: column.align ?? 'left' };
    x += width;
    return placed;
  });
}

function rowLines(
  w: ReportWriter,
  cells: readonly string[],
  placed: readonly Placed[],
  bold: (index: number) => boolean,
): string[][] {
  return placed.map((column, index) => {
    const style = bold(index) ? 'bold' : 'regular';
    const lines = w.wrap(cells[index] ?? '', column.width - 2 * PADDING_X, BODY_SIZE, style);
    if (lines.length <= MAX_CELL_LINES) return lines;
    const kept = lines.slice(0, MAX_CELL_LINES);
    kept[MAX_CELL_LINES - 1] = `${kept[MAX_CELL_LINES - 1]!.slice(0, -2)} …`;
    return kept;
  });
}

function rowHeight(lines: readonly string[][]): number {
  return Math.max(...lines.map((cell) => cell.length)) * LINE_HEIGHT + 2 * PADDING_Y;
}

function drawRow(
  w: ReportWriter,
  lines: readonly string[][],
  placed: readonly Placed[],
  options: { bold: (index: number) => boolean; color?: typeof MUTED; stripe: boolean },
): void {
  const height = rowHeight(lines);
  if (options.stripe) {
    w.page.drawRectangle({
      x: MARGIN,
      y: w.y - height,
      width: CONTENT_WIDTH,
      height,
      color: STRIPE,
    });
  }
  placed.forEach((column, index) => {
    (lines[index] ?? []).forEach((line, lineIndex) => {
      const baseline = w.y - PADDING_Y - (lineIndex + 1) * LINE_HEIGHT + 2.5;
      w.text(line, baseline, {
        x: column.x + PADDING_X,
        width: column.width - 2 * PADDING_X,
        align: column.align,
        style: options.bold(index) ? 'bold' : 'regular',
        color: options.color,
      });
    });
  });
  w.y -= height;
}

function drawHeader(w: ReportWriter, columns: readonly Column[], placed: readonly Placed[]): void {
  const lines = rowLines(
    w,
    columns.map((c) => c.header),
    placed,
    () => true,
  );
  drawRow(w, lines, placed, { bold: () => true, color: MUTED, stripe: false });
  w.page.drawLine({
    start: { x: MARGIN, y: w.y },
    end: { x: MARGIN + CONTENT_WIDTH, y: w.y },
    thickness: 0.6,
    color: RULE,
  });
}

export function table(
  w: ReportWriter,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  options: TableOptions = {},
): void {
  if (rows.length === 0) {
    if (options.empty) w.paragraph(options.empty, { color: MUTED, style: 'italic' });
    return;
  }
  const placed = place(columns);
  const withHeader = options.header ?? true;
  const bold = (index: number) => options.boldFirstColumn === true && index === 0;
  const headerLines = rowLines(
    w,
    columns.map((c) => c.header),
    placed,
    () => true,
  );
  const headerHeight = withHeader ? rowHeight(headerLines) : 0;
  w.gap(4);
  rows.forEach((cells, index) => {
    const lines = rowLines(w, cells, placed, bold);
    const height = rowHeight(lines);
    // the header is never left alone at the foot of a page: it moves with the first row
    const brokePage = w.ensure(height + (index === 0 ? headerHeight : 0));
    if (withHeader && (index === 0 || brokePage)) drawHeader(w, columns, placed);
    drawRow(w, lines, placed, { bold, stripe: index % 2 === 1 });
  });
  w.gap(4);
}
