/**
 * Raster clean-up before OCR: a phone photo's page made upright and evenly lit (perspective.ts),
 * contrast normalisation, upscaling of low-resolution pages so text reaches a size tesseract reads
 * well, and deskewing of small rotations (±10°).
 */
import sharp from 'sharp';
import { greyHistogram, otsu } from './histogram.ts';
import { type PageQuad, rectifyPhoto } from './perspective.ts';
import type { GreyRaster } from './raster.ts';

export interface PreprocessOptions {
  /**
   * Median character height (px) to scale the page to, measured from the page's own connected
   * components. Default 16 px (see README for the measurements behind it).
   */
  targetCharHeight?: number;
  /** Never shrink below this factor. Default 0.5. */
  minScale?: number;
  /** Never enlarge more than this factor. Default 4. */
  maxUpscale?: number;
  /** Cap on the output raster in pixels (after upscaling). Default 16 MP. */
  maxOutputPixels?: number;
  /** Remove isolated specks smaller than a third of the text height. Default true. */
  despeckle?: boolean;
  /** Skip deskewing (e.g. for pages rendered from a born-digital PDF). Default false. */
  noDeskew?: boolean;
  /** Never look for a photographed page to make upright (perspective.ts). Default false. */
  noPerspective?: boolean;
}

export interface PreparedRaster {
  raster: GreyRaster;
  /** Output pixels per input pixel. */
  scale: number;
  /** Rotation applied to straighten the page, in degrees (clockwise positive); 0 when none. */
  deskewDegrees: number;
  /**
   * A photographed page found in the frame and made upright: the raster shows that page only
   * (`width`×`height` input pixels; see `uprightPageSize`). Null: the raster shows the input's frame.
   */
  perspective: PageQuad | null;
}

/**
 * Estimates the skew of text lines in degrees (positive = lines descend to the right, i.e. the
 * page content is rotated clockwise) by maximising the variance of the horizontal projection
 * profile of dark pixels over −10°..10°. Returns 0 when no clear angle stands out.
 */
export function estimateSkew(r: GreyRaster, maxDegrees = 10): number {
  const hist = greyHistogram(r.data);
  const t = otsu(hist, r.data.length);
  // Dark pixel coordinates, subsampled to bound the work.
  let dark = 0;
  for (let i = 0; i < r.data.length; i++) if (r.data[i]! <= t) dark++;
  if (dark < 200 || dark > r.data.length * 0.5) return 0; // blank page, or mostly dark (photo)
  const step = Math.max(1, Math.ceil(dark / 150_000));
  const xs: number[] = [];
  const ys: number[] = [];
  let k = 0;
  for (let y = 0; y < r.height; y++) {
    const row = y * r.width;
    for (let x = 0; x < r.width; x++) {
      if (r.data[row + x]! <= t && k++ % step === 0) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  const diag = Math.ceil(Math.hypot(r.width, r.height));
  const bins = new Float64Array(2 * diag + 2);
  const score = (deg: number): number => {
    const a = (deg * Math.PI) / 180;
    const s = Math.sin(a);
    const c = Math.cos(a);
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) {
      const b = Math.round(ys[i]! * c - xs[i]! * s) + diag;
      bins[b]!++;
    }
    let sq = 0;
    for (let i = 0; i < bins.length; i++) sq += bins[i]! * bins[i]!;
    return sq;
  };
  let bestDeg = 0;
  let best = score(0);
  const atZero = best;
  for (let d = -maxDegrees; d <= maxDegrees + 1e-9; d += 0.5) {
    const sc = score(d);
    if (sc > best) {
      best = sc;
      bestDeg = d;
    }
  }
  const coarse = bestDeg;
  for (let d = coarse - 0.5; d <= coarse + 0.5 + 1e-9; d += 0.1) {
    const sc = score(d);
    if (sc > best) {
      best = sc;
      bestDeg = d;
    }
  }
  // No clear peak (e.g. a page of pictures): do not rotate on noise.
  if (best < atZero * 1.05) return 0;
  return Math.round(bestDeg * 10) / 10;
}

/**
 * Median height in pixels of character-sized connected components of dark pixels, or null when
 * the page has too few of them to tell. Used to pick the OCR scale from the text itself rather
 * than from the (often wrong or missing) DPI of the file.
 */
export function estimateCharHeight(r: GreyRaster): number | null {
  const hist = greyHistogram(r.data);
  const t = otsu(hist, r.data.length);
  const { width: w, height: h } = r;
  const seen = new Uint8Array(w * h);
  for (let i = 0; i < seen.length; i++) seen[i] = r.data[i]! <= t ? 0 : 1; // 0 = unvisited ink
  const heights: number[] = [];
  const stack: number[] = [];
  for (let start = 0; start < seen.length; start++) {
    if (seen[start] !== 0) continue;
    seen[start] = 1;
    stack.push(start);
    let minX = w;
    let maxX = 0;
    let minY = h;
    let maxY = 0;
    let n = 0;
    while (stack.length > 0) {
      const p = stack.pop()!;
      const x = p % w;
      const y = (p - x) / w;
      n++;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      const visit = (q: number) => {
        if (seen[q] === 0) {
          seen[q] = 1;
          stack.push(q);
        }
      };
      if (x > 0) visit(p - 1);
      if (x < w - 1) visit(p + 1);
      if (y > 0) visit(p - w);
      if (y < h - 1) visit(p + w);
    }
    const cw = maxX - minX + 1;
    const ch = maxY - minY + 1;
    // Character-like: not a speck, not a rule or a box, not a picture.
    if (ch >= 4 && ch <= h / 8 && cw <= ch * 3 && ch <= cw * 6 && n >= 6) heights.push(ch);
  }
  if (heights.length < 30) return null;
  heights.sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)]!;
}

