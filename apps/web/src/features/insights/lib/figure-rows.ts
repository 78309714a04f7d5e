import { paths } from '../../../config/paths';

/** At most this many ids travel in a `rows` URL parameter (the list endpoint's limit). */
export const MAX_ROWS_PARAM = 500;

/** The accessible name of a figure's button: "Show the 3 rows behind Netflix price rise". */
export function rowsButtonName(count: number, what: string): string {
  return count === 1 ? `Show the 1 row behind ${what}` : `Show the ${count} rows behind ${what}`;
}

/**
 * The full accessible name: the rows it shows, then the visible figure unless the name already
 * holds it — a speech-input user says what they see (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
export function figureButtonName(count: number, what: string, visible: string): string {
  const name = rowsButtonName(count, what);
  const shown = visible.trim();
  return !shown || name.includes(shown) ? name : `${name}: ${shown}`;
}

/** "1 row", "3 rows": the visible text of a figure that is a count of rows. */
export function rowCountText(count: number): string {
  return count === 1 ? '1 row' : `${count} rows`;
}

/** Distinct, non-empty ids from a `rows=a,b,c` parameter (null: no filter), at most 500. */
export function parseRowsParam(value: string | null): string[] | null {
  if (value == null) return null;
  const ids = [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  return ids.length ? ids.slice(0, MAX_ROWS_PARAM) : null;
}

/** The report of `analysisId` with its grid filtered to `ids`. */
export function reportRowsPath(analysisId: string, ids: readonly string[]): string {
  const query = new URLSearchParams({ rows: ids.slice(0, MAX_ROWS_PARAM).join(',') });
  return `${paths.reportDetails(analysisId)}?${query.toString().replaceAll('%2C', ',')}`;
}

/** Ids per report, in first-seen order: one link per report from a figure's rows. */
export function idsByReport(
  rows: readonly { id: string; analysis_id: string }[],
): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    const list = groups.get(row.analysis_id) ?? [];
    list.push(row.id);
    groups.set(row.analysis_id, list);
  }
  return groups;
}
