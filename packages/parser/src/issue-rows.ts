/** Issues about several rows: one issue naming them all, not one line per row. */
import type { CheckIssue } from './types.ts';

/** "3, 5, 9" — 1-based row numbers, the first 12 and a count of the rest. */
export function rowList(rows: readonly number[]): string {
  const shown = rows
    .slice(0, 12)
    .map((r) => r + 1)
    .join(', ');
  return rows.length > 12 ? `${shown} and ${rows.length - 12} more` : shown;
}

/**
 * One issue about `rows` (0-based, ascending, not empty): `row` is the first, `rows` all of them
 * when there are several. `what` reads as a sentence start ("Low confidence").
 */
export function groupedIssue(code: CheckIssue['code'], rows: number[], what: string): CheckIssue {
  const first = rows[0]!;
  if (rows.length === 1) {
    return { code, message: `Row ${first + 1}: ${lowerFirst(what)}.`, row: first };
  }
  return { code, message: `${what} on ${rows.length} rows: ${rowList(rows)}.`, row: first, rows };
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}
