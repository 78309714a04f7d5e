import { APP_NAME, PROFILE_PICTURE_MAX_BYTES } from '@bsp/shared';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import { systemClock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../email/mailer.ts';
import type { JobSender } from '../jobs/registry.ts';
import { createLogger } from '../logger.ts';
import { analysisRoutes } from '../modules/analyses/routes.ts';
import { authRoutes } from '../modules/auth/routes.ts';
import { bankRoutes } from '../modules/banks/routes.ts';
import { categoryRoutes } from '../modules/categories/routes.ts';
import { contactRoutes } from '../modules/contact/routes.ts';
import { exportRoutes } from '../modules/exports/routes.ts';
import { insightRoutes } from '../modules/insights/routes.ts';
import { layoutRoutes } from '../modules/layouts/routes.ts';
import { mediaRoutes } from '../modules/media/routes.ts';
import { transactionRoutes } from '../modules/transactions/routes.ts';
import { userRoutes } from '../modules/users/routes.ts';
import { createServices, type Services } from '../services.ts';
import { installErrorHandler } from './error-handler.ts';
import { registerRateLimit } from './rate-limit.ts';
import { registerSecurityHeaders } from './security.ts';
import { registerWebApp } from './static.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Where services enqueue background jobs (the pg-boss JobQueue in production). */
  jobs: JobSender;
  clock?: Clock;
  /** A pino logger; default: one built from config.logLevel writing to stdout. */
  logger?: Logger;
  /** Pre-built services (the runtime shares them with the job worker). */
  services?: Services;
};

/** One registered route (every method and URL Fastify serves; HEAD included). */
export type RouteEntry = { method: string; url: string };

export type App = FastifyInstance & { services: Services; routeTable: readonly RouteEntry[] };

/** Builds the HTTP app without listening. Tests call this with injected deps and use inject(). */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const logger = deps.logger ?? createLogger(config.logLevel);
  const clock = deps.clock ?? systemClock;
  const services =
    deps.services ??
    createServices({ config, database, mailer: deps.mailer, jobs: deps.jobs, clock, logger });

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // Fastify also accepts a hop count at run time; its types only list the other forms.
    trustProxy: config.trustProxy as boolean | string,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Node's default (300 s) is switched off by Fastify's 0: without it a client trickling an
    // upload byte by byte holds its connection for ever. Node checks the deadline every
    // connectionsCheckingInterval, so that follows the timeout.
    requestTimeout: config.requestTimeoutMs,
    http: {
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, config.requestTimeoutMs / 10)),
    },
  }).withTypeProvider<ZodTypeProvider>();

  // The route table, collected as routes are added: the ownership matrix test walks it, so a new
  // route is attacked (or must be allow-listed) without anyone remembering to add it.
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  app.decorate('routeTable', routeTable);
  // Node enforces requestTimeout only while headersTimeout is not longer (its own default).
  app.server.headersTimeout = Math.min(app.server.headersTimeout, config.requestTimeoutMs);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.decorate('services', services);
  installErrorHandler(app);

  await registerSecurityHeaders(app, config.publicUrl);
  await registerRateLimit(app, database);
  await app.register(multipart, {
    limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: `${APP_NAME} API`,
        version: '0.1.0',
        description: 'Errors always have the shape { error: { code, message, fields? } }.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its default adds upgrade-insecure-requests, which breaks plain-http LAN use.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  const healthResponse = z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
  });
  app.get(
    '/api/health/',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: healthResponse },
      },
    },
    async () => {
      await database.db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
      return { status: 'ok' as const, database: database.kind };
    },
  );

  await app.register(authRoutes, { prefix: '/api/auth', services, config });
  await app.register(userRoutes, { prefix: '/api', services });
  await app.register(contactRoutes, { prefix: '/api/contact-us', services, config });
  await app.register(mediaRoutes, { services });
  await app.register(analysisRoutes, { prefix: '/api/analysis', services });
  await app.register(transactionRoutes, { prefix: '/api', services });
  await app.register(bankRoutes, { prefix: '/api', services });
  await app.register(categoryRoutes, { prefix: '/api', services });
  await app.register(exportRoutes, { prefix: '/api', services });
  await app.register(insightRoutes, { prefix: '/api', services });
  await app.register(layoutRoutes, { prefix: '/api', services });
  await registerWebApp(app, config.webDist);

  return app as unknown as App;
}
