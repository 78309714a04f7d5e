import {
  analysisDetailSchema,
  analysisEventSchema,
  analysisListQuerySchema,
  analysisListResponseSchema,
  analysisSummarySchema,
  MAX_FILE_SIZE,
  MAX_FILES,
  passwordRetrySchema,
  uploadResponseSchema,
} from '@bsp/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/authenticate.ts';
import { isDatabaseUnavailable } from '../../http/error-handler.ts';
import { errors } from '../../http/errors.ts';
import { bearer, errorResponses } from '../../http/schemas.ts';
import type { Services } from '../../services.ts';
import type { IncomingFile } from './service.ts';

/** Busboy's own file cap: files past MAX_FILES are drained and reported, past this it stops. */
const PARSER_FILES_LIMIT = MAX_FILES + 40;
/**
 * The most one upload request may carry: every file at its limit plus room for the multipart
 * headers and fields. A bigger Content-Length is refused (413) before a byte is read; a chunked
 * body that grows past it has its connection cut.
 */
export const MAX_UPLOAD_BYTES = MAX_FILES * MAX_FILE_SIZE + 1024 * 1024;
const HEARTBEAT_MS = 15_000;
const POLL_MS = 500;

const idParams = z.object({ id: z.string() });
const pageParams = z.object({ id: z.string(), page: z.string() });

type Upload = {
  files: IncomingFile[];
  password?: string;
  passwords: Map<number, string>;
  allowDuplicate: boolean;
};

