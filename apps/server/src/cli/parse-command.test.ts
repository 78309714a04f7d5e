import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildStatementPdf } from '../../../../packages/parser/src/__fixtures__/statement-pdf.ts';

const root = resolve(import.meta.dirname, '../../../..');
const bsp = (args: string[]) =>
  spawnSync(
    join(root, 'node_modules/.bin/node'),
    [join(root, 'apps/server/bin/bsp.mjs'), 'parse', ...args],
    {
      encoding: 'utf8',
      timeout: 60_000,
    },
  );

describe('bsp parse', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bsp-parse-'));
  const pdf = join(dir, 'march.pdf');
  const junk = join(dir, 'junk.txt');

  it('prints JSON for one file, an array for several, CSV on request, files with --out', async () => {
    writeFileSync(pdf, await buildStatementPdf());
    writeFileSync(junk, 'not a statement');
    const one = bsp([pdf]);
    expect(one.status).toBe(0);
    const result = JSON.parse(one.stdout);
    expect(result.file).toBe('march.pdf');
    expect(result.statements[0].checks.reconciled).toBe(true);
    expect(result.statements[0].postDate === undefined).toBe(true);
    expect(result.statements[0].transactions[0].reference).toBeNull();

    const two = bsp([pdf, junk]);
    expect(two.status).toBe(1);
    const arr = JSON.parse(two.stdout);
    expect(arr.map((r: { file: string }) => r.file)).toEqual(['march.pdf', 'junk.txt']);
    expect(arr[1].errors[0].code).toBe('unsupported_type');

    const csv = bsp([pdf, '--format', 'csv']);
    expect(csv.stdout.split('\r\n')[0]).toBe(
      'Date,Description,Amount,Debit,Credit,Balance,Reference,Account,Page',
    );

    const out = join(dir, 'out');
    expect(bsp([pdf, '--out', out, '--format', 'csv']).status).toBe(0);
    expect(readFileSync(join(out, 'march.csv'), 'utf8')).toContain('Grocer Market');
  }, 120_000);

  it('exits 2 on usage errors', () => {
    const r = bsp(['--format', 'xml', pdf]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--format must be json or csv/);
    expect(bsp([]).status).toBe(2);
  }, 60_000);
});
