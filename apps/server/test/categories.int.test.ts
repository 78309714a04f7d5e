/**
 * Categorisation in the app (issue #11): upload → categorised rows with source and confidence →
 * a correction is learned and offered to the merchant's other rows → the next upload uses it;
 * rules (CRUD, test, order), own categories, proposals, the "don't learn" switch, exports and
 * ownership (another user's ids are 404).
 */
import {
  categoryListSchema,
  categoryRuleListSchema,
  transactionChangeResponseSchema,
  transactionListResponseSchema,
} from '@bsp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, startTestApp, type TestApp, waitFor } from './helpers/app.ts';
import { databases, openTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { MERCHANT_ROWS, merchantStatementPdf } from './helpers/merchant-statement.ts';
import { injectUpload } from './helpers/uploads.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by assertions.
type Json = Record<string, any>;

describe.each(databases)('categories in the app on %s', (kind) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let pdf: Uint8Array;
  let alice: { id: string; token: string };
  let bob: { id: string; token: string };
  let firstAnalysis: string;

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: auth(token) });
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: Json) =>
    t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  const register = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: newUser(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as Json;
    return { id: body.user.id as string, token: body.tokens.access as string };
  };
  const rowsOf = async (token: string, analysis: string) => {
    const res = await get(`/api/transaction/?analysis=${analysis}&page_size=100`, token);
    expect(res.statusCode, res.body).toBe(200);
    return transactionListResponseSchema.parse(res.json()).items;
  };
  const upload = async (token: string, again = false) => {
    const res = await injectUpload(
      t.app,
      token,
      [{ name: 'march.pdf', bytes: pdf }],
      again ? { allow_duplicate: 'true' } : {},
    );
    expect(res.statusCode, res.body).toBe(202);
    const id = (res.json() as Json).analyses[0].id as string;
    const done = await waitFor(
      async () => {
        const json = (await get(`/api/analysis/${id}/`, token)).json() as Json;
        return ['done', 'failed', 'needs_password'].includes(json.status) ? json : undefined;
      },
      { timeoutMs: 45_000, intervalMs: 200 },
    );
    expect(done.status, JSON.stringify(done.error)).toBe('done');
    return id;
  };

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    t = await startTestApp({
      database: testDb.database,
      config: { parseTimeoutS: 60, workerConcurrency: 1 },
    });
    pdf = await merchantStatementPdf();
    alice = await register();
    bob = await register();
  });

  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  it('categorises uploaded rows with merchant, source and confidence', async () => {
    firstAnalysis = await upload(alice.token);
    const rows = await rowsOf(alice.token, firstAnalysis);
    expect(rows.map((r) => r.description)).toEqual(MERCHANT_ROWS.map((r) => r[1]));
    const byDescription = (d: string) => rows.find((r) => r.description === d)!;
    const coffee = byDescription('STARBUCKS STORE 1234');
    expect(coffee).toMatchObject({
      merchant: 'Starbucks',
      merchant_key: 'starbucks',
      category: 'FOOD_AND_DRINK',
    });
    expect(coffee.category_source).not.toBeNull();
    expect(coffee.category_source).not.toBe('user');
    expect(coffee.category_confidence).toBeGreaterThanOrEqual(0.5);
    expect(byDescription('SALARY EXAMPLE LTD').category).toBe('INCOME');
    expect(byDescription('STARBUCKS STORE 5678').merchant_key).toBe('starbucks');
    for (const row of rows) {
      expect(row.category_suggested).toBe(
        row.category_confidence !== null && row.category_confidence < 0.7,
      );
    }
  });

  it('learns a correction, offers the merchant’s other rows and applies it to them', async () => {
    const rows = await rowsOf(alice.token, firstAnalysis);
    const first = rows.find((r) => r.description === 'STARBUCKS STORE 1234')!;
    const res = await send('PATCH', `/api/transaction/${first.id}/`, alice.token, {
      category: 'ENTERTAINMENT',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = transactionChangeResponseSchema.parse(res.json());
    expect(body.transaction).toMatchObject({
      category: 'ENTERTAINMENT',
      category_source: 'user',
      category_confidence: 1,
      category_suggested: false,
    });
    expect(body.similar).toEqual({
      merchant_key: 'starbucks',
      merchant: 'Starbucks',
      category: 'ENTERTAINMENT',
      count: 1,
    });

    const memory = (await get('/api/category/merchant/', alice.token)).json() as Json;
    expect(memory.items).toEqual([
      expect.objectContaining({
        merchant_key: 'starbucks',
        category: 'ENTERTAINMENT',
        learn: true,
      }),
    ]);

    const applied = await send('POST', '/api/transaction/apply-merchant/', alice.token, {
      merchant_key: 'starbucks',
      category: 'ENTERTAINMENT',
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ updated: 1 });
    const after = await rowsOf(alice.token, firstAnalysis);
    const coffee = after.filter((r) => r.merchant_key === 'starbucks');
    expect(coffee.map((r) => [r.category, r.category_source])).toEqual([
      ['ENTERTAINMENT', 'user'],
      ['ENTERTAINMENT', 'user'],
    ]);
    // nothing left to offer
    const again = await send('PATCH', `/api/transaction/${first.id}/`, alice.token, {
      notes: 'with a friend',
    });
    expect(transactionChangeResponseSchema.parse(again.json()).similar ?? null).toBeNull();
  });

  it('categorises the next upload of the merchant from memory', async () => {
    const second = await upload(alice.token, true);
    const rows = await rowsOf(alice.token, second);
    const coffee = rows.filter((r) => r.merchant_key === 'starbucks');
    expect(coffee).toHaveLength(2);
    for (const row of coffee) {
      expect(row).toMatchObject({ category: 'ENTERTAINMENT', category_source: 'memory' });
    }
    // another user's upload of the same file learned nothing from Alice
    const bobs = await rowsOf(bob.token, await upload(bob.token));
    expect(bobs.filter((r) => r.merchant_key === 'starbucks').map((r) => r.category)).toEqual([
      'FOOD_AND_DRINK',
      'FOOD_AND_DRINK',
    ]);
  });

  it('keeps a user’s category when the parse job runs again', async () => {
    const before = await rowsOf(alice.token, firstAnalysis);
    const amazon = before.find((r) => r.merchant_key === 'amazon')!;
    await send('PATCH', `/api/transaction/${amazon.id}/`, alice.token, { category: 'TRAVEL' });
    await t.app.services.statementParse.run(firstAnalysis);
    const after = await rowsOf(alice.token, firstAnalysis);
    expect(after.find((r) => r.merchant_key === 'amazon')).toMatchObject({
      category: 'TRAVEL',
      category_source: 'user',
    });
    expect(after.filter((r) => r.merchant_key === 'starbucks').map((r) => r.category)).toEqual([
      'ENTERTAINMENT',
      'ENTERTAINMENT',
    ]);
  });

  it('stops learning a merchant whose switch is off, and forgets on request', async () => {
    const off = await send('PATCH', '/api/category/merchant/amazon/', alice.token, {
      learn: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ merchant_key: 'amazon', learn: false });
    const amazon = (await rowsOf(alice.token, firstAnalysis)).find(
      (r) => r.merchant_key === 'amazon',
    )!;
    await send('PATCH', `/api/transaction/${amazon.id}/`, alice.token, { category: 'MEDICAL' });
    const memory = (await get('/api/category/merchant/', alice.token)).json() as Json;
    expect(memory.items.find((m: Json) => m.merchant_key === 'amazon')).toMatchObject({
      learn: false,
      category: 'TRAVEL',
    });
    expect((await send('DELETE', '/api/category/merchant/amazon/', alice.token)).statusCode).toBe(
      204,
    );
    expect((await send('DELETE', '/api/category/merchant/amazon/', alice.token)).statusCode).toBe(
      404,
    );
  });

  it('proposes a rule when corrections of a merchant agree 3 times, and accepts it', async () => {
    const tesco = (await rowsOf(alice.token, firstAnalysis)).filter(
      (r) => r.merchant_key === 'tesco',
    );
    expect(tesco).toHaveLength(3);
    for (const [i, row] of tesco.entries()) {
      const res = await send('PATCH', `/api/transaction/${row.id}/`, alice.token, {
        category: 'GENERAL_MERCHANDISE',
      });
      const similar = transactionChangeResponseSchema.parse(res.json()).similar;
      // the second upload's three Tesco rows, plus this one's not yet corrected
      expect(similar?.count).toBe(3 + (2 - i));
      const proposals = (await get('/api/category/proposal/', alice.token)).json() as Json;
      expect(proposals.items.map((p: Json) => p.merchant_key)).toEqual(i === 2 ? ['tesco'] : []);
    }
    const accepted = await send('POST', '/api/category/proposal/accept/', alice.token, {
      merchant_key: 'tesco',
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject({
      field: 'merchant',
      op: 'equals',
      value: 'tesco',
      category: 'GENERAL_MERCHANDISE',
    });
    expect(((await get('/api/category/proposal/', alice.token)).json() as Json).items).toEqual([]);
  });

  it('creates, tests, orders, edits and deletes rules; the first match wins', async () => {
    const rules = () =>
      get('/api/category/rule/', alice.token).then((r) => categoryRuleListSchema.parse(r.json()));
    const start = (await rules()).items;
    const broad = await send('POST', '/api/category/rule/', alice.token, {
      field: 'description',
      op: 'contains',
      value: 'store',
      category: 'HOME_IMPROVEMENT',
    });
    expect(broad.statusCode, broad.body).toBe(201);
    const narrow = await send('POST', '/api/category/rule/', alice.token, {
      field: 'description',
      op: 'regex',
      value: '^STARBUCKS STORE \\d+$',
      sign: 'out',
      max_amount: '5.00',
      category: 'PERSONAL_CARE',
    });
    expect(narrow.statusCode, narrow.body).toBe(201);
    const broadId = broad.json().id as string;
    const narrowId = narrow.json().id as string;
    expect((await rules()).items.map((r) => r.id)).toEqual([
      ...start.map((r) => r.id),
      broadId,
      narrowId,
    ]);

    // test against past rows: 2 uploads of Alice's → 4 Starbucks + 6 Tesco rows say "STORE"
    const tested = await send('POST', '/api/category/rule/test/', alice.token, {
      field: 'description',
      op: 'contains',
      value: 'store',
      category: 'HOME_IMPROVEMENT',
    });
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json().count).toBe(10);
    expect(tested.json().sample.every((s: Json) => /store/i.test(s.description))).toBe(true);
    const cheap = await send('POST', '/api/category/rule/test/', alice.token, {
      ...narrow.json(),
      id: undefined,
      position: undefined,
    });
    // STARBUCKS 4.50 twice (5.20 is above the bound)
    expect(cheap.json().count).toBe(2);

    const bad = await send('POST', '/api/category/rule/', alice.token, {
      field: 'description',
      op: 'regex',
      value: '(a+)+$',
      category: 'TRAVEL',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.value).toMatch(/Nested repetition/);
    const unknown = await send('POST', '/api/category/rule/', alice.token, {
      field: 'description',
      op: 'contains',
      value: 'x',
      category: 'NOT_A_CATEGORY',
    });
    expect(unknown.statusCode).toBe(400);

    // a new row of the statement is categorised by the first rule that matches
    const statementId = (await rowsOf(alice.token, firstAnalysis))[0]!.statement_id;
    const addRow = async () => {
      const res = await send('POST', '/api/transaction/', alice.token, {
        statement_id: statementId,
        after_id: null,
        date: '2024-03-01',
        description: 'STARBUCKS STORE 42',
        amount: '-3.00',
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().transaction as Json;
    };
    expect(await addRow()).toMatchObject({ category: 'HOME_IMPROVEMENT', category_source: 'rule' });
    const order = [narrowId, broadId, ...start.map((r) => r.id)];
    const reordered = await send('POST', '/api/category/rule/reorder/', alice.token, {
      ids: order,
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(categoryRuleListSchema.parse(reordered.json()).items.map((r) => r.id)).toEqual(order);
    expect(await addRow()).toMatchObject({ category: 'PERSONAL_CARE', category_source: 'rule' });
    const incomplete = await send('POST', '/api/category/rule/reorder/', alice.token, {
      ids: [narrowId],
    });
    expect(incomplete.statusCode).toBe(400);

    const edited = await send('PATCH', `/api/category/rule/${narrowId}/`, alice.token, {
      category: 'TRAVEL',
      max_amount: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ category: 'TRAVEL', max_amount: null, position: 0 });
    expect((await send('DELETE', `/api/category/rule/${narrowId}/`, alice.token)).statusCode).toBe(
      204,
    );
    expect((await rules()).items.map((r) => r.id)).not.toContain(narrowId);
  });

  it('keeps own categories per user; a deleted one falls back to its primary code', async () => {
    const created = await send('POST', '/api/category/', alice.token, {
      name: 'Client lunches',
      primary: 'FOOD_AND_DRINK',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const duplicate = await send('POST', '/api/category/', alice.token, {
      name: 'client LUNCHES',
      primary: 'TRAVEL',
    });
    expect(duplicate.statusCode).toBe(409);
    const renamed = await send('PATCH', `/api/category/${id}/`, alice.token, {
      name: 'Team lunches',
    });
    expect(renamed.json()).toMatchObject({ id, name: 'Team lunches', primary: 'FOOD_AND_DRINK' });
    const list = categoryListSchema.parse((await get('/api/category/', alice.token)).json());
    expect(list.taxonomy).toHaveLength(16);
    expect(list.taxonomy[6]).toEqual({ code: 'FOOD_AND_DRINK', label: 'Food and drink' });
    expect(list.user).toEqual([{ id, name: 'Team lunches', primary: 'FOOD_AND_DRINK' }]);
    expect(categoryListSchema.parse((await get('/api/category/', bob.token)).json()).user).toEqual(
      [],
    );

    const salary = (await rowsOf(alice.token, firstAnalysis)).find(
      (r) => r.description === 'SALARY EXAMPLE LTD',
    )!;
    await send('PATCH', `/api/transaction/${salary.id}/`, alice.token, { category: id });
    const csv = await get(`/api/analysis/${firstAnalysis}/export/?format=csv`, alice.token);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      'Date,Description,Amount,Balance,Category,Merchant,Reference,Account,Page',
    );
    expect(lines.find((l) => l.includes('SALARY'))).toContain(',Team lunches,');
    expect(lines.find((l) => l.includes('STARBUCKS STORE 1234'))).toContain(
      ',Entertainment,Starbucks,',
    );

    expect((await send('DELETE', `/api/category/${id}/`, alice.token)).statusCode).toBe(204);
    const fallback = (await rowsOf(alice.token, firstAnalysis)).find((r) => r.id === salary.id);
    expect(fallback?.category).toBe('FOOD_AND_DRINK');
  });

  it('answers 404 for another user’s rules, categories, merchants and rows', async () => {
    const rule = await send('POST', '/api/category/rule/', alice.token, {
      field: 'merchant',
      op: 'equals',
      value: 'amazon',
      category: 'GENERAL_MERCHANDISE',
    });
    const ruleId = rule.json().id as string;
    const cat = await send('POST', '/api/category/', alice.token, {
      name: 'Books',
      primary: 'GENERAL_MERCHANDISE',
    });
    const catId = cat.json().id as string;
    const row = (await rowsOf(alice.token, firstAnalysis))[0]!;
    // a merchant only Alice has: a row renamed takes the new merchant, and is learned
    const renamed = await send('PATCH', `/api/transaction/${row.id}/`, alice.token, {
      description: 'NETFLIX.COM 866-579-7172',
      category: 'ENTERTAINMENT',
    });
    expect(renamed.json().transaction).toMatchObject({ merchant_key: 'netflix' });

    const attempts = [
      send('PATCH', `/api/category/rule/${ruleId}/`, bob.token, { value: 'x' }),
      send('DELETE', `/api/category/rule/${ruleId}/`, bob.token),
      send('POST', '/api/category/rule/reorder/', bob.token, { ids: [ruleId] }),
      send('PATCH', `/api/category/${catId}/`, bob.token, { name: 'Mine' }),
      send('DELETE', `/api/category/${catId}/`, bob.token),
      send('PATCH', '/api/category/merchant/netflix/', bob.token, { learn: false }),
      send('DELETE', '/api/category/merchant/netflix/', bob.token),
      send('POST', '/api/category/proposal/accept/', bob.token, { merchant_key: 'tesco' }),
      send('PATCH', `/api/transaction/${row.id}/`, bob.token, { category: 'TRAVEL' }),
      send('POST', '/api/transaction/bulk/', bob.token, {
        ids: [row.id],
        changes: { category: 'TRAVEL' },
      }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode, res.body).toBe(404);
    // a rule may not point at another user's category
    const foreign = await send('POST', '/api/category/rule/', bob.token, {
      field: 'description',
      op: 'contains',
      value: 'x',
      category: catId,
    });
    expect(foreign.statusCode).toBe(400);
    // "apply to all" of Bob's touches only Bob's rows
    const applied = await send('POST', '/api/transaction/apply-merchant/', bob.token, {
      merchant_key: 'starbucks',
      category: 'TRAVEL',
    });
    expect(applied.json()).toEqual({ updated: 2 });
    const alices = await rowsOf(alice.token, firstAnalysis);
    const coffee = alices.filter((r) => r.merchant_key === 'starbucks');
    expect(coffee.length).toBeGreaterThan(0);
    expect(coffee.filter((r) => r.category === 'TRAVEL')).toEqual([]);
    expect(
      ((await get('/api/category/rule/', bob.token)).json() as Json).items.map((r: Json) => r.id),
    ).toEqual([]);
  });

  it('answers the bulk offer per merchant', async () => {
    const rows = await rowsOf(alice.token, firstAnalysis);
    const amazon = rows.filter((r) => r.merchant_key === 'amazon');
    const res = await send('POST', '/api/transaction/bulk/', alice.token, {
      ids: amazon.map((r) => r.id),
      changes: { category: 'GENERAL_SERVICES' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // the second upload's Amazon row still has its own category
    expect(res.json().similar).toEqual([
      { merchant_key: 'amazon', merchant: 'Amazon', category: 'GENERAL_SERVICES', count: 1 },
    ]);
  });
});
