import {
  statementChecksSchema,
  type Transaction,
  transactionBulkResponseSchema,
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
 * fetched four at a time (page_size ≤ 500 by contract). With more than one page, `onFirstPage`
 * gets the first one at once, and the rest wait for `beforeRest` (e.g. until it is on screen).
 */
export async function getAllTransactions(
  filter: TransactionFilter,
  signal?: AbortSignal,
  onFirstPage?: (rows: Transaction[], total: number) => void,
  beforeRest?: () => Promise<void>,
): Promise<Transaction[]> {
  const first = await getTransactionsPage(filter, 1, PAGE_SIZE_MAX, signal);
  if (first.total <= first.items.length) return first.items;
  onFirstPage?.(first.items, first.total);
  await beforeRest?.();
  signal?.throwIfAborted();
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

/** After the next paint (or 100 ms, when the tab is hidden and frames do not run). */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/**
 * Waits until a screen shows the query (it has an observer; at most `limitMs`) and that frame
 * has painted. Parsing the other pages of a long list would otherwise hold up the first rows.
 */
async function shownOnScreen(
  client: QueryClient,
  key: readonly unknown[],
  signal: AbortSignal,
  limitMs = 3000,
): Promise<void> {
  const deadline = Date.now() + limitMs;
  const observers = () =>
    client.getQueryCache().find({ queryKey: key, exact: true })?.getObserversCount() ?? 0;
  while (observers() === 0 && Date.now() < deadline && !signal.aborted) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await nextPaint();
}

export const transactionsKey = (filter: TransactionFilter) => ['transactions', filter] as const;

/**
 * All rows of the filter. For long lists the first page goes into the cache at once (time to
 * first content) and the rest load once it is on screen; the query stays fetching until every
 * page has arrived.
 */
export function transactionsQueryOptions(client: QueryClient, filter: TransactionFilter) {
  const key = transactionsKey(filter);
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      getAllTransactions(
        filter,
        signal,
        (rows) => {
          if (client.getQueryData(key) === undefined) client.setQueryData(key, rows);
        },
        () => shownOnScreen(client, key, signal),
      ),
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

/** Sets category and/or excluded on up to 1000 rows; answers the re-run checks per statement. */
export function bulkUpdateTransactions(data: BulkUpdate) {
  return api.request('/api/transaction/bulk/', transactionBulkResponseSchema, {
    method: 'POST',
    body: data,
    auth: true,
  });
}
