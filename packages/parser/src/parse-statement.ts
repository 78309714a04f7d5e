/**
 * Orchestration: bytes → ParseResult. File type by leading bytes; PDF text layer first, OCR for
 * pages without a usable text layer and for images; the layout engine; checks. Never throws for
 * bad input (errors come back as data with stable codes); never logs statement contents or the
 * password; a hard time limit applies to the whole call.
 */
import { detectFileType } from './file-type.ts';
import { buildLines, type Line } from './layout/lines.ts';
import { textLayerLooksUnreliable } from './ocr/text-layer-quality.ts';
import { budgetMessage, checkPdfBudget } from './pdf-budget.ts';
import { readLines } from './profile/read-pages.ts';
import { extractPdfText, PdfTextError } from './text-layer/index.ts';
import type { ParseError, ParseOptions, ParseResult } from './types.ts';
import { warmUpPdf } from './warm-up-pdf.ts';
import type { PageWords } from './words.ts';

/** What the orchestrator needs from OCR (the `src/ocr` module provides it; tests inject fakes). */
export interface OcrEngine {
  ocrPdfPages(
    bytes: Uint8Array,
    pageNumbers: readonly number[],
    opts: OcrCallOptions,
  ): Promise<{ pages: PageWords[]; errors: ParseError[]; warnings?: string[] }>;
  ocrImage(
    bytes: Uint8Array,
    opts: OcrCallOptions,
  ): Promise<{ pages: PageWords[]; errors: ParseError[]; warnings?: string[] }>;
  /** Optional: true when a page's text layer is present but garbage (then it is OCRed too). */
  textLayerLooksUnreliable?(page: PageWords): boolean;
}

export interface OcrCallOptions {
  password?: string;
  timeoutMs?: number;
  maxPixels?: number;
  maxPages?: number;
  languages?: string[];
  onProgress?: (stage: string, percent: number) => void;
}

export interface ParseDeps {
  ocr?: OcrEngine | null;
}

const DEFAULT_TIMEOUT_MS = 120_000;

/**
 * The real OCR engine, loaded only when a page needs it: tesseract.js, sharp and the canvas cost
 * about 0.5 s and 25 MB per process, which text PDFs should never pay.
 */
let ocrModule: Promise<typeof import('./ocr/index.ts')> | null = null;
let ocrWorkers = 1;
const loadOcr = () => {
  ocrModule ??= import('./ocr/index.ts').then((m) => {
    m.configureOcrPool({ size: ocrWorkers });
    return m;
  });
  return ocrModule;
};

/**
 * How many pages OCR may read at once in this process (one tesseract worker each, started when
 * needed; default 1). For callers that parse several statements side by side, e.g. `bsp parse`
 * on a batch: one per core. Does not load OCR.
 */
export function setOcrWorkers(n: number): void {
  ocrWorkers = Math.max(1, Math.floor(n));
  void ocrModule?.then((m) => m.configureOcrPool({ size: ocrWorkers }));
}
const defaultOcr: OcrEngine = {
  ocrPdfPages: async (bytes, pageNumbers, opts) =>
    (await loadOcr()).ocrPdfPages(bytes, pageNumbers, opts),
  ocrImage: async (bytes, opts) => (await loadOcr()).ocrImage(bytes, opts),
  textLayerLooksUnreliable,
};

export function parseStatement(
  bytes: Uint8Array,
  options: ParseOptions = {},
): Promise<ParseResult> {
  return parseStatementWith(bytes, options, {});
}

export async function parseStatementWith(
  bytes: Uint8Array,
  options: ParseOptions,
  deps: ParseDeps,
): Promise<ParseResult> {
  const result: ParseResult = {
    file: options.fileName ?? '',
    pages: 0,
    method: 'text',
    statements: [],
    warnings: [],
    errors: [],
  };
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const deadline = Date.now() + timeoutMs;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const work = run(bytes, options, deps, result, deadline);
    const outcome = await Promise.race([work.then(() => 'done' as const), timeout]);
    if (outcome === 'timeout') {
      work.catch(() => {}); // let the abandoned work finish quietly
      return {
        ...result,
        statements: [],
        errors: [
          {
            code: 'timeout',
            message: `Parsing took longer than ${Math.round(timeoutMs / 1000)} s.`,
          },
        ],
      };
    }
  } catch (error) {
    result.statements = [];
    result.errors.push(toError(error));
  } finally {
    clearTimeout(timer);
  }
  return result;
}

function toError(error: unknown): ParseError {
  if (error instanceof PdfTextError) return { code: error.code, message: error.message };
  return { code: 'unreadable_file', message: 'The file could not be read.' };
}

