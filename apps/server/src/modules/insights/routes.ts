import { insightsQuerySchema, insightsResponseSchema } from '@bsp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireAuth } from '../../http/authenticate.ts';
import { bearer, errorResponses } from '../../http/schemas.ts';
import type { Services } from '../../services.ts';
import { attachmentHeader } from '../exports/content-disposition.ts';

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

  app.get(
    '/insights/report/',
    {
      schema: {
        tags,
        summary: 'The printable PDF report of the same scope (same figures as /insights/)',
        description:
          'Summary, certificate per statement, cash flow, categories, recurring payments, income, lender metrics, transfers, unusual transactions and integrity signals, with the product name and date. An attachment, never cached.',
        security: bearer,
        querystring: insightsQuerySchema,
        response: { 200: z.any().describe('The PDF (attachment)'), ...errorResponses },
      },
      preHandler,
    },
    async (request, reply) => {
      const file = await services.insights.reportPdf(requireAuth(request).userId, request.query);
      return reply
        .code(200)
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentHeader(file.filename))
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};