/**
 * Linear contrast stretch `out = a·in + b` taking the ink level (0.2nd percentile) to black and
 * the paper level (99th percentile) to white, or null when the page has no contrast to stretch.
 * Computed from our own histogram: sharp's `normalise` turned sparse pages (a few lines of text,
 * < 1 % ink) into dark grey paper with black text, which tesseract then read as nothing.
 */
export function contrastStretch(r: GreyRaster): { a: number; b: number } | null {
  const hist = greyHistogram(r.data);
  const n = r.data.length;
  const at = (q: number) => {
    let acc = 0;
    for (let v = 0; v < 256; v++) {
      acc += hist[v]!;
      if (acc >= q * n) return v;
    }
    return 255;
  };
  const black = at(0.002);
  const white = at(0.99);
  if (white - black < 48) return null; // blank, or already flat: nothing to gain
  if (black <= 2 && white >= 253) return null; // already full range
  const a = 255 / (white - black);
  return { a, b: -a * black };
}

/**
 * Removes scan specks: connected components of ink no larger than `maxSize` px in both directions
 * with no other ink within `radius` px. Text is never touched — a decimal point, an i-dot, a
 * colon or an accent always has its glyph (or its twin) right next to it — but dust on an empty
 * part of the page no longer becomes an OCR "word" (a quote glued to an amount, a line of
 * noise tesseract spends time on). In place; returns how many specks were removed.
 */
