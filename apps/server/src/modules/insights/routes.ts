import { insightsQuerySchema, insightsResponseSchema } from '@bsp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, requireAuth } from '../../http/authenticate.ts';
import { bearer, errorResponses } from '../../http/schemas.ts';
import type { Services } from '../../services.ts';

/** Insights of the signed-in user's data: one report, one account, or all of it. */
export const insightRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const tags = ['insights'];
  const preHandler = authenticate(services);

  app.get(
    '/insights/',
    {
      schema: {
        tags,
        summary: 'Cash flow, recurring payments, income, lender metrics, transfers, integrity',
        description:
          'Scope: `analysis` (one report), `account`, or neither (all of your data); `date_from`/`date_to` narrow the rows. Every figure lists the ids of its rows. An unknown or foreign id → 404.',
        security: bearer,
        querystring: insightsQuerySchema,
        response: { 200: insightsResponseSchema, ...errorResponses },
      },
      preHandler,
    },
    async (request) => services.insights.insights(requireAuth(request).userId, request.query),
  );
};
