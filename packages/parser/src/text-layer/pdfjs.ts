/**
 * PDF text layer → positioned words, via pdf.js: the fallback for files PDFium cannot open
 * (`index.ts`; PDFium, `pdfium.ts`, is the primary text layer — docs/decisions/010). pdf.js itself
 * is imported lazily, on first use. One pdf.js document per call; pages are read in order and
 * released as soon as their text is taken. Never logs anything (the password and the statement's
 * contents stay inside this process's memory).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Word } from '../words.ts';
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

export type { ExtractedPdf, ExtractOptions } from './common.ts';
export { PdfTextError } from './common.ts';

interface PdfjsModule {
  getDocument: (params: Record<string, unknown>) => {
    promise: Promise<PdfjsDocument>;
    destroy: () => Promise<void>;
  };
}
interface PdfjsDocument {
  numPages: number;
  getPage: (n: number) => Promise<PdfjsPage>;
  getMetadata: () => Promise<{ info?: Record<string, unknown> }>;
}
interface PdfjsPage {
  getViewport: (opts: { scale: number }) => { width: number; height: number; transform: number[] };
  getTextContent: () => Promise<{
    items: Array<PdfjsTextItem | { type: string }>;
    styles?: Record<string, { fontFamily?: string }>;
  }>;
  cleanup: () => void;
}
interface PdfjsTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
}

let pdfjsPromise: Promise<PdfjsModule> | null = null;
let assetRoot = '';

function loadPdfjs(): Promise<PdfjsModule> {
  if (!pdfjsPromise) {
    const require = createRequire(import.meta.url);
    const pkg = require.resolve('pdfjs-dist/package.json');
    assetRoot = dirname(pkg);
    pdfjsPromise = import(
      pathToFileURL(join(assetRoot, 'legacy', 'build', 'pdf.mjs')).href
    ) as Promise<PdfjsModule>;
  }
  return pdfjsPromise;
}

function dirUrl(...parts: string[]): string {
  return `${pathToFileURL(join(assetRoot, ...parts)).href}/`;
}

export async function extractPdfWords(
  bytes: Uint8Array,
  options: ExtractOptions = {},
): Promise<ExtractedPdf> {
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const pdfjs = await loadPdfjs();
  // pdf.js transfers (detaches) the buffer it is given: hand it a copy.
  const data = new Uint8Array(bytes);
  const task = pdfjs.getDocument({
    data,
    password: options.password,
    wasmUrl: dirUrl('wasm'),
    standardFontDataUrl: dirUrl('standard_fonts'),
    cMapUrl: dirUrl('cmaps'),
    cMapPacked: true,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  let doc: PdfjsDocument;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => {});
    throw toPdfTextError(error, options.password);
  }
  try {
    const pageCount = doc.numPages;
    if (pageCount > maxPages) throw tooManyPages(pageCount, maxPages);
    const pages: ExtractedPdf['pages'] = [];
    const pagesWithoutText: number[] = [];
    for (let n = 1; n <= pageCount; n++) {
      if (options.shouldStop?.()) throw timeoutError();
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const words = itemsToWords(
        content.items as PdfjsTextItem[],
        viewport.transform,
        fontNamer(content.styles ?? {}),
      );
      page.cleanup();
      pages.push({
        page: n,
        width: viewport.width,
        height: viewport.height,
        words,
        source: 'text',
      });
      if (lacksText(words)) pagesWithoutText.push(n);
    }
    const info = await readInfo(doc);
    return { pageCount, pages, pagesWithoutText, ...(info ? { info } : {}) };
  } catch (error) {
    if (error instanceof PdfTextError) throw error;
    throw new PdfTextError('unreadable_file', 'The PDF could not be read.');
  } finally {
    await task.destroy().catch(() => {});
  }
}

function toPdfTextError(error: unknown, password: string | undefined): PdfTextError {
  const e = error as { name?: string; code?: number } | null;
  if (e?.name === 'PasswordException') {
    // pdf.js: 1 = NEED_PASSWORD, 2 = INCORRECT_PASSWORD
    if (e.code === 2 || (e.code === 1 && password)) {
      return new PdfTextError('wrong_password', 'The password is not correct for this PDF.');
    }
    return new PdfTextError('needs_password', 'This PDF is protected by a password.');
  }
  return new PdfTextError('unreadable_file', 'The file is not a readable PDF.');
}

/**
 * pdf.js names a page's fonts by load order ("g_d0_f2") and gives only their generic family; the
 * real names would need the page's operator list (fonts parsed again). "font 2 (serif)" tells
 * the fonts of one file apart, which is what the integrity signal compares.
 */
