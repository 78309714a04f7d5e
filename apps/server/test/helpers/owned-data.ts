/**
 * Issue 14 security tests: one user's data of every kind, made through the real API (a parsed
 * statement with page images and words, a layout applied and saved as a profile, an edited row
 * with audit history, a row added by hand, a category, a rule, a learned merchant) plus a seeded
 * statement on a bank account; and the route-param filling the route-table tests share.
 */
import { expect } from 'vitest';
import { type TestApp, waitFor } from './app.ts';
import type { TestDatabase } from './databases.ts';
import { seedAnalysis } from './statements.ts';
import { injectUpload } from './uploads.ts';
import { MARCH_ROWS, WELSH_INSTRUCTIONS, welshStatementPdf } from './welsh-statement.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by assertions.
type Json = Record<string, any>;

export type Owner = { id: string; token: string; email: string };

export type Ids = {
  analysis: string;
  statement: string;
  transaction: string;
  manualTransaction: string;
  account: string;
  category: string;
  rule: string;
  profile: string;
  merchantKey: string;
};

/** Everything a user owns (ids) and strings only that user's data contains (secrets). */
export type OwnedData = { ids: Ids; secrets: string[] };

export async function createOwnedData(
  t: TestApp,
  testDb: TestDatabase,
  alice: Owner,
): Promise<OwnedData> {
  const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Json) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${alice.token}` },
      ...(payload !== undefined ? { payload } : {}),
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json() as Json;
  };
  const pdf = await welshStatementPdf(3, MARCH_ROWS, 50_000);
  const up = await injectUpload(t.app, alice.token, [{ name: 'alice-march.pdf', bytes: pdf }]);
  expect(up.statusCode, up.body).toBe(202);
  const analysis = (up.json() as Json).analyses[0].id as string;
  const done = await waitFor(
    async () => {
      const json = await ok('GET', `/api/analysis/${analysis}/`);
      return json.status === 'done' ? json : undefined;
    },
    { timeoutMs: 45_000, intervalMs: 200 },
  );
  const statement = done.statements[0].id as string;
  const applied = await ok('POST', `/api/analysis/${analysis}/apply-layout/`, {
    instructions: WELSH_INSTRUCTIONS,
    profile_name: 'Alice private layout',
  });
  const rows = (await ok('GET', `/api/transaction/?analysis=${analysis}&page_size=100`)).items;
  const tesco = rows.find((r: Json) => /tesco/i.test(r.description));
  expect(tesco).toBeDefined();
  const category = await ok('POST', '/api/category/', {
    name: 'Alice Secret Category',
    primary: 'GENERAL_MERCHANDISE',
  });
  const rule = await ok('POST', '/api/category/rule/', {
    field: 'description',
    op: 'contains',
    value: 'alicesecretrule',
    category: category.id,
  });
  // an edit (audit history, a learned merchant) and a row added by hand
  const edited = await ok('PATCH', `/api/transaction/${tesco.id}/`, {
    category: category.id,
    notes: 'Alice secret note',
  });
  const manual = await ok('POST', '/api/transaction/', {
    statement_id: statement,
    after_id: tesco.id,
    date: '2026-03-04',
    description: 'Alice manual row',
    amount: '-2.50',
  });
  // a second, seeded statement on a bank account (the Welsh one names no account number)
  await seedAnalysis(testDb.database.db, alice.id, 'alice-seeded.pdf', [
    {
      bank_name: 'Alice Private Bank',
      account_number: '99887766',
      currency: 'GBP',
      period_start: '2026-02-01',
      period_end: '2026-02-28',
      opening_balance: 1_000,
      closing_balance: 900,
      transactions: [
        { date: '2026-02-03', description: 'Alice seeded row', amount: -100, balance: 900 },
      ],
    },
  ]);
  const accounts = await ok('GET', '/api/banks/');
  const merchants = await ok('GET', '/api/category/merchant/');
  expect(merchants.items.length).toBeGreaterThan(0);
  const ids: Ids = {
    analysis,
    statement,
    transaction: tesco.id,
    manualTransaction: manual.transaction.id,
    account: accounts.banks[0].accounts[0].id,
    category: category.id,
    rule: rule.id,
    profile: applied.profile.id,
    merchantKey: edited.transaction.merchant_key ?? merchants.items[0].merchant_key,
  };
  expect(ids.account, JSON.stringify(accounts)).toBeTruthy();
  const secrets = [
    alice.email,
    'alice-march.pdf',
    'Alice Secret Category',
    'alicesecretrule',
    'Alice secret note',
    'Alice manual row',
    'Alice private layout',
    ...MARCH_ROWS.map((r) => r.text),
    'Example Savings Bank',
    'Alice Private Bank',
    '99887766',
    'Alice seeded row',
  ];
  return { ids, secrets };
}

export /** Fills a route's path params with A's ids, chosen by the route's resource. */
function fillParams(url: string, ids: Ids): string | undefined {
  const resource = url.startsWith('/api/analysis/:id')
    ? ids.analysis
    : url.startsWith('/api/transaction/:id')
      ? ids.transaction
      : url.startsWith('/api/category/rule/:id')
        ? ids.rule
        : url.startsWith('/api/category/merchant/:key')
          ? ids.merchantKey
          : url.startsWith('/api/category/:id')
            ? ids.category
            : url.startsWith('/api/layout-profiles/:id')
              ? ids.profile
              : undefined;
  if (!resource) return undefined;
  const filled = url.replace(/:(id|key)\b/, resource).replace(':page', '1');
  return /[:*]/.test(filled) ? undefined : filled;
}
