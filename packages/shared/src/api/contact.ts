import { z } from 'zod';
import { emailSchema } from './auth.ts';

export const CONTACT_SUBJECTS = [
  'general',
  'support',
  'billing',
  'feature',
  'bug',
  'partnership',
  'other',
] as const;
export const CONTACT_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;

export const contactRequestSchema = z.object({
  name: z.string().trim().min(1, 'Required.').max(200),
  email: emailSchema,
  company: z.string().trim().max(200).optional().nullable(),
  subject: z.enum(CONTACT_SUBJECTS),
  message: z.string().trim().min(1, 'Required.').max(5000, 'Use at most 5000 characters.'),
  priority: z.enum(CONTACT_PRIORITIES).default('medium'),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
