import {
  type LayoutProfileDetail,
  type LayoutProfileSummary,
  layoutProfileDetailSchema,
  layoutProfileListSchema,
  layoutProfileSummarySchema,
} from '@bsp/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const LAYOUT_PROFILES_KEY = ['layout-profiles'] as const;

const base = '/api/layout-profiles/';
const one = (id: string) => `${base}${encodeURIComponent(id)}/`;

/** GET /api/layout-profiles/ — the user's layouts, with how often each was used. */
export async function getLayoutProfiles(signal?: AbortSignal): Promise<LayoutProfileSummary[]> {
  const list = await api.request(base, layoutProfileListSchema, { auth: true, signal });
  return list.items;
}

export const layoutProfilesQueryOptions = () =>
  queryOptions({
    queryKey: LAYOUT_PROFILES_KEY,
    queryFn: ({ signal }) => getLayoutProfiles(signal),
  });

export function useLayoutProfiles() {
  return useQuery(layoutProfilesQueryOptions());
}

/** GET /api/layout-profiles/:id/ — with the profile file itself (for export). */
export function getLayoutProfile(id: string, signal?: AbortSignal): Promise<LayoutProfileDetail> {
  return api.request(one(id), layoutProfileDetailSchema, { auth: true, signal });
}

export function renameLayoutProfile(id: string, name: string): Promise<LayoutProfileSummary> {
  return api.request(one(id), layoutProfileSummarySchema, {
    method: 'PATCH',
    body: { name },
    auth: true,
  });
}

export function deleteLayoutProfile(id: string): Promise<void> {
  return api.request(one(id), null, { method: 'DELETE', auth: true });
}

/**
 * POST /api/layout-profiles/ — imports a profile file. `profile` is sent as read from the file:
 * the server checks it and says what is wrong.
 */
export function importLayoutProfile(profile: unknown): Promise<LayoutProfileSummary> {
  return api.request(base, layoutProfileSummarySchema, {
    method: 'POST',
    body: { profile },
    auth: true,
  });
}

export function useLayoutProfileMutations() {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: LAYOUT_PROFILES_KEY });
  return {
    rename: useMutation({
      mutationFn: ({ id, name }: { id: string; name: string }) => renameLayoutProfile(id, name),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: deleteLayoutProfile, onSuccess: refresh }),
    importFile: useMutation({ mutationFn: importLayoutProfile, onSuccess: refresh }),
  };
}
