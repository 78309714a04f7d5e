/**
 * Entry of the isolated parser thread (worker_threads, with a heap limit set by the parent).
 * It takes tasks one at a time from its parent, for as long as the parent keeps it: `parse` (a
 * statement → ParseResult, progress messages on the way), `render` (one page → PNG for the
 * review screen), `read` (stored page words → statements or text lines, for the fix screen) or
 * `export` (statements → a large export file). After each task it sends `done` with its heap size, so the parent can retire
 * a thread whose heap grew. Never logs statement contents or passwords; nothing of a task is
 * kept for the next one (the OCR workers stay warm; their idle timer stops them).
 */
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import type { ExportFormat, ExportOptions, ExportStatement } from '@bsp/insights';
import type {
  LayoutInstructions,
  LayoutProfile,
  PageWordsData,
  ParseResult,
  ReadResult,
} from '@bsp/parser';

export type ParseTask = {
  op: 'parse';
  bytes: Uint8Array;
  fileName: string;
  password: string | undefined;
  timeoutMs: number;
  /** Answer the words read per page too (as JSON text, see `ThreadMessage` 'result'). */
  keepWords?: boolean;
  /** The user's layout profiles, tried beside the generic reading. */
  layouts?: LayoutProfile[];
  /**
   * false: pages without a text layer are not OCR'd (the fuzzer's short CI run, where OCR would
   * take most of the time). Jobs never set it.
   */
  ocr?: boolean;
};
export type RenderTask = {
  op: 'render';
  bytes: Uint8Array;
  fileType: string;
  page: number;
  dpi: number;
  maxWidth: number;
  /** Turn the page the way OCR straightened it (pages whose row boxes came from OCR). */
  straighten: boolean;
  /** Protected PDFs: only inside the parse job, never stored. */
  password?: string;
};
/**
 * Stored words of a statement (as kept in analysis_words) → statements read with
 * `instructions`, or every text line of the pages.
 */
export type ReadTask = {
  op: 'read';
  pages: PageWordsJson[];
  mode: 'statements' | 'lines';
  instructions?: LayoutInstructions;
  today?: string;
};
/** Statements → an export file (a large XLSX or CSV takes seconds of CPU: not on the API's loop). */
export type ExportTask = {
  op: 'export';
  format: ExportFormat;
  statements: ExportStatement[];
  options: ExportOptions;
};
export type ThreadTask = ParseTask | RenderTask | ReadTask | ExportTask;

/** One page's `PageWordsData` as JSON text (how words cross the thread boundary and are stored). */
export type PageWordsJson = { page: number; json: string };

export type PageLine = { page: number; text: string; bbox: [number, number, number, number] };

export type ThreadMessage =
  | { type: 'progress'; stage: string; percent: number }
  /**
   * `words`: per page as JSON text. Words are many small objects; as text they cross the thread
   * boundary as one copy each and go into jsonb columns without being parsed on the main thread.
   */
  | { type: 'result'; result: ParseResult; words?: PageWordsJson[] }
  | { type: 'read'; result: ReadResult }
  | {
      type: 'lines';
      pages: Array<{ page: number; width: number; height: number }>;
      lines: PageLine[];
    }
  | { type: 'image'; png: Uint8Array; pageCount: number; widthPt: number; heightPt: number }
  | { type: 'page_out_of_range'; pageCount: number }
  | { type: 'export'; body: Uint8Array | string; contentType: string }
  | { type: 'error'; code: string; message: string }
  | { type: 'done'; heapUsed: number };

const port = parentPort;
if (!port) throw new Error('parser-thread.ts must run in a worker thread');
const send = (message: ThreadMessage) => port.postMessage(message);

async function parse(task: ParseTask) {
  const { parseStatementWith } = await import('@bsp/parser');
  const result = await parseStatementWith(
    task.bytes,
    {
      fileName: task.fileName,
      ...(task.password !== undefined ? { password: task.password } : {}),
      timeoutMs: task.timeoutMs,
      onProgress: (stage, percent) => send({ type: 'progress', stage, percent }),
      ...(task.keepWords ? { keepWords: true } : {}),
      ...(task.layouts && task.layouts.length > 0 ? { layouts: task.layouts } : {}),
    },
    task.ocr === false ? { ocr: null } : {},
  );
  const { words, ...rest } = result;
  if (!task.keepWords || !words) {
    send({ type: 'result', result: rest });
    return;
  }
  send({
    type: 'result',
    result: rest,
    words: words.map((page) => ({ page: page.page, json: JSON.stringify(page) })),
  });
}

async function read(task: ReadTask) {
  const { pageLines, readPages } = await import('@bsp/parser');
  const pages = task.pages.map((p) => JSON.parse(p.json) as PageWordsData);
  if (task.mode === 'lines') {
    send({
      type: 'lines',
      pages: pages.map((p) => ({ page: p.page, width: p.width, height: p.height })),
      lines: pageLines(pages),
    });
    return;
  }
  const result = readPages(pages, {
    ...(task.instructions ? { instructions: task.instructions } : {}),
    ...(task.today ? { today: task.today } : {}),
  });
  send({ type: 'read', result });
}

