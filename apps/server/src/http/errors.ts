import { ERROR_CODES, type ErrorCode } from '@bsp/shared';

/**
 * `invalid_token` (used reset link) is not in the shared ERROR_CODES yet; the lead may add it
 * there (additive change). Until then the server owns the literal.
 */
export const INVALID_TOKEN_CODE = 'invalid_token';
export type ServerErrorCode = ErrorCode | typeof INVALID_TOKEN_CODE;

/** An error meant for the client: status, stable code, plain message, optional field errors. */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly code: ServerErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    statusCode: number,
    code: ServerErrorCode,
    message: string,
    options: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

export const errors = {
  validation: (fields: Record<string, string>, message = 'Some fields are not valid.') =>
    new AppError(400, ERROR_CODES.validation, message, { fields }),
  unauthorized: (message = 'Authentication is required.') =>
    new AppError(401, ERROR_CODES.unauthorized, message),
  invalidCredentials: () =>
    new AppError(401, ERROR_CODES.invalidCredentials, 'Email or password is incorrect.'),
  tokenExpired: () => new AppError(401, ERROR_CODES.tokenExpired, 'The access token has expired.'),
  tokenRevoked: (message = 'This session has ended. Sign in again.') =>
    new AppError(401, ERROR_CODES.tokenRevoked, message),
  notFound: (message = 'Not found.') => new AppError(404, ERROR_CODES.notFound, message),
  conflict: (fields: Record<string, string>, message = 'This conflicts with existing data.') =>
    new AppError(409, ERROR_CODES.conflict, message, { fields }),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError(
      429,
      ERROR_CODES.rateLimited,
      `Too many requests. Try again in ${retryAfterSeconds} seconds.`,
      { headers: { 'retry-after': String(retryAfterSeconds) } },
    ),
  payloadTooLarge: (message: string, fields?: Record<string, string>) =>
    new AppError(413, ERROR_CODES.payloadTooLarge, message, fields ? { fields } : {}),
  unsupportedMediaType: (message: string, fields?: Record<string, string>) =>
    new AppError(415, ERROR_CODES.unsupportedMediaType, message, fields ? { fields } : {}),
  invalidToken: (message: string) => new AppError(400, INVALID_TOKEN_CODE, message),
};
