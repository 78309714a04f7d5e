import { transactionListResponseSchema } from '@bsp/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The list endpoint takes at most this many ids (the rows behind one figure). */
export const MAX_FIGURE_ROWS = 500;

/** The rows behind a figure, in date order. Ids beyond the first 500 are not asked for. */
export function getRowsByIds(ids: readonly string[], signal?: AbortSignal) {
  const query = new URLSearchParams({
    ids: ids.slice(0, MAX_FIGURE_ROWS).join(','),
    page: '1',
    page_size: String(MAX_FIGURE_ROWS),
    sort: 'date',
  });
  return api.request(`/api/transaction/?${query}`, transactionListResponseSchema, {
    auth: true,
    signal,
  });
}

export function useRowsByIds(ids: readonly string[], enabled: boolean) {
  return useQuery({
    queryKey: ['transactions', 'by-ids', ids.slice(0, MAX_FIGURE_ROWS)],
    queryFn: ({ signal }) => getRowsByIds(ids, signal),
    enabled: enabled && ids.length > 0,
  });
}
