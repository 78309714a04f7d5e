import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildStatementPdf } from './__fixtures__/statement-pdf.ts';
import { type OcrEngine, parseStatementWith } from './parse-statement.ts';
import { pageWords, right } from './testing/page-words.ts';
import { warmUpPdf } from './warm-up-pdf.ts';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__');
const noOcr = { ocr: null };

describe('parseStatement', () => {
  it('parses a text PDF end to end', async () => {
    const r = await parseStatementWith(await buildStatementPdf(), { fileName: 'a.pdf' }, noOcr);
    expect(r.errors).toEqual([]);
    expect(r).toMatchObject({ file: 'a.pdf', pages: 1, method: 'text' });
    const s = r.statements[0]!;
    expect(s.accountNumber).toBe('12-345-678');
    expect(s.transactions).toHaveLength(3);
    expect(s.checks.reconciled).toBe(true);
  });

  it('returns errors as data', async () => {
    const bad = await parseStatementWith(new TextEncoder().encode('hello'), {}, noOcr);
    expect(bad.errors[0]!.code).toBe('unsupported_type');
    const enc = new Uint8Array(readFileSync(join(fixtures, 'encrypted.pdf')));
    const locked = await parseStatementWith(enc, {}, noOcr);
    expect(locked.errors[0]!.code).toBe('needs_password');
    const wrong = await parseStatementWith(enc, { password: 'x' }, noOcr);
    expect(wrong.errors[0]!.code).toBe('wrong_password');
    expect(JSON.stringify(wrong)).not.toContain('"x"');
    const open = await parseStatementWith(enc, { password: 's3cret' }, noOcr);
    expect(open.statements[0]!.checks.reconciled).toBe(true);
  });

  it('says why no transactions were found', async () => {
    const pdf = await buildStatementPdf([
      { y: 100, cells: [[50, 'Nothing to see here at all, really nothing']] },
    ]);
    const r = await parseStatementWith(pdf, {}, noOcr);
    expect(r.errors[0]!.code).toBe('no_transactions_found');
    expect(r.errors[0]!.message).toMatch(/table/);
  });

  it('uses OCR for images and reports the method', async () => {
    const fake: OcrEngine = {
      ocrPdfPages: async () => ({ pages: [], errors: [] }),
      ocrImage: async () => ({
        pages: [
          pageWords(
            1,
            [
              { y: 40, cells: [[50, 'Opening balance'], right(540, '10.00')] },
              { y: 50, cells: [[50, 'Closing balance'], right(540, '5.00')] },
              {
                y: 80,
                cells: [
                  [50, 'Date'],
                  [110, 'Description'],
                  [330, 'Debit'],
                  [410, 'Credit'],
                  [500, 'Balance'],
                ],
              },
              {
                y: 95,
                cells: [[50, '01/02/2024'], [110, 'Fee'], right(360, '5.00'), right(540, '5.00')],
                confidence: 0.4,
              },
            ],
            { source: 'ocr' },
          ),
        ],
        errors: [],
        warnings: ['Page 1: 1 amount was misread by OCR and repaired ("5OO" as 5.00)'],
      }),
    };
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const r = await parseStatementWith(png, {}, { ocr: fake });
    expect(r.method).toBe('ocr');
    // what OCR repaired is reported with the result
    expect(r.warnings).toContain(
      'Page 1: 1 amount was misread by OCR and repaired ("5OO" as 5.00)',
    );
    const s = r.statements[0]!;
    expect(s.transactions[0]!.confidence).toBeLessThan(0.5);
    expect(s.checks.issues.map((i) => i.code)).toContain('low_confidence');
  });

  it('enforces the time limit', async () => {
    const slow: OcrEngine = {
      ocrPdfPages: async () => ({ pages: [], errors: [] }),
      ocrImage: () =>
        new Promise((resolve) => setTimeout(() => resolve({ pages: [], errors: [] }), 2000)),
    };
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const r = await parseStatementWith(png, { timeoutMs: 50 }, { ocr: slow });
    expect(r.errors[0]!.code).toBe('timeout');
  });
});

describe('warm-up statement', () => {
  it('is a valid text PDF that parses and reconciles (it exercises the whole text path)', async () => {
    const r = await parseStatementWith(warmUpPdf(), {}, { ocr: null });
    expect(r.errors).toEqual([]);
    expect(r.method).toBe('text');
    const s = r.statements[0]!;
    expect(s.transactions).toHaveLength(40);
    expect(s.accountNumber).toBe('12345678');
    expect(s.checks.reconciled).toBe(true);
  });
});
