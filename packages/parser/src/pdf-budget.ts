/**
 * Decompression budget of a PDF, checked before any PDF engine sees the file (issue #14,
 * hostile input). A FlateDecode stream of 2 MB can inflate to 2 GB: PDFium (WebAssembly, 2 GB of
 * memory at most) aborts on it, and pdf.js then inflates it into ArrayBuffers that no heap limit
 * of the parser thread counts (a 2 GB content stream took the process to 7 GB and ran into the
 * time limit). Every Flate-compressed stream is inflated here into a counter, never kept, and the
 * file is refused when one stream (after every Flate stage of its filter chain) or all of them
 * together expand past the limits. Statements are far below them: a text page is tens of KB, a
 * 600 dpi colour A4 scan stored with Flate about 100 MB.
 *
 * Scanned by bytes, not parsed: a stream is the data between `stream` and the next `endstream`
 * (its /Length is not trusted), its filters are read from the dictionary before it. Data that is
 * not valid zlib (encrypted PDFs, other filters) counts for what inflated before the error.
 */
import zlib from 'node:zlib';

/** One stream's limit, after every Flate stage of its filter chain. */
export const MAX_INFLATED_STREAM_BYTES = 256 * 1024 * 1024;
/** All streams of the file together. */
export const MAX_INFLATED_TOTAL_BYTES = 2 * 1024 * 1024 * 1024;

export type PdfBudgetVerdict =
  | { ok: true; inflatedBytes: number; streams: number }
  | { ok: false; reason: 'stream' | 'total'; inflatedBytes: number; streams: number };

export interface PdfBudgetLimits {
  maxStreamBytes?: number;
  maxTotalBytes?: number;
}

/** Bytes `data` inflates to, counting stops (and returns `cap + 1`) once past `cap`. */
function inflatedSize(data: Uint8Array, cap: number): Promise<number> {
  return new Promise((resolve) => {
    let total = 0;
    let settled = false;
    const settle = (n: number) => {
      if (settled) return;
      settled = true;
      resolve(n);
    };
    const inflate = zlib.createInflate({
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
      chunkSize: 1 << 20,
    });
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > cap) {
        settle(cap + 1);
        inflate.destroy();
      }
    });
    inflate.on('error', () => settle(total));
    inflate.on('close', () => settle(total));
    inflate.on('end', () => settle(total));
    inflate.end(data);
  });
}

/** The data of a stream whose Flate stages are more than one: inflated once, at most `cap`. */
function inflateOnce(data: Uint8Array, cap: number): Buffer | 'over' | null {
  try {
    return zlib.inflateSync(data, {
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
      maxOutputLength: cap,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'over';
    return null;
  }
}

/** How many Flate stages the dictionary before a stream names (/FlateDecode or /Fl). */
function flateStages(dict: string): number {
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dict);
  if (!filter) return 0;
  return (filter[1]!.match(/\/(FlateDecode|Fl)(?![A-Za-z0-9])/g) ?? []).length;
}

/**
 * Checks every Flate-compressed stream of `bytes` against the limits. Cost: one inflate of each
 * compressed stream (a text statement: about a millisecond); a bomb stops at the first limit.
 */
export async function checkPdfBudget(
  bytes: Uint8Array,
  limits: PdfBudgetLimits = {},
): Promise<PdfBudgetVerdict> {
  const maxStream = limits.maxStreamBytes ?? MAX_INFLATED_STREAM_BYTES;
  const maxTotal = limits.maxTotalBytes ?? MAX_INFLATED_TOTAL_BYTES;
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buf.toString('latin1');
  const keyword = /stream\r?\n/g;
  let total = 0;
  let streams = 0;
  let from = 0;
  for (let m = keyword.exec(text); m; m = keyword.exec(text)) {
    const at = m.index;
    // `endstream` also matches `stream`; only a keyword after the dictionary counts
    if (at >= 3 && text.startsWith('end', at - 3)) continue;
    const dictStart = Math.max(from, at - 4096);
    const dict = text.slice(dictStart, at);
    const dataStart = at + m[0].length;
    let dataEnd = text.indexOf('endstream', dataStart);
    if (dataEnd < 0) dataEnd = text.length;
    from = dataEnd;
    keyword.lastIndex = dataEnd + 'endstream'.length;
    const stages = flateStages(dict.slice(dict.lastIndexOf('obj') + 1));
    if (stages === 0) continue;
    streams++;
    let data: Uint8Array = buf.subarray(dataStart, dataEnd);
    let size = 0;
    for (let stage = 1; stage <= stages; stage++) {
      if (stage === stages) {
        size = await inflatedSize(data, maxStream);
        break;
      }
      const out = inflateOnce(data, maxStream);
      if (out === 'over') {
        size = maxStream + 1;
        break;
      }
      if (out === null) break; // not zlib after all: nothing more to count
      data = out;
      size = out.length;
    }
    total += Math.min(size, maxStream + 1);
    if (size > maxStream) return { ok: false, reason: 'stream', inflatedBytes: total, streams };
    if (total > maxTotal) return { ok: false, reason: 'total', inflatedBytes: total, streams };
  }
  return { ok: true, inflatedBytes: total, streams };
}

/** The user-facing message of a refused file. */
export function budgetMessage(verdict: Extract<PdfBudgetVerdict, { ok: false }>): string {
  const mb = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;
  return verdict.reason === 'stream'
    ? `The PDF holds compressed data that expands past ${mb(MAX_INFLATED_STREAM_BYTES)} in one part — far more than a statement needs (a decompression bomb?). Export or print the statement to a new PDF and upload that.`
    : `The PDF's compressed data expands past ${mb(MAX_INFLATED_TOTAL_BYTES)} in all — far more than a statement needs. Split the document or export the statement to a new PDF and upload that.`;
}
