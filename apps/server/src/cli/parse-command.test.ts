import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

  it('exports xlsx, ofx, qfx, qbo and qif with the insights exporters', async () => {
    writeFileSync(pdf, await buildStatementPdf());
    // Binary xlsx goes to stdout when it is not a terminal (here: a pipe).
    const xlsx = spawnSync(
      join(root, 'node_modules/.bin/node'),
      [join(root, 'apps/server/bin/bsp.mjs'), 'parse', pdf, '--format', 'xlsx'],
      { timeout: 60_000 },
    );
    expect(xlsx.status).toBe(0);
    expect(xlsx.stdout.subarray(0, 2).toString('latin1')).toBe('PK');

    const qif = bsp([pdf, '--format', 'qif']);
    expect(qif.status).toBe(0);
    expect(qif.stdout.startsWith('!Type:')).toBe(true);
    expect(qif.stdout).toContain('Grocer Market');

    const out = join(dir, 'exports');
    for (const format of ['ofx', 'qfx', 'qbo', 'xlsx']) {
      expect(bsp([pdf, '--out', out, '--format', format]).status).toBe(0);
    }
    const ofx = readFileSync(join(out, 'march.ofx'), 'utf8');
    expect(ofx).toContain('<?OFX OFXHEADER="200" VERSION="220"');
    expect(ofx).toContain('<STMTTRN>');
    expect(readFileSync(join(out, 'march.qfx'), 'utf8')).toContain('<INTU.BID>3000</INTU.BID>');
    expect(readFileSync(join(out, 'march.qbo'), 'latin1')).toMatch(/^OFXHEADER:100\r\n/);
    expect(readFileSync(join(out, 'march.xlsx')).subarray(0, 2).toString('latin1')).toBe('PK');
  }, 120_000);

  it('parses a folder in one run: a list even for one statement; refuses clashing outputs', async () => {
    const folder = join(dir, 'statements');
    mkdirSync(folder);
    writeFileSync(join(folder, 'march.pdf'), await buildStatementPdf());
    writeFileSync(join(folder, 'march.truth.json'), '{}');
    const r = bsp([folder]);
    expect(r.status).toBe(0);
    const results = JSON.parse(r.stdout);
    expect(results.map((x: { file: string }) => x.file)).toEqual(['march.pdf']);
    expect(results[0].statements[0].checks.reconciled).toBe(true);
    expect(r.stderr).toBe(`bsp parse: ${folder}: 1 file not PDF or image, skipped\n`);

    // march.pdf and march.png would both become out/march.json
    writeFileSync(join(folder, 'march.png'), 'a photo');
    const clash = bsp([folder, '--out', join(dir, 'clash')]);
    expect(clash.status).toBe(2);
    expect(clash.stderr).toContain('would both be written to march.json');

    const empty = join(dir, 'empty');
    mkdirSync(empty);
    const none = bsp([empty]);
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('holds no PDF or image file');
  }, 60_000);

  it('reads with a layout profile file (--layout), and refuses a file that is not one', async () => {
    writeFileSync(pdf, await buildStatementPdf());
    const generic = JSON.parse(bsp([pdf]).stdout);
    const profile = {
      format: 'bsp-layout-profile',
      version: 1,
      name: 'Grocer bank layout',
      createdAt: '2026-05-03',
      fingerprint: generic.reading.fingerprint,
      instructions: generic.reading.instructions,
    };
    const file = join(dir, 'grocer.bsp-layout.json');
    writeFileSync(file, JSON.stringify(profile));
    const read = bsp([pdf, '--layout', file]);
    expect(read.status).toBe(0);
    const result = JSON.parse(read.stdout);
    expect(result.reading.profile).toEqual({
      id: null,
      name: 'Grocer bank layout',
      createdAt: '2026-05-03',
    });
    expect(result.statements[0].checks.reconciled).toBe(true);
    expect(result.statements[0].transactions).toEqual(generic.statements[0].transactions);

    // money in and money out swapped: read as told, and the certificate says it is wrong
    const roles = profile.instructions.columns.map((c: { role: string }) => c.role);
    expect(roles).toEqual(expect.arrayContaining(['moneyIn', 'moneyOut']));
    const swapped = {
      ...profile,
      instructions: {
        ...profile.instructions,
        columns: profile.instructions.columns.map((c: { role: string }) => ({
          ...c,
          role: c.role === 'moneyIn' ? 'moneyOut' : c.role === 'moneyOut' ? 'moneyIn' : c.role,
        })),
      },
    };
    writeFileSync(file, JSON.stringify(swapped));
    const wrong = JSON.parse(bsp([pdf, '--layout', file]).stdout);
    expect(wrong.statements[0].checks.reconciled).toBe(false);

    writeFileSync(file, JSON.stringify({ ...profile, version: 2 }));
    const bad = bsp([pdf, '--layout', file]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(
      /is not a layout profile \(format bsp-layout-profile, version 1\) at version/,
    );
    expect(bsp([pdf, '--layout', join(dir, 'missing.json')]).stderr).toMatch(/cannot read/);
  }, 120_000);

  it('exits 2 on usage errors', () => {
    const r = bsp(['--format', 'xml', pdf]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--format must be one of json, csv, xlsx, ofx, qfx, qbo, qif/);
    expect(bsp(['--help']).stdout).toMatch(
      /--format FORMAT +json \(default\), csv, xlsx, ofx, qfx, qbo or qif/,
    );
    expect(bsp([]).status).toBe(2);
    const jobs = bsp(['--jobs', '0', pdf]);
    expect(jobs.status).toBe(2);
    expect(jobs.stderr).toMatch(/--jobs needs a whole number/);
  }, 60_000);
});
