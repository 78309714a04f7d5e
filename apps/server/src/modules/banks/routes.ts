import { banksResponseSchema } from '@bsp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, requireAuth } from '../../http/authenticate.ts';
import { bearer, errorResponses } from '../../http/schemas.ts';
import type { Services } from '../../services.ts';

export const bankRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get(
    '/banks/',
    {
      schema: {
        tags: ['banks'],
        summary: "Banks and accounts found in the user's statements, with continuity checks",
        description:
          'Per account: statements in period order, the latest closing balance, and `gap` / `overlap` / `balance_mismatch` issues between consecutive statements.',
        security: bearer,
        response: { 200: banksResponseSchema, ...errorResponses },
      },
      preHandler: authenticate(services),
    },
    async (request) => services.banks.list(requireAuth(request).userId),
  );
};
