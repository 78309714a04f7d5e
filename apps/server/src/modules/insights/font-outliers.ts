/**
 * The parser's font outliers of one file (`document.fontOutliers`) → integrity facts with row
 * ids. Only statements in the scope count; `findRow` finds each row again (the server by page and
 * box, since row indexes shift when a person adds or deletes rows). A row no longer there keeps
 * its evidence, without a link.
 */
import type { FontOutlierFact } from '@bsp/insights';
import type { FontOutlier } from '@bsp/shared';

export type FoundRow = { id: string; rowIndex: number };

export function fontOutlierFacts(
  outliers: readonly FontOutlier[] | undefined,
  /** Statement position in the file → its id, for the statements in scope. */
  statementIds: ReadonlyMap<number, string>,
  findRow: (statementId: string, outlier: FontOutlier) => FoundRow | null,
  /** The file holds several statements: the evidence names the statement. */
  several: boolean,
): FontOutlierFact[] {
  return (outliers ?? []).flatMap((o) => {
    const statementId = statementIds.get(o.statement);
    if (!statementId) return [];
    const row = findRow(statementId, o);
    return [
      {
        rowId: row?.id ?? null,
        row: (row?.rowIndex ?? o.row) + 1,
        page: o.page,
        cell: o.cell,
        font: o.font,
        usual: o.usual,
        usualCount: o.usualCount,
        ...(several ? { statement: o.statement + 1 } : {}),
      },
    ];
  });
}

type Box = readonly [number, number, number, number];

/** The same row box, as stored (JSON numbers) and as the parser gave it. */
export function sameBox(a: unknown, b: Box): boolean {
  return (
    Array.isArray(a) &&
    a.length === 4 &&
    a.every((v, i) => typeof v === 'number' && Math.abs(v - b[i]!) < 0.01)
  );
}
