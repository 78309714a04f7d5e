import { passwordChangeRequestSchema, tokensSchema } from '@bsp/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { authStore } from '../../../lib/auth-store';

export const changePasswordInputSchema = passwordChangeRequestSchema;
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

const responseSchema = z.object({ tokens: tokensSchema });

export function changePassword(data: ChangePasswordInput) {
  return api.request('/api/auth/password-change/', responseSchema, {
    method: 'POST',
    body: data,
    auth: true,
  });
}

/** The server revokes the old tokens; the fresh ones it returns are stored right away. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ tokens }) => authStore.setTokens(tokens),
  });
}
