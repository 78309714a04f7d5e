/**
 * Rows printed twice because two statements of the SAME account cover overlapping periods: same
 * date, amount and description in both. Matched one-to-one by count (twice in one statement and
 * once in the other is one duplicate); two identical rows within ONE statement are never flagged.
 */
import { countedRows, groupBy } from './common.ts';
import type { InsightRow, InsightStatement } from './types.ts';

export interface DuplicateSuggestion {
  /** The row to exclude (from the later statement). */
  duplicateRowId: string;
  /** The row it repeats (from the earlier statement), which stays. */
  keepRowId: string;
  duplicateStatementId: string;
  keepStatementId: string;
  explanation: string;
  rowIds: string[];
}

function rowKey(row: InsightRow): string {
  const text = row.description.toLowerCase().replace(/\s+/g, ' ').trim();
  return `${row.date}|${row.currency}|${row.amountMinor}|${text}`;
}

/** The period a statement covers: stated, else the dates of its rows. */
function span(statement: InsightStatement, rows: readonly InsightRow[]): [string, string] | null {
  const dates = rows.flatMap((row) => (row.date ? [row.date] : [])).sort();
  const start = statement.periodStart ?? dates[0];
  const end = statement.periodEnd ?? dates.at(-1);
  return start && end ? [start, end] : null;
}

export function findOverlapDuplicates(
  rows: readonly InsightRow[],
  statements: readonly InsightStatement[],
): DuplicateSuggestion[] {
  const byStatement = groupBy(
    countedRows(rows).filter((row) => row.date),
    (row) => row.statementId,
  );
  const ordered = statements
    .filter((s) => s.accountId !== null)
    .map((s) => ({ statement: s, rows: byStatement.get(s.id) ?? [] }))
    .map((entry) => ({ ...entry, span: span(entry.statement, entry.rows) }))
    .filter((entry): entry is typeof entry & { span: [string, string] } => entry.span !== null)
    .sort(
      (a, b) => a.span[0].localeCompare(b.span[0]) || a.statement.id.localeCompare(b.statement.id),
    );
  const keysOf = new Map(
    ordered.map((entry) => [
      entry.statement.id,
      groupBy(
        [...entry.rows].sort((a, b) => a.rowIndex - b.rowIndex),
        rowKey,
      ),
    ]),
  );
  /** A duplicate's row → the row it repeats, so a third statement keeps the first original. */
  const original = new Map<string, { rowId: string; statementId: string }>();
  const suggestions: DuplicateSuggestion[] = [];
  ordered.forEach((later, i) => {
    const earlier = ordered
      .slice(0, i)
      .filter(
        (e) =>
          e.statement.accountId === later.statement.accountId &&
          e.statement.currency === later.statement.currency &&
          e.span[0] <= later.span[1] &&
          later.span[0] <= e.span[1],
      );
    for (const [key, repeats] of keysOf.get(later.statement.id)!) {
      let best: { id: string; rows: InsightRow[] } | null = null;
      for (const e of earlier) {
        const same = keysOf.get(e.statement.id)!.get(key) ?? [];
        if (same.length > (best?.rows.length ?? 0)) best = { id: e.statement.id, rows: same };
      }
      if (!best) continue;
      const count = Math.min(repeats.length, best.rows.length);
      for (let n = 0; n < count; n++) {
        const dup = repeats[n]!;
        const keep = original.get(best.rows[n]!.id) ?? {
          rowId: best.rows[n]!.id,
          statementId: best.id,
        };
        original.set(dup.id, keep);
        suggestions.push({
          duplicateRowId: dup.id,
          keepRowId: keep.rowId,
          duplicateStatementId: later.statement.id,
          keepStatementId: keep.statementId,
          explanation: `"${dup.description.trim()}" on ${dup.date} for the same amount is in both statement ${keep.statementId} and statement ${later.statement.id}, whose periods overlap: probably one payment printed twice`,
          rowIds: [keep.rowId, dup.id],
        });
      }
    }
  });
  return suggestions;
}
