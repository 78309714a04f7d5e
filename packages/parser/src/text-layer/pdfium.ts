/**
 * PDF text layer → positioned words, via PDFium compiled to WebAssembly (@embedpdf/pdfium; PDFium
 * BSD-3 / Apache-2, the wrapper MIT). The primary text layer (docs/decisions/010-pdf-text-layer.md);
 * `pdfjs.ts` is the fallback for files PDFium cannot open.
 *
 * PDFium gives one record per character (including the spaces and line breaks its text-page
 * analysis generates), each with a loose box (advance × font ascent/descent), its origin, its
 * font size and its text matrix. Words are runs of non-space characters on one baseline; PDFium
 * has already decided where the spaces go, so glyph-by-glyph ("kerned") text comes out whole.
 *
 * Speed: the wasm exports are called directly (the wrapper's `cwrap` functions go through
 * `ccall`, which costs more than the call itself), six calls per character, no allocation per
 * character. Each word carries its font ("Helvetica 9": base font name and size), looked up once
 * per text object (integrity signals compare the fonts of a table's amounts). The whole
 * extraction is synchronous per page; the event loop gets a turn between pages every ~40 ms so a
 * server stays responsive.
 *
 * Output contract as for pdf.js: PDF points from the top-left corner of the visible page (the
 * CropBox clipped to the MediaBox, after /Rotate), y down. Text that does not run left to right
 * on the displayed page (vertical margins, diagonal watermarks) is left out. Never logs anything;
 * the password is zeroed in wasm memory after use; all wasm memory is freed before returning.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PageWords, Word } from '../words.ts';
import {
  DEFAULT_MAX_PAGES,
  type ExtractedPdf,
  type ExtractOptions,
  lacksText,
  type PdfInfo,
  PdfTextError,
  timeoutError,
  tooManyPages,
} from './common.ts';

type Fn = (...args: number[]) => number;

/** Document and page exports every PDFium user here needs (the renderer extends these). */
export interface PdfiumDocumentExports {
  memory: { readonly buffer: ArrayBuffer };
  malloc: Fn;
  free: Fn;
  FPDF_LoadMemDocument: Fn;
  FPDF_GetLastError: Fn;
  FPDF_GetPageCount: Fn;
  FPDF_CloseDocument: Fn;
  FPDF_LoadPage: Fn;
  FPDF_ClosePage: Fn;
  FPDF_GetPageBoundingBox: Fn;
  FPDFPage_GetRotation: Fn;
}

/** The raw wasm exports used here (numbers in, numbers out; pointers are wasm32 offsets). */
interface PdfiumExports extends PdfiumDocumentExports {
  PDFiumExt_Init: Fn;
  FPDFText_LoadPage: Fn;
  FPDFText_ClosePage: Fn;
  FPDFText_CountChars: Fn;
  FPDFText_GetUnicode: Fn;
  FPDFText_GetLooseCharBox: Fn;
  FPDFText_GetCharOrigin: Fn;
  FPDFText_GetFontSize: Fn;
  FPDFText_GetMatrix: Fn;
  /** Optional: older builds lack it (then no document information is read). */
  FPDF_GetMetaText?: Fn;
  /** Optional, all three: older builds lack them (then words carry no font). */
  FPDFText_GetTextObject?: Fn;
  FPDFTextObj_GetFont?: Fn;
  FPDFFont_GetBaseFontName?: Fn;
}

const REQUIRED: ReadonlyArray<keyof PdfiumExports> = [
  'memory',
  'malloc',
  'free',
  'PDFiumExt_Init',
  'FPDF_LoadMemDocument',
  'FPDF_GetLastError',
  'FPDF_GetPageCount',
  'FPDF_CloseDocument',
  'FPDF_LoadPage',
  'FPDF_ClosePage',
  'FPDF_GetPageBoundingBox',
  'FPDFPage_GetRotation',
  'FPDFText_LoadPage',
  'FPDFText_ClosePage',
  'FPDFText_CountChars',
  'FPDFText_GetUnicode',
  'FPDFText_GetLooseCharBox',
  'FPDFText_GetCharOrigin',
  'FPDFText_GetFontSize',
  'FPDFText_GetMatrix',
];

let modulePromise: Promise<PdfiumExports> | null = null;

