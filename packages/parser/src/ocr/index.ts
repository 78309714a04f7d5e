/**
 * OCR entry points: image files and chosen pages of a PDF → `PageWords` (page points, top-left
 * origin, confidences 0..1). Errors come back as data; nothing here throws for a bad file.
 */
import { openImage } from '../images/decode.ts';
import { uprightPageSize } from '../images/perspective.ts';
import { type PreprocessOptions, prepareForOcr, scaleRaster } from '../images/preprocess.ts';
import {
  DEFAULT_MAX_PAGES,
  DEFAULT_MAX_PIXELS,
  type GreyRaster,
  ImageError,
} from '../images/raster.ts';
import { openPdfForRendering, type PdfRenderer } from '../images/render-pdf-page.ts';
import { openPdfForRenderingPdfium, PdfiumOpenError } from '../images/render-pdf-pdfium.ts';
import type { ParseError } from '../types.ts';
import type { PageWords, Word } from '../words.ts';
import { cleanOcrLines } from './clean.ts';
import { repairMonthNames } from './month-names.ts';
import { recognize, type TesseractWord } from './pool.ts';
import {
  type AmountRepair,
  type OcrWord,
  repairDateColumns,
  repairMoneyColumns,
} from './repair.ts';
import {
  AMOUNT_CHARS,
  cropCell,
  DATE_CHARS,
  decideAmount,
  decideDate,
  REREAD_GLYPH_PX,
  rereadTasks,
} from './reread.ts';
import { warmUpRaster } from './warm-up.ts';

export { AVAILABLE_LANGUAGES, configureOcrPool, shutdownOcr } from './pool.ts';
export { textLayerLooksUnreliable } from './text-layer-quality.ts';

/**
 * Starts an OCR worker (for `languages`, default English) and has it read a small generated page,
 * so that the next real page is read at full speed: the first page a process reads otherwise
 * costs ~0.5 s CPU more (V8 optimising tesseract's WebAssembly as it runs) plus the worker's
 * start. The optimised code stays shared by every thread of the process as long as the thread
 * that called this lives (see `pool.ts`), so a server can call it once at start-up, in its main
 * thread, and its parse threads' OCR workers start warm. Costs ~1 s CPU; never throws.
 */
export async function warmUpOcr(opts: { languages?: string[] } = {}): Promise<void> {
  try {
    await recognize({
      image: toPgm(warmUpRaster()),
      languages: opts.languages?.length ? opts.languages : ['eng'],
      psm: DEFAULT_PSM,
      dpi: 200,
      timeoutMs: 30_000,
    });
  } catch {
    // a warm-up that fails costs the next page its speed, nothing else
  }
}

export interface OcrOptions {
  password?: string;
  /** Tesseract language codes, default `['eng']`; `deu`, `fra`, `spa` are installed too. */
  languages?: string[];
  /** Budget for the whole call (default 120 s); pages not reached in time get a `timeout` error. */
  timeoutMs?: number;
  /** Budget per page (default 60 s); the OCR worker is killed when a page exceeds it. */
  pageTimeoutMs?: number;
  /** Per-page pixel limit of the input image (default 50 MP → `image_too_large`). */
  maxPixels?: number;
  /** Default 200 → `too_many_pages`. */
  maxPages?: number;
  onProgress?: (stage: string, percent: number) => void;
  /** Tesseract page segmentation mode; default '4' (single column of variable-size text). */
  psm?: '3' | '4' | '6' | '11';
  /** Resolution PDF pages are rendered at; default 300 dpi. */
  renderDpi?: number;
  preprocess?: PreprocessOptions;
}

export interface OcrResult {
  pages: PageWords[];
  errors: ParseError[];
  /** Things the reader should check, e.g. amounts whose OCR reading was repaired. */
  warnings?: string[];
  /**
   * For benches: milliseconds of CPU per page (the whole process, all threads — so only
   * meaningful while nothing else runs in it) spent decoding/rendering, preprocessing,
   * recognising (second readings included), and of that on the second readings, with their number.
   */
  timings?: Array<{
    page: number;
    loadMs: number;
    prepareMs: number;
    ocrMs: number;
    rereadMs: number;
    rereads: number;
  }>;
}

/** CPU milliseconds of this process so far, all threads (the tesseract worker included). */
function cpuNow(): number {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
}

const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_PAGE_TIMEOUT_MS = 60_000;
const DEFAULT_PSM = '4';

function toParseError(err: unknown): ParseError {
  if (err instanceof ImageError) return { code: err.code, message: err.message };
  return {
    code: 'unreadable_file',
    message: `Unexpected OCR failure: ${err instanceof Error ? err.message : String(err)}`,
  };
}

/** Binary PGM: leptonica reads it directly, so no PNG encoding on the hot path. */
function toPgm(r: GreyRaster): Uint8Array {
  const header = Buffer.from(`P5\n${r.width} ${r.height}\n255\n`, 'ascii');
  const out = new Uint8Array(header.length + r.data.length);
  out.set(header, 0);
  out.set(r.data, header.length);
  return out;
}

