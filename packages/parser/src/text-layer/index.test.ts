import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildStatementPdf } from '../__fixtures__/statement-pdf.ts';
import { extractPdfText, PdfTextError } from './index.ts';
import * as pdfium from './pdfium.ts';

vi.mock('./pdfium.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./pdfium.ts')>();
  return { ...actual, extractPdfWordsPdfium: vi.fn(actual.extractPdfWordsPdfium) };
});

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', '__fixtures__');
const encrypted = () => new Uint8Array(readFileSync(join(fixtures, 'encrypted.pdf')));
const mocked = vi.mocked(pdfium.extractPdfWordsPdfium);

async function code(p: Promise<unknown>): Promise<string | null> {
  try {
    await p;
    return null;
  } catch (e) {
    return e instanceof PdfTextError ? e.code : 'other';
  }
}

afterEach(() => {
  mocked.mockClear();
  vi.unstubAllEnvs();
});

describe('extractPdfText', () => {
  it('reads text PDFs with PDFium', async () => {
    const r = await extractPdfText(await buildStatementPdf());
    expect(mocked).toHaveBeenCalledTimes(1);
    expect(r.warnings).toBeUndefined();
    expect(r.pages[0]!.words.map((w) => w.text)).toContain('Grocer');
  });

  it('falls back to pdf.js, with a warning, when PDFium cannot open the file', async () => {
    mocked.mockRejectedValueOnce(new pdfium.PdfiumError('unreadable_file', 'no', true));
    const r = await extractPdfText(await buildStatementPdf());
    expect(r.pages[0]!.words.map((w) => w.text)).toContain('Grocer');
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings![0]).toMatch(/fallback/);
    // and when the wasm engine itself fails
    mocked.mockRejectedValueOnce(new Error('wasm failed to load'));
    expect((await extractPdfText(await buildStatementPdf())).warnings).toHaveLength(1);
  });

  it('keeps typed errors: passwords, page limits and unreadable files are not retried', async () => {
    expect(await code(extractPdfText(encrypted()))).toBe('needs_password');
    expect(await code(extractPdfText(encrypted(), { password: 'nope' }))).toBe('wrong_password');
    const ok = await extractPdfText(encrypted(), { password: 's3cret' });
    expect(ok.warnings).toBeUndefined();
    expect(await code(extractPdfText(await buildStatementPdf(), { maxPages: 0 }))).toBe(
      'too_many_pages',
    );
    // PDFium cannot open it, pdf.js neither: pdf.js's verdict stands
    expect(await code(extractPdfText(new TextEncoder().encode('%PDF-1.4 garbage')))).toBe(
      'unreadable_file',
    );
  });

  it('BSP_PDF_TEXT_LAYER=pdfjs forces pdf.js', async () => {
    vi.stubEnv('BSP_PDF_TEXT_LAYER', 'pdfjs');
    const r = await extractPdfText(await buildStatementPdf());
    expect(mocked).not.toHaveBeenCalled();
    expect(r.pages[0]!.words.map((w) => w.text)).toContain('Grocer');
  });
});