/**
 * Load and initialise the WebAssembly module once per process (the `.wasm` shipped in the
 * installed package, ~4.6 MB, read from disk — never fetched). Later calls reuse it.
 */
export function loadPdfium(): Promise<PdfiumExports> {
  modulePromise ??= (async () => {
    const require = createRequire(import.meta.url);
    const { init } = await import('@embedpdf/pdfium');
    const file = readFileSync(require.resolve('@embedpdf/pdfium/pdfium.wasm'));
    const wasmBinary = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
    const lib = (await init({ wasmBinary } as never)) as unknown as {
      pdfium: { wasmExports: Record<string, unknown> };
    };
    const ex = lib.pdfium.wasmExports as unknown as PdfiumExports;
    for (const name of REQUIRED) {
      if (!ex[name]) throw new Error(`PDFium build lacks ${name}`);
    }
    ex.PDFiumExt_Init();
    return ex;
  })();
  return modulePromise;
}

/** Failures of the PDFium extractor; `openFailed` marks a file PDFium could not open at all. */
export class PdfiumError extends PdfTextError {
  readonly openFailed: boolean;
  constructor(code: PdfTextError['code'], message: string, openFailed = false) {
    super(code, message);
    this.name = 'PdfiumError';
    this.openFailed = openFailed;
  }
}

export type PdfiumExtractOptions = ExtractOptions;
export type PdfiumExtracted = ExtractedPdf;

// FPDF_GetLastError codes
const FPDF_ERR_PASSWORD = 4;

/** Spaces, line breaks and the markers PDFium generates between runs end a word. */
function isBreak(code: number): boolean {
  return (
    code <= 32 ||
    code === 0xa0 ||
    code === 0x2009 ||
    code === 0x202f ||
    code === 0x3000 ||
    code === 0xfffe ||
    code === 0xffff
  );
}

/** Yield to the event loop at most this often (ms of synchronous wasm work). */
const YIELD_EVERY_MS = 40;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function extractPdfWordsPdfium(
  bytes: Uint8Array,
  options: ExtractOptions = {},
): Promise<ExtractedPdf> {
  const ex = await loadPdfium();
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  let dataPtr = 0;
  let passwordPtr = 0;
  let passwordLen = 0;
  let scratch = 0;
  let doc = 0;
  let broken = false;
  try {
    dataPtr = ex.malloc(Math.max(1, bytes.length));
    if (!dataPtr) throw new PdfiumError('unreadable_file', 'The PDF is too large to read.', true);
    new Uint8Array(ex.memory.buffer, dataPtr, bytes.length).set(bytes);
    if (options.password) {
      const pw = new TextEncoder().encode(options.password);
      passwordLen = pw.length + 1;
      passwordPtr = ex.malloc(passwordLen);
      const view = new Uint8Array(ex.memory.buffer, passwordPtr, passwordLen);
      view.set(pw);
      view[pw.length] = 0;
      pw.fill(0);
    }
    doc = ex.FPDF_LoadMemDocument(dataPtr, bytes.length, passwordPtr);
    if (passwordPtr) new Uint8Array(ex.memory.buffer, passwordPtr, passwordLen).fill(0);
    if (!doc) {
      if (ex.FPDF_GetLastError() === FPDF_ERR_PASSWORD) {
        throw options.password
          ? new PdfiumError('wrong_password', 'The password is not correct for this PDF.')
          : new PdfiumError('needs_password', 'This PDF is protected by a password.');
      }
      throw new PdfiumError('unreadable_file', 'The file is not a readable PDF.', true);
    }
    const pageCount = ex.FPDF_GetPageCount(doc);
    if (pageCount > maxPages) throw tooManyPages(pageCount, maxPages);
    const info = readInfo(ex, doc);
    scratch = ex.malloc(64);
    const pages: PageWords[] = [];
    const pagesWithoutText: number[] = [];
    let sliceStart = performance.now();
    for (let p = 0; p < pageCount; p++) {
      if (options.shouldStop?.()) throw timeoutError();
      if (performance.now() - sliceStart > YIELD_EVERY_MS) {
        await turn();
        sliceStart = performance.now();
      }
      const page = readPage(ex, doc, p, scratch);
      pages.push(page);
      if (lacksText(page.words)) pagesWithoutText.push(p + 1);
    }
    return { pageCount, pages, pagesWithoutText, ...(info ? { info } : {}) };
  } catch (error) {
    if (error instanceof PdfTextError) throw error;
    // PDFium itself failed (a wasm trap or abort): its state can no longer be trusted, so the
    // next call loads a fresh instance; this file is reported as one PDFium could not read.
    broken = true;
    modulePromise = null;
    throw new PdfiumError('unreadable_file', 'The PDF could not be read.', true);
  } finally {
    if (!broken) release();
  }

  function release(): void {
    if (doc) ex.FPDF_CloseDocument(doc);
    if (scratch) ex.free(scratch);
    if (passwordPtr) {
      new Uint8Array(ex.memory.buffer, passwordPtr, passwordLen).fill(0);
      ex.free(passwordPtr);
    }
    if (dataPtr) ex.free(dataPtr);
  }
}

