/**
 * A synthetic statement with one figure re-typed in another font (tests only): the statement's
 * layout drawn as its own renderer draws it (pdf-lib standard fonts), except one transaction's
 * amount, drawn right-aligned in the same place and size in Courier (Times-Roman on a Courier
 * statement) — what editing one number with other software leaves behind.
 */
import type { SyntheticStatement } from '@bsp/synth';
import { standardFontNames, textWidth } from '@bsp/synth/layout';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const AMOUNT = /^-?[\d,]+\.\d\d$/;

export async function retypedAmountPdf(
  statement: SyntheticStatement,
  /** 0-based transaction of the first statement whose amount is re-typed. */
  row: number,
): Promise<{ bytes: Uint8Array; amount: string; page: number }> {
  const font = statement.truth.synthetic.font as Parameters<typeof standardFontNames>[0];
  const tx = statement.truth.statements[0]!.transactions[row]!;
  const [bx0, by0, bx1, by1] = tx.bbox!;
  // the row's figures are the amount-shaped items inside its box; the amount is the leftmost
  const layout = statement.layout[tx.page - 1]!;
  const figures = layout.items.filter(
    (it) =>
      AMOUNT.test(it.text) && it.x >= bx0 - 1 && it.x <= bx1 && it.y >= by0 && it.y <= by1 + 1,
  );
  const target = figures.sort((a, b) => a.x - b.x)[0];
  if (!target) throw new Error(`row ${row} prints no amount in its box`);

  const doc = await PDFDocument.create();
  const [regularName, boldName] = standardFontNames(font);
  const regular = await doc.embedFont(regularName);
  const bold = await doc.embedFont(boldName);
  const other = await doc.embedFont(
    font === 'courier' ? StandardFonts.TimesRoman : StandardFonts.Courier,
  );
  for (const p of statement.layout) {
    const page = doc.addPage([p.width, p.height]);
    for (const it of p.items) {
      if (it === target) {
        const right = it.x + textWidth(font, it.text, it.size, it.bold);
        const x = right - other.widthOfTextAtSize(it.text, it.size);
        page.drawText(it.text, { x, y: p.height - it.y, size: it.size, font: other });
        continue;
      }
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
  return { bytes: await doc.save(), amount: target.text, page: tx.page };
}
