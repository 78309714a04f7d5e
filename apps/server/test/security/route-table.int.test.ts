/**
 * Issue 14, attacks on the API: the ownership matrix. The routes come from the app's own route
 * table (collected by an onRoute hook in buildApp), not from a list written here, so a new route
 * is attacked as soon as it exists — or this test fails until it is classified. User A owns a
 * parsed statement (page images, words, reading), edited rows with audit history, a manual row,
 * a layout profile, a category, a rule, a learned merchant and a bank account; user B calls every
 * route × method with A's ids. Every answer must be 404 (or, for a list filtered by A's id, an
 * empty list), carry none of A's data, and change nothing: every table is snapshotted before and
 * after and must be identical.
 *
 * Security headers on every class of response, over the same data: every GET route of the table
 * is called as the owner of what it names (a new route is checked without anyone adding it):
 * CSP with frame-ancestors 'none', nosniff, and `Cache-Control: no-store` on every /api answer
 * but the docs and health; downloads are attachments; the web app and errors (400, 401, 404, 413,
 * 429) carry the same headers; HSTS only when PUBLIC_URL is https; the uploaded original is never
 * served by any route.
 */
import { EXPORT_FORMATS } from '@bsp/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newUser,
  RELAXED_LIMITS,
  startBareApp,
  startTestApp,
  type TestApp,
} from '../helpers/app.ts';
import { databases, openTestDatabase, type TestDatabase } from '../helpers/databases.ts';
import { createOwnedData, fillParams, type Ids } from '../helpers/owned-data.ts';
import { WELSH_INSTRUCTIONS } from '../helpers/welsh-statement.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by assertions.
type Json = Record<string, any>;
type Method = 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';

/** Routes that take no resource id of a user, with the reason they are outside the matrix. */
const NO_ID_ROUTES: Record<string, string> = {
  'GET /api/docs': 'public API documentation',
  'GET /api/docs/static/index.html': 'public API documentation',
  'GET /api/docs/static/swagger-initializer.js': 'public API documentation',
  'GET /api/docs/json': 'public API documentation',
  'GET /api/docs/yaml': 'public API documentation',
  'GET /api/docs/static/*': 'public API documentation assets',
  'GET /api/health/': 'liveness, no user data',
  'GET /*': 'the built web app (static files, SPA fallback); present once apps/web is built',
  'POST /api/auth/register/': 'creates a new account; no id',
  'POST /api/auth/login/': 'credentials, no id (covered by rate limits and enumeration tests)',
  'POST /api/auth/refresh/': 'the token is the credential (tokens.int.test.ts)',
  'POST /api/auth/logout/': 'the token is the credential (tokens.int.test.ts)',
  'POST /api/auth/password-change/': "acts on the caller's own account only",
  'POST /api/auth/reset-password/': 'email only, same answer for any email',
  'POST /api/auth/reset-password/confirm/': 'the single-use token is the credential',
  'GET /api/user/': "the caller's own profile",
  'PATCH /api/user/': "the caller's own profile",
  'DELETE /api/user/': "the caller's own account (needs its password)",
  'POST /api/contact-us/create/': 'a message to the operators, no user data read',
  'GET /media/:name':
    'profile pictures: public by design, addressed by an unguessable random id (re-encoded WebP)',
  'POST /api/analysis': 'upload: creates analyses owned by the caller',
  'GET /api/analysis': "lists the caller's own analyses (checked below: no A data)",
  'GET /api/banks/': "lists the caller's own accounts (checked below: no A data)",
  'GET /api/category/': "lists the caller's own categories (checked below: no A data)",
  'POST /api/category/': 'creates a category owned by the caller',
  'GET /api/category/rule/': "lists the caller's own rules (checked below: no A data)",
  'GET /api/category/merchant/': "lists the caller's own merchants (checked below: no A data)",
  'GET /api/category/proposal/': "the caller's own proposals (checked below: no A data)",
  'GET /api/layout-profiles/': "lists the caller's own profiles (checked below: no A data)",
  'POST /api/layout-profiles/': 'imports a profile file as a new profile of the caller',
  'POST /api/category/rule/test/': "tries a rule on the caller's own rows (checked below)",
};

