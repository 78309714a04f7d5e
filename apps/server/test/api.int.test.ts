import { Writable } from 'node:stream';
import { ERROR_CODES } from '@bsp/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../src/clock.ts';
import { createSmtpMailer } from '../src/email/mailer.ts';
import { createLogger } from '../src/logger.ts';
import { newUser, RELAXED_LIMITS, startTestApp, type TestApp, waitFor } from './helpers/app.ts';
import { databases, openTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { decodeQuotedPrintable, startSmtpServer } from './helpers/smtp.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by assertions.
type Json = Record<string, any>;

describe.each(databases)('API on %s', (kind) => {
  let testDb: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  const clock = manualClock();
  const silent = createLogger('silent');
  const CONTACT_TO = 'team@bsp.test';

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    smtp = await startSmtpServer();
    t = await startTestApp({
      database: testDb.database,
      clock,
      mailer: createSmtpMailer(smtp.url, 'BSP <no-reply@bsp.test>', silent),
      config: { contactEmailTo: CONTACT_TO },
    });
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await testDb?.drop();
  });

  const post = (url: string, payload: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as Json,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const me = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: { authorization: `Bearer ${token}` },
    });
  const register = async (overrides: Record<string, string> = {}) => {
    const input = newUser(overrides);
    const res = await post('/api/auth/register/', input);
    expect(res.statusCode, res.body).toBe(201);
    return { input, body: res.json() as Json };
  };

  it('answers health on both spellings', async () => {
    for (const url of ['/api/health/', '/api/health']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: kind });
    }
  });

  it('publishes an OpenAPI document listing the auth paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/auth/register/',
      '/api/auth/login/',
      '/api/auth/refresh/',
      '/api/auth/logout/',
      '/api/auth/password-change/',
      '/api/auth/reset-password/',
      '/api/auth/reset-password/confirm/',
      '/api/user/',
      '/api/contact-us/create/',
      '/api/health/',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('serves the Swagger UI with its own CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure');
  });

  it('purges expired tokens without touching live sessions', async () => {
    const { body } = await register();
    await t.app.services.auth.purgeExpired();
    expect((await me(body.tokens.access)).statusCode).toBe(200);
  });

  it('sends a strict Content-Security-Policy with the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    // SPA fallback: client-side routes answer the same page.
    const deep = await t.app.inject({ method: 'GET', url: '/dashboard/transactions' });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toContain('text/html');
  });

  it('answers unknown /api routes with the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('registers, logs in and returns the user', async () => {
    const { input, body } = await register();
    expect(body.user).toEqual({
      id: expect.any(String),
      email: input.email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      profile_picture: null,
    });
    expect(body.tokens).toEqual({ access: expect.any(String), refresh: expect.any(String) });

    const login = await post('/api/auth/login/', {
      email: input.email.toUpperCase(),
      password: input.password,
    });
    expect(login.statusCode).toBe(200);
    const res = await me(login.json().tokens.access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(body.user);
  });

  it('rejects a duplicate email with a field error', async () => {
    const { input } = await register();
    const res = await post('/api/auth/register/', { ...newUser(), email: input.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: ERROR_CODES.conflict,
      message: expect.any(String),
      fields: { email: 'An account with this email already exists.' },
    });
  });

  it('reports validation errors per field', async () => {
    const res = await post('/api/auth/register/', { email: 'nope', password: 'short' });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('validation_error');
    expect(Object.keys(error.fields).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'password',
    ]);
    expect(error.fields.email).toBe('Enter a valid email address.');
    expect(error.fields.first_name).toBe('Required.');

    const common = await post('/api/auth/register/', newUser({ password: 'password123' }));
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields).toEqual({
      password: 'This password is too common. Choose a less common one.',
    });
  });

  it('gives the same answer, in similar time, for a wrong password and an unknown email', async () => {
    const { input } = await register();
    const wrong = () =>
      post('/api/auth/login/', { email: input.email, password: 'Wrong-Pass-123' });
    const unknown = () =>
      post('/api/auth/login/', { email: `ghost-${input.email}`, password: 'Wrong-Pass-123' });

    const a = await wrong();
    const b = await unknown();
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(a.body).toBe(b.body);
    expect(a.json().error).toEqual({
      code: 'invalid_credentials',
      message: 'Email or password is incorrect.',
    });

    // the two kinds alternate, so a busy machine slows both alike
    const timed = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      await fn();
      return performance.now() - start;
    };
    const wrongTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 11; i++) {
      wrongTimes.push(await timed(wrong));
      unknownTimes.push(await timed(unknown));
    }
    // the fastest of each kind: what the work costs when nothing else took the CPU (a median
    // still moved 3x on a machine running other builds)
    const wrongMs = Math.min(...wrongTimes);
    const unknownMs = Math.min(...unknownTimes);
    // Without the dummy hash an unknown email would be ~10x faster (no Argon2 at all).
    expect(unknownMs / wrongMs).toBeGreaterThan(0.5);
    expect(unknownMs / wrongMs).toBeLessThan(2);
  });

  it('rotates refresh tokens and revokes the family when one is reused', async () => {
    const { body } = await register();
    const r1 = body.tokens.refresh;
    const first = await post('/api/auth/refresh/', { refresh: r1 });
    expect(first.statusCode).toBe(200);
    const pair2 = first.json().tokens;
    expect(pair2.refresh).not.toBe(r1);
    expect((await me(pair2.access)).statusCode).toBe(200);

    const replay = await post('/api/auth/refresh/', { refresh: r1 });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('token_revoked');

    // The whole family is gone: the newer refresh and access tokens too.
    expect((await post('/api/auth/refresh/', { refresh: pair2.refresh })).statusCode).toBe(401);
    expect((await me(pair2.access)).statusCode).toBe(401);
    expect((await me(body.tokens.access)).statusCode).toBe(401);
  });

  it('logs out idempotently', async () => {
    const { body } = await register();
    expect((await post('/api/auth/logout/', { refresh: body.tokens.refresh })).statusCode).toBe(
      204,
    );
    expect((await post('/api/auth/logout/', { refresh: body.tokens.refresh })).statusCode).toBe(
      204,
    );
    expect((await me(body.tokens.access)).statusCode).toBe(401);
    const refresh = await post('/api/auth/refresh/', { refresh: body.tokens.refresh });
    expect(refresh.statusCode).toBe(401);
  });

  it('answers token_expired for an expired access token, and refresh still works', async () => {
    const { body } = await register();
    clock.advance(16 * 60 * 1000);
    const res = await me(body.tokens.access);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('token_expired');
    const refreshed = await post('/api/auth/refresh/', { refresh: body.tokens.refresh });
    expect(refreshed.statusCode).toBe(200);
    expect((await me(refreshed.json().tokens.access)).statusCode).toBe(200);
  });

  it('requires a bearer token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
    const bad = await me('bspa_not-a-real-token');
    expect(bad.statusCode).toBe(401);
  });

  it('deletes the account and rejects its tokens afterwards', async () => {
    const { input, body } = await register();
    const auth = { authorization: `Bearer ${body.tokens.access}` };
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/',
      headers: auth,
      payload: { password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.password).toBeDefined();
    const ok = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/',
      headers: auth,
      payload: { password: input.password },
    });
    expect(ok.statusCode).toBe(204);
    const after = await me(body.tokens.access);
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBeDefined();
    expect((await post('/api/auth/refresh/', { refresh: body.tokens.refresh })).statusCode).toBe(
      401,
    );
    const login = await post('/api/auth/login/', { email: input.email, password: input.password });
    expect(login.statusCode).toBe(401);
  });

  it('revokes every earlier token when the password changes', async () => {
    const { input, body } = await register();
    const other = (
      await post('/api/auth/login/', { email: input.email, password: input.password })
    ).json().tokens;
    const newPassword = 'Quiet-Meadow-Copper-88';

    const wrongCurrent = await post(
      '/api/auth/password-change/',
      { current_password: 'nope-nope-nope', new_password: newPassword },
      body.tokens.access,
    );
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().error.fields.current_password).toBeDefined();

    const res = await post(
      '/api/auth/password-change/',
      { current_password: input.password, new_password: newPassword },
      body.tokens.access,
    );
    expect(res.statusCode).toBe(200);
    const fresh = res.json().tokens;
    for (const access of [body.tokens.access, other.access]) {
      expect((await me(access)).statusCode).toBe(401);
    }
    for (const refresh of [body.tokens.refresh, other.refresh]) {
      expect((await post('/api/auth/refresh/', { refresh })).statusCode).toBe(401);
    }
    expect((await me(fresh.access)).statusCode).toBe(200);
    const login = await post('/api/auth/login/', { email: input.email, password: newPassword });
    expect(login.statusCode).toBe(200);
  });

  const resetLinkFor = async (email: string, already: number) => {
    const mails = await waitFor(() => {
      const found = smtp.to(email);
      return found.length > already ? found : undefined;
    });
    const text = decodeQuotedPrintable(mails.at(-1)!.raw);
    const match = text.match(/http:\/\/bsp\.test\/auth\/recover-password\?token=([\w%-]+)/);
    expect(match).not.toBeNull();
    return decodeURIComponent(match![1]!);
  };

  it('resets a password by emailed single-use link', async () => {
    const { input, body } = await register();
    const ghost = `ghost-${input.email}`;
    const known = await post('/api/auth/reset-password/', { email: input.email });
    const unknown = await post('/api/auth/reset-password/', { email: ghost });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({
      detail: 'If an account exists for that email, we have sent a link to reset the password.',
    });

    const token = await resetLinkFor(input.email, 0);
    const newPassword = 'Silver-Tide-Orchard-41';
    const confirm = await post('/api/auth/reset-password/confirm/', {
      token,
      new_password: newPassword,
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().detail).toEqual(expect.any(String));

    const again = await post('/api/auth/reset-password/confirm/', {
      token,
      new_password: 'Another-Fresh-Phrase-77',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({ code: 'invalid_token', message: expect.any(String) });

    // Reset ends every session; the new password works.
    expect((await me(body.tokens.access)).statusCode).toBe(401);
    const login = await post('/api/auth/login/', { email: input.email, password: newPassword });
    expect(login.statusCode).toBe(200);
    expect(smtp.to(ghost)).toHaveLength(0);
  });

  it('rejects an expired reset link', async () => {
    const { input } = await register();
    await post('/api/auth/reset-password/', { email: input.email });
    const token = await resetLinkFor(input.email, 0);
    clock.advance(31 * 60 * 1000);
    const res = await post('/api/auth/reset-password/confirm/', {
      token,
      new_password: 'Late-Evening-Harbor-19',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_token');
  });

  it('validates, stores and forwards contact messages', async () => {
    const bad = await post('/api/contact-us/create/', { name: '', email: 'x', subject: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_error');
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'email',
      'message',
      'name',
      'subject',
    ]);

    const ok = await post('/api/contact-us/create/', {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject: 'support',
      message: 'Hello from the tests.',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ id: expect.any(String) });
    const forwarded = await waitFor(() => smtp.to(CONTACT_TO).at(0));
    expect(forwarded.raw).toContain('Hello from the tests.');
    expect(forwarded.raw).toMatch(/Reply-To: grace@example.com/i);
  });

  it('updates names and the profile picture', async () => {
    const { body } = await register();
    const auth = { authorization: `Bearer ${body.tokens.access}` };
    const names = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/',
      headers: auth,
      payload: { first_name: 'Grace' },
    });
    expect(names.statusCode).toBe(200);
    expect(names.json().first_name).toBe('Grace');
    expect(names.json().last_name).toBe('Lovelace');

    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('last_name', 'Hopper');
    form.append('profile_picture', new Blob([png]), 'avatar.txt'); // name is irrelevant
    const request = new Request('http://x/', { method: 'POST', body: form });
    const upload = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/',
      headers: { ...auth, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const user = upload.json();
    expect(user.last_name).toBe('Hopper');
    expect(user.profile_picture).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);

    const media = await t.app.inject({ method: 'GET', url: user.profile_picture });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    const meta = await sharp(media.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(512);

    const fake = new FormData();
    fake.append('profile_picture', new Blob(['not an image at all']), 'photo.png');
    const fakeRequest = new Request('http://x/', { method: 'POST', body: fake });
    const rejected = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/',
      headers: { ...auth, 'content-type': fakeRequest.headers.get('content-type')! },
      payload: Buffer.from(await fakeRequest.arrayBuffer()),
    });
    expect(rejected.statusCode).toBe(415);
    expect(rejected.json().error.fields.profile_picture).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/media/nope.webp' })).statusCode).toBe(404);
  });

  it('rate limits login per email and per IP with the error shape and Retry-After', async () => {
    const limited = await startTestApp({
      database: testDb.database,
      workers: false,
      config: {
        rateLimits: {
          ...RELAXED_LIMITS,
          loginPerEmail: { max: 2, windowMs: 60_000 },
          loginPerIp: { max: 4, windowMs: 60_000 },
        },
      },
    });
    try {
      const login = (email: string, ip = '10.0.0.1') =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login/',
          payload: { email, password: 'whatever-it-is' },
          remoteAddress: ip,
        });
      expect((await login('a@example.com')).statusCode).toBe(401);
      expect((await login('a@example.com', '10.0.0.2')).statusCode).toBe(401);
      const perEmail = await login('a@example.com', '10.0.0.3');
      expect(perEmail.statusCode).toBe(429);
      expect(perEmail.json()).toEqual({
        error: { code: 'rate_limited', message: expect.any(String) },
      });
      expect(Number(perEmail.headers['retry-after'])).toBeGreaterThan(0);

      for (const email of ['b@example.com', 'c@example.com', 'd@example.com']) {
        expect((await login(email)).statusCode).toBe(401);
      }
      const perIp = await login('e@example.com'); // 5th from 10.0.0.1
      expect(perIp.statusCode).toBe(429);
      expect(perIp.json().error.code).toBe('rate_limited');
      expect(perIp.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('never logs passwords, tokens or Authorization headers', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const logged = await startTestApp({
      database: testDb.database,
      workers: false,
      logger: createLogger('trace', sink),
    });
    try {
      const input = newUser();
      const reg = await logged.app.inject({
        method: 'POST',
        url: '/api/auth/register/',
        payload: input,
      });
      expect(reg.statusCode).toBe(201);
      const login = await logged.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: input.email, password: input.password },
      });
      const tokens = login.json().tokens;
      await logged.app.inject({
        method: 'GET',
        url: '/api/user/',
        headers: { authorization: `Bearer ${tokens.access}` },
      });
      await logged.app.inject({
        method: 'POST',
        url: '/api/auth/refresh/',
        payload: { refresh: tokens.refresh },
      });
      await logged.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: input.email, password: 'Wrong-But-Secret-Value' },
      });
      const output = lines.join('');
      expect(output).toContain('incoming request'); // the capture works
      for (const secret of [
        input.password,
        'Wrong-But-Secret-Value',
        tokens.access,
        tokens.refresh,
        reg.json().tokens.access,
        reg.json().tokens.refresh,
      ]) {
        expect(output).not.toContain(secret);
      }
      expect(output.toLowerCase()).not.toContain('bearer');
    } finally {
      await logged.close();
    }
  });
});
