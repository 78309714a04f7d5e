import { type AnalysisStatus, analysisListResponseSchema } from '@bsp/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type AnalysisListResponse = z.infer<typeof analysisListResponseSchema>;
export type AnalysisSort =
  | 'created_at'
  | '-created_at'
  | 'filename'
  | '-filename'
  | 'period_end'
  | '-period_end';
export type AnalysisListParams = {
  page?: number;
  pageSize?: number;
  status?: AnalysisStatus | undefined;
  q?: string | undefined;
  sort?: AnalysisSort;
};

export function analysesQueryString(params: AnalysisListParams): string {
  const query = new URLSearchParams();
  query.set('page', String(params.page ?? 1));
  query.set('page_size', String(params.pageSize ?? 20));
  if (params.status) query.set('status', params.status);
  if (params.q?.trim()) query.set('q', params.q.trim());
  query.set('sort', params.sort ?? '-created_at');
  return query.toString();
}

export function getAnalyses(params: AnalysisListParams, signal?: AbortSignal) {
  return api.request(`/api/analysis/?${analysesQueryString(params)}`, analysisListResponseSchema, {
    auth: true,
    signal,
  });
}

export const ANALYSES_KEY = ['analyses'] as const;

export function analysesQueryOptions(params: AnalysisListParams) {
  return queryOptions({
    queryKey: [...ANALYSES_KEY, params],
    queryFn: ({ signal }) => getAnalyses(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Polls every 3 s while a listed analysis is still queued or processing. */
export function useAnalyses(params: AnalysisListParams) {
  return useQuery({
    ...analysesQueryOptions(params),
    refetchInterval: (query) =>
      query.state.data?.items.some((a) => a.status === 'queued' || a.status === 'processing')
        ? 3000
        : false,
  });
}
