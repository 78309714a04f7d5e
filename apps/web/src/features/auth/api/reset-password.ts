import { messageResponseSchema, resetPasswordRequestSchema } from '@bsp/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export const resetPasswordInputSchema = resetPasswordRequestSchema;
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export function requestPasswordReset(data: ResetPasswordInput) {
  return api.request('/api/auth/reset-password/', messageResponseSchema, {
    method: 'POST',
    body: data,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