export function wordsToPage(
  words: readonly TesseractWord[],
  page: number,
  raster: { width: number; height: number },
  widthPt: number,
  heightPt: number,
  repaired: ReadonlySet<TesseractWord> = new Set(),
): PageWords {
  const sx = widthPt / raster.width;
  const sy = heightPt / raster.height;
  const out: Word[] = [];
  for (const w of words) {
    const text = w.text.trim();
    if (text === '') continue;
    const { x0, y0, x1, y1 } = w.bbox;
    if (!(x1 > x0 && y1 > y0)) continue;
    out.push({
      text,
      x0: round2(x0 * sx),
      y0: round2(y0 * sy),
      x1: round2(x1 * sx),
      y1: round2(y1 * sy),
      confidence: Math.min(1, Math.max(0, w.confidence / 100)),
      ...(repaired.has(w) ? { repaired: true } : {}),
    });
  }
  return { page, width: round2(widthPt), height: round2(heightPt), words: out, source: 'ocr' };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** One warning per page naming the amounts whose reading was repaired (value changes only). */
export function repairNote(page: number, repairs: readonly AmountRepair[]): string | null {
  const changed = repairs.filter((r) => r.changesValue);
  if (changed.length === 0) return null;
  const how = (r: AmountRepair) =>
    r.outcome === 'confirmed'
      ? ' (confirmed by a second reading)'
      : r.outcome === 'overruled' || r.outcome === 'read'
        ? ' (second reading)'
        : '';
  const shown = changed
    .slice(0, 5)
    .map((r) => `"${r.from}" as ${r.to}${how(r)}`)
    .join(', ');
  const more = changed.length > 5 ? ` and ${changed.length - 5} more` : '';
  const dates = changed.filter((r) => r.kind === 'date').length;
  const what = dates === 0 ? 'amount' : dates === changed.length ? 'date' : 'amount or date';
  return (
    `Page ${page}: ${changed.length} ${what}${changed.length > 1 ? 's were' : ' was'} misread by OCR ` +
    `and repaired (${shown}${more}); their rows have a low confidence — check them.`
  );
}

interface PageJob {
  page: number;
  load(): Promise<{ raster: GreyRaster; widthPt: number; heightPt: number; dpi: number | null }>;
}

async function runPages(jobs: PageJob[], opts: OcrOptions, result: OcrResult): Promise<void> {
  const deadline = Date.now() + (opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const pageTimeout = opts.pageTimeoutMs ?? DEFAULT_PAGE_TIMEOUT_MS;
  const languages = opts.languages?.length ? opts.languages : ['eng'];
  const psm = opts.psm ?? DEFAULT_PSM;
  opts.onProgress?.('ocr', 0);
  for (const [i, job] of jobs.entries()) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      const left = jobs.slice(i).map((j) => j.page);
      result.errors.push({
        code: 'timeout',
        message: `OCR ran out of time before page${left.length > 1 ? 's' : ''} ${left.join(', ')}.`,
      });
      break;
    }
    try {
      const t0 = cpuNow();
      const src = await job.load();
      const t1 = cpuNow();
      const prepared = await prepareForOcr(src.raster, opts.preprocess);
      const t2 = cpuNow();
      const dpiOfOcrImage = (src.dpi ?? 72) * prepared.scale;
      const lines = await recognize({
        image: toPgm(prepared.raster),
        languages,
        psm,
        // Tesseract only uses this for size heuristics; an upscaled 72-dpi page behaves like ~200 dpi.
        dpi: Math.max(70, Math.min(1200, dpiOfOcrImage)),
        timeoutMs: Math.min(pageTimeout, remaining),
      });
      const money = repairMoneyColumns(cleanOcrLines(lines));
      const dates = repairDateColumns(money.words);
      // cells the first reading got wrong: read again, alone, restricted to amount/date characters
      const replaced = new Map<OcrWord, OcrWord>();
      // (repairs a second reading may revise are reported after it)
      const repairs: AmountRepair[] = [...money.repairs, ...dates.repairs].filter(
        (r) => !r.changesValue || r.reread === false,
      );
      const t3 = cpuNow();
      const tasks = rereadTasks([...money.repairs, ...dates.repairs], money.unreadable);
      for (const t of tasks) {
        let second = '';
        try {
          const k = Math.max(1, Math.min(4, REREAD_GLYPH_PX / t.word.glyph));
          const cell = await recognize({
            image: toPgm(await scaleRaster(cropCell(prepared.raster, t.word), k)),
            languages,
            psm: '7',
            dpi: Math.max(70, Math.min(1200, dpiOfOcrImage * k)),
            timeoutMs: Math.min(5_000, Math.max(1, deadline - Date.now())),
            params: { tessedit_char_whitelist: t.kind === 'amount' ? AMOUNT_CHARS : DATE_CHARS },
          });
          second = cell.flatMap((l) => l.words.map((w) => w.text)).join(' ');
        } catch {
          // no second reading: the repair (if any) stands, flagged as such
        }
        const d =
          t.kind === 'amount'
            ? decideAmount(t.word, t.repaired, second, money.decimal)
            : decideDate(t.word, t.repaired ?? t.from, second, t.shape ?? '');
        if (!d) continue;
        replaced.set(t.word, { ...t.word, text: d.text, confidence: d.confidence });
        repairs.push({
          from: t.from,
          to: d.text,
          changesValue: true,
          kind: t.kind,
          outcome: d.outcome,
        });
      }
      const t4 = cpuNow();
      const beforeMonths = dates.words.map((w) => replaced.get(w) ?? w);
      const months = repairMonthNames(beforeMonths);
      const words = months.words;
      repairs.push(...months.repairs);
      // the words whose reading a repair changed (the layout engine keeps them flagged)
      const flagged = new Set<TesseractWord>(replaced.values());
      for (const r of [...money.repairs, ...dates.repairs])
        if (r.changesValue && r.word) flagged.add(r.word);
      words.forEach((w, k) => {
        if (w !== beforeMonths[k]) flagged.add(w);
      });
      const note = repairNote(job.page, repairs);
      if (note) {
        result.warnings ??= [];
        result.warnings.push(note);
      }
      // a photographed page made upright has its own size (same points per pixel)
      const size = uprightPageSize(src, prepared.perspective);
      result.pages.push(
        wordsToPage(words, job.page, prepared.raster, size.widthPt, size.heightPt, flagged),
      );
      result.timings ??= [];
      result.timings.push({
        page: job.page,
        loadMs: Math.round(t1 - t0),
        prepareMs: Math.round(t2 - t1),
        ocrMs: Math.round(cpuNow() - t2),
        rereadMs: Math.round(t4 - t3),
        rereads: tasks.length,
      });
    } catch (err) {
      const e = toParseError(err);
      if (e.code === 'timeout' || e.code === 'image_too_large' || e.code === 'unreadable_file') {
        e.message = e.message.startsWith('Page ') ? e.message : `Page ${job.page}: ${e.message}`;
      }
      result.errors.push(e);
      // A whole-file problem (password, memory) will not get better on the next page.
      if (e.code === 'needs_password' || e.code === 'wrong_password') break;
    }
    opts.onProgress?.('ocr', Math.round((100 * (i + 1)) / jobs.length));
  }
}

