import { contactRequestSchema } from '@bsp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { perIp } from '../../http/rate-limit.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { Services } from '../../services.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ services: Services; config: Config }> = async (
  app,
  { services, config },
) => {
  app.post(
    '/create/',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team',
        body: contactRequestSchema,
        response: { 201: z.object({ id: z.string() }), ...errorResponses },
      },
      config: perIp(config.rateLimits.contactPerIp),
    },
    async (request, reply) => reply.code(201).send(await services.contact.create(request.body)),
  );
};
