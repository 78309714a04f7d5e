import { exportQuerySchema, transactionListQuerySchema } from '@bsp/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireAuth } from '../../http/authenticate.ts';
import { bearer, errorResponses } from '../../http/schemas.ts';
import type { Services } from '../../services.ts';
import { attachmentHeader } from './content-disposition.ts';
import type { ExportFile } from './service.ts';

const FORMATS_HELP =
  'format: csv | xlsx | json | ofx | qfx | qbo | qif. CSV/XLSX options: date_format, amounts (signed | split), bom. Excluded transactions are left out.';

const listExportQuery = transactionListQuerySchema
  .omit({ page: true, page_size: true })
  .extend(exportQuerySchema.shape);

const idsQuery = exportQuerySchema.extend({
  ids: z
    .string()
    .min(1)
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
});

const fileResponse = z.any().describe('The file (attachment)');

function sendFile(reply: FastifyReply, file: ExportFile) {
  return reply
    .code(200)
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentHeader(file.filename))
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

/**
 * Downloads. `/analysis/export/` is a static path, so Fastify matches it before the analyses
 * module's `/analysis/:id/`.
 */
export const exportRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const tags = ['export'];
  const preHandler = authenticate(services);

  app.get(
    '/analysis/export/',
    {
      schema: {
        tags,
        summary: 'Export several analyses in one file (?ids=a,b)',
        description: `${FORMATS_HELP} Any unknown id → 404.`,
        security: bearer,
        querystring: idsQuery,
        response: { 200: fileResponse, ...errorResponses },
      },
      preHandler,
    },
    async (request, reply) => {
      const { ids, ...query } = request.query;
      const file = await services.exports.analyses(requireAuth(request).userId, ids, query);
      return sendFile(reply, file);
    },
  );

  app.get(
    '/analysis/:id/export/',
    {
      schema: {
        tags,
        summary: 'Export one analysis',
        description: FORMATS_HELP,
        security: bearer,
        params: z.object({ id: z.string() }),
        querystring: exportQuerySchema,
        response: { 200: fileResponse, ...errorResponses },
      },
      preHandler,
    },
    async (request, reply) => {
      const file = await services.exports.analyses(
        requireAuth(request).userId,
        [request.params.id],
        request.query,
      );
      return sendFile(reply, file);
    },
  );

  app.get(
    '/transaction/export/',
    {
      schema: {
        tags,
        summary: 'Export the filtered transaction list, grouped by statement',
        description: `The list filters of GET /api/transaction/ plus the export options. ${FORMATS_HELP}`,
        security: bearer,
        querystring: listExportQuery,
        response: { 200: fileResponse, ...errorResponses },
      },
      preHandler,
    },
    async (request, reply) => {
      const { format, date_format, amounts, bom, ...filters } = request.query;
      const file = await services.exports.transactions(requireAuth(request).userId, filters, {
        format,
        date_format,
        amounts,
        bom,
      });
      return sendFile(reply, file);
    },
  );
};
