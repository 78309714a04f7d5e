/**
 * PDF pages → greyscale rasters for OCR through PDFium (the same WebAssembly instance the text
 * layer uses), with a shortcut for scans.
 *
 * A scanned page is one JPEG drawn over the whole page. Its own pixels are the best raster there
 * is: rendering it at a fixed 300 dpi resamples it (200-dpi scans upsampled for nothing) and costs
 * a JPEG decode in JavaScript (pdf.js) or WebAssembly (PDFium). So when a page holds exactly one
 * image object, axis-aligned, covering the visible page, stored as a plain JPEG in grey, RGB or
 * CMYK, its bytes are decoded by sharp (libjpeg-turbo) at their own resolution. Anything else —
 * vector text, several images, CCITT/JBIG2/Flate images, rotated pages — is rendered by PDFium
 * (`FPDF_RenderPageBitmap`, greyscale) at 300 dpi, or at the resolution of a page-sized image
 * when there is one (never above 300 dpi, never below 150).
 *
 * Same contract as `render-pdf-page.ts` (pdf.js, kept for previews and as the fallback when
 * PDFium cannot open a file): page size in points after /Rotate, `ImageError` codes for
 * passwords and unreadable files. The password is zeroed in wasm memory after use.
 */
import sharp from 'sharp';
import { loadPdfium, type PdfiumDocumentExports } from '../text-layer/pdfium.ts';
import { DEFAULT_MAX_PIXELS, type GreyRaster, ImageError } from './raster.ts';
import type { PdfRenderer, RenderOptions } from './render-pdf-page.ts';

type Fn = (...args: number[]) => number;

/** PDFium exports used here beyond the text layer's (all present in @embedpdf/pdfium). */
interface RenderExports extends PdfiumDocumentExports {
  FPDF_GetPageWidthF: Fn;
  FPDF_GetPageHeightF: Fn;
  FPDFPage_CountObjects: Fn;
  FPDFPage_GetObject: Fn;
  FPDFPageObj_GetType: Fn;
  FPDFPageObj_GetBounds: Fn;
  FPDFPageObj_GetMatrix: Fn;
  FPDFImageObj_GetImageFilterCount: Fn;
  FPDFImageObj_GetImageFilter: Fn;
  FPDFImageObj_GetImageDataRaw: Fn;
  FPDFImageObj_GetImagePixelSize: Fn;
  FPDFImageObj_GetImageMetadata: Fn;
  FPDFBitmap_Create: Fn;
  FPDFBitmap_Destroy: Fn;
  FPDFBitmap_FillRect: Fn;
  FPDFBitmap_GetBuffer: Fn;
  FPDFBitmap_GetStride: Fn;
  FPDF_RenderPageBitmap: Fn;
}

const FPDF_ERR_PASSWORD = 4;
const FPDF_PAGEOBJ_TEXT = 1;
const FPDF_PAGEOBJ_IMAGE = 3;
/** FPDF_ANNOT | FPDF_GRAYSCALE */
const RENDER_FLAGS = 0x01 | 0x08;
/** FPDF_COLORSPACE_DEVICEGRAY, DEVICERGB, DEVICECMYK, CALGRAY, CALRGB, ICCBASED */
const PLAIN_COLORSPACES = new Set([1, 2, 3, 4, 5, 7]);

export interface PageImageInfo {
  /** Pixel size of the page-covering image, or null when the page has none. */
  pixels: { width: number; height: number } | null;
  /** True when that image is the only thing drawn and is a JPEG sharp can decode as is. */
  jpegOnly: boolean;
}

/**
 * Whether an image object's placement covers the visible page: its bounds match the page box to
 * within 1 % of the page size on every side.
 */
export function coversPage(
  img: { left: number; bottom: number; right: number; top: number },
  page: { left: number; bottom: number; right: number; top: number },
): boolean {
  const tw = (page.right - page.left) * 0.01;
  const th = (page.top - page.bottom) * 0.01;
  return (
    img.left <= page.left + tw &&
    img.right >= page.right - tw &&
    img.bottom <= page.bottom + th &&
    img.top >= page.top - th &&
    img.right - img.left <= (page.right - page.left) * 1.02 &&
    img.top - img.bottom <= (page.top - page.bottom) * 1.02
  );
}

/** Raster resolution for a page: 300 dpi, or a page-sized image's own resolution (150–300). */
export function renderDpi(imageDpi: number | null, target: number): number {
  if (imageDpi === null || !Number.isFinite(imageDpi)) return target;
  return Math.max(150, Math.min(target, imageDpi));
}

