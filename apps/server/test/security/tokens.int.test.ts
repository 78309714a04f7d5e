/**
 * Issue 14, tokens. Tokens are opaque (prefix + 256 random bits) and only their SHA-256 is stored,
 * so "tampering" is any change of the string: every forged, truncated, re-prefixed or JWT-shaped
 * token must get a 401 with the error shape (never a 500), as must a token of the wrong kind,
 * an expired one, a replayed refresh token (whose whole family is revoked), and every token
 * issued before a password change, a password reset or the account's deletion — on the bearer
 * header and on the SSE `?access_token=` path alike. A password reset answers a known and an
 * unknown email alike, in similar time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock.ts';
import { hashToken } from '../../src/modules/auth/tokens.ts';
import { memoryMailer, newUser, startTestApp, type TestApp, waitFor } from '../helpers/app.ts';
import { databases, openTestDatabase, type TestDatabase } from '../helpers/databases.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by assertions.
type Json = Record<string, any>;

describe.each(databases)('tokens on %s', (kind) => {
  let testDb: TestDatabase;
  let t: TestApp;
  const clock = manualClock();
  const mailer = memoryMailer();

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    t = await startTestApp({ database: testDb.database, clock, mailer });
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  const post = (url: string, payload: Json, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const me = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: { authorization: `Bearer ${token}` },
    });
  const events = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/analysis/00000000-0000-4000-8000-000000000000/events/?access_token=${encodeURIComponent(token)}`,
    });
  const register = async () => {
    const input = newUser();
    const res = await post('/api/auth/register/', input);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as Json;
    return { input, access: body.tokens.access as string, refresh: body.tokens.refresh as string };
  };
  /** 401 with the error shape and one of the given codes. */
  const rejected = (res: { statusCode: number; json(): unknown }, codes = ['unauthorized']) => {
    expect(res.statusCode).toBe(401);
    const error = (res.json() as Json).error;
    expect(codes).toContain(error.code);
    expect(error.message).toEqual(expect.any(String));
  };

  it('rejects tampered, truncated, re-prefixed and forged access tokens with 401', async () => {
    const { access, refresh } = await register();
    expect((await me(access)).statusCode).toBe(200);
    const body = access.slice(5);
    const flip = (s: string, i: number) =>
      s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const header = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
    const claims = Buffer.from('{"sub":"admin","exp":9999999999}').toString('base64url');
    const forged = [
      flip(access, access.length - 1), // the end ("signature")
      flip(access, 10), // the middle ("payload")
      access.slice(0, -1),
      `${access}A`,
      access.toUpperCase(),
      `bspr_${body}`, // same random part, another kind
      `bspp_${body}`,
      body,
      `${header}.${claims}.`,
      hashToken(access), // what the database stores
      `bspa_${'A'.repeat(43)}`,
      `bspa_${'x'.repeat(8000)}`,
      'bspa_%00',
      refresh, // a refresh token is not an access token
    ];
    for (const token of forged) {
      rejected(await me(token));
      rejected(await events(token));
    }
    // the genuine token still works: nothing above revoked it
    expect((await me(access)).statusCode).toBe(200);
  });

  it('rejects an access or reset token used as a refresh token, and a tampered refresh', async () => {
    const { input, access, refresh } = await register();
    rejected(await post('/api/auth/refresh/', { refresh: access }));
    rejected(await post('/api/auth/refresh/', { refresh: `${refresh.slice(0, -1)}x` }));
    await post('/api/auth/reset-password/', { email: input.email });
    const mail = await waitFor(() => mailer.sent.find((m) => m.to === input.email));
    const reset = decodeURIComponent(/token=([^\s"&<]+)/.exec(mail.text ?? '')?.[1] ?? '');
    expect(reset).toMatch(/^bspp_/);
    rejected(await post('/api/auth/refresh/', { refresh: reset }));
    rejected(await me(reset));
    // the real refresh token is untouched by all that
    expect((await post('/api/auth/refresh/', { refresh })).statusCode).toBe(200);
  });

  it('expires access tokens after 15 minutes and refresh tokens after 30 days', async () => {
    const { access, refresh } = await register();
    clock.advance(15 * 60 * 1000 + 1000);
    rejected(await me(access), ['token_expired']);
    rejected(await events(access), ['token_expired']);
    clock.advance(30 * 24 * 60 * 60 * 1000);
    rejected(await post('/api/auth/refresh/', { refresh }));
  });

  it('revokes the whole family when a rotated refresh token is replayed', async () => {
    const { access, refresh } = await register();
    const rotated = (await post('/api/auth/refresh/', { refresh })).json() as Json;
    const next = rotated.tokens as { access: string; refresh: string };
    expect((await me(next.access)).statusCode).toBe(200);
    rejected(await post('/api/auth/refresh/', { refresh }), ['token_revoked']);
    for (const token of [access, next.access])
      rejected(await me(token), ['token_revoked', 'unauthorized']);
    rejected(await post('/api/auth/refresh/', { refresh: next.refresh }), ['token_revoked']);
  });

  it('ends every earlier session on a password change; only the new pair works', async () => {
    const { input, access, refresh } = await register();
    const other = (
      await post('/api/auth/login/', { email: input.email, password: input.password })
    ).json() as Json;
    const changed = await post(
      '/api/auth/password-change/',
      { current_password: input.password, new_password: 'Velvet-Canyon-Drift-93' },
      access,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    // (revocation deletes the session's access tokens: they are simply unknown now)
    for (const token of [access, other.tokens.access]) {
      rejected(await me(token), ['token_revoked', 'unauthorized']);
      rejected(await events(token), ['token_revoked', 'unauthorized']);
    }
    for (const token of [refresh, other.tokens.refresh]) {
      rejected(await post('/api/auth/refresh/', { refresh: token }), ['token_revoked']);
    }
    const fresh = (changed.json() as Json).tokens;
    expect((await me(fresh.access)).statusCode).toBe(200);
    rejected(await post('/api/auth/login/', { email: input.email, password: input.password }), [
      'invalid_credentials',
    ]);
  });

  it('rejects every token, and the reset link, of a deleted account', async () => {
    const { input, access, refresh } = await register();
    await post('/api/auth/reset-password/', { email: input.email });
    const mail = await waitFor(() => mailer.sent.find((m) => m.to === input.email));
    const reset = decodeURIComponent(/token=([^\s"&<]+)/.exec(mail.text ?? '')?.[1] ?? '');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/',
      headers: { authorization: `Bearer ${access}` },
      payload: { password: input.password },
    });
    expect(deleted.statusCode).toBe(204);
    rejected(await me(access), ['unauthorized', 'token_revoked']);
    rejected(await events(access), ['unauthorized', 'token_revoked']);
    rejected(await post('/api/auth/refresh/', { refresh }), ['unauthorized', 'token_revoked']);
    const confirm = await post('/api/auth/reset-password/confirm/', {
      token: reset,
      new_password: 'Revived-Account-Lantern-12',
    });
    expect(confirm.statusCode).toBe(400);
    expect((confirm.json() as Json).error.code).toBe('invalid_token');
    rejected(await post('/api/auth/login/', { email: input.email, password: input.password }), [
      'invalid_credentials',
    ]);
  });

  it('answers a password reset for a known and an unknown email alike, in similar time', async () => {
    // (login: api.int.test.ts; register cannot hide an existing email: docs/security/api.md)
    const { input } = await register();
    const reset = (email: string) => post('/api/auth/reset-password/', { email });
    const a = await reset(input.email);
    const b = await reset(`ghost-${input.email}`);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
    expect(a.headers['content-length']).toBe(b.headers['content-length']);
    const timed = async (email: string) => {
      const start = performance.now();
      await reset(email);
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 10; i++) {
      known.push(await timed(input.email));
      unknown.push(await timed(`ghost${i}-${input.email}`));
    }
    // the fastest of each: what the work costs when nothing else took the CPU
    const ratio = Math.min(...unknown) / Math.min(...known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