/** The information dictionary (FPDF_GetMetaText: UTF-16LE, null-terminated); null without it. */
function readInfo(ex: PdfiumExports, doc: number): PdfInfo | null {
  const get = ex.FPDF_GetMetaText;
  if (!get) return null;
  const text = (tag: string): string | null => {
    const name = new TextEncoder().encode(`${tag}\0`);
    const tagPtr = ex.malloc(name.length);
    try {
      new Uint8Array(ex.memory.buffer, tagPtr, name.length).set(name);
      const size = get(doc, tagPtr, 0, 0);
      if (size <= 2 || size > 4096) return null;
      const buf = ex.malloc(size);
      try {
        get(doc, tagPtr, buf, size);
        const bytes = new Uint8Array(ex.memory.buffer, buf, size - 2).slice();
        const value = new TextDecoder('utf-16le').decode(bytes).trim();
        return value || null;
      } finally {
        ex.free(buf);
      }
    } finally {
      ex.free(tagPtr);
    }
  };
  return {
    producer: text('Producer'),
    creator: text('Creator'),
    creationDate: text('CreationDate'),
    modDate: text('ModDate'),
  };
}

/**
 * One page → words in display space. `scratch` (64 bytes): [0,16) FS_RECTF, [16,32) two doubles
 * (char origin), [32,56) FS_MATRIX (6 floats).
 */
