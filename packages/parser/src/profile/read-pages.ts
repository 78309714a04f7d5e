/**
 * Positioned words → statements, without the file: the fix screen's re-read works on the words
 * stored with an analysis (no second OCR). Pure and synchronous.
 */
import type {
  LayoutInstructions,
  LayoutProfile,
  ParsedStatement,
  ParseError,
  ReadingInfo,
} from '@bsp/shared/parse-result';
import type { PageWords } from '../words.ts';

export interface ReadOptions {
  /** YYYY-MM-DD; rows dated later are an issue. */
  today?: string;
  /** Read with these instructions only. */
  instructions?: LayoutInstructions;
  /** Profiles to try beside the generic reading (the better reconciling reading wins). */
  layouts?: LayoutProfile[];
}

export interface ReadResult {
  statements: ParsedStatement[];
  warnings: string[];
  errors: ParseError[];
  reading: ReadingInfo;
}

export function readPages(_pages: PageWords[], _options: ReadOptions = {}): ReadResult {
  throw new Error('not implemented yet');
}

/** Every text line of the pages (for the fix screen's "ignore this line"). */
export function pageLines(
  _pages: PageWords[],
): Array<{ page: number; text: string; bbox: [number, number, number, number] }> {
  throw new Error('not implemented yet');
}
