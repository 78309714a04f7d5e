import {
  authResponseSchema,
  loginRequestSchema,
  logoutRequestSchema,
  messageResponseSchema,
  passwordChangeRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  resetPasswordConfirmSchema,
  resetPasswordRequestSchema,
  tokensSchema,
} from '@bsp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { authenticate, requireAuth } from '../../http/authenticate.ts';
import { perEmail, perIp } from '../../http/rate-limit.ts';
import { bearer, errorResponses } from '../../http/schemas.ts';
import type { Services } from '../../services.ts';
import { RESET_REQUESTED_MESSAGE } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ services: Services; config: Config }> = async (
  app,
  { services, config },
) => {
  const limits = config.rateLimits;
  const tags = ['auth'];

  app.post(
    '/register/',
    {
      schema: {
        tags,
        summary: 'Create an account',
        body: registerRequestSchema,
        response: { 201: authResponseSchema, ...errorResponses },
      },
      config: perIp(limits.registerPerIp),
      preHandler: perEmail(app, 'register', limits.registerPerEmail),
    },
    async (request, reply) => reply.code(201).send(await services.auth.register(request.body)),
  );

  app.post(
    '/login/',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: loginRequestSchema,
        response: { 200: authResponseSchema, ...errorResponses },
      },
      config: perIp(limits.loginPerIp),
      preHandler: perEmail(app, 'login', limits.loginPerEmail),
    },
    async (request) => services.auth.login(request.body.email, request.body.password),
  );

  app.post(
    '/refresh/',
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token (each works once; reuse revokes the session)',
        body: refreshRequestSchema,
        response: { 200: z.object({ tokens: tokensSchema }), ...errorResponses },
      },
    },
    async (request) => ({ tokens: await services.auth.refresh(request.body.refresh) }),
  );

  app.post(
    '/logout/',
    {
      schema: {
        tags,
        summary: 'End the session of this refresh token (idempotent)',
        body: logoutRequestSchema,
        response: { 204: z.null().describe('No content'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await services.auth.logout(request.body.refresh);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/password-change/',
    {
      schema: {
        tags,
        summary: 'Change the password; every other session ends',
        security: bearer,
        body: passwordChangeRequestSchema,
        response: { 200: z.object({ tokens: tokensSchema }), ...errorResponses },
      },
      preHandler: authenticate(services),
    },
    async (request) => ({
      tokens: await services.auth.changePassword(
        requireAuth(request),
        request.body.current_password,
        request.body.new_password,
      ),
    }),
  );

  app.post(
    '/reset-password/',
    {
      schema: {
        tags,
        summary: 'Email a password reset link (same answer whether or not the account exists)',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
      config: perIp(limits.resetPerIp),
      preHandler: perEmail(app, 'reset', limits.resetPerEmail),
    },
    async (request) => {
      await services.auth.requestPasswordReset(request.body.email);
      return { detail: RESET_REQUESTED_MESSAGE };
    },
  );

  app.post(
    '/reset-password/confirm/',
    {
      schema: {
        tags,
        summary: 'Set a new password with the token from the reset link',
        body: resetPasswordConfirmSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
      config: perIp(limits.resetPerIp),
    },
    async (request) => {
      await services.auth.confirmPasswordReset(request.body.token, request.body.new_password);
      return { detail: 'Your password has been changed. Sign in with the new password.' };
    },
  );
};
