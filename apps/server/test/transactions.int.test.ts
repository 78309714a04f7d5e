import {
  banksResponseSchema,
  statementChecksSchema,
  transactionChangeResponseSchema,
  transactionListResponseSchema,
  transactionSummarySchema,
} from '@bsp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';
import { newUser, startTestApp, type TestApp } from './helpers/app.ts';
import { databases, openTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { chained, type SeededAnalysis, seedAnalysis } from './helpers/statements.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by assertions.
type Json = Record<string, any>;

const NORTHBANK = { bank_name: 'Northbank', account_number: '12345678', currency: 'GBP' };

/** January: 7 rows that chain from 1000.00 (minor units). */
const january = chained(
  { ...NORTHBANK, period_start: '2024-01-01', period_end: '2024-01-31', opening_balance: 100_000 },
  [
    { date: '2024-01-02', description: 'Coffee Shop', amount: -350, category: 'Food' },
    {
      date: '2024-01-03',
      description: 'Salary ACME',
      amount: 250_000,
      category: 'Income',
      reference: 'PAY-001',
    },
    { date: '2024-01-05', description: '=HYPERLINK("x")', amount: -1234, category: 'Shopping' },
    {
      date: '2024-01-07',
      description: '100% Natural_Foods',
      amount: -2000,
      category: 'Food',
      notes: 'organic',
    },
    { date: '2024-01-09', description: '100 Natural Foods', amount: -1500, category: 'Food' },
    { date: '2024-01-10', description: 'rent', amount: -80_000, category: 'Housing' },
    { date: '2024-01-15', description: 'Refund café', amount: 499, reference: 'REF-9' },
  ],
);

describe.each(databases)('transactions, banks and exports on %s', (kind) => {
  let testDb: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    t = await startTestApp({
      database: testDb.database,
      workers: false,
      logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
    });
  });

  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  const db = () => testDb.database.db;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
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
  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: auth(token) });
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: Json) =>
    t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  const list = async (token: string, query: string) => {
    const res = await get(`/api/transaction/?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return transactionListResponseSchema.parse(res.json());
  };
  const descriptions = async (token: string, query: string) =>
    (await list(token, query)).items.map((i) => i.description);

  describe('reading', () => {
    let owner: { id: string; token: string };
    let other: { id: string; token: string };
    let jan: SeededAnalysis;
    let feb: SeededAnalysis;
    let mar: SeededAnalysis;
    let yen: SeededAnalysis;

    beforeAll(async () => {
      owner = await register();
      other = await register();
      jan = await seedAnalysis(db(), owner.id, 'Jan 2024 Statement.pdf', [january]);
      feb = await seedAnalysis(db(), owner.id, 'Feb 2024.pdf', [
        chained(
          // gap: 1–4 February are missing
          {
            ...NORTHBANK,
            period_start: '2024-02-05',
            period_end: '2024-02-29',
            opening_balance: january.closing_balance!,
          },
          [
            { date: '2024-02-06', description: 'Coffee Shop', amount: -420, category: 'Food' },
            { date: '2024-02-20', description: 'Train ticket', amount: -5_600, category: 'Travel' },
          ],
        ),
      ]);
      const febClosing = january.closing_balance! - 420 - 5_600;
      mar = await seedAnalysis(db(), owner.id, 'März 2024.pdf', [
        chained(
          // overlap 25–29 February and an opening balance 10.00 above February's closing
          {
            ...NORTHBANK,
            period_start: '2024-02-25',
            period_end: '2024-03-31',
            opening_balance: febClosing + 1_000,
          },
          [{ date: '2024-03-01', description: 'Gym', amount: -3_000, category: 'Health' }],
        ),
      ]);
      yen = await seedAnalysis(db(), owner.id, 'tokyo.pdf', [
        chained(
          {
            bank_name: 'Tokyo Bank',
            account_number: '999',
            currency: 'JPY',
            period_start: '2024-01-01',
            period_end: '2024-01-31',
            opening_balance: 10_000,
          },
          [
            { date: '2024-01-04', description: 'Ramen', amount: -1_500, category: 'Food' },
            { date: '2024-01-06', description: 'Transfer in', amount: 3_000 },
          ],
        ),
      ]);
      await seedAnalysis(db(), other.id, 'other.pdf', [
        chained(
          {
            ...NORTHBANK,
            period_start: '2024-01-01',
            period_end: '2024-01-31',
            opening_balance: 0,
          },
          [{ date: '2024-01-02', description: 'Coffee Shop', amount: -100 }],
        ),
      ]);
    });

    it("lists only the owner's rows in statement order with money as decimal strings", async () => {
      const page = await list(owner.token, 'page_size=500');
      expect(page.total).toBe(12);
      expect(await descriptions(owner.token, `analysis=${jan.id}`)).toEqual(
        january.transactions.map((tx) => tx.description),
      );
      const salary = page.items.find((i) => i.description === 'Salary ACME')!;
      expect(salary).toMatchObject({
        amount: '2500.00',
        balance: '3496.50',
        currency: 'GBP',
        date: '2024-01-03',
        row_index: 1,
        analysis_id: jan.id,
        source: 'parser',
        edited: false,
      });
      const ramen = page.items.find((i) => i.description === 'Ramen')!;
      expect(ramen.amount).toBe('-1500');
      expect((await list(other.token, '')).total).toBe(1);
    });

    it('sums per currency, month and category without sending the rows (dashboard)', async () => {
      const summary = async (token: string, query = '') => {
        const res = await get(`/api/transaction/summary/?${query}`, token);
        expect(res.statusCode, res.body).toBe(200);
        return transactionSummarySchema.parse(res.json());
      };
      const all = await summary(owner.token);
      expect(all.currencies).toEqual([
        { currency: 'GBP', money_in: '2504.99', money_out: '941.04', net: '1563.95', count: 10 },
        { currency: 'JPY', money_in: '3000', money_out: '1500', net: '1500', count: 2 },
      ]);
      expect(all.months).toEqual([
        { currency: 'GBP', month: '2024-01', money_in: '2504.99', money_out: '850.84' },
        { currency: 'GBP', month: '2024-02', money_in: '0.00', money_out: '60.20' },
        { currency: 'GBP', month: '2024-03', money_in: '0.00', money_out: '30.00' },
        { currency: 'JPY', month: '2024-01', money_in: '3000', money_out: '1500' },
      ]);
      expect(all.categories).toEqual([
        { currency: 'GBP', category: 'Housing', money_out: '800.00', count: 1 },
        { currency: 'GBP', category: 'Travel', money_out: '56.00', count: 1 },
        { currency: 'GBP', category: 'Food', money_out: '42.70', count: 4 },
        { currency: 'GBP', category: 'Health', money_out: '30.00', count: 1 },
        { currency: 'GBP', category: 'Shopping', money_out: '12.34', count: 1 },
        { currency: 'JPY', category: 'Food', money_out: '1500', count: 1 },
      ]);
      // rows without a clean merchant group by their description
      expect(all.merchants[0]).toEqual({
        currency: 'GBP',
        merchant: 'rent',
        money_out: '800.00',
        count: 1,
      });
      expect(all.merchants.at(-1)).toMatchObject({ currency: 'JPY', money_out: '1500' });
      // The list's filters apply; another user's rows never count.
      const february = await summary(owner.token, 'date_from=2024-02-01&date_to=2024-02-29');
      expect(february.currencies).toEqual([
        { currency: 'GBP', money_in: '0.00', money_out: '60.20', net: '-60.20', count: 2 },
      ]);
      expect((await summary(owner.token, `analysis=${yen.id}`)).currencies).toHaveLength(1);
      expect((await summary(owner.token, 'analysis=not-a-uuid')).currencies).toEqual([]);
      const theirs = await summary(other.token);
      expect(theirs.currencies).toEqual([
        { currency: 'GBP', money_in: '0.00', money_out: '1.00', net: '-1.00', count: 1 },
      ]);
      expect(theirs.categories).toEqual([
        { currency: 'GBP', category: null, money_out: '1.00', count: 1 },
      ]);
      // Excluded rows are left out (and count again once included).
      const [row] = (await list(other.token, '')).items;
      const exclude = (excluded: boolean) =>
        send('POST', '/api/transaction/bulk/', other.token, {
          ids: [row!.id],
          changes: { excluded },
        });
      expect((await exclude(true)).statusCode).toBe(200);
      expect(await summary(other.token)).toEqual({
        currencies: [],
        months: [],
        merchants: [],
        categories: [],
      });
      expect((await exclude(false)).statusCode).toBe(200);
      expect((await summary(other.token)).currencies[0]?.count).toBe(1);
    });

    it('paginates with totals', async () => {
      const first = await list(owner.token, 'page_size=5&page=1');
      const third = await list(owner.token, 'page_size=5&page=3');
      const beyond = await list(owner.token, 'page_size=5&page=9');
      expect([first.total, first.items.length, first.page, first.page_size]).toEqual([12, 5, 1, 5]);
      expect([third.total, third.items.length]).toEqual([12, 2]);
      expect([beyond.total, beyond.items.length]).toEqual([12, 0]);
      const all = await list(owner.token, 'page_size=500');
      const pages = [];
      for (let p = 1; p <= 3; p++)
        pages.push(...(await list(owner.token, `page_size=5&page=${p}`)).items);
      expect(pages.map((i) => i.id)).toEqual(all.items.map((i) => i.id));
    });

    it('filters by analysis, account, statement, dates, category', async () => {
      expect((await list(owner.token, `analysis=${feb.id}`)).total).toBe(2);
      expect((await list(owner.token, `account=${jan.statements[0]!.accountId}`)).total).toBe(10);
      expect((await list(owner.token, `account=${yen.statements[0]!.accountId}`)).total).toBe(2);
      expect(await descriptions(owner.token, `statement=${mar.statements[0]!.id}`)).toEqual([
        'Gym',
      ]);
      expect(
        await descriptions(owner.token, 'date_from=2024-01-09&date_to=2024-01-15&sort=date'),
      ).toEqual(['100 Natural Foods', 'rent', 'Refund café']);
      expect((await list(owner.token, 'category=Food')).total).toBe(5);
      // other users' ids and malformed ids match nothing (never a 500)
      const foreign = await list(other.token, `analysis=${jan.id}`);
      expect(foreign.total).toBe(0);
      for (const key of ['analysis', 'account', 'statement']) {
        expect((await list(owner.token, `${key}=not-a-uuid`)).total).toBe(0);
      }
      const bad = await get('/api/transaction/?date_from=2024-1-1', owner.token);
      expect(bad.statusCode).toBe(400);
    });

    it("filters amounts in each row's currency", async () => {
      expect(await descriptions(owner.token, 'amount_min=-20&amount_max=-10&sort=amount')).toEqual([
        '100% Natural_Foods',
        '100 Natural Foods',
        '=HYPERLINK("x")',
      ]);
      // 1000 means 1000.00 GBP and ¥1000: the salary and the yen transfer
      expect(await descriptions(owner.token, 'amount_min=1000&sort=-amount')).toEqual([
        'Transfer in',
        'Salary ACME',
      ]);
      // more digits than a currency has: rounded towards the inside of the range
      expect(await descriptions(owner.token, 'amount_min=4.985&amount_max=4.991')).toEqual([
        'Refund café',
      ]);
      expect((await list(owner.token, 'amount_min=5000000')).total).toBe(0);
    });

    it('searches description, reference and notes case-insensitively, wildcards literal', async () => {
      expect(await descriptions(owner.token, 'q=COFFEE')).toEqual(['Coffee Shop', 'Coffee Shop']);
      expect(await descriptions(owner.token, 'q=pay-00')).toEqual(['Salary ACME']);
      expect(await descriptions(owner.token, 'q=ORGANIC')).toEqual(['100% Natural_Foods']);
      expect(await descriptions(owner.token, `q=${encodeURIComponent('100%')}`)).toEqual([
        '100% Natural_Foods',
      ]);
      expect(await descriptions(owner.token, 'q=l_f')).toEqual(['100% Natural_Foods']);
      expect(await descriptions(owner.token, 'q=%25')).toEqual(['100% Natural_Foods']);
      expect(await descriptions(owner.token, 'q=_')).toEqual(['100% Natural_Foods']);
      expect(await descriptions(owner.token, 'q=caf%C3%A9')).toEqual(['Refund café']);
    });

    it('sorts by date, amount and description both ways', async () => {
      const q = `analysis=${jan.id}`;
      const byDate = await descriptions(owner.token, `${q}&sort=date`);
      expect(byDate).toEqual(january.transactions.map((tx) => tx.description));
      expect(await descriptions(owner.token, `${q}&sort=-date`)).toEqual([...byDate].reverse());
      const amounts = (await list(owner.token, `${q}&sort=amount`)).items.map((i) =>
        Number(i.amount),
      );
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
      const desc = (await list(owner.token, `${q}&sort=-amount`)).items.map((i) =>
        Number(i.amount),
      );
      expect(desc).toEqual([...amounts].reverse());
      expect(await descriptions(owner.token, `${q}&sort=description`)).toEqual([
        '100 Natural Foods',
        '100% Natural_Foods',
        '=HYPERLINK("x")',
        'Coffee Shop',
        'Refund café',
        'rent',
        'Salary ACME',
      ]);
      const reversed = await descriptions(owner.token, `${q}&sort=-description`);
      expect(reversed[0]).toBe('Salary ACME');
      expect(reversed.at(-1)).toBe('100 Natural Foods');
      // row order across statements: by period
      const rows = await descriptions(
        owner.token,
        `account=${jan.statements[0]!.accountId}&sort=row&page_size=500`,
      );
      expect(rows.slice(-3)).toEqual(['Coffee Shop', 'Train ticket', 'Gym']);
    });

    it('requires a token', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/transaction/' });
      expect(res.statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/banks/' })).statusCode).toBe(401);
    });

    it('lists banks and accounts with a gap, an overlap and a balance mismatch', async () => {
      const res = await get('/api/banks/', owner.token);
      expect(res.statusCode, res.body).toBe(200);
      const { banks } = banksResponseSchema.parse(res.json());
      expect(banks.map((b) => b.bank_name)).toEqual(['Northbank', 'Tokyo Bank']);
      const account = banks[0]!.accounts[0]!;
      expect(account).toMatchObject({
        account_number: '12345678',
        currency: 'GBP',
        period_start: '2024-01-01',
        period_end: '2024-03-31',
        latest_balance: '2573.95',
      });
      expect(account.statements.map((s) => s.analysis_id)).toEqual([jan.id, feb.id, mar.id]);
      expect(account.statements[0]).toMatchObject({
        opening_balance: '1000.00',
        closing_balance: '2654.15',
      });
      const [janId, febId, marId] = account.statements.map((s) => s.id);
      expect(account.continuity).toEqual([
        {
          kind: 'gap',
          from_statement_id: janId,
          to_statement_id: febId,
          message: 'No statement covers 2024-02-01 to 2024-02-04.',
        },
        {
          kind: 'overlap',
          from_statement_id: febId,
          to_statement_id: marId,
          message: 'The statements overlap from 2024-02-25 to 2024-02-29.',
        },
        {
          kind: 'balance_mismatch',
          from_statement_id: febId,
          to_statement_id: marId,
          message: expect.stringMatching(/2603\.95 GBP.*2593\.95 GBP/),
        },
      ]);
      expect(banks[1]!.accounts[0]!).toMatchObject({ currency: 'JPY', latest_balance: '11500' });
      // another user sees only their own
      const theirs = banksResponseSchema.parse((await get('/api/banks/', other.token)).json());
      expect(theirs.banks.flatMap((b) => b.accounts)).toHaveLength(1);
    });
  });

  describe('editing', () => {
    let owner: { id: string; token: string };
    let other: { id: string; token: string };
    const seedJanuary = () => seedAnalysis(db(), owner.id, 'edit.pdf', [january]);
    const storedChecks = async (statementId: string) => {
      const row = await db()
        .selectFrom('statements')
        .select('checks')
        .where('id', '=', statementId)
        .executeTakeFirstOrThrow();
      return statementChecksSchema.parse(row.checks);
    };
    const history = async (id: string, token = owner.token) => {
      const res = await get(`/api/transaction/${id}/history/`, token);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Json).items as Json[];
    };

    beforeAll(async () => {
      owner = await register();
      other = await register();
    });

    it('re-runs checks after an amount change, naming the breaking row, and back', async () => {
      const seeded = await seedJanuary();
      const statementId = seeded.statements[0]!.id;
      const id = seeded.statements[0]!.transactionIds[2]!;
      expect((await storedChecks(statementId)).reconciled).toBe(true);

      const res = await send('PATCH', `/api/transaction/${id}/`, owner.token, { amount: '-22.34' });
      expect(res.statusCode, res.body).toBe(200);
      const body = transactionChangeResponseSchema.parse(res.json());
      expect(body.transaction).toMatchObject({ id, amount: '-22.34', edited: true });
      expect(body.checks.reconciled).toBe(false);
      const running = body.checks.issues.filter((i) => i.code === 'running_balance_mismatch');
      expect(running).toEqual([
        expect.objectContaining({
          row: 2,
          transaction_id: id,
          message: expect.stringMatching(/^Row 3:/),
        }),
      ]);
      expect(body.checks.issues.map((i) => i.code)).toContain('closing_balance_mismatch');
      expect(await storedChecks(statementId)).toEqual(body.checks);

      const back = await send('PATCH', `/api/transaction/${id}/`, owner.token, {
        amount: '-12.34',
      });
      const restored = transactionChangeResponseSchema.parse(back.json());
      expect(restored.checks).toMatchObject({ reconciled: true, issues: [], rows: 7 });
      expect(await storedChecks(statementId)).toEqual(restored.checks);

      const entries = await history(id);
      expect(entries.map((e) => [e.action, e.changes])).toEqual([
        ['update', { amount: { from: '-22.34', to: '-12.34' } }],
        ['update', { amount: { from: '-12.34', to: '-22.34' } }],
      ]);
      expect(entries[0]).toMatchObject({ transaction_id: id, user_id: owner.id });
    });

    it('audits only changed fields; excluding a row takes it out of the sums', async () => {
      const seeded = await seedJanuary();
      const id = seeded.statements[0]!.transactionIds[0]!;
      const res = await send('PATCH', `/api/transaction/${id}/`, owner.token, {
        description: 'Coffee Shop',
        category: 'Coffee',
        notes: 'flat white',
        date: '2024-01-03',
      });
      expect(res.statusCode, res.body).toBe(200);
      const [entry] = await history(id);
      expect(entry!.changes).toEqual({
        category: { from: 'Food', to: 'Coffee' },
        notes: { from: null, to: 'flat white' },
        date: { from: '2024-01-02', to: '2024-01-03' },
      });
      const excluded = transactionChangeResponseSchema.parse(
        (await send('PATCH', `/api/transaction/${id}/`, owner.token, { excluded: true })).json(),
      );
      expect(excluded.transaction.excluded).toBe(true);
      // leaving out -3.50 breaks the closing balance (and the next printed balance)
      expect(excluded.checks.reconciled).toBe(false);
      expect(excluded.checks.issues.map((i) => i.code)).toContain('closing_balance_mismatch');
    });

    it('answers 404 for other users, unknown and malformed ids; 400 for bad amounts', async () => {
      const seeded = await seedJanuary();
      const id = seeded.statements[0]!.transactionIds[1]!;
      for (const [token, target] of [
        [other.token, id],
        [owner.token, '00000000-0000-4000-8000-000000000000'],
        [owner.token, 'nope'],
      ] as const) {
        for (const res of [
          await send('PATCH', `/api/transaction/${target}/`, token, { amount: '1.00' }),
          await send('DELETE', `/api/transaction/${target}/`, token),
          await get(`/api/transaction/${target}/history/`, token),
        ]) {
          expect(res.statusCode, res.body).toBe(404);
          expect(res.json().error.code).toBe('not_found');
        }
      }
      const precise = await send('PATCH', `/api/transaction/${id}/`, owner.token, {
        amount: '1.001',
      });
      expect(precise.statusCode).toBe(400);
      expect(precise.json().error.fields).toHaveProperty('amount');
      const notDecimal = await send('PATCH', `/api/transaction/${id}/`, owner.token, {
        amount: '1e3',
      });
      expect(notDecimal.statusCode).toBe(400);
      const unchanged = await db()
        .selectFrom('transactions')
        .select(['amount', 'edited'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(unchanged).toEqual({ amount: 250_000, edited: false });
    });

    it('bulk-updates category and excluded with audit entries and re-run checks', async () => {
      const a = await seedJanuary();
      const b = await seedJanuary();
      const ids = [
        a.statements[0]!.transactionIds[0]!,
        a.statements[0]!.transactionIds[3]!,
        b.statements[0]!.transactionIds[6]!,
      ];
      const res = await send('POST', '/api/transaction/bulk/', owner.token, {
        ids,
        changes: { category: 'Groceries', excluded: true },
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as Json;
      expect(body.updated).toBe(3);
      expect(body.statements.map((s: Json) => s.id).sort()).toEqual(
        [a.statements[0]!.id, b.statements[0]!.id].sort(),
      );
      for (const s of body.statements) {
        expect(statementChecksSchema.parse(s.checks).reconciled).toBe(false);
        expect(await storedChecks(s.id)).toEqual(s.checks);
      }
      const [entry] = await history(ids[1]!);
      expect(entry!.changes).toEqual({
        category: { from: 'Food', to: 'Groceries' },
        excluded: { from: false, to: true },
      });
      // again: nothing changes, nothing is audited
      const again = await send('POST', '/api/transaction/bulk/', owner.token, {
        ids,
        changes: { category: 'Groceries' },
      });
      expect(again.json().updated).toBe(0);
      expect(await history(ids[1]!)).toHaveLength(1);
      // un-excluding restores the statements
      const undo = await send('POST', '/api/transaction/bulk/', owner.token, {
        ids,
        changes: { excluded: false },
      });
      for (const s of undo.json().statements) expect(s.checks.reconciled).toBe(true);
    });

    it('bulk with one foreign or unknown id changes nothing', async () => {
      const mine = await seedJanuary();
      const theirs = await seedAnalysis(db(), other.id, 'x.pdf', [january]);
      const ids = [
        mine.statements[0]!.transactionIds[0]!,
        theirs.statements[0]!.transactionIds[0]!,
      ];
      for (const list of [
        ids,
        [ids[0]!, 'bad-id'],
        [ids[0]!, '00000000-0000-4000-8000-000000000000'],
      ]) {
        const res = await send('POST', '/api/transaction/bulk/', owner.token, {
          ids: list,
          changes: { category: 'Hacked' },
        });
        expect(res.statusCode).toBe(404);
      }
      const rows = await db()
        .selectFrom('transactions')
        .select('category')
        .where('id', 'in', ids)
        .execute();
      expect(rows.map((r) => r.category)).not.toContain('Hacked');
      const tooMany = await send('POST', '/api/transaction/bulk/', owner.token, {
        ids: Array.from({ length: 1001 }, () => ids[0]),
        changes: { category: 'x' },
      });
      expect(tooMany.statusCode).toBe(400);
    });

    it('creates a manual row after another, renumbers, and deletes it again', async () => {
      const seeded = await seedJanuary();
      const statementId = seeded.statements[0]!.id;
      const ids = seeded.statements[0]!.transactionIds;
      const created = await send('POST', '/api/transaction/', owner.token, {
        statement_id: statementId,
        after_id: ids[1],
        date: '2024-01-04',
        description: 'Cash withdrawal',
        amount: '-20',
        category: 'Cash',
      });
      expect(created.statusCode, created.body).toBe(201);
      const body = transactionChangeResponseSchema.parse(created.json());
      expect(body.transaction).toMatchObject({
        row_index: 2,
        amount: '-20.00',
        balance: null,
        source: 'manual',
        statement_id: statementId,
        account_id: seeded.statements[0]!.accountId,
      });
      // the new row breaks the closing balance; the printed balance of the next row names it
      expect(body.checks.reconciled).toBe(false);
      expect(body.checks.rows).toBe(8);
      expect(body.checks.issues).toContainEqual(
        expect.objectContaining({
          code: 'running_balance_mismatch',
          row: 3,
          transaction_id: ids[2],
        }),
      );
      const order = await list(owner.token, `statement=${statementId}`);
      expect(order.items.map((i) => [i.row_index, i.id])).toEqual(
        [ids[0], ids[1], body.transaction.id, ...ids.slice(2)].map((id, i) => [i, id]),
      );
      const first = await send('POST', '/api/transaction/', owner.token, {
        statement_id: statementId,
        date: '2024-01-01',
        description: 'Opening fee',
        amount: '0',
      });
      expect(first.json().transaction.row_index).toBe(0);
      expect(
        (await send('DELETE', `/api/transaction/${first.json().transaction.id}/`, owner.token))
          .statusCode,
      ).toBe(200);

      const deleted = await send('DELETE', `/api/transaction/${body.transaction.id}/`, owner.token);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(statementChecksSchema.parse(deleted.json().checks)).toMatchObject({
        reconciled: true,
        rows: 7,
      });
      const after = await list(owner.token, `statement=${statementId}`);
      expect(after.items.map((i) => [i.row_index, i.id])).toEqual(ids.map((id, i) => [i, id]));

      // the deleted row keeps its history, newest first
      const entries = await history(body.transaction.id);
      expect(entries.map((e) => e.action)).toEqual(['delete', 'create']);
      expect(entries[1]!.changes).toMatchObject({
        description: { from: null, to: 'Cash withdrawal' },
        amount: { from: null, to: '-20.00' },
        row_index: { from: null, to: 2 },
      });
      expect(entries[0]!.changes).toMatchObject({
        description: { from: 'Cash withdrawal', to: null },
        amount: { from: '-20.00', to: null },
        category: { from: 'Cash', to: null },
      });
      const foreign = await get(`/api/transaction/${body.transaction.id}/history/`, other.token);
      expect(foreign.statusCode).toBe(404);
    });

    it('rejects creating in a foreign statement or after a row of another statement', async () => {
      const a = await seedJanuary();
      const b = await seedJanuary();
      const theirs = await seedAnalysis(db(), other.id, 'x.pdf', [january]);
      const payload = { date: '2024-01-04', description: 'x', amount: '1.00' };
      const foreign = await send('POST', '/api/transaction/', owner.token, {
        ...payload,
        statement_id: theirs.statements[0]!.id,
      });
      expect(foreign.statusCode).toBe(404);
      const malformed = await send('POST', '/api/transaction/', owner.token, {
        ...payload,
        statement_id: 'x',
      });
      expect(malformed.statusCode).toBe(404);
      const wrongAfter = await send('POST', '/api/transaction/', owner.token, {
        ...payload,
        statement_id: a.statements[0]!.id,
        after_id: b.statements[0]!.transactionIds[0],
      });
      expect(wrongAfter.statusCode).toBe(400);
      const count = await list(owner.token, `statement=${a.statements[0]!.id}`);
      expect(count.total).toBe(7);
    });
  });
});