/** `status`: the expected answer when not 404 (`empty`: 200 with nothing of A's, or 404). */
type Attack = { method: Method; url: string; payload?: Json; empty?: true; status?: number };

/** Routes without a path id that take A's ids in the query or the body. */
function idInQueryOrBody(ids: Ids): Record<string, Attack[]> {
  const row = ids.transaction;
  const filters = [
    `analysis=${ids.analysis}`,
    `account=${ids.account}`,
    `statement=${ids.statement}`,
    `ids=${row},${ids.manualTransaction}`,
    `category=${ids.category}`,
    `merchant_key=${ids.merchantKey}`,
  ];
  const list = (url: string) =>
    filters.map((filter) => ({
      method: 'GET' as const,
      url: `${url}?${filter}`,
      empty: true as const,
    }));
  return {
    'GET /api/transaction/': list('/api/transaction/'),
    'GET /api/transaction/summary/': list('/api/transaction/summary/'),
    'GET /api/transaction/export/': filters.map((filter) => ({
      method: 'GET',
      url: `/api/transaction/export/?format=json&${filter}`,
      empty: true,
    })),
    'GET /api/analysis/export/': [
      { method: 'GET', url: `/api/analysis/export/?format=csv&ids=${ids.analysis}` },
    ],
    'GET /api/insights/': [
      { method: 'GET', url: `/api/insights/?analysis=${ids.analysis}` },
      { method: 'GET', url: `/api/insights/?account=${ids.account}` },
    ],
    'GET /api/insights/report/': [
      { method: 'GET', url: `/api/insights/report/?analysis=${ids.analysis}` },
      { method: 'GET', url: `/api/insights/report/?account=${ids.account}` },
    ],
    'POST /api/transaction/bulk/': [
      {
        method: 'POST',
        url: '/api/transaction/bulk/',
        payload: { ids: [row, ids.manualTransaction], changes: { excluded: true } },
      },
      {
        method: 'POST',
        url: '/api/transaction/bulk/',
        payload: { ids: [row], changes: { category: 'TRAVEL' } },
      },
    ],
    'POST /api/transaction/apply-merchant/': [
      {
        method: 'POST',
        url: '/api/transaction/apply-merchant/',
        payload: { merchant_key: ids.merchantKey, category: 'TRAVEL' },
        // Bob has no rows of the merchant: nothing to apply to (checked by the snapshot too).
        empty: true,
      },
    ],
    'POST /api/transaction/': [
      {
        method: 'POST',
        url: '/api/transaction/',
        payload: {
          statement_id: ids.statement,
          after_id: row,
          date: '2026-03-05',
          description: 'Injected by B',
          amount: '1.00',
        },
      },
    ],
    'POST /api/category/rule/': [
      {
        method: 'POST',
        url: '/api/category/rule/',
        payload: { field: 'description', op: 'contains', value: 'x', category: ids.category },
        // the same answer as for a category that does not exist
        status: 400,
      },
    ],
    'POST /api/category/rule/reorder/': [
      { method: 'POST', url: '/api/category/rule/reorder/', payload: { ids: [ids.rule] } },
    ],
    'POST /api/category/proposal/accept/': [
      {
        method: 'POST',
        url: '/api/category/proposal/accept/',
        payload: { merchant_key: ids.merchantKey },
      },
    ],
  };
}

/** A valid body for routes with a path id, so the request reaches the ownership check. */
function bodyFor(method: Method, url: string): Json | undefined {
  const bodies: Record<string, Json> = {
    'POST /api/analysis/:id/password/': { password: 'guess' },
    'PATCH /api/transaction/:id/': { description: 'Changed by B', notes: 'B', excluded: true },
    'PATCH /api/category/:id/': { name: 'Taken by B' },
    'PATCH /api/category/rule/:id/': { value: 'taken' },
    'PATCH /api/category/merchant/:key/': { learn: false },
    'POST /api/analysis/:id/reread/': { instructions: WELSH_INSTRUCTIONS },
    'POST /api/analysis/:id/apply-layout/': {
      instructions: WELSH_INSTRUCTIONS,
      save_profile: true,
    },
    'PATCH /api/layout-profiles/:id/': { name: 'Taken by B' },
  };
  return bodies[`${method} ${url}`];
}

