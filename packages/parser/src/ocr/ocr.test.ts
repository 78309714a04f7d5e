import { existsSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageWords } from '../words.ts';
import { compileTesseractCore, tesseractCoreName, tesseractCoreWasmPath } from './core.ts';
import { statementPng } from './fixtures.ts';
import { configureOcrPool, ocrImage, ocrPdfPages, shutdownOcr, warmUpOcr } from './index.ts';
import { warmUpRaster } from './warm-up.ts';

afterAll(async () => {
  await shutdownOcr();
});

const texts = (p: PageWords) => p.words.map((w) => w.text);
const AMOUNTS = ['1,250.00', '-45.20', '1,204.80', '2,100.00', '3,304.80', '-950.00', '2,354.80'];

function expectSaneWords(p: PageWords): void {
  expect(p.source).toBe('ocr');
  expect(p.words.length).toBeGreaterThan(15);
  for (const w of p.words) {
    expect(w.x0).toBeGreaterThanOrEqual(0);
    expect(w.y0).toBeGreaterThanOrEqual(0);
    expect(w.x1).toBeGreaterThan(w.x0);
    expect(w.y1).toBeGreaterThan(w.y0);
    expect(w.x1).toBeLessThanOrEqual(p.width + 1);
    expect(w.y1).toBeLessThanOrEqual(p.height + 1);
    expect(w.confidence).toBeGreaterThanOrEqual(0);
    expect(w.confidence).toBeLessThanOrEqual(1);
  }
}

describe('ocrImage', { timeout: 60_000 }, () => {
  it('reads dates, descriptions and amounts with boxes in page points', async () => {
    const progress: number[] = [];
    const { pages, errors } = await ocrImage(statementPng(), {
      onProgress: (_s, pct) => progress.push(pct),
    });
    expect(errors).toEqual([]);
    expect(pages).toHaveLength(1);
    const page = pages[0]!;
    expect(page.width).toBe(960); // 72 dpi: pixels = points
    expectSaneWords(page);
    const t = texts(page);
    for (const a of AMOUNTS) expect(t).toContain(a);
    for (const w of ['05/01/2024', 'GROCERY', 'SALARY', 'RENT']) expect(t).toContain(w);
    // "GROCERY" is drawn at x=230, baseline y=208 (22 px font): its box must be right there.
    const g = page.words.find((w) => w.text === 'GROCERY')!;
    expect(g.x0).toBeGreaterThan(222);
    expect(g.x0).toBeLessThan(238);
    expect(g.y1).toBeGreaterThan(200);
    expect(g.y1).toBeLessThan(214);
    expect(g.confidence).toBeGreaterThan(0.8);
    expect(progress.at(-1)).toBe(100);
  });

  it('deskews a page rotated by 4° and still reads the amounts', async () => {
    const { pages, errors } = await ocrImage(statementPng({ rotateDegrees: 4 }));
    expect(errors).toEqual([]);
    const t = texts(pages[0]!);
    const found = AMOUNTS.filter((a) => t.includes(a));
    expect(found.length).toBeGreaterThanOrEqual(6);
  });

  it('reads every page of a multi-page TIFF', async () => {
    const tiff = await sharp([statementPng(), statementPng({ fontPx: 18 })], {
      join: { animated: true },
    })
      .tiff({ compression: 'lzw' })
      .toBuffer();
    const { pages, errors } = await ocrImage(tiff);
    expect(errors).toEqual([]);
    expect(pages.map((p) => p.page)).toEqual([1, 2]);
    for (const p of pages) expect(texts(p)).toContain('-950.00');
  });

  it('returns errors as data for corrupt, unsupported and oversized input', async () => {
    const png = statementPng();
    const corrupt = Buffer.concat([png.subarray(0, 60), Buffer.alloc(300, 3)]);
    expect((await ocrImage(corrupt)).errors[0]?.code).toBe('unreadable_file');
    expect((await ocrImage(Buffer.from('hello'))).errors[0]?.code).toBe('unsupported_type');
    const big = await ocrImage(png, { maxPixels: 10_000 });
    expect(big.pages).toEqual([]);
    expect(big.errors[0]?.code).toBe('image_too_large');
  });

  it('times out a page, kills the worker, and recovers on the next call', async () => {
    const slow = await ocrImage(statementPng(), { pageTimeoutMs: 1 });
    expect(slow.errors[0]?.code).toBe('timeout');
    expect(slow.pages).toEqual([]);
    const again = await ocrImage(statementPng());
    expect(again.errors).toEqual([]);
    expect(texts(again.pages[0]!)).toContain('2,354.80');
  });

  it('loads extra languages offline', async () => {
    const { pages, errors } = await ocrImage(statementPng(), { languages: ['eng', 'deu'] });
    expect(errors).toEqual([]);
    expect(texts(pages[0]!)).toContain('GROCERY');
  });
});

