import { messageResponseSchema, passwordSchema, resetPasswordConfirmSchema } from '@bsp/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

export const resetPasswordConfirmInputSchema = resetPasswordConfirmSchema;

/** The form adds a confirmation field that never leaves the browser. */
export const recoverPasswordFormSchema = z
  .object({ new_password: passwordSchema, confirm_password: z.string() })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'The passwords do not match.',
  });

export function confirmPasswordReset(data: z.infer<typeof resetPasswordConfirmInputSchema>) {
  return api.request('/api/auth/reset-password/confirm/', messageResponseSchema, {
    method: 'POST',
    body: data,
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