function readPage(ex: PdfiumExports, doc: number, index: number, scratch: number): PageWords {
  const pageNo = index + 1;
  const page = ex.FPDF_LoadPage(doc, index);
  if (!page) return { page: pageNo, width: 0, height: 0, words: [], source: 'text' };
  let textPage = 0;
  try {
    // Visible box (CropBox ∩ MediaBox) in user space and the page's /Rotate (quarter turns, cw).
    let f32 = new Float32Array(ex.memory.buffer);
    let L = 0;
    let T = 0;
    let R = 0;
    let B = 0;
    if (ex.FPDF_GetPageBoundingBox(page, scratch)) {
      const q = scratch >> 2;
      L = f32[q] as number;
      T = f32[q + 1] as number;
      R = f32[q + 2] as number;
      B = f32[q + 3] as number;
    }
    const rot = ex.FPDFPage_GetRotation(page) & 3;
    const width = rot & 1 ? T - B : R - L;
    const height = rot & 1 ? R - L : T - B;
    const words: Word[] = [];
    textPage = ex.FPDFText_LoadPage(page);
    if (!textPage) return { page: pageNo, width, height, words, source: 'text' };
    const n = ex.FPDFText_CountChars(textPage);

    let buffer = ex.memory.buffer;
    f32 = new Float32Array(buffer);
    let f64 = new Float64Array(buffer);
    const boxAt = scratch >> 2;
    const originAt = (scratch + 16) >> 3;
    const matrixAt = (scratch + 32) >> 2;

    // the word being built (ended by `flush`: a plain function, not a closure made per page,
    // whose new identity on every page threw the optimised loop back to the interpreter)
    const w: WordInProgress = {
      codes: [],
      x0: 0,
      x1: 0,
      base: 0,
      size: 0,
      font: -1,
      tenths: 0,
      otherFonts: [],
    };
    let prevX0 = 0;
    // Fonts: the characters of one text object share its font, so the font is looked up only
    // when the object changes (one extra call per character), its name once per page and font.
    const getTextObject = ex.FPDFText_GetTextObject;
    const getFont = ex.FPDFTextObj_GetFont;
    const fonts: PageFonts = { names: [], byHandle: new Map(), labels: new Map() };
    let lastObject = 0;
    let lastFont = -1;

    for (let i = 0; i < n; i++) {
      let code = ex.FPDFText_GetUnicode(textPage, i);
      // symbol fonts that map their glyphs into the private-use range U+F020–U+F0FF
      if (code >= 0xf020 && code <= 0xf0ff) code -= 0xf000;
      if (isBreak(code)) {
        flush(w, words, fonts);
        continue;
      }
      if (!ex.FPDFText_GetLooseCharBox(textPage, i, scratch)) continue;
      ex.FPDFText_GetCharOrigin(textPage, i, scratch + 16, scratch + 24);
      ex.FPDFText_GetMatrix(textPage, i, scratch + 32);
      const fontSize = ex.FPDFText_GetFontSize(textPage, i);
      if (getTextObject !== undefined && getFont !== undefined) {
        const object = getTextObject(textPage, i);
        if (object !== lastObject) {
          lastObject = object;
          lastFont = object ? fontIndex(ex, getFont(object), fonts) : -1;
        }
      }
      // a memory.grow inside PDFium detaches the old buffer (length 0): re-take the views then,
      // instead of calling the `buffer` getter for every character
      if (f64.length === 0) {
        buffer = ex.memory.buffer;
        f32 = new Float32Array(buffer);
        f64 = new Float64Array(buffer);
      }
      const left = f32[boxAt] as number;
      const top = f32[boxAt + 1] as number;
      const right = f32[boxAt + 2] as number;
      const bottom = f32[boxAt + 3] as number;
      const ox = f64[originAt] as number;
      const oy = f64[originAt + 1] as number;
      const ma = f32[matrixAt] as number;
      const mb = f32[matrixAt + 1] as number;
      const mc = f32[matrixAt + 2] as number;
      const md = f32[matrixAt + 3] as number;
      // Direction of the text in display space; keep text that runs left to right (±25°).
      let dirX: number;
      let dirY: number;
      let x0: number;
      let x1: number;
      let base: number;
      switch (rot) {
        case 0:
          dirX = ma;
          dirY = -mb;
          x0 = left - L;
          x1 = right - L;
          base = T - oy;
          break;
        case 1:
          dirX = mb;
          dirY = ma;
          x0 = bottom - B;
          x1 = top - B;
          base = ox - L;
          break;
        case 2:
          dirX = -ma;
          dirY = mb;
          x0 = R - right;
          x1 = R - left;
          base = oy - B;
          break;
        default:
          dirX = -mb;
          dirY = -ma;
          x0 = T - top;
          x1 = T - bottom;
          base = R - ox;
      }
      // hypot(x, ±0) is exactly |x|: unrotated, unskewed text (nearly all) skips Math.hypot
      const dirLen = dirY === 0 ? Math.abs(dirX) : Math.hypot(dirX, dirY);
      if (dirLen === 0 || dirX < 0.9 * dirLen) {
        flush(w, words, fonts);
        continue;
      }
      // Tf size × the text matrix's vertical scale (text drawn as `/F1 1 Tf 9 0 0 9 x y Tm`)
      const size = (fontSize || 1) * ((mc === 0 ? Math.abs(md) : Math.hypot(mc, md)) || 1);
      const tenths = Math.round(size * 10);
      // Same word while on the same baseline and neither jumping backwards nor far ahead. The
      // characters of a ligature glyph ("th", "fi") share one box: not a jump backwards.
      if (
        w.codes.length > 0 &&
        Math.abs(w.base - base) < size * 0.3 &&
        (x0 >= w.x1 - size * 0.5 || x0 >= prevX0 - 0.01) &&
        x0 - w.x1 < size * 0.3
      ) {
        w.codes.push(code);
        if (x1 > w.x1) w.x1 = x1;
        if (lastFont !== w.font || Math.abs(tenths - w.tenths) > 1) otherFont(w, lastFont, tenths);
      } else {
        flush(w, words, fonts);
        w.codes.push(code);
        w.x0 = x0;
        w.x1 = x1;
        w.base = base;
        w.size = size;
        w.font = lastFont;
        w.tenths = tenths;
      }
      prevX0 = x0;
    }
    flush(w, words, fonts);
    return { page: pageNo, width, height, words, source: 'text' };
  } finally {
    if (textPage) ex.FPDFText_ClosePage(textPage);
    ex.FPDF_ClosePage(page);
  }
}

