import { analysisSummarySchema, passwordRetrySchema } from '@bsp/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export const passwordInputSchema = passwordRetrySchema;
export type PasswordInput = z.infer<typeof passwordInputSchema>;

/**
 * Answers of the two recovery calls are read leniently: the contract fixes the request, and
 * the app follows the event stream for the new status either way.
 */
const recoverResponseSchema = analysisSummarySchema.partial().passthrough().nullable().catch(null);

/** Sends the password of a protected PDF; processing starts again (status → queued). */
export function submitPassword(id: string, password: string) {
  return api.request(`/api/analysis/${encodeURIComponent(id)}/password/`, recoverResponseSchema, {
    method: 'POST',
    body: { password },
    auth: true,
  });
}

/** Queues a failed analysis again. */
export function retryAnalysis(id: string) {
  return api.request(`/api/analysis/${encodeURIComponent(id)}/retry/`, recoverResponseSchema, {
    method: 'POST',
    body: {},
    auth: true,
  });
}
