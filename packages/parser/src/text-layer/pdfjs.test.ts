import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildStatementPdf } from '../__fixtures__/statement-pdf.ts';
import { extractPdfWords, PdfTextError } from './pdfjs.ts';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', '__fixtures__');
const encrypted = () => new Uint8Array(readFileSync(join(fixtures, 'encrypted.pdf')));

async function code(p: Promise<unknown>): Promise<string | null> {
  try {
    await p;
    return null;
  } catch (e) {
    return e instanceof PdfTextError ? e.code : 'other';
  }
}

describe('extractPdfWords', () => {
  it('returns words in page points, top-left origin', async () => {
    const r = await extractPdfWords(await buildStatementPdf());
    expect(r.pageCount).toBe(1);
    expect(r.pagesWithoutText).toEqual([]);
    const w = r.pages[0]!.words.find((x) => x.text === 'Grocer')!;
    expect(w.x0).toBeCloseTo(110, 0);
    expect(w.y1).toBeGreaterThan(225);
    expect(w.y1).toBeLessThan(235);
    // pdf.js knows its fonts by load order and family only
    expect(w.font).toBe('font 1 (sans-serif) 9');
  });

  it('joins a word drawn in touching pieces', async () => {
    const r = await extractPdfWords(await buildStatementPdf(undefined, { splitWord: 'Market' }));
    expect(r.pages[0]!.words.map((w) => w.text)).toContain('Market');
  });

  it('reports password problems and unreadable files as typed errors', async () => {
    expect(await code(extractPdfWords(encrypted()))).toBe('needs_password');
    expect(await code(extractPdfWords(encrypted(), { password: 'nope' }))).toBe('wrong_password');
    const ok = await extractPdfWords(encrypted(), { password: 's3cret' });
    expect(ok.pages[0]!.words.length).toBeGreaterThan(10);
    expect(await code(extractPdfWords(new TextEncoder().encode('%PDF-1.4 garbage')))).toBe(
      'unreadable_file',
    );
    expect(await code(extractPdfWords(await buildStatementPdf(), { maxPages: 0 }))).toBe(
      'too_many_pages',
    );
  });
});
