/**
 * Amounts printed in another font than their column: a statement PDF generated with pdf-lib
 * (invented data, Helvetica 9 throughout) with one figure re-typed in another font or size is
 * read through the real text layer (PDFium, and pdf.js as the fallback), and exactly that row is
 * named in `document.fontOutliers`; the same statement in one font names none.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { parseStatement } from './index.ts';

type Cell = [x: number, text: string, align?: 'right'];
const OUT = 365;
const IN = 440;
const BAL = 530;

/** [date, description, paid out, paid in, balance] */
const ROWS: Array<[string, string, string, string, string]> = [
  ['02 Mar 24', 'Grocer Market', '29.45', '', '970.55'],
  ['04 Mar 24', 'Coffee House', '4.50', '', '966.05'],
  ['05 Mar 24', 'Salary Example Ltd', '', '250.00', '1,216.05'],
  ['08 Mar 24', 'Power Company', '50.00', '', '1,166.05'],
  ['11 Mar 24', 'Book Shop', '12.99', '', '1,153.06'],
  ['15 Mar 24', 'Refund Example', '', '20.00', '1,173.06'],
  ['18 Mar 24', 'Rail Tickets', '35.10', '', '1,137.96'],
  ['22 Mar 24', 'Phone Bill', '18.00', '', '1,119.96'],
];

interface Retype {
  /** 0-based row of ROWS. */
  row: number;
  /** Which of the row's figures. */
  cell: 'out' | 'in' | 'balance';
  font?: StandardFonts;
  size?: number;
  /** Draw the whole row in this font (a styled line), not only the figure. */
  wholeRow?: boolean;
}

async function statementPdf(rows = ROWS, retype?: Retype): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const helvetica = await doc.embedFont(StandardFonts.Helvetica);
  const other = retype?.font ? await doc.embedFont(retype.font) : helvetica;
  const page = doc.addPage([595, 842]);
  const draw = (y: number, [x, text, align]: Cell, odd = false) => {
    const font = odd ? other : helvetica;
    const size = odd ? (retype?.size ?? 9) : 9;
    const x0 = align === 'right' ? x - font.widthOfTextAtSize(text, size) : x;
    page.drawText(text, { x: x0, y: 842 - y, size, font });
  };
  draw(60, [50, 'Example Community Bank']);
  draw(90, [50, 'Ms Jane Example']);
  draw(120, [50, 'Account number: 12-345-678']);
  draw(135, [50, 'Statement period 1 March 2024 to 31 March 2024']);
  draw(150, [50, 'Opening balance']);
  draw(150, [300, '1,000.00', 'right']);
  draw(165, [50, 'Closing balance']);
  draw(165, [300, rows.at(-1)![4], 'right']);
  for (const [x, text] of [
    [50, 'Date'],
    [110, 'Description'],
    [330, 'Paid out'],
    [410, 'Paid in'],
    [490, 'Balance'],
  ] as const)
    draw(200, [x, text]);
  rows.forEach(([date, description, out, inn, balance], i) => {
    const y = 215 + 15 * i;
    const odd = (cell: Retype['cell']) =>
      retype?.row === i && (retype.wholeRow || retype.cell === cell);
    const whole = retype?.row === i && !!retype.wholeRow;
    draw(y, [50, date], whole);
    draw(y, [110, description], whole);
    if (out) draw(y, [OUT, out, 'right'], odd('out'));
    if (inn) draw(y, [IN, inn, 'right'], odd('in'));
    draw(y, [BAL, balance, 'right'], odd('balance'));
  });
  return doc.save();
}

async function read(bytes: Uint8Array) {
  const result = await parseStatement(bytes, { fileName: 'x.pdf', today: '2026-01-01' });
  expect(result.errors).toEqual([]);
  expect(result.statements).toHaveLength(1);
  expect(result.statements[0]!.transactions).toHaveLength(ROWS.length);
  expect(result.statements[0]!.checks.reconciled).toBe(true);
  return result;
}

describe('amounts in another font (document.fontOutliers)', () => {
  afterEach(() => {
    delete process.env.BSP_PDF_TEXT_LAYER;
  });

  it('names none when the whole table is in one font, and each word carries its font', async () => {
    const result = await parseStatement(await statementPdf(), { keepWords: true });
    expect(result.document?.fontOutliers).toEqual([]);
    const words = result.words![0]!.words;
    expect(words.find((w) => w.text === '29.45')?.font).toBe('Helvetica 9');
  });

  it('names exactly the row whose paid-out amount is re-typed in Times-Roman', async () => {
    const result = await read(
      await statementPdf(ROWS, { row: 4, cell: 'out', font: StandardFonts.TimesRoman }),
    );
    expect(result.document?.fontOutliers).toEqual([
      {
        statement: 0,
        row: 4,
        page: 1,
        bbox: result.statements[0]!.transactions[4]!.bbox,
        cell: 'amount',
        font: 'Times-Roman 9',
        usual: 'Helvetica 9',
        usualCount: 5,
      },
    ]);
  });

  it('names a credit in Courier against the table’s amounts (its own column is too short)', async () => {
    const result = await read(
      await statementPdf(ROWS, { row: 5, cell: 'in', font: StandardFonts.Courier }),
    );
    expect(result.document?.fontOutliers).toEqual([
      expect.objectContaining({
        row: 5,
        cell: 'amount',
        font: 'Courier 9',
        usual: 'Helvetica 9',
        usualCount: 7,
      }),
    ]);
  });

  it('names a balance one point larger, not one 0.2 pt off', async () => {
    const larger = await read(await statementPdf(ROWS, { row: 2, cell: 'balance', size: 10 }));
    expect(larger.document?.fontOutliers).toEqual([
      expect.objectContaining({
        row: 2,
        cell: 'balance',
        font: 'Helvetica 10',
        usual: 'Helvetica 9',
        usualCount: 7,
      }),
    ]);
    const close = await read(await statementPdf(ROWS, { row: 2, cell: 'balance', size: 9.2 }));
    expect(close.document?.fontOutliers).toEqual([]);
  });

  it('takes a row printed in bold throughout for styling, a bold amount alone for an outlier', async () => {
    const bold = StandardFonts.HelveticaBold;
    const styled = await read(
      await statementPdf(ROWS, { row: 3, cell: 'out', font: bold, wholeRow: true }),
    );
    expect(styled.document?.fontOutliers).toEqual([]);
    const alone = await read(await statementPdf(ROWS, { row: 3, cell: 'out', font: bold }));
    expect(alone.document?.fontOutliers).toEqual([
      expect.objectContaining({ row: 3, font: 'Helvetica-Bold 9', usual: 'Helvetica 9' }),
    ]);
  });

  it('says nothing about a table of four rows', async () => {
    const short = ROWS.slice(0, 4);
    const result = await parseStatement(
      await statementPdf(short, { row: 1, cell: 'out', font: StandardFonts.TimesRoman }),
      { today: '2026-01-01' },
    );
    expect(result.statements[0]!.transactions).toHaveLength(4);
    expect(result.document?.fontOutliers).toEqual([]);
  });

  it('finds the same row through the pdf.js fallback', async () => {
    process.env.BSP_PDF_TEXT_LAYER = 'pdfjs';
    const result = await read(
      await statementPdf(ROWS, { row: 4, cell: 'out', font: StandardFonts.TimesRoman }),
    );
    expect(result.document?.fontOutliers).toEqual([
      expect.objectContaining({
        row: 4,
        cell: 'amount',
        font: expect.stringMatching(/\(serif\) 9$/),
      }),
    ]);
  });
});
