/** Draw laid-out pages into a text PDF with pdf-lib's standard (non-embedded) fonts. */
import { PDFDocument, rgb } from 'pdf-lib';
import { type FontFamily, type PageLayout, standardFontNames, textWidth } from './layout.ts';

export interface PdfMeta {
  title?: string;
  /** Fixed dates keep the output byte-identical for one seed. */
  date?: Date;
}

export async function renderPdf(
  pages: PageLayout[],
  font: FontFamily,
  meta: PdfMeta = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const [regularName, boldName] = standardFontNames(font);
  const regular = await doc.embedFont(regularName);
  const bold = await doc.embedFont(boldName);
  const date = meta.date ?? new Date('2024-01-01T00:00:00Z');
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  doc.setProducer('bsp synthetic statements');
  doc.setCreator('bsp');
  if (meta.title) doc.setTitle(meta.title);
  for (const p of pages) {
    const page = doc.addPage([p.width, p.height]);
    for (const r of p.rules) {
      page.drawLine({
        start: { x: r.x0, y: p.height - r.y0 },
        end: { x: r.x1, y: p.height - r.y1 },
        thickness: r.width,
        color: rgb(0.4, 0.4, 0.4),
      });
    }
    for (const it of p.items) {
      const f = it.bold ? bold : regular;
      if (it.tracking) {
        let x = it.x;
        for (const ch of it.text) {
          if (ch !== ' ') page.drawText(ch, { x, y: p.height - it.y, size: it.size, font: f });
          x += textWidth(font, ch, it.size, it.bold) + it.tracking;
        }
      } else page.drawText(it.text, { x: it.x, y: p.height - it.y, size: it.size, font: f });
    }
  }
  return doc.save({ useObjectStreams: false });
}
