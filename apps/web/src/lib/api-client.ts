import { apiErrorSchema, ERROR_CODES, type Tokens, tokensSchema } from '@bsp/shared';
import { z } from 'zod';

/** Every failed call surfaces as one of these (the server's `{ error: { code, message, fields } }`). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const NETWORK_ERROR = 'network_error';
export const INVALID_RESPONSE = 'invalid_response';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Send the Bearer access token (and refresh it silently once when it has expired). */
  auth?: boolean;
  signal?: AbortSignal;
};

export type ApiClientDeps = {
  baseUrl: string;
  fetch: typeof fetch;
  getTokens: () => Tokens | null;
  setTokens: (tokens: Tokens) => void;
  /** Called when the session cannot be recovered (refresh failed or token revoked). */
  onSessionEnded: () => void;
  /**
   * Optional cross-tab mutual exclusion around the refresh call. Receives the access token the
   * failing request used; may return tokens another tab already stored to skip the refresh.
   */
  withRefreshLock?: <T>(run: () => Promise<T>) => Promise<T>;
  /** Re-reads tokens persisted by another tab (inside the lock). */
  readPersistedTokens?: () => Tokens | null;
};

const refreshResponseSchema = z.object({ tokens: tokensSchema });

export function createApiClient(deps: ApiClientDeps) {
  let refreshInFlight: Promise<Tokens> | null = null;

  async function send(path: string, options: RequestOptions, access?: string): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    if (access) headers.Authorization = `Bearer ${access}`;
    try {
      return await deps.fetch(`${deps.baseUrl}${path}`, {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        signal: options.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(
        0,
        NETWORK_ERROR,
        'Could not reach the server. Check your connection and try again.',
      );
    }
  }

  async function toError(response: Response): Promise<ApiError> {
    let payload: unknown = null;
    try {
      payload = await response.json();
    } catch {
      // Not JSON (e.g. a proxy error page); fall through to the generic message.
    }
    const parsed = apiErrorSchema.safeParse(payload);
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      return new ApiError(response.status, code, message, fields);
    }
    const message =
      response.status >= 500
        ? 'The server had a problem. Please try again in a moment.'
        : `Request failed (${response.status}).`;
    return new ApiError(response.status, `http_${response.status}`, message);
  }

  async function parse<T>(response: Response, schema: z.ZodType<T> | null): Promise<T> {
    if (response.status === 204 || schema === null) return undefined as T;
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      throw new ApiError(
        response.status,
        INVALID_RESPONSE,
        'The server sent an unreadable answer.',
      );
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      console.error('api: response does not match the contract', parsed.error.issues);
      throw new ApiError(
        response.status,
        INVALID_RESPONSE,
        'The server sent an unexpected answer.',
      );
    }
    return parsed.data;
  }

  async function refreshOnce(refresh: string): Promise<Tokens> {
    const response = await send('/api/auth/refresh/', { method: 'POST', body: { refresh } });
    if (!response.ok) throw await toError(response);
    const { tokens } = await parse(response, refreshResponseSchema);
    deps.setTokens(tokens);
    return tokens;
  }

  /**
   * Single-flight refresh shared by concurrent requests. A request that failed with an access
   * token that has since been replaced simply retries with the current one.
   */
  function freshTokens(usedAccess: string): Promise<Tokens> {
    const current = deps.getTokens();
    if (!current) {
      return Promise.reject(new ApiError(401, ERROR_CODES.unauthorized, 'Please sign in again.'));
    }
    if (current.access !== usedAccess) return Promise.resolve(current);
    if (!refreshInFlight) {
      const run = async (): Promise<Tokens> => {
        const persisted = deps.readPersistedTokens?.();
        if (persisted && persisted.access !== usedAccess) {
          deps.setTokens(persisted);
          return persisted;
        }
        return refreshOnce(current.refresh);
      };
      refreshInFlight = (deps.withRefreshLock ? deps.withRefreshLock(run) : run()).finally(() => {
        refreshInFlight = null;
      });
    }
    return refreshInFlight;
  }

  async function request<T>(
    path: string,
    schema: z.ZodType<T> | null,
    options: RequestOptions = {},
  ): Promise<T> {
    return parse(await requestRaw(path, options), schema);
  }

  /**
   * The same as `request` (auth, silent refresh, errors) but answers the successful Response
   * itself, for binary bodies (exports, page images) and headers.
   */
  async function requestRaw(path: string, options: RequestOptions = {}): Promise<Response> {
    if (!options.auth) {
      const response = await send(path, options);
      if (!response.ok) throw await toError(response);
      return response;
    }

    const tokens = deps.getTokens();
    if (!tokens) {
      deps.onSessionEnded();
      throw new ApiError(401, ERROR_CODES.unauthorized, 'Please sign in again.');
    }
    let response = await send(path, options, tokens.access);
    if (response.status === 401) {
      const error = await toError(response);
      if (error.code !== ERROR_CODES.tokenExpired) {
        deps.onSessionEnded();
        throw error;
      }
      let next: Tokens;
      try {
        next = await freshTokens(tokens.access);
      } catch (refreshError) {
        console.warn('api: session refresh failed; signing out', refreshError);
        deps.onSessionEnded();
        throw isApiError(refreshError)
          ? refreshError
          : new ApiError(401, ERROR_CODES.unauthorized, 'Please sign in again.');
      }
      response = await send(path, options, next.access);
      if (response.status === 401) {
        const retryError = await toError(response);
        deps.onSessionEnded();
        throw retryError;
      }
    }
    if (!response.ok) throw await toError(response);
    return response;
  }

  /**
   * A valid access token for callers that cannot go through `send` (XMLHttpRequest uploads,
   * EventSource): pass the token that was refused to get a refreshed one.
   */
  function accessToken(refused?: string): Promise<string> {
    const current = deps.getTokens();
    if (!current) {
      deps.onSessionEnded();
      return Promise.reject(new ApiError(401, ERROR_CODES.unauthorized, 'Please sign in again.'));
    }
    if (!refused) return Promise.resolve(current.access);
    return freshTokens(refused).then(
      (tokens) => tokens.access,
      (error: unknown) => {
        deps.onSessionEnded();
        throw isApiError(error)
          ? error
          : new ApiError(401, ERROR_CODES.unauthorized, 'Please sign in again.');
      },
    );
  }

  return { request, requestRaw, accessToken, toError };
}

export type ApiClient = ReturnType<typeof createApiClient>;