async function run(
  bytes: Uint8Array,
  options: ParseOptions,
  deps: ParseDeps,
  result: ParseResult,
  deadline: number,
): Promise<void> {
  const progress = options.onProgress ?? (() => {});
  const type = bytes.length > 0 ? detectFileType(bytes) : null;
  if (!type) {
    result.errors.push({
      code: 'unsupported_type',
      message: 'The file is not a PDF or a supported image (PNG, JPEG, TIFF, WebP, HEIC).',
    });
    return;
  }
  const ocr = deps.ocr !== undefined ? deps.ocr : defaultOcr;
  const remaining = () => Math.max(1000, deadline - Date.now());
  let pages: PageWords[] = [];
  const maxPages = options.maxPages ?? 200;
  if (type === 'pdf') {
    progress('text', 0);
    // before any PDF engine: a decompression bomb is refused, not inflated (see pdf-budget.ts)
    const budget = await checkPdfBudget(bytes);
    if (!budget.ok) {
      result.errors.push({ code: 'decompressed_too_large', message: budgetMessage(budget) });
      return;
    }
    const extracted = await extractPdfText(bytes, {
      ...(options.password !== undefined ? { password: options.password } : {}),
      maxPages,
      shouldStop: () => Date.now() > deadline,
    });
    result.pages = extracted.pageCount;
    if (extracted.warnings) result.warnings.push(...extracted.warnings);
    result.document = {
      producer: extracted.info?.producer ?? null,
      creator: extracted.info?.creator ?? null,
      creationDate: extracted.info?.creationDate ?? null,
      modDate: extracted.info?.modDate ?? null,
      pageSizes: extracted.pages.map((p) => [Math.round(p.width), Math.round(p.height)]),
    };
    pages = extracted.pages;
    progress('text', 100);
    const toOcr = new Set(extracted.pagesWithoutText);
    if (ocr?.textLayerLooksUnreliable) {
      for (const p of pages)
        if (!toOcr.has(p.page) && ocr.textLayerLooksUnreliable(p)) toOcr.add(p.page);
    }
    if (toOcr.size > 0) {
      if (!ocr) {
        result.warnings.push(`${toOcr.size} page(s) have no text layer and OCR is not available.`);
      } else {
        progress('ocr', 0);
        const o = await ocr.ocrPdfPages(bytes, [...toOcr], {
          ...(options.password !== undefined ? { password: options.password } : {}),
          timeoutMs: remaining(),
          ...(options.maxPixels !== undefined ? { maxPixels: options.maxPixels } : {}),
          maxPages,
          onProgress: progress,
        });
        for (const e of o.errors) result.warnings.push(`OCR: ${e.message}`);
        if (o.warnings) result.warnings.push(...o.warnings);
        const byPage = new Map(o.pages.map((p) => [p.page, p]));
        let replaced = 0;
        pages = pages.map((p) => {
          const q = byPage.get(p.page);
          if (q && q.words.length > 0) {
            replaced++;
            return q;
          }
          return p;
        });
        if (replaced > 0) result.method = replaced === pages.length ? 'ocr' : 'mixed';
        if (o.errors.some((e) => e.code === 'timeout')) {
          result.errors.push({ code: 'timeout', message: 'OCR did not finish in time.' });
          return;
        }
      }
    }
  } else {
    result.method = 'ocr';
    if (!ocr) {
      result.errors.push({
        code: 'unsupported_type',
        message: 'Images need OCR, which is not available.',
      });
      return;
    }
    progress('ocr', 0);
    const o = await ocr.ocrImage(bytes, {
      timeoutMs: remaining(),
      ...(options.maxPixels !== undefined ? { maxPixels: options.maxPixels } : {}),
      maxPages,
      onProgress: progress,
    });
    pages = o.pages;
    result.pages = o.pages.length;
    if (o.pages.length === 0 && o.errors.length > 0) {
      result.errors.push(...o.errors);
      return;
    }
    for (const e of o.errors) result.warnings.push(`OCR: ${e.message}`);
    if (o.warnings) result.warnings.push(...o.warnings);
  }
  if (Date.now() > deadline) {
    result.errors.push({ code: 'timeout', message: 'Parsing took too long.' });
    return;
  }
  progress('layout', 0);
  const lines: Line[][] = pages.map((p) => buildLines(p));
  // the clock is read here only: the engine below stays pure
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const read = readLines(
    lines,
    {
      today,
      ...(options.instructions ? { instructions: options.instructions } : {}),
      ...(options.layouts ? { layouts: options.layouts } : {}),
    },
    pages.every((p) => p.words.length === 0),
  );
  result.statements = read.statements;
  result.warnings.push(...read.warnings);
  result.errors.push(...read.errors);
  result.reading = read.reading;
  if (result.document) result.document.fontOutliers = read.fontOutliers;
  if (options.keepWords) result.words = pages;
  progress('layout', 100);
}

/**
 * Readies a process (or thread) for its first statement: parses a small generated text PDF a few
 * times (PDFium loaded, the text path optimised by V8), then loads OCR and has it read a generated
 * page (~0.5 s CPU less and no worker start on the first scanned page). Optimised WebAssembly is
 * shared by the threads of a process while the calling thread lives. ~1–1.5 s CPU; never throws.
 */
export async function warmUpParser(): Promise<void> {
  try {
    const pdf = warmUpPdf();
    for (let i = 0; i < 3; i++) await parseStatement(pdf);
    await (await loadOcr()).warmUpOcr();
  } catch {
    // the next statement is merely slower
  }
}

/** Stops background OCR workers, if any were started (lets a CLI process exit promptly). */
export async function shutdownParser(): Promise<void> {
  if (!ocrModule) return;
  await (await ocrModule).shutdownOcr();
}
