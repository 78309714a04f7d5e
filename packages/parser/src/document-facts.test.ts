/**
 * What a PDF says about itself (producer, creator, dates, page sizes) reaches the parse result,
 * through PDFium and through the pdf.js fallback alike; an image has none.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { parseStatement } from './index.ts';

async function pdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText('Example Bank statement', { x: 50, y: 780, font, size: 12 });
  doc.addPage([612, 792]).drawText('Page two', { x: 50, y: 700, font, size: 12 });
  doc.setProducer('Microsoft Word');
  doc.setCreator('Example Bank');
  doc.setCreationDate(new Date('2024-05-01T10:00:00Z'));
  doc.setModificationDate(new Date('2024-05-09T10:00:00Z'));
  return doc.save();
}

describe('document facts', () => {
  afterEach(() => {
    delete process.env.BSP_PDF_TEXT_LAYER;
  });

  it.each(['pdfium', 'pdfjs'])('are read by %s', async (engine) => {
    process.env.BSP_PDF_TEXT_LAYER = engine;
    const result = await parseStatement(await pdf(), { fileName: 'x.pdf' });
    expect(result.document).toEqual({
      producer: 'Microsoft Word',
      creator: 'Example Bank',
      creationDate: expect.stringMatching(/^D:20240501/),
      modDate: expect.stringMatching(/^D:20240509/),
      pageSizes: [
        [595, 842],
        [612, 792],
      ],
      // (no transaction table: no amounts to compare)
      fontOutliers: [],
    });
  });
});
