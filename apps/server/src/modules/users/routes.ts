import { PROFILE_PICTURE_MAX_BYTES, updateUserRequestSchema, userSchema } from '@bsp/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireAuth } from '../../http/authenticate.ts';
import { errors } from '../../http/errors.ts';
import { bearer, errorResponses } from '../../http/schemas.ts';
import type { Services } from '../../services.ts';

const deleteUserSchema = z.object({ password: z.string().min(1, 'Required.').max(128) });
const MAX_MB = Math.round(PROFILE_PICTURE_MAX_BYTES / (1024 * 1024));

function zodFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** PATCH accepts JSON ({first_name?, last_name?}) or multipart (same fields + profile_picture). */
async function readUpdate(request: FastifyRequest) {
  let raw: Record<string, unknown> = {};
  let picture: Buffer | undefined;
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'profile_picture') {
          part.file.resume();
          throw errors.validation({ [part.fieldname]: 'Unexpected file.' });
        }
        try {
          picture = await part.toBuffer();
        } catch (error) {
          if ((error as { statusCode?: number }).statusCode === 413) {
            throw errors.payloadTooLarge(`The picture is larger than ${MAX_MB} MB.`, {
              profile_picture: `Choose an image of at most ${MAX_MB} MB.`,
            });
          }
          throw error;
        }
      } else {
        raw[part.fieldname] = part.value;
      }
    }
  } else {
    raw = (request.body ?? {}) as Record<string, unknown>;
  }
  const parsed = updateUserRequestSchema.safeParse(raw);
  if (!parsed.success) throw errors.validation(zodFields(parsed.error));
  return { ...parsed.data, ...(picture ? { profile_picture: picture } : {}) };
}

export const userRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const tags = ['user'];
  const preHandler = authenticate(services);

  app.get(
    '/user/',
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: userSchema, ...errorResponses },
      },
      preHandler,
    },
    async (request) => services.users.get(requireAuth(request).userId),
  );

  app.patch(
    '/user/',
    {
      schema: {
        tags,
        summary: 'Update names (JSON) and/or the profile picture (multipart field profile_picture)',
        description: `JSON body {first_name?, last_name?} or multipart/form-data with the same fields and an image file \`profile_picture\` (max ${MAX_MB} MB; re-encoded to WebP, at most 512×512).`,
        security: bearer,
        response: { 200: userSchema, ...errorResponses },
      },
      preHandler,
    },
    async (request) => {
      const auth = requireAuth(request);
      return services.users.update(auth.userId, await readUpdate(request));
    },
  );

  app.delete(
    '/user/',
    {
      schema: {
        tags,
        summary: 'Delete the account and all its data (asks for the password)',
        security: bearer,
        body: deleteUserSchema,
        response: { 204: z.null().describe('No content'), ...errorResponses },
      },
      preHandler,
    },
    async (request, reply) => {
      await services.users.delete(requireAuth(request).userId, request.body.password);
      return reply.code(204).send(null);
    },
  );
};
