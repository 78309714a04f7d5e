import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../modules/auth/service.ts';
import type { Services } from '../services.ts';
import { errors } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** preHandler for routes that need a Bearer access token. */
export function authenticate(services: Services) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1])
      throw errors.unauthorized('Send the access token as "Authorization: Bearer …".');
    request.auth = await services.auth.authenticate(match[1]);
  };
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw errors.unauthorized();
  return request.auth;
}
