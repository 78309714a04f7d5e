/**
 * What both PDF text-layer extractors (PDFium: `pdfium.ts`, pdf.js: `pdfjs.ts`) share: options,
 * result shape, the typed error and the "page has no usable text" rule. Loads no PDF engine.
 */
import type { ParseErrorCode } from '../types.ts';
import type { PageWords, Word } from '../words.ts';

export interface ExtractOptions {
  password?: string;
  /** Default 200. */
  maxPages?: number;
  /** Checked between pages; when it returns true extraction stops with a `timeout` error. */
  shouldStop?: () => boolean;
}

/** The PDF's information dictionary, as written by whatever made or last saved the file. */
export interface PdfInfo {
  producer: string | null;
  creator: string | null;
  /** PDF date strings as written ("D:20240501103000+01'00'"). */
  creationDate: string | null;
  modDate: string | null;
}

export interface ExtractedPdf {
  pageCount: number;
  /** Unset when the engine could not read it. */
  info?: PdfInfo;
  pages: PageWords[];
  /** 1-based numbers of pages whose text layer is empty or nearly so (candidates for OCR). */
  pagesWithoutText: number[];
  /** Non-fatal notes for the parse result (e.g. the fallback extractor was used). */
  warnings?: string[];
}

export class PdfTextError extends Error {
  readonly code: ParseErrorCode;
  constructor(code: ParseErrorCode, message: string) {
    super(message);
    this.code = code;
    this.name = 'PdfTextError';
  }
}

export const DEFAULT_MAX_PAGES = 200;

/** Minimum number of words on a page for its text layer to count as "having text". */
export const MIN_WORDS_FOR_TEXT = 8;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** True when the page has fewer than `MIN_WORDS_FOR_TEXT` words containing a letter or digit. */
export function lacksText(words: readonly Word[]): boolean {
  let n = 0;
  for (const w of words) {
    if (LETTER_OR_DIGIT.test(w.text) && ++n >= MIN_WORDS_FOR_TEXT) return false;
  }
  return true;
}

export function tooManyPages(pageCount: number, maxPages: number): PdfTextError {
  return new PdfTextError(
    'too_many_pages',
    `The document has ${pageCount} pages; the limit is ${maxPages}.`,
  );
}

export function timeoutError(): PdfTextError {
  return new PdfTextError('timeout', 'Parsing took too long.');
}