interface WordInProgress {
  codes: number[];
  x0: number;
  x1: number;
  base: number;
  size: number;
  /** Index into the page's font names of the first character's font (-1: none read). */
  font: number;
  /** The first character's size in tenths of a point. */
  tenths: number;
  /** Other fonts of its characters, as [font, tenths] pairs (rare: a word drawn in pieces). */
  otherFonts: number[];
}

/** The fonts of one page: base font names, PDFium font handle → index, labels made so far. */
interface PageFonts {
  names: string[];
  byHandle: Map<number, number>;
  /** font index × 2^16 + size in tenths → "Helvetica 9" (one string per font and size). */
  labels: Map<number, string>;
}

/** Index of a PDFium font (FPDF_FONT) in `fonts.names`; -1 when it has no name. */
function fontIndex(ex: PdfiumExports, handle: number, fonts: PageFonts): number {
  if (!handle) return -1;
  const known = fonts.byHandle.get(handle);
  if (known !== undefined) return known;
  const name = baseFontName(ex, handle);
  let index = name ? fonts.names.indexOf(name) : -1;
  if (name && index < 0) index = fonts.names.push(name) - 1;
  fonts.byHandle.set(handle, index);
  return index;
}

/** The font's BaseFont without a subset prefix ("ABCDEF+Arial" → "Arial"); null without one. */
function baseFontName(ex: PdfiumExports, handle: number): string | null {
  const get = ex.FPDFFont_GetBaseFontName;
  if (!get) return null;
  const size = get(handle, 0, 0);
  if (size <= 1 || size > 512) return null;
  const buf = ex.malloc(size);
  try {
    get(handle, buf, size);
    const bytes = new Uint8Array(ex.memory.buffer, buf, size - 1).slice();
    return (
      new TextDecoder('latin1')
        .decode(bytes)
        .replace(/^[A-Z]{6}\+/, '')
        .trim() || null
    );
  } finally {
    ex.free(buf);
  }
}

function otherFont(w: WordInProgress, font: number, tenths: number): void {
  const o = w.otherFonts;
  for (let k = 0; k < o.length; k += 2) {
    if (o[k] === font && Math.abs(o[k + 1]! - tenths) <= 1) return;
  }
  o.push(font, tenths);
}

/** "Helvetica 9", or "Helvetica 9 + Times-Roman 9" for a word whose characters differ. */
function fontLabel(w: WordInProgress, fonts: PageFonts): string | undefined {
  if (w.font < 0 && w.otherFonts.length === 0) return undefined;
  let label = oneFont(fonts, w.font, w.tenths);
  for (let k = 0; k < w.otherFonts.length; k += 2)
    label += ` + ${oneFont(fonts, w.otherFonts[k]!, w.otherFonts[k + 1]!)}`;
  return label;
}

function oneFont(fonts: PageFonts, font: number, tenths: number): string {
  const key = font * 65536 + tenths;
  let label = fonts.labels.get(key);
  if (label === undefined) {
    label = `${fonts.names[font] ?? '?'} ${tenths / 10}`;
    fonts.labels.set(key, label);
  }
  return label;
}

/** Ends the word being built, if any. */
function flush(w: WordInProgress, words: Word[], fonts: PageFonts): void {
  if (w.codes.length === 0) return;
  const word = makeWord(w.codes, w.x0, w.x1, w.base, w.size);
  const font = fontLabel(w, fonts);
  if (font !== undefined) word.font = font;
  words.push(word);
  w.codes.length = 0;
  w.otherFonts.length = 0;
}

function makeWord(codes: number[], x0: number, x1: number, base: number, size: number): Word {
  let ascii = true;
  let bmp = true;
  for (const c of codes) {
    if (c >= 0x80) ascii = false;
    if (c > 0xffff) bmp = false;
  }
  let text = bmp ? String.fromCharCode(...codes) : String.fromCodePoint(...codes);
  // compatibility forms (ligatures, full-width digits) normalised once, at the source
  if (!ascii) text = text.normalize('NFKC');
  return { text, x0, y0: base - size * 0.8, x1, y1: base + size * 0.2, confidence: 1 };
}
