import { authResponseSchema, type RegisterRequest, registerRequestSchema } from '@bsp/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authStore } from '../../../lib/auth-store';

export const registerInputSchema = registerRequestSchema;

export function register(data: RegisterRequest) {
  return api.request('/api/auth/register/', authResponseSchema, { method: 'POST', body: data });
}

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user, tokens }) => authStore.setSession(user, tokens),
  });
}
