import {
  type CategoryList,
  categoryListSchema,
  type userCategoryCreateSchema,
  type userCategoryPatchSchema,
  userCategorySchema,
} from '@bsp/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type UserCategoryCreate = z.infer<typeof userCategoryCreateSchema>;
export type UserCategoryPatch = z.infer<typeof userCategoryPatchSchema>;

export const CATEGORIES_KEY = ['categories'] as const;

export function getCategories(signal?: AbortSignal): Promise<CategoryList> {
  return api.request('/api/category/', categoryListSchema, { auth: true, signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: CATEGORIES_KEY,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 60_000,
  });

/** The 16 primary categories with labels and the user's own categories. */
export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

export function createCategory(data: UserCategoryCreate) {
  return api.request('/api/category/', userCategorySchema, {
    method: 'POST',
    body: data,
    auth: true,
  });
}

export function updateCategory(id: string, data: UserCategoryPatch) {
  return api.request(`/api/category/${encodeURIComponent(id)}/`, userCategorySchema, {
    method: 'PATCH',
    body: data,
    auth: true,
  });
}

export function deleteCategory(id: string) {
  return api.request(`/api/category/${encodeURIComponent(id)}/`, null, {
    method: 'DELETE',
    auth: true,
  });
}

/** Own categories change labels everywhere (grid, charts, rules): reload what shows them. */
export function useCategoryMutations() {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: CATEGORIES_KEY });
    void client.invalidateQueries({ queryKey: ['transactions'] });
    void client.invalidateQueries({ queryKey: ['category-rules'] });
  };
  return {
    create: useMutation({ mutationFn: createCategory, onSuccess: refresh }),
    rename: useMutation({
      mutationFn: ({ id, ...data }: UserCategoryPatch & { id: string }) => updateCategory(id, data),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: deleteCategory, onSuccess: refresh }),
  };
}
