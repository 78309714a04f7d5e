/**
 * Statements as the fix screen compares them: the stored ones (with a person's own rows and
 * edits) and the ones a re-read gives (the same rows the apply would store).
 */
import { minorToDecimal, type StatementPreview } from '@bsp/shared';
import type { StatementInsert } from '../analyses/repository.ts';

type Bbox = [number, number, number, number];

export type PreviewStatementRow = {
  position: number;
  bank_name: string | null;
  account_number: string | null;
  currency: string;
  period_start: string | null;
  period_end: string | null;
  opening_balance: number | null;
  closing_balance: number | null;
  checks: unknown;
};

export type PreviewTransactionRow = {
  row_index: number;
  date: string | null;
  post_date: string | null;
  description: string;
  amount: number;
  balance: number | null;
  page: number | null;
  bbox: unknown;
  source: 'parser' | 'manual';
};

type StoredIssue = { code: string; message: string; row: number | null; rows?: number[] };

function isBbox(value: unknown): value is Bbox {
  return Array.isArray(value) && value.length === 4 && value.every((n) => typeof n === 'number');
}

export function toStatementPreview(
  statement: PreviewStatementRow,
  rows: PreviewTransactionRow[],
): StatementPreview {
  const money = (minor: number | null) =>
    minor === null ? null : minorToDecimal(Number(minor), statement.currency);
  const checks = (statement.checks ?? {}) as { reconciled?: boolean; issues?: StoredIssue[] };
  return {
    position: statement.position,
    bank_name: statement.bank_name,
    account_number: statement.account_number,
    currency: statement.currency,
    period_start: statement.period_start,
    period_end: statement.period_end,
    opening_balance: money(statement.opening_balance),
    closing_balance: money(statement.closing_balance),
    reconciled: Boolean(checks.reconciled),
    issues: (checks.issues ?? []).map((issue) => ({
      code: issue.code,
      message: issue.message,
      row: issue.row ?? null,
      ...(issue.rows ? { rows: issue.rows } : {}),
    })),
    transactions: [...rows]
      .sort((a, b) => a.row_index - b.row_index)
      .map((row) => ({
        row_index: row.row_index,
        date: row.date,
        post_date: row.post_date,
        description: row.description,
        amount: minorToDecimal(Number(row.amount), statement.currency),
        balance: money(row.balance),
        page: row.page,
        bbox: isBbox(row.bbox) ? row.bbox : null,
        source: row.source,
      })),
  };
}

/** The rows an apply would store, as a preview (nothing of them is stored). */
export function insertPreview(item: StatementInsert): StatementPreview {
  const st = item.statement;
  return toStatementPreview(
    {
      position: st.position,
      bank_name: st.bank_name ?? null,
      account_number: st.account_number ?? null,
      currency: st.currency,
      period_start: st.period_start ?? null,
      period_end: st.period_end ?? null,
      opening_balance: st.opening_balance ?? null,
      closing_balance: st.closing_balance ?? null,
      checks: JSON.parse(st.checks),
    },
    item.transactions.map((t) => ({
      row_index: t.row_index,
      date: t.date ?? null,
      post_date: t.post_date ?? null,
      description: t.description,
      amount: t.amount,
      balance: t.balance ?? null,
      page: t.page ?? null,
      bbox: t.bbox === null ? null : JSON.parse(t.bbox),
      source: t.source,
    })),
  );
}
