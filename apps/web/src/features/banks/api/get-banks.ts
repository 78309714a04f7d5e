import { banksResponseSchema } from '@bsp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function getBanks(signal?: AbortSignal) {
  return api.request('/api/banks/', banksResponseSchema, { auth: true, signal });
}

export const banksQueryOptions = () =>
  queryOptions({ queryKey: ['banks'] as const, queryFn: ({ signal }) => getBanks(signal) });

export function useBanks() {
  return useQuery(banksQueryOptions());
}
