import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Enter a valid email address.'));

/** Length only (NIST 800-63B): no composition rules; the server also rejects common passwords. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

const nameSchema = z.string().trim().min(1, 'Required.').max(100, 'Use at most 100 characters.');

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const tokensSchema = z.object({ access: z.string(), refresh: z.string() });
export type Tokens = z.infer<typeof tokensSchema>;

export const authResponseSchema = z.object({ user: userSchema, tokens: tokensSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  first_name: nameSchema,
  last_name: nameSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Required.').max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const refreshRequestSchema = z.object({ refresh: z.string().min(1) });
export const logoutRequestSchema = z.object({ refresh: z.string().min(1) });

export const passwordChangeRequestSchema = z.object({
  current_password: z.string().min(1, 'Required.').max(PASSWORD_MAX_LENGTH),
  new_password: passwordSchema,
});

export const resetPasswordRequestSchema = z.object({ email: emailSchema });
export const resetPasswordConfirmSchema = z.object({
  token: z.string().min(1),
  new_password: passwordSchema,
});

/** Same answer whether or not the email has an account. */
export const messageResponseSchema = z.object({ detail: z.string() });

export const updateUserRequestSchema = z.object({
  first_name: nameSchema.optional(),
  last_name: nameSchema.optional(),
});
