/** `bsp parse --categorize` (issue #11): JSON fields per transaction and CSV columns. */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseCsv } from '@bsp/insights';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_ROWS, merchantStatementPdf } from './helpers/merchant-statement.ts';

const BIN = path.resolve(import.meta.dirname, '../bin/bsp.mjs');
const bsp = (args: string[]) =>
  spawnSync(process.execPath, [BIN, 'parse', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });

describe('bsp parse --categorize', () => {
  let dir: string;
  let pdf: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bsp-categorize-'));
    pdf = path.join(dir, 'march.pdf');
    await writeFile(pdf, await merchantStatementPdf());
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('adds category, merchant, categoryConfidence and categorySource to each JSON transaction', () => {
    const run = bsp([pdf, '--categorize']);
    expect(run.status, run.stderr).toBe(0);
    const rows = JSON.parse(run.stdout).statements[0].transactions;
    expect(rows.map((r: { description: string }) => r.description)).toEqual(
      MERCHANT_ROWS.map((r) => r[1]),
    );
    expect(rows[0]).toMatchObject({
      merchant: 'Starbucks',
      category: 'FOOD_AND_DRINK',
      categorySource: expect.stringMatching(/^(wording|dictionary|model)$/),
    });
    expect(rows[5]).toMatchObject({ category: 'INCOME' });
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(
        expect.arrayContaining(['category', 'merchant', 'categoryConfidence', 'categorySource']),
      );
      if (row.category !== null) expect(row.categoryConfidence).toBeGreaterThanOrEqual(0.5);
    }
    // without the flag the contract is unchanged
    const plain = JSON.parse(bsp([pdf]).stdout).statements[0].transactions[0];
    expect('category' in plain || 'merchant' in plain).toBe(false);
  });

  it('appends Category (label) and Merchant columns to CSV', () => {
    const run = bsp([pdf, '--categorize', '--format', 'csv']);
    expect(run.status, run.stderr).toBe(0);
    const [header, ...rows] = parseCsv(run.stdout);
    expect(header).toEqual([
      'Date',
      'Description',
      'Amount',
      'Debit',
      'Credit',
      'Balance',
      'Reference',
      'Account',
      'Page',
      'Category',
      'Merchant',
    ]);
    expect(rows[0]!.slice(-2)).toEqual(['Food and drink', 'Starbucks']);
    expect(rows[6]!.slice(-2)).toEqual(['Shopping', 'Amazon']);
    expect(parseCsv(bsp([pdf, '--format', 'csv']).stdout)[0]).toHaveLength(9);
  });
});