/** Query strings a route with a path id needs to pass validation (one attack each). */
const QUERIES: Record<string, string[]> = {
  'GET /api/analysis/:id/export/': EXPORT_FORMATS.map((format) => `?format=${format}`),
  'GET /api/analysis/:id/events/': ['', '?access_token=ignored-when-a-header-is-sent'],
};

type Headers = Record<string, string | string[] | number | undefined>;

/** Routes whose answers hold no user data (may be cached): not the API's, docs, health. */
const NOT_USER_DATA = /^\/(?!api\/)|^\/api\/(docs|health)/;

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

describe.each(databases)('route table on %s', (kind) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let alice: { id: string; token: string; email: string };
  let bob: { token: string };
  let ids: Ids;
  /** Strings only A's data contains: none may appear in an answer to B. */
  let secrets: string[];
  /** The bytes A uploaded: no route may send them back. */
  let original: Buffer;

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const call = (token: string, method: Method, url: string, payload?: Json) =>
    t.app.inject({
      method,
      url,
      headers: auth(token),
      ...(payload !== undefined ? { payload } : {}),
    });
  const register = async () => {
    const input = newUser();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register/', payload: input });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as Json;
    return { id: body.user.id as string, token: body.tokens.access as string, email: input.email };
  };

  /** Every row of every application table, and A's queued jobs. */
  const snapshot = async () => {
    const db = testDb.database.db;
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
    const skip = /^(kysely_|sessions$|access_tokens$|refresh_tokens$|rate_limit)/;
    const out: Record<string, unknown> = {};
    for (const { table_name } of tables.rows) {
      if (skip.test(table_name)) continue;
      const rows = await sql`select * from ${sql.table(table_name)}`.execute(db);
      out[table_name] = rows.rows
        .map((row) => JSON.stringify(row, (_k, v) => (v instanceof Uint8Array ? v.length : v)))
        .sort();
    }
    const jobs = await sql<{ n: number }>`
      select count(*)::int as n from pgboss.job where data::text like ${`%${ids.analysis}%`}`.execute(
      db,
    );
    out.jobs = jobs.rows[0]?.n;
    return out;
  };

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    t = await startTestApp({ database: testDb.database });
    alice = await register();
    bob = await register();

    ({ ids, secrets } = await createOwnedData(t, testDb, alice));
    const file = await testDb.database.db
      .selectFrom('uploaded_files as f')
      .innerJoin('analyses as a', 'a.file_id', 'f.id')
      .select('f.bytes')
      .where('a.id', '=', ids.analysis)
      .executeTakeFirstOrThrow();
    original = Buffer.from(file.bytes);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  it("covers every route: B gets 404 (or an empty list) for A's ids, no A data, no change", async () => {
    const table = t.app.routeTable;
    const unclassified: string[] = [];
    const attacks: { route: string; attack: Attack }[] = [];
    const byQuery = idInQueryOrBody(ids);
    for (const { method, url } of table) {
      const route = `${method} ${url}`;
      const asGet = `${method === 'HEAD' ? 'GET' : method} ${url}`;
      if (NO_ID_ROUTES[asGet]) continue;
      const queried = byQuery[asGet];
      if (queried) {
        for (const attack of queried)
          attacks.push({ route, attack: { ...attack, method: method as Method } });
        continue;
      }
      const filled = url.includes(':') ? fillParams(url, ids) : undefined;
      if (!filled) {
        unclassified.push(route);
        continue;
      }
      const payload = bodyFor(method as Method, url);
      for (const query of QUERIES[asGet] ?? ['']) {
        attacks.push({
          route,
          attack: {
            method: method as Method,
            url: `${filled}${query}`,
            ...(payload ? { payload } : {}),
          },
        });
      }
    }
    // A route nobody classified: attack it above (an id route needs nothing when its params
    // are known), or allow-list it with the reason it takes no id.
    expect(unclassified).toEqual([]);
    // the matrix really is the route table: every :id route of the product is in it
    const idRoutes = table.filter((r) => r.url.includes(':id') || r.url.includes(':key'));
    expect(idRoutes.length).toBeGreaterThanOrEqual(25);
    const attacked = new Set(attacks.map((a) => a.route));
    expect(idRoutes.filter((r) => !attacked.has(`${r.method} ${r.url}`))).toEqual([]);

    const before = await snapshot();
    const failures: string[] = [];
    for (const { route, attack } of attacks) {
      const res = await call(bob.token, attack.method, attack.url, attack.payload);
      const body = res.body;
      const label = `${route} → ${attack.method} ${attack.url}: ${res.statusCode} ${body.slice(0, 200)}`;
      if (attack.empty) {
        if (res.statusCode !== 404 && res.statusCode !== 200) failures.push(`status: ${label}`);
        if (res.statusCode === 200 && attack.method !== 'HEAD') {
          const json = JSON.parse(body) as Json;
          const empty =
            json.items?.length === 0 ||
            json.updated === 0 ||
            (Array.isArray(json.currencies) && json.currencies.length === 0) ||
            (Array.isArray(json.statements) &&
              json.statements.every((s: Json) => (s.transactions ?? []).length === 0));
          if (!empty) failures.push(`not empty: ${label}`);
        }
      } else if (attack.status) {
        if (res.statusCode !== attack.status) failures.push(`status: ${label}`);
      } else if (res.statusCode !== 404) {
        failures.push(`status: ${label}`);
      } else if (attack.method !== 'HEAD' && JSON.parse(body).error?.code !== 'not_found') {
        failures.push(`code: ${label}`);
      }
      const leaked = secrets.filter((s) => body.toLowerCase().includes(s.toLowerCase()));
      const idsLeaked = Object.values(ids).filter(
        (id) => id.length > 20 && !attack.url.includes(id) && body.includes(id),
      );
      if (leaked.length || idsLeaked.length) {
        failures.push(`leaks ${[...leaked, ...idsLeaked].join(', ')}: ${label}`);
      }
    }
    // B's own lists show none of A's data either
    for (const [route] of Object.entries(NO_ID_ROUTES)) {
      const [method, url] = route.split(' ') as [Method, string];
      if (method !== 'GET' || !url.startsWith('/api/') || url.startsWith('/api/docs')) continue;
      const res = await call(bob.token, 'GET', url);
      const leaked = secrets.filter((s) => res.body.toLowerCase().includes(s.toLowerCase()));
      if (leaked.length) failures.push(`leaks ${leaked.join(', ')}: GET ${url}`);
    }
    const rule = await call(bob.token, 'POST', '/api/category/rule/test/', {
      field: 'description',
      op: 'contains',
      value: 'tesco',
      category: 'TRAVEL',
    });
    expect(rule.json()).toMatchObject({ count: 0, sample: [] });

    expect(failures).toEqual([]);
    expect(attacks.length).toBeGreaterThanOrEqual(50);
    // nothing changed anywhere: no row of any table, no job queued for A's analysis
    expect(await snapshot()).toEqual(before);
    // and A still sees everything
    expect((await call(alice.token, 'GET', `/api/analysis/${ids.analysis}/`)).statusCode).toBe(200);
    const page = await call(alice.token, 'GET', `/api/analysis/${ids.analysis}/pages/1/image/`);
    expect(page.statusCode).toBe(200);
  }, 120_000);

  describe('security headers', () => {
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${alice.token}`, ...headers },
      });

    it('sends CSP, nosniff and no-store on every GET route of the table, answered to the owner', async () => {
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
        `/api/analysis/${ids.analysis}/export/?format=csv`,
        `/api/analysis/${ids.analysis}/export/?format=xlsx`,
        '/api/transaction/export/?format=json',
        '/api/insights/report/',
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(String(res.headers['content-disposition']), url).toMatch(/^attachment; filename="/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(String(res.headers['cache-control'])).toBe('private, no-store');
      }
      const page = await get(`/api/analysis/${ids.analysis}/pages/1/image/`);
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

      const limited = await startBareApp({
        database: testDb.database,
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
      const https = await startBareApp({
        database: testDb.database,
        config: { publicUrl: 'https://bsp.example' },
      });
      try {
        for (const [url, auth] of [
          ['/', false],
          ['/api/user/', true],
          ['/api/user/', false], // an error
          [`/api/analysis/${ids.analysis}/export/?format=csv`, true],
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
});
