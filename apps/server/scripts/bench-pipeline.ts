/**
 * Pipeline benchmark on PostgreSQL (npm run bench:pipeline -- [--statements 200] [--workers 1,2,4]
 * [--transactions 20000] [--requests 300]).
 *
 * 1. A fresh database on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 *    a real `bsp serve` process for the API.
 * 2. For each worker count: start that many `bsp worker` processes (WORKER_CONCURRENCY=1 each),
 *    upload N synthetic text statements through POST /api/analysis/ (10 per request), wait until
 *    every analysis is terminal; statements per minute and p95 upload → done.
 * 3. 20,000 transactions on one account (stored through the analyses repository), then the p50/p99
 *    latency of GET /api/transaction/?account=… (page of 50) over sequential requests.
 * The database is dropped at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateStatement } from '@bsp/synth';
import pg from 'pg';
import { openDatabase } from '../src/db/database.ts';
import { AnalysesRepository } from '../src/modules/analyses/repository.ts';
import { buildInserts } from '../src/worker/statement-job.ts';

const { values: args } = parseArgs({
  options: {
    statements: { type: 'string', default: '200' },
    workers: { type: 'string', default: '1,2,4' },
    transactions: { type: 'string', default: '20000' },
    requests: { type: 'string', default: '300' },
  },
});
const N = Number(args.statements);
const WORKER_COUNTS = args.workers!.split(',').map(Number);
const TX_COUNT = Number(args.transactions);
const REQUESTS = Number(args.requests);

const BIN = path.resolve(import.meta.dirname, '../bin/bsp.mjs');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `bsp_bench_${Date.now().toString(36)}`;
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

const children = new Set<ChildProcess>();

function spawnBsp(command: 'serve' | 'worker', extra: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: dbUrl,
    LOG_LEVEL: 'warn',
    SECRET_KEY: 'c3'.repeat(32),
    PORT: '0',
    HOST: '127.0.0.1',
    WORKER_CONCURRENCY: '1',
    ...extra,
  };
  const child = spawn(process.execPath, [BIN, command], { env });
  children.add(child);
  child.on('close', () => children.delete(child));
  let stderr = '';
  child.stderr!.on('data', (d) => {
    stderr += d;
  });
  return new Promise<{ child: ChildProcess; url?: string }>((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(
      () => reject(new Error(`${command} did not start: ${stderr}`)),
      60_000,
    );
    child.stdout!.on('data', (d) => {
      stdout += d;
      const url = stdout.match(/BSP is running at (http:\/\/\S+)/)?.[1];
      if (url || stdout.includes('BSP worker is running')) {
        clearTimeout(timer);
        resolve({ child, ...(url ? { url: url.replace('localhost', '127.0.0.1') } : {}) });
      }
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited (${code}): ${stderr}`));
    });
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const closed = new Promise((resolve) => child.once('close', resolve));
  child.kill('SIGTERM');
  await closed;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 4 });
  const rows: string[][] = [];
  try {
    const { child: api, url } = await spawnBsp('serve'); // also migrates
    const base = url!;
    const register = async () => {
      const res = await fetch(`${base}/api/auth/register/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `bench-${randomUUID()}@example.com`,
          password: randomUUID(), // a throwaway user per run
          first_name: 'Bench',
          last_name: 'Mark',
        }),
      });
      if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { tokens: { access: string } }).tokens.access;
    };

    process.stdout.write(`Generating ${N} synthetic statements… `);
    const families = ['parens-amount', 'us-checking', 'fr-compte', 'drcr-marker'];
    const files: { name: string; bytes: Uint8Array; rows: number }[] = [];
    for (let i = 0; i < N; i++) {
      const s = await generateStatement({ family: families[i % families.length]!, seed: i + 1 });
      const rowsInTruth = s.truth.statements.reduce((n, st) => n + st.transactions.length, 0);
      files.push({ name: `${s.name}.pdf`, bytes: s.files[0]!.bytes, rows: rowsInTruth });
    }
    const truthRows = files.reduce((n, f) => n + f.rows, 0);
    console.log(`done (${truthRows} truth rows).`);

    for (const workers of WORKER_COUNTS) {
      const token = await register();
      const procs = [];
      for (let i = 0; i < workers; i++) procs.push((await spawnBsp('worker')).child);
      const started = Date.now();
      for (let i = 0; i < files.length; i += 10) {
        const form = new FormData();
        for (const f of files.slice(i, i + 10)) {
          form.append('files', new Blob([f.bytes], { type: 'application/pdf' }), f.name);
        }
        form.append('allow_duplicate', 'true');
        const res = await fetch(`${base}/api/analysis/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        if (res.status !== 202) throw new Error(`upload: ${res.status} ${await res.text()}`);
      }
      const uploadedMs = Date.now() - started;
      let done: { status: string; created_at: Date; finished_at: Date | null }[] = [];
      for (;;) {
        done = await database.db
          .selectFrom('analyses as a')
          .select(['a.status', 'a.created_at', 'a.finished_at'])
          .where('a.created_at', '>=', new Date(started - 1000))
          .execute();
        const terminal = done.filter((d) =>
          ['done', 'failed', 'needs_password'].includes(d.status),
        );
        if (done.length >= N && terminal.length === done.length) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const elapsedMs = Math.max(...done.map((d) => d.finished_at!.getTime())) - started;
      const latencies = done.map((d) => d.finished_at!.getTime() - d.created_at.getTime());
      const ok = done.filter((d) => d.status === 'done').length;
      rows.push([
        `${workers} worker${workers > 1 ? 's' : ''}`,
        String(N),
        String(ok),
        (N / (elapsedMs / 60_000)).toFixed(1),
        (percentile(latencies, 95) / 1000).toFixed(1),
        (elapsedMs / 1000).toFixed(1),
        (uploadedMs / 1000).toFixed(1),
      ]);
      console.log(`${workers} worker(s): ${rows.at(-1)!.join(' | ')}`);
      for (const p of procs) await stop(p);
    }

    // API latency on an account with TX_COUNT transactions.
    const token = await register();
    const one = new FormData();
    one.append('files', new Blob([files[0]!.bytes], { type: 'application/pdf' }), 'big.pdf');
    one.append('allow_duplicate', 'true');
    const worker = (await spawnBsp('worker')).child;
    const up = await fetch(`${base}/api/analysis/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: one,
    });
    const analysisId = ((await up.json()) as { analyses: { id: string }[] }).analyses[0]!.id;
    for (;;) {
      const row = await database.db
        .selectFrom('analyses')
        .select(['status', 'user_id'])
        .where('id', '=', analysisId)
        .executeTakeFirstOrThrow();
      if (row.status === 'done') break;
      if (row.status !== 'queued' && row.status !== 'processing')
        throw new Error(`seed analysis ended ${row.status}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await stop(worker);
    const owner = await database.db
      .selectFrom('analyses')
      .select('user_id')
      .where('id', '=', analysisId)
      .executeTakeFirstOrThrow();
    const transactions = Array.from({ length: TX_COUNT }, (_, i) => {
      const day = new Date(Date.UTC(2020, 0, 1) + Math.floor(i / 10) * 86_400_000);
      return {
        date: day.toISOString().slice(0, 10),
        postDate: null,
        description: `Bench payment ${i} to merchant ${i % 97}`,
        amount: `${i % 3 === 0 ? '' : '-'}${(i % 500) + 1}.${String(i % 100).padStart(2, '0')}`,
        balance: null,
        reference: null,
        page: 1 + Math.floor(i / 40),
        bbox: null,
        confidence: 0.99,
      };
    });
    const inserts = buildInserts(
      owner.user_id,
      analysisId,
      {
        file: 'big.pdf',
        pages: Math.ceil(TX_COUNT / 40),
        method: 'text',
        warnings: [],
        errors: [],
        statements: [
          {
            bankName: 'Bench Bank',
            accountHolder: 'Bench Mark',
            accountNumber: '12345678',
            accountType: null,
            currency: 'GBP',
            periodStart: '2020-01-01',
            periodEnd: transactions.at(-1)!.date,
            openingBalance: null,
            closingBalance: null,
            totals: { moneyIn: null, moneyOut: null },
            transactions,
            checks: { reconciled: false, issues: [] },
            confidence: 0.9,
          },
        ],
      },
      new Date(),
    );
    const storeStarted = performance.now();
    await new AnalysesRepository(database.db).storeResults(analysisId, inserts, new Date());
    const storeMs = performance.now() - storeStarted;
    const account = await database.db
      .selectFrom('statements')
      .select('account_id')
      .where('analysis_id', '=', analysisId)
      .executeTakeFirstOrThrow();
    const target = `${base}/api/transaction/?account=${account.account_id}&page_size=50&sort=-date`;
    const probe = await fetch(target, { headers: { authorization: `Bearer ${token}` } });
    const probeBody = (await probe.json()) as { total?: number };
    const latency: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const page = 1 + (i % 20);
      const t0 = performance.now();
      const res = await fetch(target.replace('page_size=50', `page_size=50&page=${page}`), {
        headers: { authorization: `Bearer ${token}` },
      });
      await res.arrayBuffer();
      latency.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`GET /api/transaction/: ${res.status}`);
    }
    await stop(api);

    const header = [
      'workers',
      'statements',
      'done',
      'statements/min',
      'p95 upload→done (s)',
      'wall (s)',
      'upload (s)',
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
    console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
    for (const r of rows) console.log(line(r));
    console.log(
      `\nGET /api/transaction/ (account with ${TX_COUNT} transactions, total reported ${probeBody.total}, page_size 50, ${REQUESTS} sequential requests): ` +
        `p50 ${percentile(latency, 50).toFixed(1)} ms, p99 ${percentile(latency, 99).toFixed(1)} ms. ` +
        `Storing the ${TX_COUNT} rows in one transaction took ${(storeMs / 1000).toFixed(1)} s.`,
    );
  } finally {
    for (const child of children) child.kill('SIGKILL');
    await database.close();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists "${dbName}" with (force)`);
    await cleanup.end();
  }
}

await main();
