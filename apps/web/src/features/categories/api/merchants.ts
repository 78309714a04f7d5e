import { merchantMemoryListSchema, merchantMemorySchema } from '@bsp/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const MERCHANTS_KEY = ['category-merchants'] as const;

const path = (key: string) => `/api/category/merchant/${encodeURIComponent(key)}/`;

export const merchantsQueryOptions = () =>
  queryOptions({
    queryKey: MERCHANTS_KEY,
    queryFn: ({ signal }) =>
      api.request('/api/category/merchant/', merchantMemoryListSchema, { auth: true, signal }),
  });

/** What the app learned per merchant from the user's corrections. */
export function useMerchantMemory() {
  return useQuery(merchantsQueryOptions());
}

export function setMerchantLearning(merchantKey: string, learn: boolean) {
  return api.request(path(merchantKey), merchantMemorySchema, {
    method: 'PATCH',
    body: { learn },
    auth: true,
  });
}

export function forgetMerchant(merchantKey: string) {
  return api.request(path(merchantKey), null, { method: 'DELETE', auth: true });
}

export function useMerchantMutations() {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: MERCHANTS_KEY });
    void client.invalidateQueries({ queryKey: ['category-proposals'] });
  };
  return {
    setLearning: useMutation({
      mutationFn: ({ key, learn }: { key: string; learn: boolean }) =>
        setMerchantLearning(key, learn),
      onSuccess: refresh,
    }),
    forget: useMutation({ mutationFn: forgetMerchant, onSuccess: refresh }),
  };
}
