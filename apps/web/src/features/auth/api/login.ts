import { authResponseSchema, type LoginRequest, loginRequestSchema } from '@bsp/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authStore } from '../../../lib/auth-store';

export const loginInputSchema = loginRequestSchema;

export function login(data: LoginRequest) {
  return api.request('/api/auth/login/', authResponseSchema, { method: 'POST', body: data });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user, tokens }) => authStore.setSession(user, tokens),
  });
}