export function despeckle(r: GreyRaster, maxSize: number, radius: number): number {
  const { width: w, height: h, data } = r;
  const hist = greyHistogram(data);
  const t = otsu(hist, data.length);
  const labels = new Int32Array(w * h);
  for (let i = 0; i < data.length; i++) labels[i] = data[i]! <= t ? -1 : 0; // -1 = unvisited ink
  const stack: number[] = [];
  const specks: Array<{ id: number; x0: number; y0: number; x1: number; y1: number }> = [];
  let next = 0;
  for (let start = 0; start < labels.length; start++) {
    if (labels[start] !== -1) continue;
    const id = ++next;
    labels[start] = id;
    stack.push(start);
    let x0 = w;
    let x1 = 0;
    let y0 = h;
    let y1 = 0;
    while (stack.length > 0) {
      const p = stack.pop()!;
      const x = p % w;
      const y = (p - x) / w;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      // 8-connected: a speck is one blob even when its pixels only touch at corners
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= w) continue;
          const q = yy * w + xx;
          if (labels[q] === -1) {
            labels[q] = id;
            stack.push(q);
          }
        }
      }
    }
    if (x1 - x0 + 1 <= maxSize && y1 - y0 + 1 <= maxSize) specks.push({ id, x0, y0, x1, y1 });
  }
  let removed = 0;
  const rad = Math.max(1, Math.round(radius));
  for (const s of specks) {
    let alone = true;
    const ya = Math.max(0, s.y0 - rad);
    const yb = Math.min(h - 1, s.y1 + rad);
    const xa = Math.max(0, s.x0 - rad);
    const xb = Math.min(w - 1, s.x1 + rad);
    for (let y = ya; y <= yb && alone; y++) {
      const row = y * w;
      for (let x = xa; x <= xb; x++) {
        const l = labels[row + x]!;
        if (l !== 0 && l !== s.id) {
          alone = false;
          break;
        }
      }
    }
    if (!alone) continue;
    removed++;
    // the blob and its blurred halo
    for (let y = Math.max(0, s.y0 - 1); y <= Math.min(h - 1, s.y1 + 1); y++) {
      for (let x = Math.max(0, s.x0 - 1); x <= Math.min(w - 1, s.x1 + 1); x++)
        data[y * w + x] = 255;
    }
  }
  return removed;
}

