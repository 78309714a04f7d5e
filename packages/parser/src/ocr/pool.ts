/**
 * A small pool of tesseract.js workers (one by default), created on first use, reused across
 * pages and files, terminated after a spell of idleness or by `shutdownOcr()`.
 *
 * Everything runs offline: language data is read from the installed `@tesseract.js-data/*`
 * packages (LSTM-only "best_int" models), the cache is disabled (tesseract.js would otherwise
 * write `*.traineddata` into the working directory), and worker errors are turned into rejected
 * promises instead of process crashes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import Tesseract from 'tesseract.js';
import { ImageError } from '../images/raster.ts';
import { compileTesseractCore } from './core.ts';

const require = createRequire(import.meta.url);

/** Languages whose data packages ship with the parser. */
export const AVAILABLE_LANGUAGES = ['eng', 'deu', 'fra', 'spa'] as const;
export type OcrLanguage = (typeof AVAILABLE_LANGUAGES)[number];

/** Data folder inside each `@tesseract.js-data/<lang>` package: LSTM-only integer models. */
const MODEL_FOLDER = '4.0.0_best_int';

function langDir(lang: string): string {
  if (!(AVAILABLE_LANGUAGES as readonly string[]).includes(lang)) {
    throw new Error(
      `OCR language "${lang}" is not installed (available: ${AVAILABLE_LANGUAGES.join(', ')}).`,
    );
  }
  return path.join(
    path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)),
    MODEL_FOLDER,
  );
}

export interface RecognizeRequest {
  /** An encoded image tesseract can read (we pass binary PGM: no encoding cost). */
  image: Uint8Array;
  languages: readonly string[];
  /** Tesseract page segmentation mode. */
  psm: string;
  /** Resolution of the image, so tesseract's size heuristics work. */
  dpi: number;
  timeoutMs: number;
  /** Tesseract variables for this call only (e.g. a character whitelist), restored after it. */
  params?: Record<string, string>;
}

export interface TesseractWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

/** One text line as tesseract found it: its words and its baseline (pixels of the OCR raster). */
export interface TesseractLine {
  words: TesseractWord[];
  baseline: { x0: number; y0: number; x1: number; y1: number } | null;
}

interface Slot {
  worker: Tesseract.Worker | null;
  langKey: string;
  busy: boolean;
  /** Set by `shutdownOcr()` while a job runs: terminate the worker when the job ends. */
  retire: boolean;
}

const config = { size: 1, idleMs: 30_000 };
/** How long a timed-out worker may finish its job before it is killed anyway. */
const ABANDONED_WORKER_GRACE_MS = 10_000;
const slots: Slot[] = [];
const waiting: Array<(slot: Slot) => void> = [];
let idleTimer: NodeJS.Timeout | null = null;

/** Pool size (default 1 — one OCR page at a time per process) and idle timeout (default 30 s). */
export function configureOcrPool(opts: { size?: number; idleMs?: number }): void {
  if (opts.size !== undefined) config.size = Math.max(1, Math.floor(opts.size));
  if (opts.idleMs !== undefined) config.idleMs = Math.max(0, opts.idleMs);
}

/** Our worker script: tesseract.js's own, loading the LSTM-only core build (`core.ts`). */
const WORKER_PATH = fileURLToPath(new URL('./tesseract-thread.ts', import.meta.url));

/**
 * The core's WebAssembly, compiled once in this thread and kept for its lifetime. V8 shares
 * compiled WebAssembly between all threads of a process while any module compiled from the same
 * bytes is alive, optimised code included; holding one here means that a worker started later
 * (after the idle timeout, after a timed-out page, for other languages) compiles nothing and runs
 * at full speed from its first page — ~0.5 s CPU less per new worker, measured. Costs ~15 ms once
 * (compilation is lazy) and the code's memory while no worker runs.
 */
let compiledCore: object | null = null;
function keepCoreCompiled(): void {
  if (compiledCore) return;
  try {
    compiledCore = compileTesseractCore();
  } catch {
    // only an optimisation: the worker compiles the core itself anyway
  }
}

