import type { Transaction } from '@bsp/shared';
import { formatDate } from '../../analyses/lib/insights';

/**
 * True when `query` (trimmed, lower case) is part of the row's description, merchant, category
 * (stored value or its label), reference, amount ("-12.34" or "12.34") or date (as stored,
 * "2024-03-05", or as shown, "5 Mar 2024").
 */
export function matchesFilter(row: Transaction, query: string, categoryLabel = ''): boolean {
  if (!query) return true;
  const fields = [
    row.description,
    row.merchant ?? '',
    row.category ?? '',
    categoryLabel,
    row.reference ?? '',
    row.amount,
    row.date ?? '',
    formatDate(row.date),
  ];
  return fields.some((f) => f.toLowerCase().includes(query));
}
