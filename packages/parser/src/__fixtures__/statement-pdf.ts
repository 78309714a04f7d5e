/**
 * Builds small statement PDFs with pdf-lib (invented data) for tests: text drawn word by word at
 * known positions, optionally with a word drawn in kerning-split pieces.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';

export interface PdfLine {
  y: number;
  cells: Array<[x: number, text: string] | [x: number, text: string, 'right']>;
}

export const SAMPLE_LINES: PdfLine[] = [
  { y: 60, cells: [[50, 'Example Community Bank']] },
  { y: 90, cells: [[50, 'Ms Jane Example']] },
  { y: 120, cells: [[50, 'Account number: 12-345-678']] },
  { y: 135, cells: [[50, 'Statement period 1 March 2024 to 31 March 2024']] },
  {
    y: 150,
    cells: [
      [50, 'Opening balance'],
      [300, '1,000.00', 'right'],
    ],
  },
  {
    y: 165,
    cells: [
      [50, 'Closing balance'],
      [300, '1,170.55', 'right'],
    ],
  },
  {
    y: 200,
    cells: [
      [50, 'Date'],
      [110, 'Description'],
      [330, 'Paid out'],
      [410, 'Paid in'],
      [490, 'Balance'],
    ],
  },
  {
    y: 215,
    cells: [
      [50, '01 Mar 24'],
      [110, 'BALANCE BROUGHT FORWARD'],
      [530, '1,000.00', 'right'],
    ],
  },
  {
    y: 230,
    cells: [
      [50, '02 Mar 24'],
      [110, 'Grocer Market'],
      [365, '29.45', 'right'],
      [530, '970.55', 'right'],
    ],
  },
  {
    y: 245,
    cells: [
      [50, '15 Mar 24'],
      [110, 'Salary Example Ltd'],
      [440, '250.00', 'right'],
    ],
  },
  {
    y: 260,
    cells: [
      [110, 'Power Company'],
      [365, '50.00', 'right'],
      [530, '1,170.55', 'right'],
    ],
  },
  {
    y: 275,
    cells: [
      [50, '31 Mar 24'],
      [110, 'BALANCE CARRIED FORWARD'],
      [530, '1,170.55', 'right'],
    ],
  },
];

export async function buildStatementPdf(
  lines: PdfLine[] = SAMPLE_LINES,
  opts: { splitWord?: string } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const size = 9;
  for (const line of lines) {
    for (const cell of line.cells) {
      const [x, text, align] = cell;
      const width = font.widthOfTextAtSize(text, size);
      const x0 = align === 'right' ? x - width : x;
      const y = 842 - line.y;
      if (opts.splitWord && text === opts.splitWord) {
        // draw the word in two pieces that touch (as some generators do for kerning)
        const cut = Math.ceil(text.length / 2);
        const a = text.slice(0, cut);
        page.drawText(a, { x: x0, y, size, font });
        page.drawText(text.slice(cut), { x: x0 + font.widthOfTextAtSize(a, size), y, size, font });
      } else {
        page.drawText(text, { x: x0, y, size, font });
      }
    }
  }
  return doc.save();
}
