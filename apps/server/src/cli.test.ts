import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildStatementPdf } from '../../../packages/parser/src/__fixtures__/statement-pdf.ts';

const root = resolve(import.meta.dirname, '../../..');

// Prints, at exit, the installed packages the process loaded (ESM and CommonJS).
const RECORD_PACKAGES = `data:text/javascript,${encodeURIComponent(`
import { registerHooks } from 'node:module';
const seen = new Set();
registerHooks({ load(url, context, next) {
  const m = /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(url);
  if (m) seen.add(m[1]);
  return next(url, context);
} });
process.on('exit', () => process.stderr.write('PACKAGES ' + JSON.stringify([...seen].sort()) + '\\n'));
`)}`;

/** The packages `bsp ARGS` loads. */
function packagesLoaded(args: string[]): string[] {
  const r = spawnSync(
    join(root, 'node_modules/.bin/node'),
    ['--import', RECORD_PACKAGES, join(root, 'apps/server/bin/bsp.mjs'), ...args],
    { encoding: 'utf8', timeout: 60_000 },
  );
  expect(r.status).toBe(0);
  const line = r.stderr.split('\n').find((l) => l.startsWith('PACKAGES '));
  return JSON.parse(line!.slice('PACKAGES '.length));
}

describe('bsp loads only what a command needs', () => {
  it('help loads no package; parsing a text PDF to JSON loads only PDFium', async () => {
    expect(packagesLoaded(['--help'])).toEqual([]);
    // not the server stack (Fastify, Kysely, PGlite, zod), exceljs, OCR or pdf.js
    const dir = mkdtempSync(join(tmpdir(), 'bsp-cli-'));
    const pdf = join(dir, 'march.pdf');
    writeFileSync(pdf, await buildStatementPdf());
    expect(packagesLoaded(['parse', pdf])).toEqual(['@embedpdf/pdfium']);
  }, 60_000);
});