/** Streams the parts: bytes of at most MAX_FILE_SIZE per file, extra files drained unread. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) {
    throw errors.unsupportedMediaType('Send the files as multipart/form-data (field "files").');
  }
  const declared = Number(request.headers['content-length']);
  if (declared > MAX_UPLOAD_BYTES) {
    throw errors.payloadTooLarge(
      `The upload is ${Math.ceil(declared / 1024 / 1024)} MB; one upload may carry at most ${MAX_FILES} files of ${MAX_FILE_SIZE / 1024 / 1024} MB. Send fewer or smaller files.`,
    );
  }
  if (!(declared >= 0)) {
    // No length announced (chunked): count the bytes as they come and cut a body that grows
    // past the limit, since the files' own limit drains the excess without storing it.
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_UPLOAD_BYTES) {
        request.raw.off('data', count);
        request.log.warn({ received }, 'upload larger than allowed: connection cut');
        request.raw.destroy();
      }
    };
    request.raw.on('data', count);
  }
  const upload: Upload = { files: [], passwords: new Map(), allowDuplicate: false };
  try {
    // throwFileSizeLimit is honoured at run time but missing from the plugin's parts() types.
    const options = {
      limits: { fileSize: MAX_FILE_SIZE, files: PARSER_FILES_LIMIT, fields: 40, fieldSize: 4096 },
      throwFileSizeLimit: false,
    };
    for await (const part of request.parts(options)) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files' && part.fieldname !== 'file') {
          part.file.resume();
          throw errors.validation({ [part.fieldname]: 'Unexpected file field; use "files".' });
        }
        const overLimit = upload.files.length >= MAX_FILES;
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) if (!overLimit) chunks.push(chunk as Buffer);
        const tooLarge = part.file.truncated;
        upload.files.push({
          filename: part.filename,
          bytes: overLimit || tooLarge ? null : Buffer.concat(chunks),
          tooLarge,
          overLimit,
        });
        continue;
      }
      const value = String(part.value ?? '');
      if (part.fieldname === 'password') {
        if (value) upload.password = value;
      } else if (/^password_\d+$/.test(part.fieldname)) {
        if (value) upload.passwords.set(Number(part.fieldname.slice('password_'.length)), value);
      } else if (part.fieldname === 'allow_duplicate') {
        upload.allowDuplicate = value === 'true' || value === '1';
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') {
      upload.files.push({
        filename: '(more files)',
        bytes: null,
        tooLarge: false,
        overLimit: true,
      });
    } else if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw errors.payloadTooLarge('The upload has too many fields.');
    } else {
      throw error;
    }
  }
  if (upload.files.length === 0) {
    throw errors.validation({ files: 'Choose at least one file.' }, 'No file was uploaded.');
  }
  return upload;
}

function sseAuthToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (header) return header;
  const query = (request.query as { access_token?: unknown } | undefined)?.access_token;
  return typeof query === 'string' && query ? query : undefined;
}

export const analysisRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const tags = ['analysis'];
  const service = services.analyses;
  /** Bearer header, or `?access_token=` (EventSource cannot send headers; never logged). */
  const preHandler = async (request: FastifyRequest) => {
    const token = sseAuthToken(request);
    if (!token) throw errors.unauthorized('Send the access token as "Authorization: Bearer …".');
    request.auth = await services.auth.authenticate(token);
  };
  const headerOnly = async (request: FastifyRequest) => {
    const match = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1])
      throw errors.unauthorized('Send the access token as "Authorization: Bearer …".');
    request.auth = await services.auth.authenticate(match[1]);
  };

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Upload statements (multipart: files[], password?, allow_duplicate?)',
        description: `Up to ${MAX_FILES} files of at most ${MAX_FILE_SIZE / 1024 / 1024} MB each; the type is decided by the content (PDF, PNG, JPEG, TIFF, WebP, HEIC). Each file gets its own analysis or its own rejection reason.`,
        security: bearer,
        response: { 202: uploadResponseSchema, ...errorResponses },
      },
      preHandler: headerOnly,
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const upload = await readUpload(request);
      const result = await service.upload(auth.userId, upload.files, {
        ...(upload.password ? { password: upload.password } : {}),
        passwords: upload.passwords,
        allowDuplicate: upload.allowDuplicate,
      });
      return reply.code(202).send(result);
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s analyses, newest first',
        security: bearer,
        querystring: analysisListQuerySchema,
        response: { 200: analysisListResponseSchema, ...errorResponses },
      },
      preHandler: headerOnly,
    },
    async (request) => service.list(requireAuth(request).userId, request.query),
  );

  app.get(
    '/:id/',
    {
      schema: {
        tags,
        summary: 'One analysis with its statements and checks',
        security: bearer,
        params: idParams,
        response: { 200: analysisDetailSchema, ...errorResponses },
      },
      preHandler: headerOnly,
    },
    async (request) => service.get(requireAuth(request).userId, request.params.id),
  );

  app.delete(
    '/:id/',
    {
      schema: {
        tags,
        summary: 'Delete an analysis, its file and all its data',
        security: bearer,
        params: idParams,
        response: { 204: z.null().describe('No content'), ...errorResponses },
      },
      preHandler: headerOnly,
    },
    async (request, reply) => {
      await service.delete(requireAuth(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/password/',
    {
      schema: {
        tags,
        summary: 'Give the password of a protected PDF (only when status is needs_password)',
        security: bearer,
        params: idParams,
        body: passwordRetrySchema,
        response: { 202: analysisSummarySchema, ...errorResponses },
      },
      preHandler: headerOnly,
    },
    async (request, reply) => {
      const summary = await service.submitPassword(
        requireAuth(request).userId,
        request.params.id,
        request.body.password,
      );
      return reply.code(202).send(summary);
    },
  );

  app.post(
    '/:id/retry/',
    {
      schema: {
        tags,
        summary: 'Queue a failed analysis again',
        security: bearer,
        params: idParams,
        response: { 202: analysisSummarySchema, ...errorResponses },
      },
      preHandler: headerOnly,
    },
    async (request, reply) => {
      const summary = await service.retry(requireAuth(request).userId, request.params.id);
      return reply.code(202).send(summary);
    },
  );

  app.get(
    '/:id/events/',
    {
      schema: {
        tags,
        summary: 'Server-sent events: `status` whenever status or progress changes',
        description:
          'Bearer header, or `?access_token=` for EventSource. Event `status` carries ' +
          '{id, status, progress, error}; the stream ends after done, failed or needs_password; ' +
          'a comment line every 15 s keeps proxies from closing it.',
        security: bearer,
        params: idParams,
        querystring: z.object({ access_token: z.string().optional() }),
      },
      preHandler,
    },
    async (request, reply) => {
      const userId = requireAuth(request).userId;
      const id = request.params.id;
      const first = await service.event(userId, id); // 404 before any byte is sent
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      let closed = false;
      let last = '';
      let pollTimer: NodeJS.Timeout | undefined;
      const heartbeat = setInterval(() => {
        if (!closed) res.write(': keep-alive\n\n');
      }, HEARTBEAT_MS);
      const end = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        clearTimeout(pollTimer);
        res.end();
      };
      // The response's 'close' is the client going away (the request's fires once it is read).
      res.on('close', end);
      const emit = (event: z.infer<typeof analysisEventSchema>) => {
        const data = JSON.stringify(analysisEventSchema.parse(event));
        if (data === last) return;
        last = data;
        res.write(`event: status\ndata: ${data}\n\n`);
      };
      res.write('retry: 2000\n\n');
      emit(first);
      if (service.isTerminal(first.status)) return end();
      const poll = async () => {
        if (closed) return;
        try {
          const event = await service.event(userId, id);
          emit(event);
          if (service.isTerminal(event.status)) return end();
        } catch (error) {
          if (isDatabaseUnavailable(error)) {
            // The database is restarting: keep the stream (EventSource would not reconnect
            // after a 503) and poll again a little later.
            pollTimer = setTimeout(poll, POLL_MS * 4);
            return;
          }
          if ((error as { statusCode?: number }).statusCode === 404) {
            res.write(`event: deleted\ndata: ${JSON.stringify({ id })}\n\n`);
          } else {
            request.log.warn({ err: error }, 'analysis events: poll failed');
          }
          return end();
        }
        pollTimer = setTimeout(poll, POLL_MS);
      };
      pollTimer = setTimeout(poll, POLL_MS);
    },
  );

  app.get(
    '/:id/pages/:page/image/',
    {
      schema: {
        tags,
        summary: 'PNG of one page of the uploaded file (review screen)',
        security: bearer,
        params: pageParams,
      },
      preHandler: headerOnly,
    },
    async (request, reply) => {
      const userId = requireAuth(request).userId;
      const page = /^\d{1,5}$/.test(request.params.page) ? Number(request.params.page) : Number.NaN;
      const etag = await service.pageEtag(userId, request.params.id, page);
      if (etag && request.headers['if-none-match'] === etag) {
        return reply
          .code(304)
          .header('etag', etag)
          .header('cache-control', 'private, no-store')
          .send();
      }
      const image = await service.pageImage(userId, request.params.id, page);
      return (
        reply
          .type('image/png')
          .header('etag', image.etag)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'inline')
          // Page size in PDF points: row boxes (bbox) are in points, the PNG in pixels.
          .header('x-page-width-points', image.widthPt.toFixed(2))
          .header('x-page-height-points', image.heightPt.toFixed(2))
          .send(image.png)
      );
    },
  );
};
