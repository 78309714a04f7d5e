import { type AnalysisDetail, analysisDetailSchema } from '@bsp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-client';

export function getAnalysis(id: string, signal?: AbortSignal): Promise<AnalysisDetail> {
  return api.request(`/api/analysis/${encodeURIComponent(id)}/`, analysisDetailSchema, {
    auth: true,
    signal,
  });
}

export const analysisKey = (id: string) => ['analysis', id] as const;

/** 404 (and 403: another user's report) are final: no retries, the screen says "not found". */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403);
}

export function analysisQueryOptions(id: string) {
  return queryOptions({
    queryKey: analysisKey(id),
    queryFn: ({ signal }) => getAnalysis(id, signal),
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
}

export function useAnalysis(id: string) {
  return useQuery(analysisQueryOptions(id));
}
