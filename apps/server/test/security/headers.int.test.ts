/**
 * Issue 14, headers on every class of response: the web app (HTML), API JSON, file downloads
 * (exports, the report PDF, page images), server-sent events and errors (400, 401, 404, 413,
 * 429). Every GET route of the route table is called as the owner of the data it names (so a new
 * route is checked without anyone adding it here): CSP with frame-ancestors 'none', nosniff, and
 * `Cache-Control: no-store` on every /api answer but the docs and health. HSTS is sent only when
 * PUBLIC_URL is https. The uploaded original is never served by any route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, RELAXED_LIMITS, startTestApp, type TestApp } from '../helpers/app.ts';
import { databases, openTestDatabase, type TestDatabase } from '../helpers/databases.ts';
import { createOwnedData, fillParams, type OwnedData } from '../helpers/owned-data.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by assertions.
type Json = Record<string, any>;
type Headers = Record<string, string | string[] | number | undefined>;

/** Routes whose answers hold no user data (may be cached), or are not the API's. */
const NOT_USER_DATA = /^\/(api\/docs|api\/health|media\/)/;

function expectBaseHeaders(headers: Headers, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("object-src 'none'");
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
}
function expectNoStore(headers: Headers, what: string) {
  expect(String(headers['cache-control'] ?? ''), what).toContain('no-store');
}

describe.each(databases)('security headers on %s', (kind) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let alice: { id: string; token: string; email: string };
  let owned: OwnedData;
  let original: Buffer;

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    t = await startTestApp({ database: testDb.database });
    const input = newUser();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register/', payload: input });
    const body = res.json() as Json;
    alice = { id: body.user.id, token: body.tokens.access, email: input.email };
    owned = await createOwnedData(t, testDb, alice);
    const file = await testDb.database.db
      .selectFrom('uploaded_files as f')
      .innerJoin('analyses as a', 'a.file_id', 'f.id')
      .select('f.bytes')
      .where('a.id', '=', owned.ids.analysis)
      .executeTakeFirstOrThrow();
    original = Buffer.from(file.bytes);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${alice.token}`, ...headers },
    });

  it('sends CSP, nosniff and no-store on every GET route of the table, answered to the owner', async () => {
    const ids = owned.ids;
    const queries: Record<string, string> = {
      '/api/analysis/export/': `?format=xlsx&ids=${ids.analysis}`,
      '/api/analysis/:id/export/': '?format=csv',
      '/api/transaction/export/': '?format=csv',
    };
    const checked: string[] = [];
    for (const { method, url } of t.app.routeTable) {
      if (method !== 'GET' || NOT_USER_DATA.test(url)) continue;
      const path = url.includes(':') ? fillParams(url, ids) : url;
      expect(path, `no ids for ${url}`).toBeDefined();
      const res = await get(`${path}${queries[url] ?? ''}`);
      const what = `GET ${url}: ${res.statusCode}`;
      expect(res.statusCode, `${what} ${res.body.slice(0, 200)}`).toBe(200);
      expectBaseHeaders(res.headers, what);
      expectNoStore(res.headers, what);
      expect(res.headers['strict-transport-security'], what).toBeUndefined(); // PUBLIC_URL is http
      // the uploaded original itself is never sent back (only what is made from it)
      expect(res.rawPayload.includes(original), `${what} serves the original`).toBe(false);
      checked.push(url);
    }
    expect(checked).toContain('/api/analysis/:id/events/');
    expect(checked).toContain('/api/analysis/:id/pages/:page/image/');
    expect(checked).toContain('/api/insights/report/');
    expect(checked.length).toBeGreaterThanOrEqual(20);
  });

  it('serves downloads as attachments (page images as PNG) with nosniff', async () => {
    for (const url of [
      `/api/analysis/${owned.ids.analysis}/export/?format=csv`,
      `/api/analysis/${owned.ids.analysis}/export/?format=xlsx`,
      '/api/transaction/export/?format=json',
      '/api/insights/report/',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(String(res.headers['content-disposition']), url).toMatch(/^attachment; filename="/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(String(res.headers['cache-control'])).toBe('private, no-store');
    }
    const page = await get(`/api/analysis/${owned.ids.analysis}/pages/1/image/`);
    expect(page.headers['content-type']).toBe('image/png');
    expect(page.rawPayload.subarray(1, 4).toString()).toBe('PNG'); // made by the server
    expect(String(page.headers['cache-control'])).toBe('private, no-store');
  });

  it('sends the same headers with the web app and with every kind of error', async () => {
    const html = await t.app.inject({ method: 'GET', url: '/' });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expectBaseHeaders(html.headers, 'GET /');

    const big = Buffer.alloc(1024 * 1024 + 10, 'a');
    const errors = [
      ['401', await t.app.inject({ method: 'GET', url: '/api/user/' })],
      ['404 route', await get('/api/nope/')],
      ['404 resource', await get('/api/analysis/00000000-0000-4000-8000-000000000000/')],
      ['400', await get('/api/transaction/?date_from=yesterday')],
      [
        '413',
        await t.app.inject({
          method: 'POST',
          url: '/api/contact-us/create/',
          headers: { 'content-type': 'application/json' },
          payload: big,
        }),
      ],
    ] as const;
    for (const [what, res] of errors) {
      expect(String(res.statusCode)).toBe(what.slice(0, 3));
      expect(res.json()).toMatchObject({ error: { code: expect.any(String) } });
      expectBaseHeaders(res.headers, what);
      expectNoStore(res.headers, what);
    }

    const limited = await startTestApp({
      database: testDb.database,
      workers: false,
      config: { rateLimits: { ...RELAXED_LIMITS, loginPerIp: { max: 1, windowMs: 60_000 } } },
    });
    try {
      const login = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login/',
          payload: { email: 'x@example.com', password: 'whatever-it-is' },
          remoteAddress: '10.77.0.1',
        });
      await login();
      const res = await login();
      expect(res.statusCode).toBe(429);
      expectBaseHeaders(res.headers, '429');
      expectNoStore(res.headers, '429');
    } finally {
      await limited.close();
    }
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    const https = await startTestApp({
      database: testDb.database,
      workers: false,
      config: { publicUrl: 'https://bsp.example' },
    });
    try {
      for (const [url, auth] of [
        ['/', false],
        ['/api/user/', true],
        ['/api/user/', false], // an error
        [`/api/analysis/${owned.ids.analysis}/export/?format=csv`, true],
      ] as const) {
        const res = await https.app.inject({
          method: 'GET',
          url,
          headers: auth ? { authorization: `Bearer ${alice.token}` } : {},
        });
        expect(String(res.headers['strict-transport-security']), url).toMatch(/^max-age=\d{7,}/);
      }
    } finally {
      await https.close();
    }
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
