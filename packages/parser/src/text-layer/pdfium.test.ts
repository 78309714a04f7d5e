import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateStatement } from '@bsp/synth';
import { textWidth } from '@bsp/synth/layout';
import {
  beginText,
  degrees,
  endText,
  PDFDict,
  PDFDocument,
  PDFName,
  StandardFonts,
  setFontAndSize,
  setTextMatrix,
  showText,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildStatementPdf } from '../__fixtures__/statement-pdf.ts';
import type { Word } from '../words.ts';
import { PdfTextError } from './common.ts';
import { extractPdfWordsPdfium, loadPdfium, PdfiumError } from './pdfium.ts';
import { extractPdfWords } from './pdfjs.ts';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', '__fixtures__');
const encrypted = () => new Uint8Array(readFileSync(join(fixtures, 'encrypted.pdf')));

async function failure(
  p: Promise<unknown>,
): Promise<(PdfTextError & { openFailed?: boolean }) | null> {
  try {
    await p;
    return null;
  } catch (e) {
    if (e instanceof PdfTextError) return e;
    throw e;
  }
}

const LINES = [
  'Opening balance 1,000.00',
  'Grocer Market 29.45',
  'Salary Example Ltd 250.00',
  'Power Company 50.00',
  'Closing balance 1,170.55',
];

/** One page per variant: text drawn so it reads left to right on the displayed page. */
async function rotatedPdf(
  variants: Array<{ rotate: 0 | 90 | 180 | 270; box?: [number, number, number, number] }>,
): Promise<{ bytes: Uint8Array; expected: Array<{ text: string; x0: number; base: number }> }> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  // where each word is on the displayed MediaBox (x from the left, baseline from the top)
  const expected: Array<{ text: string; x0: number; base: number }> = [];
  LINES.forEach((text, i) => {
    let x = 30;
    for (const word of text.split(' ')) {
      expected.push({ text: word, x0: x, base: 60 + 20 * i });
      x += textWidth('helvetica', `${word} `, 10, false); // no kerning, as drawn
    }
  });
  for (const v of variants) {
    const [bx, by, bw, bh] = v.box ?? [0, 0, 400, 600];
    const page = doc.addPage([bw, bh]);
    if (v.box) {
      page.setMediaBox(bx, by, bw, bh);
      page.setCropBox(bx + 5, by + 10, bw - 20, bh - 30);
    }
    page.setRotation(degrees(v.rotate));
    // displayed (x, baseline from the top) → user-space origin of the baseline
    LINES.forEach((text, i) => {
      const x = 30;
      const yTop = 60 + 20 * i; // baseline, from the displayed top
      let ux: number;
      let uy: number;
      if (v.rotate === 0) [ux, uy] = [bx + x, by + bh - yTop];
      else if (v.rotate === 90) [ux, uy] = [bx + yTop, by + x];
      else if (v.rotate === 180) [ux, uy] = [bx + bw - x, by + yTop];
      else [ux, uy] = [bx + bw - yTop, by + bh - x];
      page.drawText(text, { x: ux, y: uy, size: 10, font, rotate: degrees(v.rotate) });
    });
  }
  return { bytes: await doc.save(), expected };
}

/** Words of `a` without a same-text word in `b` whose x0 is within `dx` and y1 within 0.5 pt. */
function unmatched(a: Word[], b: Word[], dx: number): string[] {
  return a
    .filter(
      (w) =>
        !b.some(
          (x) => x.text === w.text && Math.abs(x.x0 - w.x0) < dx && Math.abs(x.y1 - w.y1) < 0.5,
        ),
    )
    .map((w) => `${w.text}@${w.x0.toFixed(1)},${w.y1.toFixed(1)}`);
}

