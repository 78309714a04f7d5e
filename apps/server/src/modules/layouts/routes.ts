import {
  analysisLayoutSchema,
  applyLayoutRequestSchema,
  applyLayoutResponseSchema,
  LAYOUT_PROFILE_FORMAT,
  LAYOUT_PROFILE_VERSION,
  layoutProfileDetailSchema,
  layoutProfileListSchema,
  layoutProfileRenameSchema,
  layoutProfileSummarySchema,
  rereadRequestSchema,
  rereadResponseSchema,
} from '@bsp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireAuth } from '../../http/authenticate.ts';
import { bearer, errorResponses } from '../../http/schemas.ts';
import type { Services } from '../../services.ts';

const idParams = z.object({ id: z.string() });

/**
 * The body of an import. The file is checked by the service (layoutProfileSchema) so that a bad
 * file gets a message about the file — not a newer version, not a profile at all — rather than
 * a generic schema error.
 */
const importBody = z.object({
  profile: z
    .unknown()
    .describe(
      `A layout profile file: { format: "${LAYOUT_PROFILE_FORMAT}", version: ${LAYOUT_PROFILE_VERSION}, name, createdAt, fingerprint, instructions } (see docs/layout-profiles.md).`,
    ),
});

/** The fix screen and the user's layout profiles (issue 13). */
export const layoutRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const preHandler = authenticate(services);
  const layouts = services.layouts;
  const profiles = services.layoutProfiles;
  const user = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).userId;

  app.get(
    '/analysis/:id/layout/',
    {
      schema: {
        tags: ['layout'],
        summary:
          'What the reader found on each page: lines, page sizes, the reading as instructions',
        description:
          'Words are stored with each analysis; an analysis parsed before that has them read again from its file (409 for a password-protected PDF, whose password is never stored). 409 unless the analysis is done.',
        security: bearer,
        params: idParams,
        response: { 200: analysisLayoutSchema, ...errorResponses },
      },
      preHandler,
    },
    async (request) => layouts.layout(user(request), request.params.id),
  );

  app.post(
    '/analysis/:id/reread/',
    {
      schema: {
        tags: ['layout'],
        summary: 'Re-read the statement with these instructions (nothing is stored)',
        description:
          '`before`: the statements as stored (a person’s own rows included); `after`: as these instructions read the stored words.',
        security: bearer,
        params: idParams,
        body: rereadRequestSchema,
        response: { 200: rereadResponseSchema, ...errorResponses },
      },
      preHandler,
    },
    async (request) => layouts.reread(user(request), request.params.id, request.body.instructions),
  );

  app.post(
    '/analysis/:id/apply-layout/',
    {
      schema: {
        tags: ['layout'],
        summary: 'Replace the statement’s rows with a re-read and save the layout as a profile',
        description:
          'One transaction: rows a person added stay, edits carry to the new row of the same date and amount (or of the other sign), the audit trail keeps every replaced row. 422 when the instructions read no transactions.',
        security: bearer,
        params: idParams,
        body: applyLayoutRequestSchema,
        response: { 200: applyLayoutResponseSchema, ...errorResponses },
      },
      preHandler,
    },
    async (request) => layouts.apply(user(request), request.params.id, request.body),
  );

  const tags = ['layout-profile'];

  app.get(
    '/layout-profiles/',
    {
      schema: {
        tags,
        summary: 'The user’s layout profiles',
        security: bearer,
        response: { 200: layoutProfileListSchema, ...errorResponses },
      },
      preHandler,
    },
    async (request) => profiles.list(user(request)),
  );

  app.post(
    '/layout-profiles/',
    {
      schema: {
        tags,
        summary: 'Import a layout profile file',
        description: 'A bad file is a 400 that says what is wrong with it.',
        security: bearer,
        body: importBody,
        response: { 201: layoutProfileSummarySchema, ...errorResponses },
      },
      preHandler,
    },
    async (request, reply) =>
      reply.code(201).send(await profiles.import(user(request), request.body.profile)),
  );

  app.get(
    '/layout-profiles/:id/',
    {
      schema: {
        tags,
        summary: 'One profile with its file (export)',
        security: bearer,
        params: idParams,
        response: { 200: layoutProfileDetailSchema, ...errorResponses },
      },
      preHandler,
    },
    async (request) => profiles.get(user(request), request.params.id),
  );

  app.patch(
    '/layout-profiles/:id/',
    {
      schema: {
        tags,
        summary: 'Rename a profile (in its file and on the reports read with it too)',
        security: bearer,
        params: idParams,
        body: layoutProfileRenameSchema,
        response: { 200: layoutProfileDetailSchema, ...errorResponses },
      },
      preHandler,
    },
    async (request) => profiles.rename(user(request), request.params.id, request.body.name),
  );

  app.delete(
    '/layout-profiles/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a profile',
        description: 'Reports read with it keep naming it; later statements are read without it.',
        security: bearer,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses },
      },
      preHandler,
    },
    async (request, reply) => {
      await profiles.delete(user(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
