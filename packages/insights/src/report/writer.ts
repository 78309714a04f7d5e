/**
 * A cursor over A4 pages: text, wrapped paragraphs, headings and rules flow downwards and a new
 * page starts when the next block does not fit. The header and the "Page N of M" footer are
 * drawn on every page at the end, once the page count is known. All text is made encodable here.
 */
import { type Color, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { humanDate } from '../analytics/common.ts';
import type { ReportModel } from './model.ts';
import { type Charset, pdfMoney, pdfSafeText } from './text.ts';
import { wrapText } from './wrap.ts';

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
const HEADER_HEIGHT = 24;
const FOOTER_HEIGHT = 30;
export const CONTENT_TOP = A4[1] - MARGIN - HEADER_HEIGHT;
export const CONTENT_BOTTOM = MARGIN + FOOTER_HEIGHT;
export const CONTENT_WIDTH = A4[0] - 2 * MARGIN;

export const INK = rgb(0.13, 0.13, 0.15);
export const MUTED = rgb(0.42, 0.44, 0.48);
export const RULE = rgb(0.82, 0.84, 0.87);
export const BODY_SIZE = 9.5;

export type FontStyle = 'regular' | 'bold' | 'italic';

export interface TextOptions {
  x?: number;
  size?: number;
  style?: FontStyle;
  color?: Color;
  /** With `width`: right-aligns inside [x, x + width]. */
  align?: 'left' | 'right';
  width?: number;
}

export class ReportWriter {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  /** Baseline position of the next block's top, in PDF points from the bottom. */
  y = CONTENT_TOP;

  readonly doc: PDFDocument;
  private readonly fonts: Record<FontStyle, PDFFont>;
  private readonly charset: Charset;
  private readonly model: ReportModel;

  private constructor(doc: PDFDocument, fonts: Record<FontStyle, PDFFont>, model: ReportModel) {
    this.doc = doc;
    this.fonts = fonts;
    this.charset = new Set(fonts.regular.getCharacterSet());
    this.model = model;
    this.newPage();
  }

  static async create(model: ReportModel): Promise<ReportWriter> {
    // no automatic metadata: pdf-lib would stamp the clock's time; the model's date is used instead
    const doc = await PDFDocument.create({ updateMetadata: false });
    const fonts = {
      regular: await doc.embedFont(StandardFonts.Helvetica),
      bold: await doc.embedFont(StandardFonts.HelveticaBold),
      italic: await doc.embedFont(StandardFonts.HelveticaOblique),
    };
    return new ReportWriter(doc, fonts, model);
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = CONTENT_TOP;
  }

  /** Starts a new page unless `height` more points fit; true when it did. */
  ensure(height: number): boolean {
    if (this.y - height >= CONTENT_BOTTOM || this.y === CONTENT_TOP) return false;
    this.newPage();
    return true;
  }

  gap(points: number): void {
    this.y -= points;
  }

  safe(text: string): string {
    return pdfSafeText(text, this.charset);
  }

  money(minor: number, currency: string): string {
    return pdfMoney(minor, currency, this.charset);
  }

  font(style: FontStyle = 'regular'): PDFFont {
    return this.fonts[style];
  }

  width(text: string, size = BODY_SIZE, style: FontStyle = 'regular'): number {
    return this.fonts[style].widthOfTextAtSize(this.safe(text), size);
  }

  /** Lines of `text` that fit `width` (already made encodable). */
  wrap(text: string, width: number, size = BODY_SIZE, style: FontStyle = 'regular'): string[] {
    const font = this.fonts[style];
    return text
      .split(/\r?\n/)
      .flatMap((part) =>
        wrapText(this.safe(part), width, (line) => font.widthOfTextAtSize(line, size)),
      );
  }

  /** Draws one line with its baseline at `baseline` (no cursor movement). */
  text(text: string, baseline: number, options: TextOptions = {}, page = this.page): void {
    const size = options.size ?? BODY_SIZE;
    const font = this.fonts[options.style ?? 'regular'];
    const safe = this.safe(text);
    let x = options.x ?? MARGIN;
    if (options.align === 'right' && options.width !== undefined) {
      x += options.width - font.widthOfTextAtSize(safe, size);
    }
    page.drawText(safe, { x, y: baseline, size, font, color: options.color ?? INK });
  }

  /** A wrapped paragraph at the cursor; pages break between lines. */
  paragraph(text: string, options: TextOptions & { indent?: string } = {}): void {
    const size = options.size ?? BODY_SIZE;
    const x = options.x ?? MARGIN;
    const lineHeight = size * 1.35;
    const indent = options.indent ? this.width(options.indent, size, options.style) : 0;
    const lines = this.wrap(text, (options.width ?? CONTENT_WIDTH) - indent, size, options.style);
    lines.forEach((line, index) => {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      if (index === 0 && options.indent) this.text(options.indent, this.y + 2, { ...options, x });
      this.text(line, this.y + 2, { ...options, x: x + indent });
    });
  }

  bullet(text: string, options: TextOptions = {}): void {
    this.paragraph(text, { ...options, indent: '•  ' });
  }

  heading(text: string): void {
    this.ensure(60); // keep a heading with at least a few lines of what follows
    this.y -= 22;
    this.text(text, this.y, { size: 13, style: 'bold' });
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + CONTENT_WIDTH, y: this.y },
      thickness: 0.6,
      color: RULE,
    });
    this.y -= 4;
  }

  subheading(text: string): void {
    this.ensure(40);
    this.y -= 16;
    this.text(text, this.y, { size: 10.5, style: 'bold' });
    this.y -= 4;
  }

  /** Header and footer on every page, then the document's bytes. */
  async finish(): Promise<Uint8Array> {
    const { model } = this;
    const generated = `Generated ${humanDate(model.generatedOn)}`;
    const headerBaseline = A4[1] - MARGIN;
    this.pages.forEach((page, index) => {
      this.text(model.product, headerBaseline, { size: 12, style: 'bold' }, page);
      this.text(model.title, headerBaseline, { x: MARGIN + 36, size: 10, color: MUTED }, page);
      this.text(
        generated,
        headerBaseline,
        { size: 9, color: MUTED, align: 'right', width: CONTENT_WIDTH },
        page,
      );
      page.drawLine({
        start: { x: MARGIN, y: headerBaseline - 8 },
        end: { x: MARGIN + CONTENT_WIDTH, y: headerBaseline - 8 },
        thickness: 0.8,
        color: RULE,
      });
      const footer = `Page ${index + 1} of ${this.pages.length}`;
      this.text(
        footer,
        MARGIN - 10,
        { size: 8.5, color: MUTED, align: 'right', width: CONTENT_WIDTH },
        page,
      );
    });
    const date = new Date(`${model.generatedOn}T00:00:00Z`);
    this.doc.setTitle(this.safe(`${model.product} ${model.title}`));
    this.doc.setProducer(model.product);
    this.doc.setCreator(model.product);
    this.doc.setCreationDate(date);
    this.doc.setModificationDate(date);
    return this.doc.save();
  }
}
