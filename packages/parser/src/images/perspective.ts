/**
 * Phone photos of a page: the sheet of paper found in the frame (find-page.ts) is warped into an
 * upright rectangle, its light evened out and, for OCR, sharpened (lighting.ts). Decision 014.
 * OCR and the page preview both call `rectifyPhoto` on the same input, so they see the same page,
 * and `uprightPageSize` gives both the same page size in points.
 */

import { type Point, solveHomography } from '@bsp/shared/homography';
import sharp from 'sharp';
import { findPageQuad, type PageQuad } from './find-page.ts';
import { flattenLighting, sharpen } from './lighting.ts';
import type { GreyRaster } from './raster.ts';

export type { PageQuad } from './find-page.ts';

/**
 * The quadrilateral `corners` (TL, TR, BR, BL in input pixels) of `input` mapped onto an upright
 * `width`×`height` raster: inverse mapping with bilinear sampling; outside the input is white.
 */
export function warpQuad(
  input: GreyRaster,
  corners: readonly Point[],
  width: number,
  height: number,
): GreyRaster {
  const H = solveHomography(
    [
      [0, 0],
      [width, 0],
      [width, height],
      [0, height],
    ],
    corners.map(([x, y]) => [x + 0.5, y + 0.5] as Point),
  );
  if (!H) throw new Error('internal: degenerate page quadrilateral');
  const out = new Uint8Array(width * height);
  const { width: iw, height: ih, data } = input;
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = Array.from(H) as number[];
  for (let y = 0; y < height; y++) {
    const yc = y + 0.5;
    // numerators and denominator are linear in x: step them along the row
    let nx = h0! * 0.5 + h1! * yc + h2!;
    let ny = h3! * 0.5 + h4! * yc + h5!;
    let dw = h6! * 0.5 + h7! * yc + h8!;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const u = nx / dw - 0.5;
      const v = ny / dw - 0.5;
      nx += h0!;
      ny += h3!;
      dw += h6!;
      if (u < 0 || v < 0 || u > iw - 1 || v > ih - 1) {
        out[row + x] = 255;
        continue;
      }
      const iu = u < iw - 1 ? u | 0 : iw - 2;
      const iv = v < ih - 1 ? v | 0 : ih - 2;
      const fu = u - iu;
      const fv = v - iv;
      const k = iv * iw + iu;
      const top = data[k]! + (data[k + 1]! - data[k]!) * fu;
      const bottom = data[k + iw]! + (data[k + iw + 1]! - data[k + iw]!) * fu;
      out[row + x] = (top + (bottom - top) * fv + 0.5) | 0;
    }
  }
  return { data: out, width, height };
}

export interface RectifiedPage {
  /** The upright page, evened out (and sharpened for OCR). */
  raster: GreyRaster;
  /** The page found; `quad.width`×`quad.height` is the page's size in input pixels. */
  quad: PageQuad;
  /** Raster pixels per input pixel (the raster is `quad.width·scale` wide). */
  scale: number;
  /** Whether uneven light was evened out. */
  flattened: boolean;
}

export interface RectifyOptions {
  /**
   * With `charHeight`: warp straight to the resolution at which the page's characters are this
   * tall (never above the photo's own resolution), so OCR preparation need not resample again.
   */
  targetCharHeight?: number;
  /** Median character height of a raster in pixels (null when it cannot tell). */
  charHeight?: (r: GreyRaster) => number | null;
  /** Otherwise: longest side of the output at most this many pixels. Default: the page's own size. */
  maxSide?: number;
}

/** `input` shrunk by about `k` (< 1) with sharp, and the exact factors per axis. */
async function shrink(
  input: GreyRaster,
  k: number,
): Promise<{ raster: GreyRaster; kx: number; ky: number }> {
  const w = Math.max(1, Math.round(input.width * k));
  const h = Math.max(1, Math.round(input.height * k));
  const { data, info } = await sharp(input.data, {
    raw: { width: input.width, height: input.height, channels: 1 },
    limitInputPixels: false,
  })
    .resize(w, h, { kernel: 'lanczos3', fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    raster: { data, width: info.width, height: info.height },
    kx: info.width / input.width,
    ky: info.height / input.height,
  };
}

/** Unsharp mask of rectified photos for OCR, in pixels at the OCR resolution. */
const SHARPEN_SIGMA = 1.5;

/** The page warped upright at `k` raster pixels per input pixel. */
async function warpAt(input: GreyRaster, quad: PageQuad, k: number): Promise<GreyRaster> {
  const outW = Math.max(1, Math.round(quad.width * k));
  const outH = Math.max(1, Math.round(quad.height * k));
  if (k > 0.9) return warpQuad(input, quad.corners, outW, outH);
  // shrink first (a proper filter), then warp at about one input pixel per output pixel
  const small = await shrink(input, k);
  const corners = quad.corners.map(
    ([x, y]) => [(x + 0.5) * small.kx - 0.5, (y + 0.5) * small.ky - 0.5] as Point,
  );
  return warpQuad(small.raster, corners, outW, outH);
}

/**
 * A phone photo of a page, upright and evenly lit: the page found in the frame, warped into a
 * rectangle, its light evened out. Null when no page was found with confidence (the input should
 * then be used as it is). The page found (and so the page's size) depends only on the input:
 * OCR and the page preview call this same function and see the same page, at their own
 * resolutions.
 */
export async function rectifyPhoto(
  input: GreyRaster,
  opts: RectifyOptions = {},
): Promise<RectifiedPage | null> {
  const quad = await findPageQuad(input);
  if (!quad) return null;
  const longest = Math.max(quad.width, quad.height);
  let k = Math.min(1, (opts.maxSide ?? longest) / longest);
  if (opts.charHeight && opts.targetCharHeight) {
    // measure the characters on a small upright copy, then warp at the resolution OCR wants
    const probeK = Math.min(1, 1200 / longest);
    const charH = opts.charHeight(await warpAt(input, quad, probeK));
    k =
      charH !== null
        ? Math.min(1, (opts.targetCharHeight * probeK) / charH)
        : Math.min(1, 1700 / Math.min(quad.width, quad.height));
  }
  const raster = await warpAt(input, quad, k);
  const flattened = flattenLighting(raster);
  // For OCR: an unsharp mask gives back the edges a phone's optics, JPEG and two resamplings
  // took (row F1 on the tuning photos 91.4 % → 96.4 %; σ 1 or 2 did worse). The preview is
  // left as it is.
  if (opts.charHeight) await sharpen(raster, SHARPEN_SIGMA);
  return { raster, quad, scale: raster.width / quad.width, flattened };
}

/**
 * The page size in points of what OCR read: the input page's own size, or for a rectified photo
 * the upright page's (same points per pixel as the input). Shared by OCR and the page preview.
 */
export function uprightPageSize(
  page: { raster: { width: number; height: number }; widthPt: number; heightPt: number },
  quad: PageQuad | null,
): { widthPt: number; heightPt: number } {
  if (!quad) return { widthPt: page.widthPt, heightPt: page.heightPt };
  return {
    widthPt: (quad.width * page.widthPt) / page.raster.width,
    heightPt: (quad.height * page.heightPt) / page.raster.height,
  };
}
