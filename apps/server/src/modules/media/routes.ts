import type { FastifyInstance } from 'fastify';
import { errors } from '../../http/errors.ts';
import type { Services } from '../../services.ts';

const MEDIA_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;

/** Public, immutable files by unguessable id (a new upload gets a new id). */
export async function mediaRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get<{ Params: { name: string } }>(
    '/media/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const id = MEDIA_NAME.exec(request.params.name)?.[1];
      const media = id ? await services.media.find(id) : undefined;
      if (!media) throw errors.notFound('No such file.');
      return reply
        .type(media.content_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(media.bytes);
    },
  );
}