function fontNamer(
  styles: Record<string, { fontFamily?: string }>,
): (fontName: string) => string | undefined {
  return (fontName) => {
    if (!fontName) return undefined;
    const n = /_f(\d+)$/.exec(fontName)?.[1] ?? fontName;
    const family = styles[fontName]?.fontFamily;
    return family ? `font ${n} (${family})` : `font ${n}`;
  };
}

/** Word fonts joined: "A 9" and "B 9" → "A 9 + B 9" (each once). */
function joinFonts(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined || b === undefined || a === b) return a ?? b;
  const parts = a.split(' + ');
  return parts.includes(b) ? a : `${a} + ${b}`;
}

/**
 * pdf.js text items → words. An item holds a run of glyphs in one font; pdf.js inserts a space
 * for gaps of 0.1–0.6 em and starts a new item for larger gaps. We split items at spaces,
 * placing each word by its share of the item's width (proportional to character count), and
 * join items that touch on the same baseline (a word drawn in pieces). With `fontOf`, each word
 * carries its item's font and size ("font 1 (sans-serif) 9").
 */
export function itemsToWords(
  items: PdfjsTextItem[],
  vt: number[],
  fontOf?: (fontName: string) => string | undefined,
): Word[] {
  const words: Word[] = [];
  const [va = 1, vb = 0, vc = 0, vd = 1, ve = 0, vf = 0] = vt;
  let prev: Word | null = null;
  let prevSize = 0;
  for (const item of items) {
    const str = item.str;
    if (str === undefined || str.length === 0) continue;
    const t = item.transform;
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = t;
    const size = Math.hypot(c, d) || Math.hypot(a, b) || item.height || 1;
    const fontName = fontOf?.(item.fontName);
    const font = fontName === undefined ? undefined : `${fontName} ${Math.round(size * 10) / 10}`;
    // baseline start in viewport space
    const x = va * e + vc * f + ve;
    const y = vb * e + vd * f + vf;
    // direction of the text run in viewport space (unit vector)
    const dirX0 = va * a + vc * b;
    const dirY0 = vb * a + vd * b;
    const dl = Math.hypot(dirX0, dirY0) || 1;
    const dx = dirX0 / dl;
    const dy = dirY0 / dl;
    if (Math.abs(dy) > 0.2 && Math.abs(dx) < 0.9) {
      // vertical or rotated text (side margins, watermarks): not part of any table
      continue;
    }
    const width = item.width;
    const len = str.length;
    const perChar = len > 0 ? width / len : 0;
    let i = 0;
    while (i < len) {
      while (i < len && isSpace(str.charCodeAt(i))) i++;
      if (i >= len) break;
      const start = i;
      while (i < len && !isSpace(str.charCodeAt(i))) i++;
      const text = str.slice(start, i);
      const x0 = x + start * perChar * dx;
      const x1 = x + i * perChar * dx;
      const y0 = y - size * 0.8;
      const y1 = y + size * 0.2;
      // join to the previous word when they touch on the same baseline (split glyph runs)
      if (
        prev &&
        start === 0 &&
        Math.abs(prev.y1 - y1) < size * 0.15 &&
        x0 - prev.x1 < size * 0.08 &&
        x0 - prev.x1 > -size * 0.3 &&
        prevSize > 0 &&
        Math.abs(prevSize - size) < size * 0.2
      ) {
        prev.text += text;
        prev.x1 = Math.max(prev.x1, x1);
        const joined = joinFonts(prev.font, font);
        if (joined !== undefined) prev.font = joined;
      } else {
        const w: Word = { text, x0, y0, x1, y1, confidence: 1 };
        if (font !== undefined) w.font = font;
        words.push(w);
        prev = w;
        prevSize = size;
      }
    }
    // a trailing space in the item means a gap follows: do not join the next item to this word
    if (len > 0 && isSpace(str.charCodeAt(len - 1))) prev = null;
  }
  return words.map(normalizeWord);
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 0xa0 || code === 0x202f || code === 0x2009;
}

function normalizeWord(w: Word): Word {
  // normalise compatibility forms (ligatures, full-width digits) once, at the source
  const text = w.text.normalize('NFKC');
  return text === w.text ? w : { ...w, text };
}

/** The information dictionary as pdf.js reads it; null when it cannot. */
async function readInfo(doc: PdfjsDocument): Promise<PdfInfo | null> {
  try {
    const { info } = await doc.getMetadata();
    const text = (key: string) => {
      const v = info?.[key];
      return typeof v === 'string' && v.trim() ? v.trim() : null;
    };
    return {
      producer: text('Producer'),
      creator: text('Creator'),
      creationDate: text('CreationDate'),
      modDate: text('ModDate'),
    };
  } catch {
    return null;
  }
}
