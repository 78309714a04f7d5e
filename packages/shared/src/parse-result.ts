/**
 * The parser's public contract, shared by the parser, the server, exporters and the web app.
 * Issue 3 fixes it: money as decimal strings, dates as YYYY-MM-DD, unknown fields null (never omitted).
 */
import type { LayoutInstructions, LayoutProfile, ReadingInfo } from './layout-profile.ts';

export type { LayoutInstructions, LayoutProfile, ReadingInfo };

export type ParseMethod = 'text' | 'ocr' | 'mixed';

export type ParseErrorCode =
  | 'needs_password'
  | 'wrong_password'
  | 'unreadable_file'
  | 'unsupported_type'
  | 'too_many_pages'
  | 'image_too_large'
  /** A PDF whose compressed streams expand past the parser's limits (a decompression bomb). */
  | 'decompressed_too_large'
  | 'no_transactions_found'
  | 'timeout';

export interface ParseError {
  code: ParseErrorCode;
  message: string;
}

/** [x0, y0, x1, y1] in PDF points from the page's top-left corner (y grows downwards). */
export type BBox = [number, number, number, number];

export interface ParsedTransaction {
  date: string | null;
  postDate: string | null;
  description: string;
  /** Negative when money leaves the account holder, positive when it comes in. */
  amount: string;
  /** Running balance printed on this row, when the statement prints one. */
  balance: string | null;
  reference: string | null;
  /** 1-based page number. */
  page: number;
  bbox: BBox | null;
  /** 0..1 */
  confidence: number;
}

export type CheckIssueCode =
  | 'running_balance_mismatch'
  | 'closing_balance_mismatch'
  | 'money_in_total_mismatch'
  | 'money_out_total_mismatch'
  | 'missing_opening_balance'
  | 'missing_closing_balance'
  | 'low_confidence'
  /** A row's year is printed nowhere in the statement (period, statement date, a full date). */
  | 'year_guessed'
  | 'date_missing'
  /** A row's date cell holds text not read as a date; it took the row above's date. */
  | 'date_unreadable'
  /** A row took an earlier row's date although a later one is printed above it, on no row. */
  | 'date_skipped'
  | 'date_in_future'
  | 'date_outside_period'
  /** A money amount in the transaction table belongs to no row, balance or total line. */
  | 'rows_may_be_missing'
  /** Two parts of one document look like one statement cut in two (same period and account). */
  | 'statement_split'
  /** One amount column, no balance, an unknown kind of account, mostly money in: signs unproven. */
  | 'signs_unproven'
  /** A scan with no header read and no opening printed: the opening came from the first row. */
  | 'opening_inferred';

export interface CheckIssue {
  code: CheckIssueCode | (string & {});
  message: string;
  /** 0-based index into `transactions` (the first one when `rows` lists several), or null. */
  row: number | null;
  /** Every row the issue is about, when it is about more than one (0-based, ascending). */
  rows?: number[];
}

export interface ParsedStatement {
  bankName: string | null;
  accountHolder: string | null;
  accountNumber: string | null;
  accountType: string | null;
  currency: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  openingBalance: string | null;
  closingBalance: string | null;
  totals: { moneyIn: string | null; moneyOut: string | null };
  transactions: ParsedTransaction[];
  checks: { reconciled: boolean; issues: CheckIssue[] };
  /** 0..1 for the whole statement. */
  confidence: number;
}

/** What a PDF file says about itself (integrity signals read it); absent for images. */
export interface DocumentFacts {
  producer: string | null;
  creator: string | null;
  /** PDF date strings as written ("D:20240501103000+01'00'"). */
  creationDate: string | null;
  modDate: string | null;
  /** Each page's size in points, in page order. */
  pageSizes: Array<[number, number]>;
  /**
   * Rows whose amount or balance is printed in another font than most of its column (only for
   * columns where at least 5 cells share one font). Absent in results read before it existed.
   */
  fontOutliers?: FontOutlier[];
}

/** One amount or balance cell printed in a font its column otherwise does not use. */
export interface FontOutlier {
  /** 0-based index into `statements`. */
  statement: number;
  /** 0-based index into that statement's `transactions`. */
  row: number;
  /** 1-based page the cell is printed on. */
  page: number;
  /** The row's box, as its transaction's `bbox` (finds the row again after rows are edited). */
  bbox: BBox;
  /** The row's amount (a debit, credit or amount column) or its running balance. */
  cell: 'amount' | 'balance';
  /** Base font name and size in points: "Times-Roman 9" ("A 9 + B 9" when its digits mix fonts). */
  font: string;
  /** The font most cells of the column use. */
  usual: string;
  /** How many other cells of the column are printed in `usual`. */
  usualCount: number;
}

export interface ParseResult {
  file: string;
  pages: number;
  method: ParseMethod;
  statements: ParsedStatement[];
  warnings: string[];
  errors: ParseError[];
  document?: DocumentFacts;
  /** How the document was read: the generic engine or a layout profile (issue 13). */
  reading?: ReadingInfo;
  /** The words read per page (text layer or OCR), when `keepWords` asked for them. */
  words?: PageWordsData[];
}

/** Positioned words of one page, as the layout engine reads them (points, top-left origin). */
export interface PageWordsData {
  /** 1-based. */
  page: number;
  width: number;
  height: number;
  words: Array<{
    text: string;
    x0: number;
    y0: number;
    x1: number;
    y1: number;
    /** 0..1; 1 for text-layer words. */
    confidence: number;
    repaired?: boolean;
    /** Text layer: font name and size ("Helvetica 9"); absent for OCR words. */
    font?: string;
  }>;
  source: 'text' | 'ocr';
}

export interface ParseOptions {
  /** File name, reported back as `file`; never used to decide the type. */
  fileName?: string;
  password?: string;
  /** Hard limits; defaults: 200 pages, 50 megapixels per image, 120 s. */
  maxPages?: number;
  maxPixels?: number;
  timeoutMs?: number;
  /** Progress callback (stage name, 0..100) for the job worker. */
  onProgress?: (stage: string, percent: number) => void;
  /** The day of parsing, YYYY-MM-DD (default: the clock): rows dated later are an issue. */
  today?: string;
  /**
   * The user's layout profiles: one whose fingerprint matches the document is tried beside the
   * generic reading, and the better reconciling reading wins.
   */
  layouts?: LayoutProfile[];
  /** Read with these instructions only (the fix screen's re-read; `bsp parse --layout`). */
  instructions?: LayoutInstructions;
  /** Return the words read per page in `words` (stored so a re-read needs no OCR). */
  keepWords?: boolean;
}
