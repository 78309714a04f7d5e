import {
  statementChecksSchema,
  type Transaction,
  type transactionBulkUpdateSchema,
  transactionChangeResponseSchema,
  type transactionCreateSchema,
  transactionListResponseSchema,
  type transactionPatchSchema,
} from '@bsp/shared';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

export type TransactionPatch = z.infer<typeof transactionPatchSchema>;
export type TransactionCreate = z.input<typeof transactionCreateSchema>;
export type BulkUpdate = z.infer<typeof transactionBulkUpdateSchema>;
export type StatementChecks = z.infer<typeof statementChecksSchema>;

export const PAGE_SIZE_MAX = 500;

export type TransactionFilter = {
  analysis?: string;
  account?: string;
  statement?: string;
  date_from?: string;
  date_to?: string;
  q?: string;
  category?: string;
  sort?: string;
};

function listPath(filter: TransactionFilter, page: number, pageSize: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  if (!filter.sort) query.set('sort', 'row');
  query.set('page', String(page));
  query.set('page_size', String(pageSize));
  return `/api/transaction/?${query}`;
}

export function getTransactionsPage(
  filter: TransactionFilter,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
) {
  return api.request(listPath(filter, page, pageSize), transactionListResponseSchema, {
    auth: true,
    signal,
  });
}

/**
 * Every transaction matching the filter: the first page says how many there are, the rest are
 * fetched four at a time (page_size ≤ 500 by contract).
 */
export async function getAllTransactions(
  filter: TransactionFilter,
  signal?: AbortSignal,
  onFirstPage?: (rows: Transaction[], total: number) => void,
): Promise<Transaction[]> {
  const first = await getTransactionsPage(filter, 1, PAGE_SIZE_MAX, signal);
  if (first.total > first.items.length) onFirstPage?.(first.items, first.total);
  const pages = Math.ceil(first.total / first.page_size);
  const rest: Transaction[][] = [];
  const queue = Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2);
  const workers = Array.from({ length: Math.min(4, queue.length) }, async () => {
    for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
      const result = await getTransactionsPage(filter, page, first.page_size, signal);
      rest[page - 2] = result.items;
    }
  });
  await Promise.all(workers);
  return first.items.concat(...rest);
}

export const transactionsKey = (filter: TransactionFilter) => ['transactions', filter] as const;

/**
 * All rows of the filter. For long lists the first page goes into the cache at once (time to
 * first content) while the rest load; the query stays fetching until every page has arrived.
 */
export function transactionsQueryOptions(client: QueryClient, filter: TransactionFilter) {
  const key = transactionsKey(filter);
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      getAllTransactions(filter, signal, (rows) => {
        if (client.getQueryData(key) === undefined) client.setQueryData(key, rows);
      }),
  });
}

/** All rows of the filter; `complete` is false until every page has arrived. */
export function useTransactions(filter: TransactionFilter, enabled = true) {
  const client = useQueryClient();
  const query = useQuery({ ...transactionsQueryOptions(client, filter), enabled });
  return { ...query, complete: query.isSuccess && !query.isFetching };
}

export function updateTransaction(id: string, patch: TransactionPatch) {
  return api.request(
    `/api/transaction/${encodeURIComponent(id)}/`,
    transactionChangeResponseSchema,
    {
      method: 'PATCH',
      body: patch,
      auth: true,
    },
  );
}

const checksResponseSchema = z.object({ checks: statementChecksSchema });
const createResponseSchema = z.object({
  transaction: transactionChangeResponseSchema.shape.transaction,
  checks: statementChecksSchema,
});

export function createTransaction(data: TransactionCreate) {
  return api.request('/api/transaction/', createResponseSchema, {
    method: 'POST',
    body: data,
    auth: true,
  });
}

export function deleteTransaction(id: string) {
  return api.request(`/api/transaction/${encodeURIComponent(id)}/`, checksResponseSchema, {
    method: 'DELETE',
    auth: true,
  });
}

/** The bulk answer is not pinned by the contract; the caller refetches afterwards. */
export function bulkUpdateTransactions(data: BulkUpdate) {
  return api.request('/api/transaction/bulk/', z.unknown(), {
    method: 'POST',
    body: data,
    auth: true,
  });
}