/** A raster scaled by `k` (Lanczos), e.g. a cell enlarged for a second reading. */
export async function scaleRaster(r: GreyRaster, k: number): Promise<GreyRaster> {
  if (k === 1) return r;
  const { data, info } = await sharp(r.data, {
    raw: { width: r.width, height: r.height, channels: 1 },
  })
    .resize(Math.max(1, Math.round(r.width * k)), Math.max(1, Math.round(r.height * k)), {
      kernel: 'lanczos3',
      fit: 'fill',
    })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function downscaleForAnalysis(r: GreyRaster, maxSide: number): Promise<GreyRaster> {
  const f = maxSide / Math.max(r.width, r.height);
  if (f >= 1) return r;
  const { data, info } = await sharp(r.data, {
    raw: { width: r.width, height: r.height, channels: 1 },
  })
    .resize(Math.max(1, Math.round(r.width * f)), Math.max(1, Math.round(r.height * f)), {
      kernel: 'linear',
    })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Rectify a photographed page, normalise, upscale, deskew. The output keeps the input's aspect
 * ratio and framing — or, for a photo whose page was found, the upright page's.
 */
export async function prepareForOcr(
  original: GreyRaster,
  opts: PreprocessOptions = {},
): Promise<PreparedRaster> {
  const targetCharHeight = opts.targetCharHeight ?? 16;
  const photo = await rectifyLikeOcr(original, opts, { targetCharHeight });
  const input = photo?.raster ?? original;
  const minScale = opts.minScale ?? 0.5;
  const maxUpscale = opts.maxUpscale ?? 4;
  const maxOutputPixels = opts.maxOutputPixels ?? 16_000_000;

  const analysis = await downscaleForAnalysis(input, 1200);
  const analysisScale = analysis.width / input.width;
  const charH = estimateCharHeight(analysis);
  let scale: number;
  if (charH !== null) {
    scale = Math.min(maxUpscale, Math.max(minScale, targetCharHeight / (charH / analysisScale)));
    if (Math.abs(scale - 1) < 0.15) scale = 1; // not worth a resample
  } else {
    // Too little text to measure: assume a Letter/A4 page and aim at ~200 dpi.
    scale = Math.min(maxUpscale, Math.max(1, 1700 / Math.min(input.width, input.height)));
  }
  const area = input.width * input.height * scale * scale;
  if (area > maxOutputPixels) scale *= Math.sqrt(maxOutputPixels / area);
  const outW = Math.max(1, Math.round(input.width * scale));
  const outH = Math.max(1, Math.round(input.height * scale));

  const apply = skewToCorrect(analysis, opts, photo !== null);

  let img = sharp(input.data, {
    raw: { width: input.width, height: input.height, channels: 1 },
  });
  const stretch = contrastStretch(analysis);
  if (stretch) img = img.linear(stretch.a, stretch.b);
  if (outW !== input.width || outH !== input.height) {
    img = img.resize(outW, outH, { kernel: 'lanczos3', fit: 'fill' });
  }
  const { data, info } = await img.greyscale().raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`internal: expected 1 channel, got ${info.channels}`);
  const scaled: GreyRaster = { data, width: info.width, height: info.height };
  const raster = apply !== 0 ? await rotateInFrame(scaled, apply) : scaled;
  if (charH !== null && opts.despeckle !== false) {
    const glyph = (charH / analysisScale) * (raster.height / input.height);
    despeckle(raster, glyph * 0.3, glyph * 0.6);
  }
  return {
    raster,
    scale: (info.width / input.width) * (photo?.scale ?? 1),
    deskewDegrees: apply,
    perspective: photo?.quad ?? null,
  };
}

/**
 * The photographed page OCR reads, made upright (perspective.ts), or null for anything else. For
 * OCR it is warped straight to the resolution its characters need; for the preview to `maxSide`.
 */
function rectifyLikeOcr(
  input: GreyRaster,
  opts: PreprocessOptions,
  size: { targetCharHeight: number } | { maxSide: number },
) {
  if (opts.noPerspective) return Promise.resolve(null);
  return rectifyPhoto(
    input,
    'maxSide' in size ? size : { ...size, charHeight: estimateCharHeight },
  );
}

/**
 * The skew `prepareForOcr` corrects, in degrees: none when asked not to or under 0.3°; at most 2°
 * on a photographed page already made upright (what is left is the fit, not the page).
 */
function skewToCorrect(analysis: GreyRaster, opts: PreprocessOptions, upright = false): number {
  const degrees = opts.noDeskew ? 0 : estimateSkew(analysis, upright ? 2 : 10);
  return Math.abs(degrees) >= 0.3 ? degrees : 0;
}

/** Rotates against the skew, then crops back to the original frame so page coordinates stay put. */
async function rotateInFrame(r: GreyRaster, degrees: number): Promise<GreyRaster> {
  const rotated = await sharp(r.data, { raw: { width: r.width, height: r.height, channels: 1 } })
    .rotate(-degrees, { background: { r: 255, g: 255, b: 255 } })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.max(0, Math.floor((rotated.info.width - r.width) / 2));
  const top = Math.max(0, Math.floor((rotated.info.height - r.height) / 2));
  const { data, info } = await sharp(rotated.data, {
    raw: {
      width: rotated.info.width,
      height: rotated.info.height,
      channels: rotated.info.channels,
    },
  })
    .extract({ left, top, width: r.width, height: r.height })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`internal: expected 1 channel, got ${info.channels}`);
  return { data, width: info.width, height: info.height };
}

/**
 * The page as the OCR word boxes see it: a photographed page made upright exactly as
 * `prepareForOcr` does (same page found, same light evening, at most `maxSide` px), turned by the
 * angle `prepareForOcr` corrects, in the same frame. Row boxes drawn on this raster sit on their
 * text; its page size in points is `uprightPageSize(page, perspective)`.
 */
export async function straightenLikeOcr(
  original: GreyRaster,
  opts: PreprocessOptions & { maxSide?: number } = {},
): Promise<{ raster: GreyRaster; deskewDegrees: number; perspective: PageQuad | null }> {
  const photo = await rectifyLikeOcr(original, opts, { maxSide: opts.maxSide ?? 2400 });
  const input = photo?.raster ?? original;
  const perspective = photo?.quad ?? null;
  const apply = skewToCorrect(await downscaleForAnalysis(input, 1600), opts, photo !== null);
  if (apply === 0) return { raster: input, deskewDegrees: 0, perspective };
  return { raster: await rotateInFrame(input, apply), deskewDegrees: apply, perspective };
}
