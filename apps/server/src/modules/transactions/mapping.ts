import { type CategorySourceName, minorToDecimal, type Transaction } from '@bsp/shared';
import type { Selectable } from 'kysely';
import type { TransactionsTable } from '../../db/schema.ts';

export type TransactionRow = Selectable<TransactionsTable>;

/** A stored row → the wire shape (minor units → decimal strings in the row's currency). */
export function toTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    analysis_id: row.analysis_id,
    statement_id: row.statement_id,
    account_id: row.account_id,
    row_index: row.row_index,
    date: row.date,
    post_date: row.post_date,
    description: row.description,
    amount: minorToDecimal(row.amount, row.currency),
    balance: row.balance === null ? null : minorToDecimal(row.balance, row.currency),
    currency: row.currency,
    reference: row.reference,
    category: row.category,
    merchant: row.merchant,
    merchant_key: row.merchant_key,
    category_source: row.category_source as CategorySourceName | null,
    category_confidence: row.category_confidence,
    category_suggested: row.category_suggested,
    notes: row.notes,
    excluded: row.excluded,
    confidence: row.confidence,
    page: row.page,
    bbox: (row.bbox as [number, number, number, number] | null) ?? null,
    source: row.source,
    edited: row.edited,
  };
}
