/**
 * The PDF text layer: PDFium (WebAssembly) first; pdf.js only when PDFium cannot open a file for a
 * reason other than encryption (or its wasm module cannot be loaded), with a warning in the result.
 * pdf.js is imported lazily, so the usual text path never loads it.
 * See docs/decisions/010-pdf-text-layer.md.
 *
 * `BSP_PDF_TEXT_LAYER=pdfjs` in the environment forces pdf.js (for A/B measurements and as an
 * escape hatch); `=pdfium` disables the fallback.
 */
import { type ExtractedPdf, type ExtractOptions, PdfTextError } from './common.ts';
import { extractPdfWordsPdfium, PdfiumError } from './pdfium.ts';

export type { ExtractedPdf, ExtractOptions } from './common.ts';
export { PdfTextError } from './common.ts';

const FALLBACK_WARNING =
  'The PDF could not be opened by the primary text reader; its text was read with the fallback ' +
  'reader (pdf.js). Word positions may be less exact.';

async function viaPdfjs(bytes: Uint8Array, options: ExtractOptions): Promise<ExtractedPdf> {
  const { extractPdfWords } = await import('./pdfjs.ts');
  return extractPdfWords(bytes, options);
}

export async function extractPdfText(
  bytes: Uint8Array,
  options: ExtractOptions = {},
): Promise<ExtractedPdf> {
  const forced = process.env.BSP_PDF_TEXT_LAYER;
  if (forced === 'pdfjs') return viaPdfjs(bytes, options);
  try {
    return await extractPdfWordsPdfium(bytes, options);
  } catch (error) {
    // typed errors (password, page limit, timeout) stand; unopenable files and engine failures
    // (the wasm module did not load, or PDFium aborted) get a second chance with pdf.js
    const fallBack =
      error instanceof PdfiumError ? error.openFailed : !(error instanceof PdfTextError);
    if (!fallBack || forced === 'pdfium') throw error;
    const out = await viaPdfjs(bytes, options);
    return { ...out, warnings: [...(out.warnings ?? []), FALLBACK_WARNING] };
  }
}
