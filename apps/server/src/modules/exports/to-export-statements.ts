/**
 * The one place stored rows become the exporters' input (`ExportStatement`, the parser's
 * `ParsedStatement` shape: camelCase, decimal strings, plus id/category/notes/excluded).
 */
import type { ExportStatement, ExportTransaction } from '@bsp/insights';
import { minorToDecimal } from '@bsp/shared';
import type { Selectable } from 'kysely';
import type { StatementsTable } from '../../db/schema.ts';
import type { TransactionRow } from '../transactions/mapping.ts';

export type StatementRow = Selectable<StatementsTable>;

type StoredChecks = {
  reconciled?: boolean;
  issues?: Array<{ code: string; message: string; row: number | null }>;
};

const money = (minor: number | null, currency: string) =>
  minor === null ? null : minorToDecimal(minor, currency);

/** How a stored category is written in an export (its friendly label). */
export type CategoryLabeller = (category: string) => string;

export function toExportTransaction(
  row: TransactionRow,
  label: CategoryLabeller = (c) => c,
): ExportTransaction {
  return {
    id: row.id,
    date: row.date,
    postDate: row.post_date,
    description: row.description,
    amount: minorToDecimal(row.amount, row.currency),
    balance: money(row.balance, row.currency),
    reference: row.reference,
    // rows a user added have no page; the exporters write an empty cell for null
    page: row.page as number,
    bbox: (row.bbox as [number, number, number, number] | null) ?? null,
    confidence: row.confidence,
    category: row.category === null ? null : label(row.category),
    merchant: row.merchant,
    notes: row.notes,
    excluded: row.excluded,
  };
}

/** `rows` must be the statement's transactions in the order to export. */
export function toExportStatement(
  statement: StatementRow,
  rows: TransactionRow[],
  label?: CategoryLabeller,
): ExportStatement {
  const currency = statement.currency;
  const checks = (statement.checks ?? {}) as StoredChecks;
  return {
    bankName: statement.bank_name,
    accountHolder: statement.account_holder,
    accountNumber: statement.account_number,
    accountType: statement.account_type,
    currency,
    periodStart: statement.period_start,
    periodEnd: statement.period_end,
    openingBalance: money(statement.opening_balance, currency),
    closingBalance: money(statement.closing_balance, currency),
    totals: {
      moneyIn: money(statement.printed_money_in, currency),
      moneyOut: money(statement.printed_money_out, currency),
    },
    transactions: rows.map((row) => toExportTransaction(row, label)),
    checks: {
      reconciled: checks.reconciled ?? false,
      issues: (checks.issues ?? []).map((i) => ({ code: i.code, message: i.message, row: i.row })),
    },
    confidence: statement.confidence,
  };
}

/**
 * Groups rows by statement, statements in the given order; rows keep their order. Statements
 * without rows are left out unless `keepEmpty`.
 */
export function groupByStatement(
  statements: StatementRow[],
  rows: TransactionRow[],
  keepEmpty = false,
  label?: CategoryLabeller,
): ExportStatement[] {
  const byStatement = new Map<string, TransactionRow[]>();
  for (const row of rows) {
    const list = byStatement.get(row.statement_id);
    if (list) list.push(row);
    else byStatement.set(row.statement_id, [row]);
  }
  return statements
    .filter((s) => keepEmpty || byStatement.has(s.id))
    .map((s) => toExportStatement(s, byStatement.get(s.id) ?? [], label));
}
