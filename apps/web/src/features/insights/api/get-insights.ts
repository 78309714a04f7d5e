import { type InsightsResponse, insightsResponseSchema } from '@bsp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type InsightsScope, scopeQuery } from '../lib/scope';

/** Invalidate this (prefix) whenever rows change: uploads, edits, deletes. */
export const INSIGHTS_KEY = ['insights'] as const;

/** Scope and dates are part of the key: each period picked is its own cache entry. */
export const insightsKey = (scope: InsightsScope) =>
  [
    ...INSIGHTS_KEY,
    {
      analysis: scope.analysis ?? null,
      account: scope.account ?? null,
      date_from: scope.date_from ?? null,
      date_to: scope.date_to ?? null,
    },
  ] as const;

export function getInsights(scope: InsightsScope, signal?: AbortSignal): Promise<InsightsResponse> {
  const query = scopeQuery(scope);
  return api.request(`/api/insights/${query ? `?${query}` : ''}`, insightsResponseSchema, {
    auth: true,
    signal,
  });
}

export function insightsQueryOptions(scope: InsightsScope) {
  return queryOptions({
    queryKey: insightsKey(scope),
    queryFn: ({ signal }) => getInsights(scope, signal),
  });
}

/** Every figure computed by the server (packages/insights), so screen, PDF and CLI agree. */
export function useInsights(scope: InsightsScope, enabled = true) {
  return useQuery({ ...insightsQueryOptions(scope), enabled });
}
