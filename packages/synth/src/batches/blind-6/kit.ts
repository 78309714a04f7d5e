/**
 * Pieces shared by the blind-6 families that earlier kits lack: a table whose column header is
 * printed on page 1 only, and continuation
 * lines that run under the money columns.
 */
import type { Cell, Column, LinesBlock } from '../../layout.ts';

/**
 * Columns with their headers stripped, plus the header line to print once above the table:
 * the layout then repeats nothing on later pages (some banks print the header on page 1 only).
 */
export function headerOnce(columns: Column[]): { columns: Column[]; header: LinesBlock } {
  const lines = Math.max(...columns.map((c) => c.header.length));
  const header: LinesBlock = { kind: 'lines', lines: [] };
  for (let i = 0; i < lines; i++) {
    const cells: Cell[] = columns.map((c) => ({
      text: c.header[i - (lines - c.header.length)] ?? '',
      x: c.x,
      align: c.align,
      bold: true,
    }));
    header.lines.push({ cells });
  }
  return { columns: columns.map((c) => ({ ...c, header: [] })), header };
}

/**
 * Split a description into a first line of at most `first` characters (beside the money) and
 * the rest (printed under the money columns on the next line). Splits at a space when it can.
 */
export function spill(description: string, first: number): [string, string] {
  if (description.length <= first) return [description, ''];
  const cut = description.lastIndexOf(' ', first);
  const at = cut > first / 2 ? cut : first;
  return [description.slice(0, at).trim(), description.slice(at).trim()];
}