describe('OCR worker start', { timeout: 60_000 }, () => {
  it('uses an LSTM-only core build this runtime can compile', () => {
    expect(tesseractCoreName()).toMatch(/^tesseract-core-(relaxedsimd-|simd-)?lstm$/);
    expect(existsSync(tesseractCoreWasmPath())).toBe(true);
    expect(compileTesseractCore()).toBeInstanceOf(Object);
  });

  it('draws a warm-up page of dark digits on white', () => {
    const r = warmUpRaster(4);
    expect(r.data.length).toBe(r.width * r.height);
    const ink = r.data.filter((v) => v < 128).length;
    expect(ink / r.data.length).toBeGreaterThan(0.03);
    expect(ink / r.data.length).toBeLessThan(0.3);
    expect(r.data[0]).toBe(255); // white margin
  });

  it('warms up, then reads a page; a worker started after shutdown reads it alike', async () => {
    await warmUpOcr();
    const first = await ocrImage(statementPng());
    expect(first.errors).toEqual([]);
    await shutdownOcr();
    const again = await ocrImage(statementPng());
    expect(again.errors).toEqual([]);
    expect(texts(again.pages[0]!)).toEqual(texts(first.pages[0]!));
    for (const a of AMOUNTS) expect(texts(again.pages[0]!)).toContain(a);
  });

  it('reads two images side by side with two workers, each its own words', async () => {
    const full = statementPng();
    const top = await sharp(full).extract({ left: 0, top: 0, width: 960, height: 190 }).toBuffer();
    const alone = [await ocrImage(full), await ocrImage(top)];
    configureOcrPool({ size: 2 });
    try {
      const together = await Promise.all([ocrImage(full), ocrImage(top), ocrImage(full)]);
      expect(together.map((r) => r.errors)).toEqual([[], [], []]);
      expect(texts(together[0]!.pages[0]!)).toEqual(texts(alone[0]!.pages[0]!));
      expect(texts(together[1]!.pages[0]!)).toEqual(texts(alone[1]!.pages[0]!));
      expect(texts(together[2]!.pages[0]!)).toEqual(texts(alone[0]!.pages[0]!));
      expect(texts(together[0]!.pages[0]!)).toContain('2,354.80');
      expect(texts(together[1]!.pages[0]!)).not.toContain('2,354.80');
    } finally {
      configureOcrPool({ size: 1 });
      await shutdownOcr();
    }
  });

  it('never throws from a warm-up', async () => {
    await expect(warmUpOcr({ languages: ['xx'] })).resolves.toBeUndefined();
  });
});

describe('ocrPdfPages', { timeout: 60_000 }, () => {
  async function imageOnlyPdf(): Promise<Uint8Array> {
    const doc = await PDFDocument.create();
    const png = await doc.embedPng(statementPng());
    // 960×340 px placed at 2× density: a 480×170 pt page.
    const page = doc.addPage([480, 170]);
    page.drawImage(png, { x: 0, y: 0, width: 480, height: 170 });
    doc.addPage([480, 170]);
    return doc.save();
  }

  it('renders and OCRs chosen pages, boxes in PDF points', async () => {
    const pdf = await imageOnlyPdf();
    const { pages, errors } = await ocrPdfPages(pdf, [1, 7]);
    expect(pages).toHaveLength(1);
    const p = pages[0]!;
    expect(p.width).toBe(480);
    expect(p.height).toBe(170);
    expectSaneWords(p);
    expect(texts(p)).toContain('-950.00');
    const g = p.words.find((w) => w.text === 'GROCERY')!;
    expect(g.x0).toBeGreaterThan(110);
    expect(g.x0).toBeLessThan(120);
    expect(errors.map((e) => e.code)).toEqual(['unreadable_file']); // page 7 does not exist
  });

  it('reports an unreadable PDF', async () => {
    const r = await ocrPdfPages(Buffer.from('%PDF-1.7\ngarbage'), [1]);
    expect(r.errors[0]?.code).toBe('unreadable_file');
  });
});
