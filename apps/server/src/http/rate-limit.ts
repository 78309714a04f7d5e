import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimitRule } from '../config.ts';
import type { Database } from '../db/database.ts';
import { errors } from './errors.ts';
import { databaseRateLimitStore, RateLimitRepository } from './rate-limit-store.ts';

/**
 * Counts live in the database (table rate_limits), not in this process's memory, so a limit holds
 * however many API processes share the database.
 */
export async function registerRateLimit(app: FastifyInstance, database: Database) {
  await app.register(rateLimit, {
    global: false, // opt-in per route (auth, contact)
    store: databaseRateLimitStore(new RateLimitRepository(database.db)),
    errorResponseBuilder: (_request, context) =>
      errors.rateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

/** Route config for a per-IP limit (runs onRequest, before the body is read). */
export const perIp = (rule: RateLimitRule) => ({
  rateLimit: { max: rule.max, timeWindow: rule.windowMs },
});

/**
 * A second, per-account limit keyed by the (normalised) email of the validated body, so one
 * account cannot be hammered from many addresses. Runs as a preHandler (after validation).
 */
export function perEmail(
  app: FastifyInstance,
  scope: string,
  rule: RateLimitRule,
): preHandlerAsyncHookHandler {
  const limiter = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: (request: FastifyRequest) =>
      `${scope}:${String((request.body as { email?: unknown })?.email ?? '')}`,
  });
  return async (request) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      throw errors.rateLimited(Math.max(1, result.ttlInSeconds));
    }
  };
}