export async function openPdfForRenderingPdfium(
  bytes: Uint8Array,
  opts: RenderOptions = {},
): Promise<PdfRenderer> {
  const ex = (await loadPdfium()) as unknown as RenderExports;
  const maxPixels = opts.maxPixels ?? DEFAULT_MAX_PIXELS;
  const targetDpi = opts.dpi ?? 300;
  let dataPtr = 0;
  let doc = 0;
  let closed = false;
  const scratch = ex.malloc(64);
  const release = () => {
    if (closed) return;
    closed = true;
    if (doc) ex.FPDF_CloseDocument(doc);
    if (dataPtr) ex.free(dataPtr);
    if (scratch) ex.free(scratch);
  };
  try {
    dataPtr = ex.malloc(Math.max(1, bytes.length));
    if (!dataPtr) throw new ImageError('unreadable_file', 'The PDF is too large to read.');
    new Uint8Array(ex.memory.buffer, dataPtr, bytes.length).set(bytes);
    let pw = 0;
    let pwLen = 0;
    if (opts.password) {
      const enc = new TextEncoder().encode(opts.password);
      pwLen = enc.length + 1;
      pw = ex.malloc(pwLen);
      const view = new Uint8Array(ex.memory.buffer, pw, pwLen);
      view.set(enc);
      view[enc.length] = 0;
      enc.fill(0);
    }
    doc = ex.FPDF_LoadMemDocument(dataPtr, bytes.length, pw);
    if (pw) {
      new Uint8Array(ex.memory.buffer, pw, pwLen).fill(0);
      ex.free(pw);
    }
    if (!doc) {
      if (ex.FPDF_GetLastError() === FPDF_ERR_PASSWORD) {
        throw opts.password
          ? new ImageError('wrong_password', 'The password is not correct for this PDF.')
          : new ImageError('needs_password', 'This PDF is protected by a password.');
      }
      throw new PdfiumOpenError();
    }
  } catch (err) {
    release();
    throw err;
  }
  const pageCount = ex.FPDF_GetPageCount(doc);

  async function render(pageNumber: number) {
    if (closed) throw new ImageError('unreadable_file', 'The PDF was closed.');
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > pageCount) {
      throw new ImageError('unreadable_file', `Page ${pageNumber} does not exist.`);
    }
    const page = ex.FPDF_LoadPage(doc, pageNumber - 1);
    if (!page) throw new ImageError('unreadable_file', `Page ${pageNumber} could not be read.`);
    let bitmap = 0;
    try {
      const widthPt = ex.FPDF_GetPageWidthF(page);
      const heightPt = ex.FPDF_GetPageHeightF(page);
      if (!(widthPt > 0 && heightPt > 0))
        throw new ImageError('unreadable_file', `Page ${pageNumber} has no size.`);
      const rotation = ex.FPDFPage_GetRotation(page) & 3;
      const scan = findPageImage(ex, page, scratch);
      if (scan?.jpeg && rotation === 0 && scan.width * scan.height <= maxPixels) {
        const raster = await decodeJpeg(scan.jpeg, scan.width, scan.height);
        if (raster) {
          return {
            page: pageNumber,
            raster,
            widthPt,
            heightPt,
            dpi: (raster.width * 72) / widthPt,
          };
        }
      }
      const imageDpi = scan
        ? (Math.max(scan.width, scan.height) * 72) / Math.max(widthPt, heightPt)
        : null;
      let scale = renderDpi(imageDpi, targetDpi) / 72;
      const px = widthPt * heightPt * scale * scale;
      if (px > maxPixels) scale *= Math.sqrt(maxPixels / px);
      const w = Math.max(1, Math.floor(widthPt * scale));
      const h = Math.max(1, Math.floor(heightPt * scale));
      bitmap = ex.FPDFBitmap_Create(w, h, 0);
      if (!bitmap)
        throw new ImageError('image_too_large', `Page ${pageNumber} is too large to render.`);
      ex.FPDFBitmap_FillRect(bitmap, 0, 0, w, h, 0xffffffff);
      ex.FPDF_RenderPageBitmap(bitmap, page, 0, 0, w, h, 0, RENDER_FLAGS);
      const stride = ex.FPDFBitmap_GetStride(bitmap);
      const src = new Uint8Array(ex.memory.buffer, ex.FPDFBitmap_GetBuffer(bitmap), stride * h);
      const data = new Uint8Array(w * h);
      // greyscale rendering: B = G = R; take G
      for (let y = 0; y < h; y++) {
        const row = y * stride + 1;
        const out = y * w;
        for (let x = 0; x < w; x++) data[out + x] = src[row + x * 4]!;
      }
      return {
        page: pageNumber,
        raster: { data, width: w, height: h },
        widthPt,
        heightPt,
        dpi: scale * 72,
      };
    } finally {
      if (bitmap) ex.FPDFBitmap_Destroy(bitmap);
      ex.FPDF_ClosePage(page);
    }
  }

  return {
    pageCount,
    render,
    async close() {
      release();
    },
  };
}

