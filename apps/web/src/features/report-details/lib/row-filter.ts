import type { Transaction } from '@bsp/shared';
import { formatDate } from '../../analyses/lib/insights';

/**
 * True when `query` (trimmed, lower case) is part of the row's description, category, reference,
 * amount ("-12.34" or "12.34") or date (as stored, "2024-03-05", or as shown, "5 Mar 2024").
 */
export function matchesFilter(row: Transaction, query: string): boolean {
  if (!query) return true;
  const fields = [
    row.description,
    row.category ?? '',
    row.reference ?? '',
    row.amount,
    row.date ?? '',
    formatDate(row.date),
  ];
  return fields.some((f) => f.toLowerCase().includes(query));
}
