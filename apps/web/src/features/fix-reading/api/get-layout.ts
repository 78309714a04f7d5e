import { type AnalysisLayout, analysisLayoutSchema } from '@bsp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { isNotFound } from '../../analyses/api/get-analysis';

/** GET /api/analysis/:id/layout/ — pages, text lines and the current reading as instructions. */
export function getLayout(id: string, signal?: AbortSignal): Promise<AnalysisLayout> {
  return api.request(`/api/analysis/${encodeURIComponent(id)}/layout/`, analysisLayoutSchema, {
    auth: true,
    signal,
  });
}

export const layoutKey = (id: string) => ['layout', id] as const;

export function layoutQueryOptions(id: string) {
  return queryOptions({
    queryKey: layoutKey(id),
    queryFn: ({ signal }) => getLayout(id, signal),
    // the fix screen edits a copy: a refetch must not reset what the person is doing
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) => !isNotFound(error) && count < 1,
  });
}

export function useLayout(id: string, enabled = true) {
  return useQuery({ ...layoutQueryOptions(id), enabled });
}
