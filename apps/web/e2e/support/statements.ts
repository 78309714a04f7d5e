import { registerViaApi, uniqueEmail } from './harness';
/** Uploads a file through the API (for tests that only need a finished report). */
export async function uploadViaApi(
  baseUrl: string,
  access: string,
  name: string,
  bytes: Uint8Array,
  type: string,
): Promise<string> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${baseUrl}/api/analysis/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access}` },
    body: form,
  });
  if (res.status !== 202) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { analyses: { id: string | null; status: string }[] };
  const id = body.analyses[0]?.id;
  if (!id) throw new Error(`upload rejected: ${JSON.stringify(body)}`);
  return id;
}

export async function waitForAnalysis(
  baseUrl: string,
  access: string,
  id: string,
  timeoutMs = 180_000,
): Promise<{ status: string; statements: { id: string; currency: string }[] }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${baseUrl}/api/analysis/${id}/`, {
      headers: { authorization: `Bearer ${access}` },
    });
    const body = (await res.json()) as {
      status: string;
      statements: { id: string; currency: string }[];
    };
    if (['done', 'failed', 'needs_password', 'rejected'].includes(body.status)) return body;
    if (Date.now() > deadline) throw new Error(`analysis ${id} still ${body.status}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** 10,000 plausible rows for the performance measurement (served by page.route). */
export function generatedRows(
  count: number,
  analysisId: string,
  statementId: string,
  currency: string,
) {
  const rows = [];
  let balance = 1_000_000;
  const merchants = [
    'Tesco Stores',
    'Shell',
    'Amazon',
    'Salary ACME',
    'Rent',
    'Coffee Shop',
    'Trainline',
  ];
  for (let i = 0; i < count; i++) {
    const amount = i % 7 === 3 ? 250_000 : -((i * 37) % 9000) - 100;
    balance += amount;
    const day = new Date(Date.UTC(2023, 0, 1) + Math.floor(i / 15) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    rows.push({
      id: `perf-${i}`,
      analysis_id: analysisId,
      statement_id: statementId,
      account_id: null,
      row_index: i,
      date: day,
      post_date: null,
      description: `${merchants[i % merchants.length]} ${1000 + (i % 97)}`,
      amount: (amount / 100).toFixed(2),
      balance: (balance / 100).toFixed(2),
      currency,
      reference: null,
      category: i % 5 === 0 ? 'FOOD_AND_DRINK' : null,
      merchant: merchants[i % merchants.length] ?? null,
      merchant_key: (merchants[i % merchants.length] ?? '').toLowerCase().replace(/[^a-z]/g, ''),
      category_source: i % 5 === 0 ? 'dictionary' : null,
      category_confidence: i % 5 === 0 ? (i % 10 === 0 ? 0.6 : 0.9) : null,
      category_suggested: i % 10 === 0,
      notes: null,
      excluded: false,
      confidence: i % 50 === 0 ? 0.6 : 0.98,
      page: 1,
      bbox: [40, 100 + (i % 40) * 14, 555, 112 + (i % 40) * 14],
      source: 'parser',
      edited: false,
    });
  }
  return rows;
}

/** A new user (registered through the API) with one uploaded statement, analysed. */
export async function userWithAnalysedStatement(
  baseUrl: string,
  who: { label: string; password: string },
  file: { name: string; bytes: Uint8Array },
): Promise<{ session: { user: unknown; tokens: { access: string } }; analysisId: string }> {
  const session = (await registerViaApi(baseUrl, uniqueEmail(who.label), who.password)) as {
    user: unknown;
    tokens: { access: string };
  };
  const access = session.tokens.access;
  const analysisId = await uploadViaApi(baseUrl, access, file.name, file.bytes, 'application/pdf');
  const done = await waitForAnalysis(baseUrl, access, analysisId);
  if (done.status !== 'done') throw new Error(`analysis ended ${done.status}`);
  return { session, analysisId };
}
