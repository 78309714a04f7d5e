import { type ApiError, ERROR_CODES } from '@bsp/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

type ValidationItem = { instancePath?: string; message?: string; keyword?: string };

function fieldsFromValidation(items: ValidationItem[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const item of items) {
    const key = (item.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '_';
    if (fields[key]) continue; // first message per field is the most useful one
    const missing =
      item.keyword === 'invalid_type' && /received undefined/.test(item.message ?? '');
    fields[key] = missing ? 'Required.' : (item.message ?? 'Invalid value.');
  }
  return fields;
}

/** SQLSTATEs and socket errors that mean "the database is not reachable right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|terminating connection|Client has encountered a connection error|Connection ended unexpectedly|timeout exceeded when trying to connect/i;

/** Whether an error (or its cause) says the database is down or restarting, not a bug. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** Seconds a client should wait before retrying while the database is unavailable. */
export const DATABASE_RETRY_AFTER_S = 5;

export function sendError(reply: FastifyReply, status: number, body: ApiError['error']) {
  return reply.code(status).type('application/json; charset=utf-8').send({ error: body });
}

/** One error shape for every response: { error: { code, message, fields? } }. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(reply, error.statusCode, {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error) || (error as FastifyError).validation) {
      const fields = fieldsFromValidation((error as FastifyError).validation ?? []);
      const { _: root, ...named } = fields;
      return sendError(reply, 400, {
        code: ERROR_CODES.validation,
        message: root ?? 'Some fields are not valid.',
        ...(Object.keys(named).length > 0 ? { fields: named } : {}),
      });
    }

    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413) {
      return sendError(reply, 413, {
        code: ERROR_CODES.payloadTooLarge,
        message: 'The request is too large.',
      });
    }
    if (status === 415) {
      return sendError(reply, 415, {
        code: ERROR_CODES.unsupportedMediaType,
        message: 'This content type is not supported.',
      });
    }
    if (status === 429) {
      return sendError(reply, 429, {
        code: ERROR_CODES.rateLimited,
        message: 'Too many requests. Try again later.',
      });
    }
    if (status === 404) {
      return sendError(reply, 404, { code: ERROR_CODES.notFound, message: 'Not found.' });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, empty body with a JSON content type, bad multipart, etc.
      request.log.info({ err: error }, 'bad request');
      return sendError(reply, status, {
        code: ERROR_CODES.validation,
        message: 'The request could not be read. Check its format.',
      });
    }

    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
      return sendError(reply, 503, {
        code: ERROR_CODES.databaseUnavailable,
        message: `The database is unavailable (restarting or unreachable). Try again in ${DATABASE_RETRY_AFTER_S} seconds.`,
      });
    }

    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, {
      code: ERROR_CODES.internal,
      message: 'Something went wrong on our side. Try again later.',
    });
  });
}
