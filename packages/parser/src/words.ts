/**
 * What every text source (PDF text layer, OCR) hands the layout engine: positioned words per page.
 * Coordinates are PDF points from the page's top-left corner, y growing downwards; OCR sources
 * scale pixel boxes to the page size so both sources look alike to the engine.
 */
export interface Word {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** 0..1; 1 for text-layer words. */
  confidence: number;
  /** OCR: the reading was changed by a repair (a misread digit, separator, date), not only read. */
  repaired?: boolean;
  /**
   * Text layer: the font it is drawn in, base name and size in points to 0.1 ("Helvetica 9",
   * "Times-Roman 8.5"); "A 9 + B 9" when its characters use several. OCR words have none.
   */
  font?: string;
}

export interface PageWords {
  /** 1-based. */
  page: number;
  width: number;
  height: number;
  words: Word[];
  source: 'text' | 'ocr';
}
