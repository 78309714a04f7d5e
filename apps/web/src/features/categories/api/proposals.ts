import { categoryRuleSchema, ruleProposalListSchema } from '@bsp/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { RULES_KEY } from './rules';

export const PROPOSALS_KEY = ['category-proposals'] as const;

export const proposalsQueryOptions = () =>
  queryOptions({
    queryKey: PROPOSALS_KEY,
    queryFn: ({ signal }) =>
      api.request('/api/category/proposal/', ruleProposalListSchema, { auth: true, signal }),
  });

/** Rules proposed where the user's corrections of a merchant agreed 3 times. */
export function useProposals() {
  return useQuery(proposalsQueryOptions());
}

export function acceptProposal(merchantKey: string) {
  return api.request('/api/category/proposal/accept/', categoryRuleSchema, {
    method: 'POST',
    body: { merchant_key: merchantKey },
    auth: true,
  });
}

export function useAcceptProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptProposal,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: PROPOSALS_KEY });
      void client.invalidateQueries({ queryKey: RULES_KEY });
    },
  });
}
