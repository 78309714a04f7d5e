import { describe, expect, it } from 'vitest';
import { generateStatement } from '../synthetic/index.ts';
import { textWidth } from '../synthetic/layout.ts';
import { extractPdfWordsPdfium, PdfiumError } from './pdfium.ts';

describe('PDFium text layer', () => {
  it('returns the words of a synthetic statement with boxes within 1 pt', async () => {
    const s = await generateStatement({ seed: 11, family: 'signed-amount', pages: 2 });
    const out = await extractPdfWordsPdfium(s.files[0]!.bytes);
    expect(out.pageCount).toBe(s.truth.pages);
    const font = s.truth.synthetic.font as 'helvetica' | 'times' | 'courier';
    const page = out.pages[0]!;
    expect(page.source).toBe('text');
    expect(page.width).toBeCloseTo(s.layout[0]!.width, 1);
    let checked = 0;
    for (const it of s.layout[0]!.items.slice(0, 60)) {
      if (it.tracking || it.text.includes(' ')) continue;
      const w = page.words.find(
        (x) => x.text === it.text && Math.abs(x.x0 - it.x) < 1 && Math.abs(x.y1 - it.y) < 4,
      );
      expect(w, it.text).toBeDefined();
      expect(Math.abs(w!.x1 - (it.x + textWidth(font, it.text, it.size, it.bold)))).toBeLessThan(1);
      expect(Math.abs(w!.y1 - (it.y + it.size * 0.2))).toBeLessThan(1);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
    const amount = s.truth.statements[0]!.transactions[0]!.amount.replace('-', '');
    const all = out.pages.flatMap((p) => p.words.map((w) => w.text)).join(' ');
    expect(all.replace(/,/g, '')).toContain(amount);
  });

  it('reports unreadable bytes as data', async () => {
    await expect(
      extractPdfWordsPdfium(new TextEncoder().encode('not a pdf')),
    ).rejects.toBeInstanceOf(PdfiumError);
  });

  it('enforces the page limit', async () => {
    const s = await generateStatement({ seed: 12, family: 'signed-amount', pages: 3 });
    await expect(extractPdfWordsPdfium(s.files[0]!.bytes, { maxPages: 1 })).rejects.toMatchObject({
      code: 'too_many_pages',
    });
  });
});