async function exportFile(task: ExportTask) {
  // (the exporters only: not the categoriser's dictionary and model)
  const { exportStatements } = await import('@bsp/insights/exports');
  const result = await exportStatements(task.format, task.statements, task.options);
  send({ type: 'export', body: result.body, contentType: result.contentType });
}

async function render(task: RenderTask) {
  const { default: sharp } = await import('sharp');
  if (task.fileType === 'pdf') {
    const { openPdfForRendering, straightenLikeOcr, uprightPageSize } = await import(
      '@bsp/parser/render'
    );
    // a decompression bomb is refused before pdf.js inflates it (see @bsp/parser pdf-budget.ts)
    const { budgetMessage, checkPdfBudget } = await import('@bsp/parser');
    const budget = await checkPdfBudget(task.bytes);
    if (!budget.ok) {
      send({ type: 'error', code: 'decompressed_too_large', message: budgetMessage(budget) });
      return;
    }
    let pdf: Awaited<ReturnType<typeof openPdfForRendering>>;
    try {
      pdf = await openPdfForRendering(task.bytes, {
        dpi: task.dpi,
        maxPixels: 12_000_000,
        ...(task.password !== undefined ? { password: task.password } : {}),
      });
    } catch (error) {
      const e = error as { code?: string; message?: string };
      send({
        type: 'error',
        code: e.code ?? 'unreadable_file',
        message: 'The PDF could not be opened.',
      });
      return;
    }
    try {
      if (task.page > pdf.pageCount) {
        send({ type: 'page_out_of_range', pageCount: pdf.pageCount });
        return;
      }
      const rendered = await pdf.render(task.page);
      // OCR'd pages: made upright (a photographed page) and straightened as OCR read them, with
      // the page size in points OCR gave the row boxes
      const straight = task.straighten ? await straightenLikeOcr(rendered.raster) : null;
      const raster = straight?.raster ?? rendered.raster;
      const { widthPt, heightPt } = uprightPageSize(rendered, straight?.perspective ?? null);
      let image = sharp(raster.data, {
        raw: { width: raster.width, height: raster.height, channels: 1 },
      });
      if (raster.width > task.maxWidth) image = image.resize({ width: task.maxWidth });
      const png = await image.png({ compressionLevel: 6 }).toBuffer();
      send({ type: 'image', png, pageCount: pdf.pageCount, widthPt, heightPt });
    } finally {
      await pdf.close();
    }
    return;
  }
  // Decoded, made upright (a photographed page) and straightened the way OCR read it, so the page
  // size and framing match the coordinates of its row boxes (a DPI the parser finds implausible
  // counts as 72; HEIC goes through the parser's decoder).
  const { openImage, straightenLikeOcr, uprightPageSize } = await import('@bsp/parser/render');
  let source: Awaited<ReturnType<typeof openImage>>;
  try {
    source = await openImage(task.bytes, { maxPixels: 100_000_000 });
  } catch (error) {
    const e = error as { code?: string };
    send({
      type: 'error',
      code: e.code ?? 'unreadable_file',
      message: 'The image could not be opened.',
    });
    return;
  }
  try {
    if (task.page > source.pageCount) {
      send({ type: 'page_out_of_range', pageCount: source.pageCount });
      return;
    }
    const decoded = await source.decodePage(task.page - 1);
    const { raster, perspective } = await straightenLikeOcr(decoded.raster);
    const { widthPt, heightPt } = uprightPageSize(decoded, perspective);
    const png = await sharp(raster.data, {
      raw: { width: raster.width, height: raster.height, channels: 1 },
      limitInputPixels: false,
    })
      .resize({ width: task.maxWidth, withoutEnlargement: true })
      .png({ compressionLevel: 6 })
      .toBuffer();
    send({ type: 'image', png, pageCount: source.pageCount, widthPt, heightPt });
  } finally {
    source.close();
  }
}

async function runTask(task: ThreadTask): Promise<void> {
  try {
    if (task.op === 'parse') await parse(task);
    else if (task.op === 'read') await read(task);
    else if (task.op === 'export') await exportFile(task);
    else await render(task);
  } catch (error) {
    send({
      type: 'error',
      code: 'thread_error',
      message: (error as Error)?.message?.slice(0, 200) ?? 'unknown error',
    });
  }
  send({ type: 'done', heapUsed: getHeapStatistics().used_heap_size });
}

async function warmUp(): Promise<void> {
  const { warmUpParser } = await import('@bsp/parser');
  await warmUpParser();
  send({ type: 'done', heapUsed: getHeapStatistics().used_heap_size });
}

// one task at a time: the parent sends the next only after `done`
port.on('message', (message: { type: 'task'; task: ThreadTask } | { type: 'warmup' }) => {
  if (message.type === 'task') void runTask(message.task);
  else void warmUp();
});
