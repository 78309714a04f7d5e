/**
 * Regenerates the committed binary fixtures (invented data only):
 *   node packages/parser/src/__fixtures__/generate.ts
 * - plain.pdf: a one-page statement made with pdf-lib
 * - encrypted.pdf: the same, encrypted with `qpdf` (user password "s3cret"; pdf-lib cannot
 *   encrypt, so qpdf from Debian's `qpdf` package is needed here — not at test time)
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStatementPdf } from './statement-pdf.ts';

const here = dirname(fileURLToPath(import.meta.url));
const plain = join(here, 'plain.pdf');
writeFileSync(plain, await buildStatementPdf());
execFileSync('qpdf', [
  '--encrypt',
  's3cret',
  'owner-pw',
  '256',
  '--',
  plain,
  join(here, 'encrypted.pdf'),
]);
console.log('fixtures written');