async function createWorker(languages: readonly string[]): Promise<Tesseract.Worker> {
  const [first, ...rest] = languages;
  if (first === undefined) throw new Error('At least one OCR language is required.');
  const dirs = languages.map(langDir); // validates every code before spawning anything
  keepCoreCompiled();
  // tesseract.js reads the first language from `langPath`; it keeps this array as its list of
  // loaded languages, so further languages are written into its in-memory FS and appended.
  const loaded = [first];
  const worker = await Tesseract.createWorker(loaded, Tesseract.OEM.LSTM_ONLY, {
    langPath: dirs[0]!,
    workerPath: WORKER_PATH,
    cacheMethod: 'none',
    gzip: true,
    errorHandler: () => {}, // failures reach us as rejected promises
  });
  try {
    for (const [i, lang] of rest.entries()) {
      const data = gunzipSync(readFileSync(path.join(dirs[i + 1]!, `${lang}.traineddata.gz`)));
      await worker.FS('writeFile', [`${lang}.traineddata`, data]);
      loaded.push(lang);
    }
    if (rest.length > 0) await worker.reinitialize(languages.join('+'), Tesseract.OEM.LSTM_ONLY);
  } catch (err) {
    await worker.terminate();
    throw err;
  }
  return worker;
}

function acquire(): Promise<Slot> {
  if (idleTimer) {
    clearTimeout(idleTimer);
    idleTimer = null;
  }
  let slot = slots.find((s) => !s.busy);
  if (!slot && slots.length < config.size) {
    slot = { worker: null, langKey: '', busy: false, retire: false };
    slots.push(slot);
  }
  if (slot) {
    slot.busy = true;
    return Promise.resolve(slot);
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function release(slot: Slot): void {
  if (slot.retire) {
    slot.retire = false;
    void discard(slot);
  }
  const next = waiting.shift();
  if (next) {
    next(slot); // stays busy, handed over
    return;
  }
  slot.busy = false;
  if (slots.every((s) => !s.busy)) {
    idleTimer = setTimeout(() => void shutdownOcr(), config.idleMs);
    idleTimer.unref();
  }
}

async function discard(slot: Slot): Promise<void> {
  const w = slot.worker;
  slot.worker = null;
  slot.langKey = '';
  if (w) await w.terminate().catch(() => {});
}

/** Recognises one image; throws `ImageError('timeout')` after `timeoutMs` (the worker is killed). */
export async function recognize(req: RecognizeRequest): Promise<TesseractLine[]> {
  const slot = await acquire();
  try {
    const langKey = req.languages.join('+');
    if (!slot.worker || slot.langKey !== langKey) {
      await discard(slot);
      slot.worker = await createWorker(req.languages);
      slot.langKey = langKey;
    }
    const worker = slot.worker;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(new ImageError('timeout', `OCR of a page took longer than ${req.timeoutMs} ms.`)),
        req.timeoutMs,
      );
    });
    let job: Promise<Tesseract.RecognizeResult> | undefined;
    try {
      job = worker
        .setParameters({
          tessedit_pageseg_mode: req.psm as Tesseract.PSM,
          user_defined_dpi: String(Math.round(req.dpi)),
        })
        .then(() =>
          // TSV: words, boxes and line numbers are all we use; the JSON `blocks` output adds
          // every symbol and choice (~3 % more time) for nothing
          worker.recognize(req.image, req.params ?? {}, {
            text: false,
            blocks: false,
            hocr: false,
            tsv: true,
          }),
        );
      job.catch(() => {}); // the race's loser settles later; its outcome is not needed
      const result = await Promise.race([job, timeout]);
      return linesFromTsv(result.data.tsv ?? '');
    } catch (err) {
      if (err instanceof ImageError) {
        // Timed out: this page gets no more of our time, and the next page a fresh worker. The
        // old one is killed once its job settles (or after a grace period): killing it between
        // tesseract.js's own internal steps makes the library throw where nothing can catch it.
        const abandoned = slot.worker;
        slot.worker = null;
        slot.langKey = '';
        const kill = () => void abandoned?.terminate().catch(() => {});
        const grace = setTimeout(kill, ABANDONED_WORKER_GRACE_MS);
        grace.unref();
        void job
          ?.finally(() => {
            clearTimeout(grace);
            kill();
          })
          .catch(() => {});
        throw err;
      }
      // A failed worker is in an unknown state: kill it, the next page gets a fresh one.
      await discard(slot);
      throw new ImageError(
        'unreadable_file',
        `OCR failed: ${err instanceof Error ? err.message : String(err)}`,
      );
    } finally {
      clearTimeout(timer);
    }
  } finally {
    release(slot);
  }
}

