/**
 * Pieces shared by the blind-13 families (mainstream US, UK, Indian, South African, Canadian and
 * Australian statements) that earlier kits lack: listings printed several entries to a line
 * (cleared checks, daily balances, check-image captions) that repeat amounts which are not rows,
 * amounts with a letter after them ("1,234.56 D" / "C", "250.00CR"), upper-case month-day dates
 * ("FEB 19"), and the period phrasings these banks use.
 */
import { EN, formatDate, formatMinor, type NumberStyle } from '../../format.ts';
import type { Align, Cell, LinesBlock } from '../../layout.ts';

/**
 * Entries laid `n` to a line across [left, right]: each entry's cells sit at `offsets` (points
 * from the left of its slot, with their alignment). An optional bold heading line repeats
 * `heads` in every slot.
 */
export function nUpLines(
  left: number,
  right: number,
  n: number,
  offsets: [number, Align][],
  entries: string[][],
  heads?: string[],
): LinesBlock['lines'] {
  const w = (right - left) / n;
  const line = (row: (string | undefined)[][], bold: boolean): { cells: Cell[] } => ({
    cells: row.flatMap((entry, slot) =>
      entry.map((text, i) => {
        const [dx, align] = offsets[i] ?? [0, 'left'];
        return { text: text ?? '', x: left + slot * w + dx, align, bold };
      }),
    ),
  });
  const lines: LinesBlock['lines'] = [];
  if (heads)
    lines.push(
      line(
        Array.from({ length: n }, () => heads),
        true,
      ),
    );
  for (let i = 0; i < entries.length; i += n) lines.push(line(entries.slice(i, i + n), false));
  return lines;
}

/** "1,234.56 D" / "1,234.56 C" (or any pair of markers) after the unsigned amount. */
export const lettered = (
  minor: number,
  marks: [string, string],
  ns: NumberStyle = EN,
  joiner = ' ',
): string => `${formatMinor(minor, ns)}${joiner}${minor < 0 ? marks[0] : marks[1]}`;

/** "FEB 19": upper-case month and day without the year (Canadian card rows). */
export const monDay = (iso: string): string => formatDate(iso, 'MMM DD').toUpperCase();

/** "$1,234.56" for either sign (summaries that print the sign in their labels). */
export const absUsd = (minor: number): string => `$${formatMinor(minor, EN)}`;

/** "March 1, 2024 - March 31, 2024" or, with `yearOnce`, "March 1 - March 31, 2024". */
export function wordsRange(start: string, end: string, yearOnce = false, joiner = ' - '): string {
  const same = start.slice(0, 4) === end.slice(0, 4);
  const s = formatDate(start, yearOnce && same ? 'MMMM D' : 'MMMM D, YYYY');
  return `${s}${joiner}${formatDate(end, 'MMMM D, YYYY')}`;
}
