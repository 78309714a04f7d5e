import {
  type CategoryRuleDto,
  type categoryRuleCreateSchema,
  categoryRuleListSchema,
  categoryRuleSchema,
  categoryRuleTestResponseSchema,
} from '@bsp/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type RuleInput = z.input<typeof categoryRuleCreateSchema>;
export type RuleTestResult = z.infer<typeof categoryRuleTestResponseSchema>;
export type { CategoryRuleDto };

export const RULES_KEY = ['category-rules'] as const;

export const rulesQueryOptions = () =>
  queryOptions({
    queryKey: RULES_KEY,
    queryFn: ({ signal }) =>
      api.request('/api/category/rule/', categoryRuleListSchema, { auth: true, signal }),
  });

/** The user's rules in order: the first that matches a row wins. */
export function useRules() {
  return useQuery(rulesQueryOptions());
}

export function createRule(data: RuleInput) {
  return api.request('/api/category/rule/', categoryRuleSchema, {
    method: 'POST',
    body: data,
    auth: true,
  });
}

export function updateRule(id: string, data: Partial<RuleInput>) {
  return api.request(`/api/category/rule/${encodeURIComponent(id)}/`, categoryRuleSchema, {
    method: 'PATCH',
    body: data,
    auth: true,
  });
}

export function deleteRule(id: string) {
  return api.request(`/api/category/rule/${encodeURIComponent(id)}/`, null, {
    method: 'DELETE',
    auth: true,
  });
}

export function reorderRules(ids: string[]) {
  return api.request('/api/category/rule/reorder/', categoryRuleListSchema, {
    method: 'POST',
    body: { ids },
    auth: true,
  });
}

/** How many of the user's past rows a rule would match, with a few of them. */
export function testRule(data: RuleInput): Promise<RuleTestResult> {
  return api.request('/api/category/rule/test/', categoryRuleTestResponseSchema, {
    method: 'POST',
    body: data,
    auth: true,
  });
}

export function useRuleMutations() {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: RULES_KEY });
    void client.invalidateQueries({ queryKey: ['category-proposals'] });
  };
  return {
    create: useMutation({ mutationFn: createRule, onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, ...data }: Partial<RuleInput> & { id: string }) => updateRule(id, data),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: deleteRule, onSuccess: refresh }),
    reorder: useMutation({
      mutationFn: reorderRules,
      onSuccess: (list) => client.setQueryData(RULES_KEY, list),
    }),
  };
}
