/**
 * Amounts printed in another font than their column: statement PDFs generated with pdf-lib
 * (invented data, Helvetica 9 unless a test says otherwise) are read through the real text layer
 * (PDFium, and pdf.js as the fallback). A figure re-typed in another font or size is named in
 * `document.fontOutliers`, exactly that row; the same statement in one font names none, nor do
 * the ways banks' own files mix fonts (a page in its own font, a column in its own weight, a row
 * in bold throughout).
 */
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { parseStatement } from './index.ts';

type Part = 'date' | 'description' | 'out' | 'in' | 'balance';
interface Row {
  date: string;
  description: string;
  out: string;
  in: string;
  balance: string;
}

const OPENING = 100_000;
const money = (minor: number) =>
  (minor / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rows with their running balance from an opening of 1,000.00; amounts in pence, out < 0. */
function ledger(entries: Array<[string, string, number]>): Row[] {
  let balance = OPENING;
  return entries.map(([date, description, minor]) => {
    balance += minor;
    return {
      date,
      description,
      out: minor < 0 ? money(-minor) : '',
      in: minor > 0 ? money(minor) : '',
      balance: money(balance),
    };
  });
}

/** 6 payments out, 2 in. */
const ENTRIES: Array<[string, string, number]> = [
  ['02 Mar 24', 'Grocer Market', -2945],
  ['04 Mar 24', 'Coffee House', -450],
  ['05 Mar 24', 'Salary Example Ltd', 25000],
  ['08 Mar 24', 'Power Company', -5000],
  ['11 Mar 24', 'Book Shop', -1299],
  ['15 Mar 24', 'Refund Example', 2000],
  ['18 Mar 24', 'Rail Tickets', -3510],
  ['22 Mar 24', 'Phone Bill', -1800],
];
const ROWS = ledger(ENTRIES);

interface Options {
  /** The font a part of a row is drawn in (Helvetica 9 when unset). */
  fontOf?: (row: number, part: Part) => { font: StandardFonts; size?: number } | undefined;
  /** Rows from this index are printed on a second page, under the header again. */
  page2From?: number;
}

async function statementPdf(rows: Row[], opts: Options = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = new Map<StandardFonts, PDFFont>();
  const fontFor = async (name: StandardFonts) => {
    if (!fonts.has(name)) fonts.set(name, await doc.embedFont(name));
    return fonts.get(name)!;
  };
  let page = doc.addPage([595, 842]);
  const draw = async (
    y: number,
    x: number,
    text: string,
    right = false,
    how?: { font: StandardFonts; size?: number },
  ) => {
    const font = await fontFor(how?.font ?? StandardFonts.Helvetica);
    const size = how?.size ?? 9;
    const x0 = right ? x - font.widthOfTextAtSize(text, size) : x;
    page.drawText(text, { x: x0, y: 842 - y, size, font });
  };
  const header = async (y: number) => {
    for (const [x, text] of [
      [50, 'Date'],
      [110, 'Description'],
      [330, 'Paid out'],
      [410, 'Paid in'],
      [490, 'Balance'],
    ] as const)
      await draw(y, x, text);
  };
  await draw(60, 50, 'Example Community Bank');
  await draw(90, 50, 'Ms Jane Example');
  await draw(120, 50, 'Account number: 12-345-678');
  await draw(135, 50, 'Statement period 1 March 2024 to 31 March 2024');
  await draw(150, 50, 'Opening balance');
  await draw(150, 300, money(OPENING), true);
  await draw(165, 50, 'Closing balance');
  await draw(165, 300, rows.at(-1)!.balance, true);
  await header(200);
  let y = 215;
  for (const [i, r] of rows.entries()) {
    if (i === opts.page2From) {
      page = doc.addPage([595, 842]);
      await header(60);
      y = 75;
    }
    const how = (part: Part) => opts.fontOf?.(i, part);
    await draw(y, 50, r.date, false, how('date'));
    await draw(y, 110, r.description, false, how('description'));
    if (r.out) await draw(y, 365, r.out, true, how('out'));
    if (r.in) await draw(y, 440, r.in, true, how('in'));
    await draw(y, 530, r.balance, true, how('balance'));
    y += 15;
  }
  return doc.save();
}

/** Only `part` of `row` in `font` (and size). */
const only =
  (row: number, part: Part, font: StandardFonts, size?: number): Options['fontOf'] =>
  (i, p) =>
    i === row && p === part ? { font, ...(size ? { size } : {}) } : undefined;

async function read(bytes: Uint8Array, rows = ROWS) {
  const result = await parseStatement(bytes, { fileName: 'x.pdf', today: '2026-01-01' });
  expect(result.errors).toEqual([]);
  expect(result.statements).toHaveLength(1);
  expect(result.statements[0]!.transactions).toHaveLength(rows.length);
  expect(result.statements[0]!.checks.reconciled).toBe(true);
  return result;
}

describe('amounts in another font (document.fontOutliers)', () => {
  afterEach(() => {
    delete process.env.BSP_PDF_TEXT_LAYER;
  });

  it('names none when the whole table is in one font, and each word carries its font', async () => {
    const result = await parseStatement(await statementPdf(ROWS), { keepWords: true });
    expect(result.document?.fontOutliers).toEqual([]);
    const words = result.words![0]!.words;
    expect(words.find((w) => w.text === '29.45')?.font).toBe('Helvetica 9');
  });

  it('names exactly the row whose paid-out amount is re-typed in Times-Roman', async () => {
    const pdf = await statementPdf(ROWS, { fontOf: only(4, 'out', StandardFonts.TimesRoman) });
    const result = await read(pdf);
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
    const pdf = await statementPdf(ROWS, { fontOf: only(5, 'in', StandardFonts.Courier) });
    const result = await read(pdf);
    expect(result.document?.fontOutliers).toEqual([
      expect.objectContaining({ row: 5, font: 'Courier 9', usual: 'Helvetica 9', usualCount: 7 }),
    ]);
  });

  it('names a balance one point larger, not one 0.2 pt off', async () => {
    const larger = await read(
      await statementPdf(ROWS, { fontOf: only(2, 'balance', StandardFonts.Helvetica, 10) }),
    );
    expect(larger.document?.fontOutliers).toEqual([
      expect.objectContaining({ row: 2, cell: 'balance', font: 'Helvetica 10', usualCount: 7 }),
    ]);
    const close = await read(
      await statementPdf(ROWS, { fontOf: only(2, 'balance', StandardFonts.Helvetica, 9.2) }),
    );
    expect(close.document?.fontOutliers).toEqual([]);
  });

  it('takes a row printed in bold throughout for styling, a bold amount alone for an outlier', async () => {
    const bold = StandardFonts.HelveticaBold;
    const styled = await read(
      await statementPdf(ROWS, {
        fontOf: (i) => (i === 3 ? { font: bold } : undefined),
      }),
    );
    expect(styled.document?.fontOutliers).toEqual([]);
    const alone = await read(await statementPdf(ROWS, { fontOf: only(3, 'out', bold) }));
    expect(alone.document?.fontOutliers).toEqual([
      expect.objectContaining({ row: 3, font: 'Helvetica-Bold 9', usual: 'Helvetica 9' }),
    ]);
  });

  it('leaves a column in a weight of its own alone, not a column in another font', async () => {
    // savings: interest paid in, in bold, month after month; one transfer out, in regular
    const savings = ledger([
      ...[1, 2, 3, 4, 5, 6].map((m): [string, string, number] => [
        `0${m} Mar 24`,
        'Interest',
        4800 + m,
      ]),
      ['20 Mar 24', 'Transfer To Current', -50000],
    ]);
    const boldIn: Options['fontOf'] = (_, part) =>
      part === 'in' ? { font: StandardFonts.HelveticaBold } : undefined;
    const result = await read(await statementPdf(savings, { fontOf: boldIn }), savings);
    expect(result.document?.fontOutliers).toEqual([]);
    const courier = await read(
      await statementPdf(savings, {
        fontOf: (i, part) =>
          i === 6 && part === 'out' ? { font: StandardFonts.Courier } : boldIn(i, part),
      }),
      savings,
    );
    expect(courier.document?.fontOutliers).toEqual([
      expect.objectContaining({ row: 6, font: 'Courier 9', usual: 'Helvetica-Bold 9' }),
    ]);
  });

  it('leaves a page printed in a font of its own alone', async () => {
    const all = ledger([
      ...ENTRIES,
      ['25 Mar 24', 'Cinema', -1400],
      ['26 Mar 24', 'Bakery', -320],
      ['28 Mar 24', 'Gift Received', 4000],
      ['29 Mar 24', 'Pharmacy', -785],
    ]);
    // the second page (5 payments out, 1 in) entirely in Courier
    const page2: Options['fontOf'] = (i) => (i >= 6 ? { font: StandardFonts.Courier } : undefined);
    const result = await read(await statementPdf(all, { page2From: 6, fontOf: page2 }), all);
    expect(result.statements[0]!.transactions[6]!.page).toBe(2);
    expect(result.document?.fontOutliers).toEqual([]);
  });

  it('says nothing about a table of four rows', async () => {
    const short = ROWS.slice(0, 4);
    const result = await read(
      await statementPdf(short, { fontOf: only(1, 'out', StandardFonts.TimesRoman) }),
      short,
    );
    expect(result.document?.fontOutliers).toEqual([]);
  });

  it('finds the same row through the pdf.js fallback', async () => {
    process.env.BSP_PDF_TEXT_LAYER = 'pdfjs';
    const pdf = await statementPdf(ROWS, { fontOf: only(4, 'out', StandardFonts.TimesRoman) });
    const result = await read(pdf);
    expect(result.document?.fontOutliers).toEqual([
      expect.objectContaining({ row: 4, cell: 'amount', font: 'font 2 (serif) 9' }),
    ]);
  });
});
