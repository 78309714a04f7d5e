import { logoutRequestSchema } from '@bsp/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authStore } from '../../../lib/auth-store';
import { queryClient } from '../../../lib/query-client';

export const logoutInputSchema = logoutRequestSchema;

/** Spec §4: logout clears user and tokens; a failure of the server call is only logged. */
export async function logout(): Promise<void> {
  const refresh = authStore.get().tokens?.refresh;
  authStore.clear();
  queryClient.clear();
  if (!refresh) return;
  try {
    await api.request('/api/auth/logout/', null, { method: 'POST', body: { refresh } });
  } catch (error) {
    console.error('logout: server call failed', error);
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
