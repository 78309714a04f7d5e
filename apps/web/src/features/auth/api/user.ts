import { type User, updateUserRequestSchema, userSchema } from '@bsp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { authStore } from '../../../lib/auth-store';

export const USER_QUERY_KEY = ['user'] as const;

export function getUser(): Promise<User> {
  return api.request('/api/user/', userSchema, { auth: true });
}

/** Refreshes the stored user from the server (and so also proves the session is alive). */
export function useUser(enabled = true) {
  return useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: async () => {
      const user = await getUser();
      authStore.setUser(user);
      return user;
    },
    enabled,
  });
}

export const updateUserInputSchema = updateUserRequestSchema;
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;

export function updateUser(data: UpdateUserInput | FormData): Promise<User> {
  return api.request('/api/user/', userSchema, { method: 'PATCH', body: data, auth: true });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      authStore.setUser(user);
      client.setQueryData(USER_QUERY_KEY, user);
    },
  });
}

export function uploadProfilePicture(file: File): Promise<User> {
  const form = new FormData();
  form.append('profile_picture', file);
  return updateUser(form);
}
