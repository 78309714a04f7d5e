import { applyMerchantResponseSchema } from '@bsp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { INSIGHTS_KEY } from '../../insights/api/get-insights';
import { TRANSACTION_SUMMARY_KEY } from '../../transactions/api/transaction-summary';
import { MERCHANTS_KEY } from './merchants';

/** "Apply to N other rows": the merchant's other rows (all of the user's) take the category. */
export function applyToMerchant(data: { merchant_key: string; category: string }) {
  return api.request('/api/transaction/apply-merchant/', applyMerchantResponseSchema, {
    method: 'POST',
    body: data,
    auth: true,
  });
}

export function useApplyToMerchant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyToMerchant,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['transactions'] });
      void client.invalidateQueries({ queryKey: TRANSACTION_SUMMARY_KEY });
      void client.invalidateQueries({ queryKey: INSIGHTS_KEY });
      void client.invalidateQueries({ queryKey: MERCHANTS_KEY });
    },
  });
}
