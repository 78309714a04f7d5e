import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installErrorHandler } from './error-handler.ts';
import { errors } from './errors.ts';

async function appWithRoutes() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.get('/boom', async () => {
    throw new Error('connection to 10.1.2.3 failed: password authentication for "admin"');
  });
  app.get('/conflict', async () => {
    throw errors.conflict({ email: 'Taken.' }, 'Conflict.');
  });
  app.post('/typed', { schema: { body: z.object({ age: z.number().int() }) } }, async () => 'ok');
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('hides internals behind internal_error', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'internal_error', message: expect.any(String) },
    });
    expect(res.body).not.toContain('10.1.2.3');
  });

  it('passes AppErrors through with fields', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'conflict', message: 'Conflict.', fields: { email: 'Taken.' } },
    });
  });

  it('maps schema validation and malformed JSON to validation_error', async () => {
    const app = await appWithRoutes();
    const invalid = await app.inject({ method: 'POST', url: '/typed', payload: { age: 'x' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('validation_error');
    expect(Object.keys(invalid.json().error.fields)).toEqual(['age']);
    const broken = await app.inject({
      method: 'POST',
      url: '/typed',
      headers: { 'content-type': 'application/json' },
      payload: '{"age":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('validation_error');
  });
});

describe('database unavailable', () => {
  it('answers 503 database_unavailable with Retry-After for connection failures only', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const cases: Record<string, unknown> = {
      refused,
      happyEyeballs: Object.assign(new AggregateError([refused], ''), { code: undefined }),
      shutdown: Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
      terminated: new Error('Connection terminated unexpectedly'),
      wrapped: new Error('query failed', { cause: refused }),
    };
    for (const [name, error] of Object.entries(cases)) {
      app.get(`/${name}`, async () => {
        throw error;
      });
    }
    app.get('/auth', async () => {
      throw Object.assign(new Error('password authentication failed for user "bsp"'), {
        code: '28P01',
      });
    });
    await app.ready();
    for (const name of Object.keys(cases)) {
      const res = await app.inject({ method: 'GET', url: `/${name}` });
      expect(res.statusCode, name).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().error.code).toBe('database_unavailable');
      expect(res.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
    }
    // A misconfiguration is not an outage: it stays an internal error.
    expect((await app.inject({ method: 'GET', url: '/auth' })).statusCode).toBe(500);
  });
});
