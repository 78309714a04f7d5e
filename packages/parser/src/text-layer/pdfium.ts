/**
 * PDF text layer → positioned words, via PDFium compiled to WebAssembly (@embedpdf/pdfium, PDFium
 * itself BSD-3 / Apache-2, the wrapper MIT). A measurement alternative to the pdf.js path
 * (`pdfjs.ts`): same output (`PageWords`), different engine. See docs/decisions/010-pdf-text-layer.md.
 *
 * PDFium gives one record per character (including the spaces and line breaks its text-page
 * analysis generates), each with a loose box (advance width × font ascent/descent), its origin and
 * its font size. Words are runs of non-space characters on one line; PDFium has already decided
 * where the spaces go, so glyph-by-glyph ("kerned") text comes out as whole words.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PageWords, Word } from '../words.ts';

// biome-ignore lint/suspicious/noExplicitAny: the wasm module's typings are loose
type Pdfium = any;

let modulePromise: Promise<Pdfium> | null = null;

/** Load and initialise the WebAssembly module once per process (~4 MB of wasm). */
export function loadPdfium(): Promise<Pdfium> {
  if (!modulePromise) {
    modulePromise = (async () => {
      const require = createRequire(import.meta.url);
      const { init } = await import('@embedpdf/pdfium');
      const wasmPath = require.resolve('@embedpdf/pdfium/pdfium.wasm');
      const wasmBinary = readFileSync(wasmPath);
      const lib = await init({ wasmBinary: wasmBinary.buffer.slice(0) } as never);
      lib.PDFiumExt_Init();
      return lib;
    })();
  }
  return modulePromise;
}

export interface PdfiumExtractOptions {
  password?: string;
  /** Default 200. */
  maxPages?: number;
}

export interface PdfiumExtracted {
  pageCount: number;
  pages: PageWords[];
}

export class PdfiumError extends Error {
  readonly code: 'needs_password' | 'wrong_password' | 'unreadable_file' | 'too_many_pages';
  constructor(code: PdfiumError['code'], message: string) {
    super(message);
    this.code = code;
    this.name = 'PdfiumError';
  }
}

const FPDF_ERR_PASSWORD = 4;

function isSpace(code: number): boolean {
  return (
    code === 32 ||
    code === 9 ||
    code === 10 ||
    code === 13 ||
    code === 0xa0 ||
    code === 0x202f ||
    code === 0x2009 ||
    code === 0xfffe ||
    code === 2
  );
}

export async function extractPdfWordsPdfium(
  bytes: Uint8Array,
  options: PdfiumExtractOptions = {},
): Promise<PdfiumExtracted> {
  const lib = await loadPdfium();
  const m = lib.pdfium;
  const maxPages = options.maxPages ?? 200;
  const dataPtr: number = m.wasmExports.malloc(bytes.length);
  m.HEAPU8.set(bytes, dataPtr);
  const doc: number = lib.FPDF_LoadMemDocument(dataPtr, bytes.length, options.password ?? '');
  if (!doc) {
    const err: number = lib.FPDF_GetLastError();
    m.wasmExports.free(dataPtr);
    if (err === FPDF_ERR_PASSWORD) {
      throw options.password
        ? new PdfiumError('wrong_password', 'The password is not correct for this PDF.')
        : new PdfiumError('needs_password', 'This PDF is protected by a password.');
    }
    throw new PdfiumError('unreadable_file', 'The file is not a readable PDF.');
  }
  // scratch space: 4 doubles for the origin, 4 floats for the loose box
  const scratch: number = m.wasmExports.malloc(64);
  try {
    const pageCount: number = lib.FPDF_GetPageCount(doc);
    if (pageCount > maxPages) {
      throw new PdfiumError(
        'too_many_pages',
        `The document has ${pageCount} pages; the limit is ${maxPages}.`,
      );
    }
    const pages: PageWords[] = [];
    for (let p = 0; p < pageCount; p++) {
      const page: number = lib.FPDF_LoadPage(doc, p);
      if (!page) {
        pages.push({ page: p + 1, width: 0, height: 0, words: [], source: 'text' });
        continue;
      }
      const width: number = lib.FPDF_GetPageWidthF(page);
      const height: number = lib.FPDF_GetPageHeightF(page);
      const textPage: number = lib.FPDFText_LoadPage(page);
      const words: Word[] = [];
      if (textPage) {
        const n: number = lib.FPDFText_CountChars(textPage);
        let cur: { text: string; x0: number; x1: number; base: number; size: number } | null = null;
        const flush = () => {
          if (cur?.text) {
            words.push({
              text: cur.text.normalize('NFKC'),
              x0: cur.x0,
              y0: cur.base - cur.size * 0.8,
              x1: cur.x1,
              y1: cur.base + cur.size * 0.2,
              confidence: 1,
            });
          }
          cur = null;
        };
        for (let i = 0; i < n; i++) {
          const code: number = lib.FPDFText_GetUnicode(textPage, i);
          if (isSpace(code) || code === 0) {
            flush();
            continue;
          }
          if (!lib.FPDFText_GetLooseCharBox(textPage, i, scratch)) continue;
          const f32 = m.HEAPF32 as Float32Array;
          const left = f32[scratch >> 2] as number;
          const right = f32[(scratch >> 2) + 2] as number;
          lib.FPDFText_GetCharOrigin(textPage, i, scratch + 16, scratch + 24);
          const f64 = m.HEAPF64 as Float64Array;
          const oy = f64[(scratch + 24) >> 3] as number;
          const size: number = lib.FPDFText_GetFontSize(textPage, i) || 10;
          const base = height - oy;
          const ch = String.fromCharCode(code);
          const c = cur as {
            text: string;
            x0: number;
            x1: number;
            base: number;
            size: number;
          } | null;
          // same word only while on the same baseline and not jumping backwards or far ahead
          if (
            c &&
            Math.abs(c.base - base) < size * 0.3 &&
            left >= c.x1 - size * 0.5 &&
            left - c.x1 < size * 0.3
          ) {
            c.text += ch;
            c.x1 = Math.max(c.x1, right);
          } else {
            flush();
            cur = { text: ch, x0: left, x1: right, base, size };
          }
        }
        flush();
        lib.FPDFText_ClosePage(textPage);
      }
      lib.FPDF_ClosePage(page);
      pages.push({ page: p + 1, width, height, words, source: 'text' });
    }
    return { pageCount, pages };
  } finally {
    m.wasmExports.free(scratch);
    lib.FPDF_CloseDocument(doc);
    m.wasmExports.free(dataPtr);
  }
}
