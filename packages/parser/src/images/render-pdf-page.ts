/**
 * Renders chosen PDF pages to greyscale rasters for OCR (pdfjs-dist + @napi-rs/canvas).
 * All pdfjs resources come from the installed package — nothing is fetched at run time.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { DEFAULT_MAX_PIXELS, type GreyRaster, ImageError } from './raster.ts';

/**
 * Image files decode here exactly as OCR reads them (orientation, HEIC, page size in points from
 * a plausible DPI) and straighten by the skew OCR corrects, so a page picture and the row boxes
 * found on it share one coordinate space.
 */
export { type DecodedImagePage, openImage } from './decode.ts';
export { uprightPageSize } from './perspective.ts';
export { straightenLikeOcr } from './preprocess.ts';

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
const withSlash = (p: string) => (p.endsWith(path.sep) ? p : p + path.sep);
const PDFJS_RESOURCES = {
  wasmUrl: withSlash(path.join(pdfjsRoot, 'wasm')),
  standardFontDataUrl: withSlash(path.join(pdfjsRoot, 'standard_fonts')),
  cMapUrl: withSlash(path.join(pdfjsRoot, 'cmaps')),
  cMapPacked: true,
};

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjsPromise: Promise<PdfJs> | null = null;
function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjsPromise;
}

export interface RenderedPdfPage {
  /** 1-based. */
  page: number;
  raster: GreyRaster;
  /** Page size in PDF points (rotation applied), top-left origin. */
  widthPt: number;
  heightPt: number;
  dpi: number;
}

export interface RenderOptions {
  password?: string;
  /** Target resolution; default 300 dpi. Lowered per page so the raster stays under `maxPixels`. */
  dpi?: number;
  /** Pixel cap per rendered page; default 50 MP. */
  maxPixels?: number;
}

export interface PdfRenderer {
  pageCount: number;
  render(page: number): Promise<RenderedPdfPage>;
  close(): Promise<void>;
}

function mapPdfError(err: unknown, hadPassword: boolean): ImageError {
  if (err instanceof ImageError) return err;
  const e = err as { name?: string; code?: number; message?: string };
  if (e?.name === 'PasswordException') {
    // pdfjs: code 1 = NEED_PASSWORD, 2 = INCORRECT_PASSWORD
    return e.code === 2 || hadPassword
      ? new ImageError('wrong_password', 'The password is not correct for this PDF.')
      : new ImageError('needs_password', 'This PDF is protected by a password.');
  }
  return new ImageError(
    'unreadable_file',
    `The PDF could not be read: ${e?.message ?? String(err)}`,
  );
}

/** Opens a PDF for page rendering. Throws `ImageError` (needs_password, wrong_password, unreadable_file). */
export async function openPdfForRendering(
  bytes: Uint8Array,
  opts: RenderOptions = {},
): Promise<PdfRenderer> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    // pdfjs transfers (detaches) the buffer it is given: hand it a copy.
    data: new Uint8Array(bytes),
    ...(opts.password !== undefined ? { password: opts.password } : {}),
    ...PDFJS_RESOURCES,
    verbosity: 0,
  });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy().catch(() => {});
    throw mapPdfError(err, opts.password !== undefined);
  }
  const maxPixels = opts.maxPixels ?? DEFAULT_MAX_PIXELS;
  const targetDpi = opts.dpi ?? 300;
  return {
    pageCount: doc.numPages,
    async close() {
      await task.destroy().catch(() => {});
    },
    async render(pageNumber) {
      if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > doc.numPages) {
        throw new ImageError('unreadable_file', `Page ${pageNumber} does not exist.`);
      }
      try {
        const page = await doc.getPage(pageNumber);
        const base = page.getViewport({ scale: 1 });
        let scale = targetDpi / 72;
        const px = base.width * base.height * scale * scale;
        if (px > maxPixels) scale *= Math.sqrt(maxPixels / px);
        const viewport = page.getViewport({ scale });
        const w = Math.max(1, Math.floor(viewport.width));
        const h = Math.max(1, Math.floor(viewport.height));
        const canvas = createCanvas(w, h);
        const ctx = canvas.getContext('2d');
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(0, 0, w, h);
        type RenderParams = Parameters<typeof page.render>[0];
        await page.render({
          canvas: canvas as unknown as RenderParams['canvas'],
          canvasContext: ctx as unknown as NonNullable<RenderParams['canvasContext']>,
          viewport,
        }).promise;
        const rgba = ctx.getImageData(0, 0, w, h).data;
        page.cleanup();
        const { data, info } = await sharp(
          Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength),
          {
            raw: { width: w, height: h, channels: 4 },
            limitInputPixels: false,
          },
        )
          .removeAlpha()
          .greyscale()
          .raw()
          .toBuffer({ resolveWithObject: true });
        return {
          page: pageNumber,
          raster: { data, width: info.width, height: info.height },
          widthPt: base.width,
          heightPt: base.height,
          dpi: scale * 72,
        };
      } catch (err) {
        throw mapPdfError(err, opts.password !== undefined);
      }
    },
  };
}
