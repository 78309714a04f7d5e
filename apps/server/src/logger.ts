import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/**
 * Paths that must never reach the logs. Request/response bodies are not logged at all (see the
 * serializers below); these paths catch values passed explicitly as log fields.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'authorization',
  'password',
  'current_password',
  'new_password',
  'token',
  'tokens',
  'access',
  'refresh',
  'body',
  '*.password',
  '*.current_password',
  '*.new_password',
  '*.password_hash',
  '*.token',
  '*.tokens',
  '*.access',
  '*.refresh',
  '*.body',
];

type RequestLike = {
  id?: string;
  method?: string;
  url?: string;
  ip?: string;
  routeOptions?: { url?: string };
};

/** Logs the path only: query strings may carry tokens (e.g. a mistyped reset link). */
function serializeRequest(req: RequestLike) {
  return {
    id: req.id,
    method: req.method,
    path: typeof req.url === 'string' ? req.url.split('?')[0] : undefined,
    route: req.routeOptions?.url,
    ip: req.ip,
  };
}

function serializeResponse(res: { statusCode?: number }) {
  return { statusCode: res.statusCode };
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: serializeRequest,
      res: serializeResponse,
      err: pino.stdSerializers.err,
    },
  };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
