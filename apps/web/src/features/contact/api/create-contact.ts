import { type ContactRequest, contactRequestSchema } from '@bsp/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export const contactInputSchema = contactRequestSchema;
export type ContactInput = z.input<typeof contactInputSchema>;

/** Spec §7: POST {contact base}create/, unauthenticated JSON; the response is not read. */
export function createContactMessage(data: ContactRequest): Promise<void> {
  return api.request('/api/contact-us/create/', null, { method: 'POST', body: data });
}

export function useCreateContactMessage() {
  return useMutation({ mutationFn: createContactMessage });
}
