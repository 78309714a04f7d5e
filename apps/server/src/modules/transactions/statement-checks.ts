import { EVIDENCE_ISSUE_CODES, rowList, runChecks } from '@bsp/parser';
import type { statementChecksSchema } from '@bsp/shared';
import type { z } from 'zod';

export type StatementChecks = z.infer<typeof statementChecksSchema>;

export type CheckedStatement = {
  opening_balance: number | null;
  closing_balance: number | null;
  printed_money_in: number | null;
  printed_money_out: number | null;
  /** The checks stored before (the parser's): their evidence issues outlive a re-check. */
  checks?: unknown;
};

export type CheckedRow = {
  id: string;
  row_index: number;
  amount: number;
  balance: number | null;
  excluded: boolean;
  confidence: number;
  edited: boolean;
  source: 'parser' | 'manual';
};

/**
 * Re-runs the parser's arithmetic checks over the stored rows of one statement (in row order).
 * Excluded rows are left out of every sum and of the running-balance chain; rows a user typed or
 * edited count as certain (no low-confidence issue). Issue rows are the stored `row_index` and
 * carry the transaction id.
 */
export function computeStatementChecks(
  statement: CheckedStatement,
  rows: CheckedRow[],
): StatementChecks {
  const ordered = [...rows].sort((a, b) => a.row_index - b.row_index);
  const kept = ordered.filter((row) => !row.excluded);
  const result = runChecks({
    amounts: kept.map((row) => row.amount),
    balances: kept.map((row) => row.balance),
    opening: statement.opening_balance,
    closing: statement.closing_balance,
    moneyIn: statement.printed_money_in,
    moneyOut: statement.printed_money_out,
    confidences: kept.map((row) => (row.edited || row.source === 'manual' ? 1 : row.confidence)),
  });
  // what the document printed (dates, stray amounts) is not in the stored rows: the parser's
  // findings stay until the statement is parsed again
  const carried = storedIssues(statement.checks).filter((i) => EVIDENCE_ISSUE_CODES.has(i.code));
  return {
    reconciled: result.reconciled && carried.length === 0,
    balance_rows_checked: result.verifiedRows.size,
    rows: ordered.length,
    issues: [
      ...result.issues.map((issue) => {
        const row = issue.row === null ? undefined : kept[issue.row];
        const rows = issue.rows?.map((i) => kept[i]!.row_index);
        let message = row
          ? issue.message.replace(/^Row \d+/, `Row ${row.row_index + 1}`)
          : issue.message;
        if (issue.rows && rows) message = message.replace(rowList(issue.rows), rowList(rows));
        return {
          code: issue.code,
          message,
          row: row ? row.row_index : null,
          ...(rows ? { rows } : {}),
          transaction_id: row ? row.id : null,
        };
      }),
      ...carried,
    ],
  };
}

type StoredIssue = StatementChecks['issues'][number];

function storedIssues(checks: unknown): StoredIssue[] {
  const issues = (checks as { issues?: unknown } | null)?.issues;
  return Array.isArray(issues) ? (issues as StoredIssue[]) : [];
}