/** OCRs an image file (PNG, JPEG, TIFF incl. multi-page, WebP, HEIC). */
export async function ocrImage(bytes: Uint8Array, opts: OcrOptions = {}): Promise<OcrResult> {
  const result: OcrResult = { pages: [], errors: [] };
  let source: Awaited<ReturnType<typeof openImage>>;
  try {
    source = await openImage(bytes, {
      maxPixels: opts.maxPixels ?? DEFAULT_MAX_PIXELS,
      maxPages: opts.maxPages ?? DEFAULT_MAX_PAGES,
    });
  } catch (err) {
    result.errors.push(toParseError(err));
    return result;
  }
  try {
    const jobs: PageJob[] = Array.from({ length: source.pageCount }, (_, i) => ({
      page: i + 1,
      load: () => source.decodePage(i),
    }));
    await runPages(jobs, opts, result);
  } finally {
    source.close();
  }
  return result;
}

/** Renders and OCRs the given 1-based pages of a PDF (pages out of range are reported). */
export async function ocrPdfPages(
  bytes: Uint8Array,
  pageNumbers: readonly number[],
  opts: OcrOptions = {},
): Promise<OcrResult> {
  const result: OcrResult = { pages: [], errors: [] };
  const renderOpts = {
    ...(opts.password !== undefined ? { password: opts.password } : {}),
    dpi: opts.renderDpi ?? 300,
    maxPixels: opts.maxPixels ?? DEFAULT_MAX_PIXELS,
  };
  let pdf: PdfRenderer;
  let fallback: PdfRenderer | null = null;
  try {
    // PDFium (scans decoded at their own resolution); pdf.js when PDFium cannot open the file
    pdf = await openPdfForRenderingPdfium(bytes, renderOpts).catch((err: unknown) => {
      if (err instanceof PdfiumOpenError || !(err instanceof ImageError))
        return openPdfForRendering(bytes, renderOpts);
      throw err;
    });
  } catch (err) {
    result.errors.push(toParseError(err));
    return result;
  }
  // a page PDFium fails on (a WebAssembly trap) is rendered by pdf.js instead
  const renderPage = async (page: number) => {
    try {
      return await pdf.render(page);
    } catch (err) {
      if (err instanceof ImageError) throw err;
      fallback ??= await openPdfForRendering(bytes, renderOpts);
      return fallback.render(page);
    }
  };
  try {
    const maxPages = opts.maxPages ?? DEFAULT_MAX_PAGES;
    const wanted = [...new Set(pageNumbers)].sort((a, b) => a - b);
    if (pdf.pageCount > maxPages) {
      result.errors.push({
        code: 'too_many_pages',
        message: `The PDF has ${pdf.pageCount} pages; the limit is ${maxPages}.`,
      });
      return result;
    }
    const jobs: PageJob[] = wanted.map((page) => ({ page, load: () => renderPage(page) }));
    await runPages(jobs, opts, result);
  } finally {
    await pdf.close();
    await (fallback as PdfRenderer | null)?.close();
  }
  return result;
}
