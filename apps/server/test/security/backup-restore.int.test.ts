/**
 * Backup and restore of the embedded database (issue #14): `bsp backup --out FILE` then
 * `bsp restore FILE` into another DATA_DIR loses nothing — every table of the public and pgboss
 * schemas has the same row count and checksum, the secret key comes along, and the restored
 * instance gives the same API answers (lists, details, rows, categories, layout profiles, page
 * images drawn from the restored file). Restore refuses a non-empty target without --force,
 * a file that is not a backup, and a damaged one; backup refuses PostgreSQL with the pg_dump
 * recipe.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PRIMARY_CATEGORY_CODES } from '@bsp/shared';
import { generateStatement } from '@bsp/synth';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { newUser, startTestApp, waitFor } from '../helpers/app.ts';
import { pgliteTemplate } from '../helpers/databases.ts';
import { BSP_BIN, type Json } from '../helpers/processes.ts';
import { chained, seedAnalysis } from '../helpers/statements.ts';
import { injectUpload, truthRows } from '../helpers/uploads.ts';

const SECRET = 'f6'.repeat(32);

/** Runs `bsp ARGS` with DATA_DIR (no SECRET_KEY: the key is DATA_DIR/secret.key). */
function bsp(args: string[], env: Record<string, string>) {
  const fullEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...env };
  delete fullEnv.SECRET_KEY;
  if (!env.DATABASE_URL) delete fullEnv.DATABASE_URL;
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [BSP_BIN, ...args], { env: fullEnv }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** Row count and an order-independent checksum of every table (public and pgboss schemas). */
async function tableChecksums(database: Database): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ s: string; t: string }>`
    select table_schema as s, table_name as t from information_schema.tables
    where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'
    order by 1, 2`.execute(database.db);
  const out: Record<string, string> = {};
  for (const { s, t } of tables) {
    const { rows } = await sql<{ n: number; h: string | null }>`
      select count(*)::int as n, md5(string_agg(x::text, E'\n' order by x::text)) as h
      from ${sql.table(`${s}.${t}`)} x`.execute(database.db);
    out[`${s}.${t}`] = `${rows[0]!.n}:${rows[0]!.h ?? '-'}`;
  }
  return out;
}