/** Characters whose ink reaches below the baseline. */
const DESCENDERS = /[gjpqyQJ,;()[\]{}|/@$§µ_]/u;

/**
 * The baseline of a line from its words' ink: a straight line fitted through the bottoms of the
 * words without descenders (least squares; flat when they do not spread across the line), or the
 * words' median bottom when every word has a descender. Null for a line without words.
 */
export function fitBaseline(words: readonly TesseractWord[]): TesseractLine['baseline'] {
  if (words.length === 0) return null;
  const x0 = Math.min(...words.map((w) => w.bbox.x0));
  const x1 = Math.max(...words.map((w) => w.bbox.x1));
  const flat = words.filter((w) => !DESCENDERS.test(w.text));
  if (flat.length === 0) {
    const b = [...words.map((w) => w.bbox.y1)].sort((a, c) => a - c)[words.length >> 1]!;
    const h = [...words.map((w) => w.bbox.y1 - w.bbox.y0)].sort((a, c) => a - c)[
      words.length >> 1
    ]!;
    const y = b - h * 0.2;
    return { x0, y0: y, x1, y1: y };
  }
  const xs = flat.map((w) => (w.bbox.x0 + w.bbox.x1) / 2);
  const ys = flat.map((w) => w.bbox.y1);
  const mx = xs.reduce((a, v) => a + v, 0) / xs.length;
  const my = ys.reduce((a, v) => a + v, 0) / ys.length;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < xs.length; i++) {
    sxx += (xs[i]! - mx) ** 2;
    sxy += (xs[i]! - mx) * (ys[i]! - my);
  }
  // a slope needs words spread over at least a fifth of the line; never steeper than ~1°
  const spread = Math.max(...xs) - Math.min(...xs);
  const slope =
    spread > (x1 - x0) * 0.2 && sxx > 0 ? Math.max(-0.02, Math.min(0.02, sxy / sxx)) : 0;
  return { x0, y0: my + slope * (x0 - mx), x1, y1: my + slope * (x1 - mx) };
}

/**
 * Tesseract's TSV (level, page, block, paragraph, line, word, left, top, width, height, conf,
 * text) → lines of words with a fitted baseline.
 */
export function linesFromTsv(tsv: string): TesseractLine[] {
  const lines: TesseractLine[] = [];
  let key = '';
  let current: TesseractWord[] = [];
  const flush = () => {
    if (current.length > 0) lines.push({ words: current, baseline: fitBaseline(current) });
    current = [];
  };
  for (const row of tsv.split('\n')) {
    const f = row.split('\t');
    if (f[0] !== '5' || f.length < 12) continue;
    const text = f.slice(11).join('\t');
    if (text.trim() === '') continue;
    const k = `${f[2]}/${f[3]}/${f[4]}`;
    if (k !== key) {
      flush();
      key = k;
    }
    const left = Number(f[6]);
    const top = Number(f[7]);
    current.push({
      text,
      confidence: Math.max(0, Number(f[10])),
      bbox: { x0: left, y0: top, x1: left + Number(f[8]), y1: top + Number(f[9]) },
    });
  }
  flush();
  return lines;
}

/** Terminates every OCR worker now (e.g. on process shutdown). Later calls start new ones. */
export async function shutdownOcr(): Promise<void> {
  if (idleTimer) {
    clearTimeout(idleTimer);
    idleTimer = null;
  }
  for (const s of slots) if (s.busy) s.retire = true;
  await Promise.all(slots.filter((s) => !s.busy).map(discard));
  for (let i = slots.length - 1; i >= 0; i--) if (!slots[i]!.busy) slots.splice(i, 1);
}
