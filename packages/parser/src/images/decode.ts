/**
 * Image files (PNG, JPEG, TIFF incl. multi-page, WebP, HEIC) → oriented greyscale rasters, one per
 * page, decoded lazily so a 200-page TIFF never sits in memory at once. Limits are checked from the
 * headers before any pixel is decoded.
 */
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { type DetectedFileType, detectFileType } from '../file-type.ts';
import { DEFAULT_MAX_PAGES, DEFAULT_MAX_PIXELS, type GreyRaster, ImageError } from './raster.ts';

export interface DecodedImagePage {
  /** 1-based. */
  page: number;
  /** Greyscale, EXIF orientation applied. */
  raster: GreyRaster;
  /** Pixel density from the file (pixels per inch), or null when absent/implausible. */
  dpi: number | null;
  /** Page size in PDF points: pixels at the file's DPI, or at 72 dpi when unknown. */
  widthPt: number;
  heightPt: number;
}

export interface ImageSource {
  type: Exclude<DetectedFileType, 'pdf'>;
  pageCount: number;
  decodePage(index: number): Promise<DecodedImagePage>;
  /** Frees decoder resources (HEIC); safe to call twice. */
  close(): void;
}

export interface DecodeLimits {
  maxPixels?: number;
  maxPages?: number;
}

type HeicImage = {
  width: number;
  height: number;
  decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
};
type HeicAll = ((opts: { buffer: Uint8Array }) => Promise<HeicImage[] & { dispose(): void }>) & {};

const require = createRequire(import.meta.url);
let heicAll: HeicAll | null = null;
function loadHeicDecoder(): HeicAll {
  // Loaded on first use: libheif's wasm bundle is large and most files are not HEIC.
  heicAll ??= (require('heic-decode') as { all: HeicAll }).all;
  return heicAll;
}

function plausibleDpi(d: number | undefined): number | null {
  return d !== undefined && Number.isFinite(d) && d >= 50 && d <= 2400 ? d : null;
}

function checkPixels(width: number, height: number, maxPixels: number, page: number): void {
  if (!(width > 0 && height > 0)) {
    throw new ImageError('unreadable_file', `Page ${page}: the image has no pixels.`);
  }
  if (width * height > maxPixels) {
    const mp = (width * height) / 1e6;
    throw new ImageError(
      'image_too_large',
      `Page ${page}: ${width}×${height} px (${mp.toFixed(1)} MP) exceeds the limit of ${(maxPixels / 1e6).toFixed(0)} MP.`,
    );
  }
}

function unreadable(err: unknown): ImageError {
  if (err instanceof ImageError) return err;
  const msg = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(msg)) return new ImageError('image_too_large', msg);
  return new ImageError('unreadable_file', `The image could not be decoded: ${msg}`);
}

function toPage(page: number, raster: GreyRaster, dpi: number | null): DecodedImagePage {
  const scale = 72 / (dpi ?? 72);
  return { page, raster, dpi, widthPt: raster.width * scale, heightPt: raster.height * scale };
}

async function openWithSharp(
  bytes: Uint8Array,
  type: ImageSource['type'],
  maxPixels: number,
  maxPages: number,
): Promise<ImageSource> {
  let pageCount: number;
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    pageCount = type === 'tiff' ? Math.max(1, meta.pages ?? 1) : 1;
  } catch (err) {
    throw unreadable(err);
  }
  if (pageCount > maxPages) {
    throw new ImageError(
      'too_many_pages',
      `The image has ${pageCount} pages; the limit is ${maxPages}.`,
    );
  }
  return {
    type,
    pageCount,
    close() {},
    async decodePage(index) {
      const page = index + 1;
      try {
        const opts = { page: index, limitInputPixels: maxPixels, failOn: 'error' as const };
        // Header only: refuse oversized pages before decoding a single pixel.
        const meta = await sharp(bytes, { ...opts, limitInputPixels: false }).metadata();
        const w = meta.autoOrient?.width ?? meta.width;
        const h = meta.autoOrient?.height ?? meta.height;
        checkPixels(w, h, maxPixels, page);
        const { data, info } = await sharp(bytes, { ...opts, autoOrient: true })
          .flatten({ background: '#ffffff' })
          .greyscale()
          .raw()
          .toBuffer({ resolveWithObject: true });
        // Greyscale output may keep an alpha band; keep the first channel only.
        const raster =
          info.channels === 1
            ? { data, width: info.width, height: info.height }
            : firstChannel(data, info.width, info.height, info.channels);
        return toPage(page, raster, plausibleDpi(meta.density));
      } catch (err) {
        throw unreadable(err);
      }
    },
  };
}

function firstChannel(data: Uint8Array, width: number, height: number, channels: number) {
  const out = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < out.length; i++, j += channels) out[i] = data[j]!;
  return { data: out, width, height };
}

async function openHeic(
  bytes: Uint8Array,
  maxPixels: number,
  maxPages: number,
): Promise<ImageSource> {
  let images: Awaited<ReturnType<HeicAll>>;
  try {
    images = await loadHeicDecoder()({ buffer: bytes });
  } catch (err) {
    throw unreadable(err);
  }
  if (images.length > maxPages) {
    images.dispose();
    throw new ImageError(
      'too_many_pages',
      `The image has ${images.length} pages; the limit is ${maxPages}.`,
    );
  }
  let closed = false;
  return {
    type: 'heic',
    pageCount: images.length,
    close() {
      if (!closed) images.dispose();
      closed = true;
    },
    async decodePage(index) {
      const page = index + 1;
      const img = images[index];
      if (!img || closed) throw new ImageError('unreadable_file', `Page ${page} does not exist.`);
      checkPixels(img.width, img.height, maxPixels, page);
      try {
        // libheif applies the HEIF rotation/mirror transforms itself.
        const rgba = await img.decode();
        const { data, info } = await sharp(
          Buffer.from(rgba.data.buffer, rgba.data.byteOffset, rgba.data.byteLength),
          {
            raw: { width: rgba.width, height: rgba.height, channels: 4 },
            limitInputPixels: maxPixels,
          },
        )
          .flatten({ background: '#ffffff' })
          .greyscale()
          .raw()
          .toBuffer({ resolveWithObject: true });
        return toPage(page, { data, width: info.width, height: info.height }, null);
      } catch (err) {
        throw unreadable(err);
      }
    },
  };
}

/**
 * Opens an image file. Throws `ImageError` (`unsupported_type`, `unreadable_file`,
 * `too_many_pages`); `decodePage` throws `image_too_large` / `unreadable_file` per page.
 */
export async function openImage(
  bytes: Uint8Array,
  limits: DecodeLimits = {},
): Promise<ImageSource> {
  const maxPixels = limits.maxPixels ?? DEFAULT_MAX_PIXELS;
  const maxPages = limits.maxPages ?? DEFAULT_MAX_PAGES;
  const type = detectFileType(bytes);
  if (type === null || type === 'pdf') {
    throw new ImageError(
      'unsupported_type',
      type === 'pdf' ? 'A PDF is not an image file.' : 'The file is not a supported image type.',
    );
  }
  if (type === 'heic') return openHeic(bytes, maxPixels, maxPages);
  return openWithSharp(bytes, type, maxPixels, maxPages);
}