describe('bsp backup / bsp restore (embedded PGlite)', () => {
  let root: string;
  let source: string;
  let target: string;
  let backupFile: string;
  let token: string;
  let routes: string[];
  const answers = new Map<string, { status: number; body: string }>();
  let before: Record<string, string>;

  /** Every route's status and body (binary bodies by hash). */
  async function collect(database: Database) {
    const t = await startTestApp({ database, workers: false, config: { secretKey: undefined } });
    const result = new Map<string, { status: number; body: string }>();
    try {
      for (const route of routes) {
        const res = await t.app.inject({
          method: 'GET',
          url: route,
          headers: { authorization: `Bearer ${token}` },
        });
        const binary = !/json|text|csv/.test(String(res.headers['content-type']));
        result.set(route, {
          status: res.statusCode,
          body: binary ? createHash('sha256').update(res.rawPayload).digest('hex') : res.body,
        });
      }
    } finally {
      await t.close();
    }
    return result;
  }

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'bsp-backup-'));
    source = path.join(root, 'source');
    target = path.join(root, 'target');
    backupFile = path.join(root, 'bsp.backup');
    await writeFile(path.join(await mkdtempIn(source), 'secret.key'), `${SECRET}\n`, {
      mode: 0o600,
    });

    // A source instance with every kind of data: users, a parsed upload (real file, rows, page
    // words), seeded analyses, an own category, a layout profile.
    // From the migrated template when one exists (saves PGlite's initdb, ~5 s).
    const template = await pgliteTemplate();
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(source, 'db'),
      ...(template ? { loadDataDir: template } : {}),
    });
    await migrateToLatest(database.db);
    const t = await startTestApp({
      database,
      config: { parseTimeoutS: 60, workerConcurrency: 1, dataDir: source, secretKey: undefined },
    });
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: newUser(),
    });
    token = (reg.json() as Json).tokens.access;
    const userId = (reg.json() as Json).user.id as string;
    const auth = { authorization: `Bearer ${token}` };
    const statement = await generateStatement({
      family: 'parens-amount',
      seed: 77,
      kind: 'text',
      pages: 1,
    });
    const up = await injectUpload(t.app, token, [
      { name: 'real.pdf', bytes: statement.files[0]!.bytes },
    ]);
    const parsedId = (up.json() as Json).analyses[0].id as string;
    const done = await waitFor(
      async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/analysis/${parsedId}/`,
          headers: auth,
        });
        const body = res.json() as Json;
        return body.status === 'done' || body.status === 'failed' ? body : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 200 },
    );
    expect(done.status).toBe('done');
    expect(done.transaction_count).toBe(truthRows(statement.truth).flat().length);
    const seeded = await seedAnalysis(database.db, userId, 'seeded.pdf', [
      chained(
        {
          bank_name: 'Backup Bank',
          account_number: '12345678',
          period_start: '2026-01-01',
          period_end: '2026-01-31',
          opening_balance: 10_000,
        },
        [
          { date: '2026-01-02', description: 'SALARY ACME', amount: 250_000 },
          { date: '2026-01-05', description: 'TESCO STORES', amount: -4_210 },
          { date: '2026-01-09', description: 'RENT', amount: -95_000 },
        ],
      ),
    ]);
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/category/',
      headers: auth,
      payload: { name: 'Allotment', primary: PRIMARY_CATEGORY_CODES[0] },
    });
    expect(category.statusCode, category.body).toBe(201);
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/layout-profiles/',
      headers: auth,
      payload: { profile: LAYOUT_PROFILE },
    });
    expect(profile.statusCode, profile.body).toBe(201);
    await t.close();

    routes = [
      '/api/user/',
      '/api/analysis/',
      `/api/analysis/${parsedId}/`,
      `/api/analysis/${seeded.id}/`,
      `/api/analysis/${parsedId}/pages/1/image/`,
      `/api/analysis/${parsedId}/export/?format=csv`,
      '/api/transaction/?page_size=100',
      '/api/category/',
      '/api/layout-profiles/',
      `/api/layout-profiles/${(profile.json() as Json).id}/`,
      '/api/banks/',
    ];
    for (const [route, answer] of await collect(database)) answers.set(route, answer);
    before = await tableChecksums(database);
    await database.close();
  });

  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('round trip: same tables, rows, checksums, secret key and API answers', async () => {
    for (const [route, answer] of answers) expect(answer.status, route).toBe(200);
    for (const table of [
      'users',
      'analyses',
      'transactions',
      'uploaded_files',
      'user_categories',
      'layout_profiles',
      'statements',
      'analysis_words',
    ]) {
      expect(Number(before[`public.${table}`]?.split(':')[0]), table).toBeGreaterThan(0);
    }

    const backup = await bsp(['backup', '--out', backupFile], { DATA_DIR: source });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/Backup written to .*: users 1, analyses 2, transactions \d+/);
    expect((await stat(backupFile)).mode & 0o777).toBe(0o600);
    // Nothing secret or personal in the readable header but the key it must carry.
    const head = (await readFile(backupFile)).subarray(0, 4096).toString('latin1');
    expect(head.startsWith('BSP-BACKUP 1\n')).toBe(true);
    expect(head).not.toMatch(/SALARY|TESCO|@example\.com/);

    const restore = await bsp(['restore', backupFile], { DATA_DIR: target });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/Restored .* users 1, analyses 2/);
    expect((await readFile(path.join(target, 'secret.key'), 'utf8')).trim()).toBe(SECRET);
    expect((await stat(path.join(target, 'secret.key'))).mode & 0o777).toBe(0o600);

    const restored = await openDatabase({ kind: 'pglite', dataDir: path.join(target, 'db') });
    try {
      expect(await tableChecksums(restored)).toEqual(before);
      const rows = Object.values(before).reduce((n, v) => n + Number(v.split(':')[0]), 0);
      console.log(
        `backup round trip: ${Object.keys(before).length} tables, ${rows} rows compared; ` +
          `${answers.size} API answers compared; backup ${(await stat(backupFile)).size} bytes`,
      );
      const after = await collect(restored);
      for (const [route, answer] of answers) expect(after.get(route), route).toEqual(answer);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses a non-empty target without --force, a file that is not a backup, and a damaged one', async () => {
    const again = await bsp(['restore', backupFile], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already holds a database.*--force/s);

    const pdf = path.join(root, 'statement.pdf');
    await writeFile(pdf, '%PDF-1.7\n% not a backup\n');
    const notBackup = await bsp(['restore', pdf], { DATA_DIR: path.join(root, 'empty1') });
    expect(notBackup.code).toBe(1);
    expect(notBackup.stderr).toMatch(/is not a BSP backup/);

    const damaged = path.join(root, 'damaged.backup');
    const bytes = await readFile(backupFile);
    await writeFile(damaged, bytes.subarray(0, bytes.length - 1000));
    const cut = await bsp(['restore', damaged], { DATA_DIR: path.join(root, 'empty2') });
    expect(cut.code).toBe(1);
    expect(cut.stderr).toMatch(/damaged or truncated/);

    const missing = await bsp(['restore', path.join(root, 'nope.backup')], {
      DATA_DIR: path.join(root, 'empty3'),
    });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/does not exist/);

    const postgres = await bsp(['backup', '--out', path.join(root, 'pg.backup')], {
      DATA_DIR: path.join(root, 'empty4'),
      DATABASE_URL: 'postgres://bsp@127.0.0.1:1/bsp',
    });
    expect(postgres.code).toBe(1);
    expect(postgres.stderr).toMatch(/pg_dump --format=custom/);

    // With --force the restore replaces the database and keeps the old one beside it.
    const forced = await bsp(['restore', backupFile, '--force'], { DATA_DIR: target });
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(/previous database is in .*db\.before-restore-/);
  }, 120_000);
});

async function mkdtempIn(dir: string): Promise<string> {
  const { mkdir } = await import('node:fs/promises');
  await mkdir(dir, { recursive: true });
  return dir;
}

const LAYOUT_PROFILE = {
  format: 'bsp-layout-profile',
  version: 1,
  name: 'Example Savings Bank layout',
  createdAt: '2026-05-03',
  fingerprint: {
    bankName: 'Example Savings Bank',
    identifiers: ['domain:examplesavings.co.uk', 'sort:123456'],
    headerLabels: ['dyddiad', 'disgrifiad', 'i', 'mewn', 'allan'],
    columnEdges: [0.07, 0.18, 0.54, 0.66, 0.8],
    dateStyle: '99/99/9999',
    amountStyle: '1,234.56',
  },
  instructions: {
    columns: [
      { x0: 0.07, x1: 0.18, role: 'date' },
      { x0: 0.18, x1: 0.54, role: 'description' },
      { x0: 0.54, x1: 0.66, role: 'moneyIn' },
      { x0: 0.66, x1: 0.8, role: 'moneyOut' },
    ],
    firstPage: { top: 0.245, bottom: 0.9 },
    laterPages: null,
    dateOrder: 'DMY',
    signs: 'account',
    ignore: ['Page 1 of'],
  },
};
