/**
 * Tone fixes on an upright page raster, both in place: uneven light evened out (a shadow or a
 * gradient across a photographed page would otherwise turn part of the paper grey, or its text
 * white under a global threshold), and an unsharp mask that gives back the edges a phone's
 * optics, JPEG and resampling took. Used on rectified photos (perspective.ts).
 */
import sharp from 'sharp';
import type { GreyRaster } from './raster.ts';

/**
 * Evens out the light across a page: the paper level is estimated per block (a high percentile of
 * its pixels; a block much darker than the blocks around it — a logo, a black bar — takes their
 * level instead), smoothed, and every pixel is divided by it. A shadow or a gradient no longer
 * makes part of the page grey (or its text vanish under a global threshold). Pages lit evenly (a
 * scan) are left alone. In place; returns whether anything was changed.
 */
export function flattenLighting(r: GreyRaster, minSpread = 0.12): boolean {
  const { width: w, height: h, data } = r;
  const B = Math.max(12, Math.round(Math.min(w, h) / 48));
  const bx = Math.ceil(w / B);
  const by = Math.ceil(h / B);
  const level = new Float32Array(bx * by);
  const hist = new Uint32Array(256);
  for (let j = 0; j < by; j++) {
    for (let i = 0; i < bx; i++) {
      hist.fill(0);
      let n = 0;
      const y1 = Math.min(h, (j + 1) * B);
      const x1 = Math.min(w, (i + 1) * B);
      for (let y = j * B; y < y1; y += 2) {
        const row = y * w;
        for (let x = i * B; x < x1; x += 2) {
          hist[data[row + x]!]!++;
          n++;
        }
      }
      let acc = 0;
      let v = 255;
      for (let g = 255; g >= 0; g--) {
        acc += hist[g]!;
        if (acc >= n * 0.2) {
          v = g;
          break;
        }
      }
      level[j * bx + i] = v;
    }
  }
  // blocks of ink: the median of the 5×5 blocks around them
  const around: number[] = [];
  for (let pass = 0; pass < 2; pass++) {
    const src = level.slice();
    for (let j = 0; j < by; j++) {
      for (let i = 0; i < bx; i++) {
        around.length = 0;
        for (let jj = Math.max(0, j - 2); jj <= Math.min(by - 1, j + 2); jj++) {
          for (let ii = Math.max(0, i - 2); ii <= Math.min(bx - 1, i + 2); ii++)
            around.push(src[jj * bx + ii]!);
        }
        around.sort((u, v) => u - v);
        const median = around[around.length >> 1]!;
        if (src[j * bx + i]! < 0.6 * median) level[j * bx + i] = median;
      }
    }
  }
  // (not smoothed further: bilinear interpolation between block centres is smooth enough, and a
  // shadow's edge is often not much wider than a block)
  const bg = level;
  const sorted = Array.from(bg).sort((u, v) => u - v);
  const lo = sorted[Math.floor(sorted.length * 0.05)]!;
  const hi = sorted[Math.floor(sorted.length * 0.95)]!;
  if (hi <= 0 || (hi - lo) / hi < minSpread) return false;
  // gain per pixel: the block levels interpolated between block centres, one row at a time
  const target = 245;
  // [paper level in quarter steps][pixel] → evened pixel (whole steps would show as contours)
  const lut = new Uint8Array(1024 * 256);
  for (let b = 0; b < 1024; b++) {
    const k = target / Math.max(16, b / 4);
    for (let v = 0; v < 256; v++) lut[(b << 8) | v] = Math.min(255, Math.round(v * k));
  }
  const i0s = new Int32Array(w);
  const fxs = new Float32Array(w);
  for (let x = 0; x < w; x++) {
    const gx = Math.min(bx - 1, Math.max(0, (x + 0.5) / B - 0.5));
    const i0 = Math.min(Math.max(0, bx - 2), Math.floor(gx));
    i0s[x] = i0;
    fxs[x] = bx > 1 ? gx - i0 : 0;
  }
  const line = new Float32Array(bx);
  for (let y = 0; y < h; y++) {
    const gy = Math.min(by - 1, Math.max(0, (y + 0.5) / B - 0.5));
    const j0 = Math.min(Math.max(0, by - 2), Math.floor(gy));
    const fy = by > 1 ? gy - j0 : 0;
    const j1 = by > 1 ? j0 + 1 : j0;
    for (let i = 0; i < bx; i++) line[i] = bg[j0 * bx + i]! * (1 - fy) + bg[j1 * bx + i]! * fy;
    const row = y * w;
    for (let x = 0; x < w; x++) {
      const i0 = i0s[x]!;
      const i1 = bx > 1 ? i0 + 1 : i0;
      const b = line[i0]! + (line[i1]! - line[i0]!) * fxs[x]!;
      data[row + x] = lut[((b * 4 + 0.5) << 8) | data[row + x]!]!;
    }
  }
  return true;
}

/**
 * Sharpens `r` in place: an unsharp mask with libvips' `sharpen` response (differences from a
 * Gaussian blur up to ~2 % of full scale kept, larger ones doubled; brightening capped at 25 and
 * darkening at 50 grey levels), computed here on the grey levels — sharp's own `sharpen` converts
 * to LAB and back and costs 10× more.
 */
export async function sharpen(r: GreyRaster, sigma: number): Promise<void> {
  const blurred = await sharp(r.data, { raw: { width: r.width, height: r.height, channels: 1 } })
    .blur(sigma)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  if (blurred.length !== r.data.length) throw new Error('internal: blur changed the raster size');
  const X1 = 5; // flat/jaggy threshold
  const lut = new Int16Array(511);
  for (let d = -255; d <= 255; d++) {
    const a = Math.abs(d);
    const y = a <= X1 ? a : X1 + 2 * (a - X1);
    lut[d + 255] = Math.round(d >= 0 ? Math.min(y, 25) : -Math.min(y, 50));
  }
  const data = r.data;
  for (let i = 0; i < data.length; i++) {
    const v = data[i]! + lut[data[i]! - blurred[i]! + 255]!;
    data[i] = v < 0 ? 0 : v > 255 ? 255 : v;
  }
}
