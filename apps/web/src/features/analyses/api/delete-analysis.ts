import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { INSIGHTS_KEY } from '../../insights/api/get-insights';
import { TRANSACTION_SUMMARY_KEY } from '../../transactions/api/transaction-summary';
import { ANALYSES_KEY } from './get-analyses';
import { analysisKey } from './get-analysis';

export function deleteAnalysis(id: string): Promise<void> {
  return api.request(`/api/analysis/${encodeURIComponent(id)}/`, null, {
    method: 'DELETE',
    auth: true,
  });
}

export function useDeleteAnalysis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAnalysis,
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: analysisKey(id) });
      void client.invalidateQueries({ queryKey: ANALYSES_KEY });
      void client.invalidateQueries({ queryKey: ['banks'] });
      void client.invalidateQueries({ queryKey: ['transactions'] });
      void client.invalidateQueries({ queryKey: TRANSACTION_SUMMARY_KEY });
      void client.invalidateQueries({ queryKey: INSIGHTS_KEY });
    },
  });
}
