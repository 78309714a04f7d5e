import { type TransactionSummary, transactionSummarySchema } from '@bsp/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { TransactionFilter } from './transactions';

/** Invalidate this (prefix) whenever rows change: uploads, edits, deletes. */
export const TRANSACTION_SUMMARY_KEY = ['transaction-summary'] as const;

type SummaryFilter = Omit<TransactionFilter, 'sort'>;

export function getTransactionSummary(
  filter: SummaryFilter,
  signal?: AbortSignal,
): Promise<TransactionSummary> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  return api.request(`/api/transaction/summary/?${query}`, transactionSummarySchema, {
    auth: true,
    signal,
  });
}

/** Sums per currency, month and category, computed by the server (no rows downloaded). */
export function useTransactionSummary(filter: SummaryFilter) {
  return useQuery({
    queryKey: [...TRANSACTION_SUMMARY_KEY, filter],
    queryFn: ({ signal }) => getTransactionSummary(filter, signal),
  });
}