describe('PDFium text layer', () => {
  it('returns the words of a synthetic statement with boxes within 1 pt', async () => {
    const s = await generateStatement({ seed: 11, family: 'signed-amount', pages: 2 });
    const out = await extractPdfWordsPdfium(s.files[0]!.bytes);
    expect(out.pageCount).toBe(s.truth.pages);
    expect(out.pagesWithoutText).toEqual([]);
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

  it('matches the pdf.js extractor on a plain statement page', async () => {
    const bytes = await buildStatementPdf(undefined, { splitWord: 'Market' });
    const a = await extractPdfWordsPdfium(bytes);
    const b = await extractPdfWords(bytes);
    expect(a.pages[0]!.width).toBeCloseTo(b.pages[0]!.width, 3);
    expect(a.pages[0]!.height).toBeCloseTo(b.pages[0]!.height, 3);
    expect(a.pages[0]!.words.map((w) => w.text)).toEqual(b.pages[0]!.words.map((w) => w.text));
    // pdf.js places words inside a run by character count, so its x0 drifts by a few points
    expect(unmatched(a.pages[0]!.words, b.pages[0]!.words, 8)).toEqual([]);
  });

  it('puts words in displayed-page coordinates for /Rotate 90/180/270 and offset boxes', async () => {
    const { bytes, expected } = await rotatedPdf([
      { rotate: 0 },
      { rotate: 90 },
      { rotate: 180 },
      { rotate: 270 },
      { rotate: 0, box: [100, 200, 400, 600] },
      { rotate: 90, box: [-50, 30, 400, 600] },
    ]);
    const a = await extractPdfWordsPdfium(bytes);
    const b = await extractPdfWords(bytes);
    expect(a.pageCount).toBe(6);
    for (let i = 0; i < a.pageCount; i++) {
      const pa = a.pages[i]!;
      const pb = b.pages[i]!;
      expect([pa.width, pa.height], `page ${i + 1}`).toEqual([pb.width, pb.height]);
      expect(pa.words.map((w) => w.text)).toEqual(LINES.join(' ').split(' '));
      expect(unmatched(pa.words, pb.words, 8), `page ${i + 1}`).toEqual([]);
      // the visible box is the CropBox: on page 5 its displayed top edge is 20 pt below the
      // MediaBox's and its left edge 5 pt in; on page 6 (turned 90°) its displayed left edge is
      // the CropBox's bottom (10 pt in) and its displayed top its left edge (5 pt in)
      const [dx, dy] = [
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
        [5, 20],
        [10, 5],
      ][i]!;
      const truth = expected.map((w) => ({
        text: w.text,
        x0: w.x0 - dx!,
        x1: 0,
        y0: 0,
        y1: w.base - dy! + 10 * 0.2,
        confidence: 1,
      }));
      expect(unmatched(pa.words, truth, 0.5), `page ${i + 1}`).toEqual([]);
    }
  });

  it('leaves out text that does not run left to right (watermarks, margins)', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([400, 600]);
    page.drawText('Statement of account', { x: 30, y: 500, size: 10, font });
    page.drawText('SPECIMEN COPY', { x: 100, y: 200, size: 40, font, rotate: degrees(45) });
    page.drawText('Printed sideways', { x: 380, y: 100, size: 8, font, rotate: degrees(90) });
    const out = await extractPdfWordsPdfium(await doc.save());
    expect(out.pages[0]!.words.map((w) => w.text)).toEqual(['Statement', 'of', 'account']);
  });

  it('sizes words by the text matrix when the font size is 1 (`/F 1 Tf 9 0 0 9 x y Tm`)', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([400, 600]);
    const name = page.node.newFontDictionary('F1', font.ref);
    // glyph by glyph with 0.5 pt tracking, as some banks draw their labels
    let x = 50;
    for (const ch of 'Balance') {
      page.pushOperators(
        beginText(),
        setFontAndSize(name, 1),
        setTextMatrix(9, 0, 0, 9, x, 500),
        showText(font.encodeText(ch)),
        endText(),
      );
      x += font.widthOfTextAtSize(ch, 9) + 0.5;
    }
    page.pushOperators(
      beginText(),
      setFontAndSize(name, 1),
      setTextMatrix(9, 0, 0, 9, 200, 500),
      showText(font.encodeText('1,234.56')),
      endText(),
    );
    const w = (await extractPdfWordsPdfium(await doc.save())).pages[0]!.words;
    expect(w.map((x) => x.text)).toEqual(['Balance', '1,234.56']);
    expect(w[0]!.y1 - w[0]!.y0).toBeCloseTo(9, 1);
    expect(w[0]!.y1).toBeCloseTo(600 - 500 + 9 * 0.2, 1);
    // the font, read once per text object, is sized by the matrix too
    expect(w.map((x) => x.font)).toEqual(['Helvetica 9', 'Helvetica 9']);
  });

  it('gives each word its font; a word drawn in two fonts names both', async () => {
    const doc = await PDFDocument.create();
    const helvetica = await doc.embedFont(StandardFonts.Helvetica);
    const times = await doc.embedFont(StandardFonts.TimesRoman);
    const page = doc.addPage([400, 600]);
    page.drawText('Balance 1,2', { x: 50, y: 500, size: 9, font: helvetica });
    const x = 50 + helvetica.widthOfTextAtSize('Balance 1,2', 9);
    page.drawText('34.56', { x, y: 500, size: 9, font: times });
    page.drawText('78.90', { x: 200, y: 500, size: 8.5, font: times });
    await helvetica.embed();
    // a subset font's name carries a six-letter tag: the same font with any tag
    doc.context
      .lookup(helvetica.ref, PDFDict)
      .set(PDFName.of('BaseFont'), PDFName.of('ABCDEF+Helvetica'));
    const w = (await extractPdfWordsPdfium(await doc.save())).pages[0]!.words;
    expect(w.map((x) => [x.text, x.font])).toEqual([
      ['Balance', 'Helvetica 9'],
      ['1,234.56', 'Helvetica 9 + Times-Roman 9'],
      ['78.90', 'Times-Roman 8.5'],
    ]);
  });

  it('maps symbol-font digits in U+F020–U+F0FF back to ASCII', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([400, 600]);
    // a ToUnicode map sending every byte c to U+F000 + c (what some symbol fonts declare)
    const cmap = [
      '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
      '/CMapName /Sym def /CMapType 2 def',
      '1 begincodespacerange <00> <FF> endcodespacerange',
      '1 beginbfrange <20> <7E> <F020> endbfrange',
      'endcmap CMapName currentdict /CMap defineresource pop end end',
    ].join('\n');
    page.drawText('Total 1,234.56', { x: 30, y: 500, size: 10, font });
    await font.embed();
    const dict = doc.context.lookup(font.ref, PDFDict);
    dict.set(PDFName.of('ToUnicode'), doc.context.register(doc.context.flateStream(cmap)));
    const out = await extractPdfWordsPdfium(await doc.save());
    expect(out.pages[0]!.words.map((w) => w.text)).toEqual(['Total', '1,234.56']);
  });

  it('lists pages with (almost) no text for OCR', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage([400, 600]).drawText(LINES.join(' '), { x: 10, y: 500, size: 8, font });
    doc.addPage([400, 600]);
    doc.addPage([400, 600]).drawText('Page 3 of 3', { x: 10, y: 20, size: 8, font });
    const out = await extractPdfWordsPdfium(await doc.save());
    expect(out.pagesWithoutText).toEqual([2, 3]);
    expect(out.pages[1]!.words).toEqual([]);
  });

  it('reports password problems, unreadable files, limits and timeouts as typed errors', async () => {
    expect((await failure(extractPdfWordsPdfium(encrypted())))?.code).toBe('needs_password');
    const wrong = await failure(extractPdfWordsPdfium(encrypted(), { password: 'nope' }));
    expect(wrong).toBeInstanceOf(PdfiumError);
    expect(wrong?.code).toBe('wrong_password');
    expect(wrong?.openFailed).toBe(false);
    expect(wrong?.message).not.toContain('nope');
    const ok = await extractPdfWordsPdfium(encrypted(), { password: 's3cret' });
    expect(ok.pages[0]!.words.length).toBeGreaterThan(10);
    for (const junk of ['not a pdf', '%PDF-1.4 garbage', '']) {
      const e = await failure(extractPdfWordsPdfium(new TextEncoder().encode(junk)));
      expect(e?.code).toBe('unreadable_file');
      expect(e?.openFailed).toBe(true);
    }
    const s = await generateStatement({ seed: 12, family: 'signed-amount', pages: 3 });
    const bytes = s.files[0]!.bytes;
    expect((await failure(extractPdfWordsPdfium(bytes, { maxPages: 1 })))?.code).toBe(
      'too_many_pages',
    );
    let calls = 0;
    const stop = await failure(extractPdfWordsPdfium(bytes, { shouldStop: () => ++calls > 1 }));
    expect(stop?.code).toBe('timeout');
  });

  it('frees its wasm memory and reuses one module instance', async () => {
    const ex = await loadPdfium();
    expect(await loadPdfium()).toBe(ex);
    const bytes = (await generateStatement({ seed: 13, family: 'signed-amount', pages: 4 }))
      .files[0]!.bytes;
    await extractPdfWordsPdfium(bytes);
    await failure(extractPdfWordsPdfium(encrypted(), { password: 'nope' }));
    const probe = ex.malloc(bytes.length * 4);
    ex.free(probe);
    for (let i = 0; i < 5; i++) {
      await extractPdfWordsPdfium(bytes);
      await failure(extractPdfWordsPdfium(bytes, { maxPages: 1 }));
    }
    // everything was freed: a block as large as before still lands at the same address
    const again = ex.malloc(bytes.length * 4);
    ex.free(again);
    expect(again).toBe(probe);
  });
});
