/** `bsp report` (issue #12): statements in, one printable PDF out, read back with pdf.js. */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateStatement } from '@bsp/synth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_ROWS, merchantStatementPdf } from './helpers/merchant-statement.ts';
import { pdfPageTexts } from './helpers/pdf-text.ts';
import { retypedAmountPdf } from './helpers/retyped-pdf.ts';

const BIN = path.resolve(import.meta.dirname, '../bin/bsp.mjs');
const bsp = (args: string[]) =>
  spawnSync(process.execPath, [BIN, 'report', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });

describe('bsp report', () => {
  let dir: string;
  let pdf: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bsp-report-'));
    pdf = path.join(dir, 'march.pdf');
    await writeFile(pdf, await merchantStatementPdf());
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a PDF report with the certificate, the categories and the merchants', async () => {
    const out = path.join(dir, 'report.pdf');
    const run = bsp([pdf, '--out', out]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain(`${MERCHANT_ROWS.length} rows`);
    const text = (await pdfPageTexts(await readFile(out))).join(' ');
    expect(text).toContain('BSP');
    expect(text).toContain('Statement report');
    expect(text).toMatch(/Reconciled|Not reconciled/);
    expect(text).toContain('Starbucks');
    expect(text).toContain('Food and drink');
  });

  it('names an amount re-typed in another font among the integrity signals', async () => {
    const statement = await generateStatement({ family: 'uk-current', seed: 11, kind: 'text' });
    const retyped = await retypedAmountPdf(statement, 3);
    const file = path.join(dir, 'retyped.pdf');
    await writeFile(file, retyped.bytes);
    const out = path.join(dir, 'retyped-report.pdf');
    const run = bsp([file, '--out', out]);
    expect(run.status, run.stderr).toBe(0);
    const text = (await pdfPageTexts(await readFile(out))).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Amounts printed in another font than the rest of the table');
    expect(text).toMatch(/Row 4 \(page 1\): the amount is printed in Times-Roman/);
  });

  it('says what is wrong with the command line', () => {
    expect(bsp([pdf]).stderr).toContain('--out REPORT.pdf is required');
    expect(bsp([pdf, '--out', path.join(dir, 'x.csv')]).status).toBe(2);
    expect(bsp(['--out', path.join(dir, 'y.pdf')]).stderr).toContain('No input file given.');
  });
});