/** PDFium could not open the file at all (not a password problem): the caller may try pdf.js. */
export class PdfiumOpenError extends ImageError {
  constructor() {
    super('unreadable_file', 'The file is not a readable PDF.');
    this.name = 'PdfiumOpenError';
  }
}

/**
 * The page's page-sized image, if any: its pixel size, and its JPEG bytes when it is the only
 * object on the page (invisible OCR text aside), axis-aligned and a plain DCT-encoded image.
 */
function findPageImage(
  ex: RenderExports,
  page: number,
  scratch: number,
): { width: number; height: number; jpeg: Uint8Array | null } | null {
  const n = ex.FPDFPage_CountObjects(page);
  if (n < 1 || n > 500) return null;
  const f32 = () => new Float32Array(ex.memory.buffer, scratch, 16);
  if (!ex.FPDF_GetPageBoundingBox(page, scratch)) return null;
  const [L, T, R, B] = f32();
  const pageBox = { left: L!, top: T!, right: R!, bottom: B! };
  let found: number | null = null;
  let others = 0;
  for (let i = 0; i < n; i++) {
    const obj = ex.FPDFPage_GetObject(page, i);
    const type = ex.FPDFPageObj_GetType(obj);
    if (type === FPDF_PAGEOBJ_IMAGE) {
      if (!ex.FPDFPageObj_GetBounds(obj, scratch, scratch + 4, scratch + 8, scratch + 12)) continue;
      const [left, bottom, right, top] = f32();
      if (coversPage({ left: left!, bottom: bottom!, right: right!, top: top! }, pageBox)) {
        if (found !== null) return null; // two page-sized images: render
        found = obj;
        continue;
      }
    }
    if (type !== FPDF_PAGEOBJ_TEXT) others++;
  }
  if (found === null) return null;
  if (!ex.FPDFImageObj_GetImagePixelSize(found, scratch, scratch + 4)) return null;
  const [width, height] = new Uint32Array(ex.memory.buffer, scratch, 2);
  if (!width || !height) return null;
  const result = { width, height, jpeg: null as Uint8Array | null };
  if (others > 0) return result;
  // axis-aligned, not mirrored: matrix (a, b, c, d, e, f) with b = c = 0, a > 0, d > 0
  if (!ex.FPDFPageObj_GetMatrix(found, scratch)) return result;
  const [a, b, c, d] = f32();
  if (Math.abs(b!) > 1e-3 || Math.abs(c!) > 1e-3 || !(a! > 0) || !(d! > 0)) return result;
  if (ex.FPDFImageObj_GetImageFilterCount(found) !== 1) return result;
  const len = ex.FPDFImageObj_GetImageFilter(found, 0, scratch, 32);
  const filter = new TextDecoder().decode(
    new Uint8Array(ex.memory.buffer, scratch, Math.max(0, len - 1)),
  );
  if (filter !== 'DCTDecode') return result;
  if (!ex.FPDFImageObj_GetImageMetadata(found, page, scratch)) return result;
  const colorspace = new Int32Array(ex.memory.buffer, scratch, 7)[5]!;
  if (!PLAIN_COLORSPACES.has(colorspace)) return result;
  const size = ex.FPDFImageObj_GetImageDataRaw(found, 0, 0);
  if (size <= 0 || size > 200_000_000) return result;
  const buf = ex.malloc(size);
  if (!buf) return result;
  try {
    ex.FPDFImageObj_GetImageDataRaw(found, buf, size);
    result.jpeg = new Uint8Array(ex.memory.buffer, buf, size).slice();
  } finally {
    ex.free(buf);
  }
  return result;
}

/**
 * JPEG bytes → grey raster of the expected size, or null when sharp reads something else (an
 * Adobe-inverted CMYK, a size mismatch, an image that is mostly black — a /Decode inversion this
 * shortcut cannot see): then the page is rendered instead.
 */
async function decodeJpeg(
  jpeg: Uint8Array,
  width: number,
  height: number,
): Promise<GreyRaster | null> {
  try {
    const { data, info } = await sharp(jpeg, { limitInputPixels: false, failOn: 'error' })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.width !== width || info.height !== height || info.channels !== 1) return null;
    let sum = 0;
    const step = Math.max(1, Math.floor(data.length / 20_000));
    let n = 0;
    for (let i = 0; i < data.length; i += step) {
      sum += data[i]!;
      n++;
    }
    if (sum / n < 80) return null;
    return { data, width, height };
  } catch {
    return null;
  }
}
