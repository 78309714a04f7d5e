/**
 * Insights through the API on invented data with known answers: a current and a savings account
 * over three months — salary, a subscription whose price rises in month 3, a transfer between the
 * two accounts, an unpaid-item fee — scoped to one report, one account and all of a user's data;
 * another user's report is a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';
import { registerUser, startTestApp, type TestApp } from './helpers/app.ts';
import { databases, openTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { chained, type SeededAnalysis, seedAnalysis } from './helpers/statements.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by assertions.
type Json = Record<string, any>;

const CURRENT = { bank_name: 'Northbank', account_number: '11112222', currency: 'GBP' };
const SAVINGS = { bank_name: 'Northbank', account_number: '99998888', currency: 'GBP' };

const month = (m: string, opening: number, rows: Array<[string, string, number, string]>) =>
  chained(
    {
      ...CURRENT,
      period_start: `2024-${m}-01`,
      period_end: `2024-${m}-${m === '02' ? '29' : '31'}`,
      opening_balance: opening,
    },
    rows.map(([day, description, amount, category]) => ({
      date: `2024-${m}-${day}`,
      description,
      amount,
      category,
    })),
  );

const jan = month('01', 100_000, [
  ['05', 'SALARY ACME LTD', 200_000, 'INCOME'],
  ['10', 'NETFLIX.COM', -999, 'ENTERTAINMENT'],
  ['11', 'TRANSFER TO SAVINGS', -50_000, 'TRANSFER_OUT'],
  ['20', 'TESCO STORES', -8_500, 'FOOD_AND_DRINK'],
]);
const feb = month('02', jan.closing_balance!, [
  ['05', 'SALARY ACME LTD', 200_000, 'INCOME'],
  ['10', 'NETFLIX.COM', -999, 'ENTERTAINMENT'],
  ['20', 'TESCO STORES', -8_700, 'FOOD_AND_DRINK'],
]);
const mar = month('03', feb.closing_balance!, [
  ['05', 'SALARY ACME LTD', 200_000, 'INCOME'],
  ['10', 'NETFLIX.COM', -1_199, 'ENTERTAINMENT'],
  ['20', 'TESCO STORES', -8_600, 'FOOD_AND_DRINK'],
  ['25', 'UNPAID ITEM FEE', -2_500, 'BANK_FEES'],
]);
const savings = chained(
  { ...SAVINGS, period_start: '2024-01-01', period_end: '2024-01-31', opening_balance: 0 },
  [
    {
      date: '2024-01-12',
      description: 'TRANSFER FROM CURRENT',
      amount: 50_000,
      category: 'TRANSFER_IN',
    },
  ],
);

describe.each(databases)('insights on %s', (kind) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let owner: { id: string; token: string };
  let other: { id: string; token: string };
  let janReport: SeededAnalysis;
  let theirs: SeededAnalysis;

  const get = async (who: { token: string }, query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/insights/${query}`,
      headers: { authorization: `Bearer ${who.token}` },
    });

  beforeAll(async () => {
    testDb = await openTestDatabase(kind);
    t = await startTestApp({
      database: testDb.database,
      workers: false,
      logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
    });
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
    const db = testDb.database.db;
    janReport = await seedAnalysis(db, owner.id, 'jan.pdf', [jan]);
    await seedAnalysis(db, owner.id, 'feb.pdf', [feb]);
    await seedAnalysis(db, owner.id, 'mar.pdf', [mar]);
    await seedAnalysis(db, owner.id, 'savings.pdf', [savings]);
    theirs = await seedAnalysis(db, other.id, 'theirs.pdf', [jan]);
  });

  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  it('one report: cash flow, the average daily balance worked out by hand, the balance line from the opening', async () => {
    const res = await get(owner, `?analysis=${janReport.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Json;
    expect(body.row_count).toBe(4);
    // the transfer's other side is in another report: in this scope it is spending
    expect(body.cash_flow).toEqual([
      { month: '2024-01', currency: 'GBP', income: '2000.00', spending: '594.99', net: '1405.01' },
    ]);
    // 1–4 Jan 1000.00, 5–9 3000.00, 10 2990.01, 11–19 2490.01, 20–31 2405.01:
    // (4×1000 + 5×3000 + 2990.01 + 9×2490.01 + 12×2405.01) / 31 = 73260.22 / 31 = 2363.23
    const [balance] = body.lender.balances;
    expect(balance).toMatchObject({
      month: '2024-01',
      days: 31,
      average_daily: '2363.23',
      days_negative: 0,
    });
    const line = body.balance[0].points;
    expect(line[0]).toEqual({ date: '2024-01-01', balance: '1000.00' });
    expect(line.at(-1)).toEqual({ date: '2024-01-31', balance: '2405.01' });
    expect(line).toHaveLength(31);
  });

  it('all data: the transfer paired across accounts, the price rise, the unpaid-item fee, salary every month', async () => {
    const body = (await get(owner, '')).json() as Json;
    expect(body.transfers).toHaveLength(1);
    expect(body.transfers[0]).toMatchObject({ amount: '500.00', currency: 'GBP' });
    expect(body.transfers[0].explanation).toContain('Northbank ••2222');
    expect(body.transfers[0].explanation).toContain('Northbank ••8888');
    const rise = body.recurring.alerts.find((a: Json) => a.kind === 'price-rise');
    expect(rise?.reason).toMatch(/9\.99.*11\.99/);
    const gbp = body.lender.metrics.find((m: Json) => m.currency === 'GBP');
    expect(gbp.returned_payment_fees).toMatchObject({ amount: '25.00', count: 1 });
    expect(body.income.totals[0]).toMatchObject({ amount: '6000.00', average_monthly: '2000.00' });
    expect(body.income.missing).toEqual([]);
    // own-account transfers are neither income nor spending across all data
    const january = body.cash_flow.find((m: Json) => m.month === '2024-01');
    expect(january).toMatchObject({ income: '2000.00', spending: '94.99' });
    // every figure names its rows
    expect(body.categories[0].row_ids.length).toBe(body.categories[0].count);
    // each category's spending month by month: every month of the cash flow, adding up to its total
    const months = body.cash_flow
      .filter((m: Json) => m.currency === 'GBP')
      .map((m: Json) => m.month);
    expect(months.length).toBeGreaterThan(1);
    expect(body.category_trends.length).toBeGreaterThan(0);
    for (const trend of body.category_trends) {
      expect(trend.months.map((m: Json) => m.month)).toEqual(months);
      const cents = trend.months.reduce(
        (total: number, m: Json) => total + Math.round(Number(m.amount) * 100),
        0,
      );
      expect(cents).toBe(Math.round(Number(trend.amount) * 100));
      expect(trend.months.flatMap((m: Json) => m.row_ids).length).toBeGreaterThan(0);
    }
  });

  it("a figure's rows are listed by id (the grid behind a metric), never another user's", async () => {
    const body = (await get(owner, '')).json() as Json;
    const ids: string[] = body.transfers[0].row_ids;
    const list = async (who: { token: string }) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/transaction/?ids=${ids.join(',')}`,
          headers: { authorization: `Bearer ${who.token}` },
        })
      ).json() as Json;
    const mine = await list(owner);
    expect(mine.items.map((r: Json) => r.id).sort()).toEqual([...ids].sort());
    expect(mine.items.map((r: Json) => r.amount).sort()).toEqual(['-500.00', '500.00']);
    expect((await list(other)).items).toEqual([]);
  });

  it('dates narrow the rows; an account scope keeps to that account', async () => {
    const body = (await get(owner, '?date_from=2024-03-01&date_to=2024-03-31')).json() as Json;
    expect(body.cash_flow.map((m: Json) => m.month)).toEqual(['2024-03']);
    const bad = await get(owner, '?date_from=2024-03-31&date_to=2024-03-01');
    expect(bad.statusCode).toBe(400);
  });

  it("another user's report or account is not found, and nothing of it leaks", async () => {
    const res = await get(owner, `?analysis=${theirs.id}`);
    expect(res.statusCode).toBe(404);
    const account = await get(owner, `?account=${theirs.statements[0]!.accountId}`);
    expect(account.statusCode).toBe(404);
    const mine = (await get(other, '')).json() as Json;
    expect(mine.row_count).toBe(4);
  });
});
