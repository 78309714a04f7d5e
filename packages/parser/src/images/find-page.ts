/**
 * Finds the sheet of paper in a phone photo and checks the find (decision 014); perspective.ts
 * makes it upright.
 *
 * Detection works on a ≤ 800 px copy. A page wholly in the frame has background all around it,
 * so a frame whose border is mostly paper-bright (a scan, a page filling the frame) is left alone
 * at once. Paper is brighter than what it lies on: for Otsu's threshold, then one that follows
 * the light (shadows), then neighbours of Otsu's, the largest bright components (after a small
 * erosion that cuts thin bridges to bright clutter; bright-regions.ts) give a convex hull and the
 * largest quadrilateral inside it (quad-geometry.ts). Each side is then re-found on the picture
 * itself (refine-side.ts): at points along it, the strongest sustained brightness drop across the
 * side (judged over a few pixels, so a line of text does not count), if it is a step rather than
 * a shadow's ramp and what lies beyond is darker than paper; a robust line fit through those
 * points; the corners are where the lines meet. The quadrilateral is kept only when it is convex
 * with plausible angles, not too small, clear of the frame border on every side, most of every
 * side is a clear edge, and its upright aspect ratio is a plausible page. When not sure: nothing
 * is done.
 */

import type { Point } from '@bsp/shared/homography';
import sharp from 'sharp';
import { brightMask, componentOutlines, edgeGuidedThreshold } from './bright-regions.ts';
import { greyHistogram, otsu } from './histogram.ts';
import {
  convexHull,
  interiorAngles,
  intersect,
  isConvexClockwise,
  largestQuad,
  orderCorners,
  polygonArea,
  rectifiedAspect,
} from './quad-geometry.ts';
import type { GreyRaster } from './raster.ts';
import { refineSide, type SideFit } from './refine-side.ts';

export interface PageQuad {
  /** Page corners in input pixels: top-left, top-right, bottom-right, bottom-left. */
  corners: [Point, Point, Point, Point];
  /** Size of the upright page in input pixels (sides as long as the longest photographed side). */
  width: number;
  height: number;
  /** Share of each side's samples on a clear paper edge, lowest of the four (0..1). */
  support: number;
  /** Median brightness drop across the edges (grey levels, on the analysis copy). */
  contrast: number;
}

/** Longest side of the copy the page is looked for on. */
const ANALYSIS_SIDE = 800;

interface Analysis extends GreyRaster {
  /** Analysis pixels per input pixel. */
  scale: number;
}

async function analysisCopy(input: GreyRaster): Promise<Analysis> {
  const f = Math.min(1, ANALYSIS_SIDE / Math.max(input.width, input.height));
  const w = Math.max(1, Math.round(input.width * f));
  const h = Math.max(1, Math.round(input.height * f));
  const { data, info } = await sharp(input.data, {
    raw: { width: input.width, height: input.height, channels: 1 },
    limitInputPixels: false,
  })
    .resize(w, h, { kernel: 'linear', fit: 'fill' })
    .blur(1)
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, scale: info.width / input.width };
}

interface Candidate {
  quad: Point[];
  support: number;
  contrast: number;
}

/** The quadrilateral of one bright component, its sides re-found on the picture. */
function candidate(a: Analysis, outline: Point[]): Candidate | null {
  const { width: w, height: h } = a;
  const rough = largestQuad(convexHull(outline));
  if (!rough) return null;
  const q0 = orderCorners(rough);
  const reach = Math.max(6, Math.round(0.02 * Math.max(w, h)));
  const fits: SideFit[] = [];
  for (let i = 0; i < 4; i++) {
    const f = refineSide(a, q0[i]!, q0[(i + 1) % 4]!, reach);
    if (!f) return null;
    fits.push(f);
  }
  const quad: Point[] = [];
  for (let i = 0; i < 4; i++) {
    const c = intersect(fits[(i + 3) % 4]!.line, fits[i]!.line);
    if (!c) return null;
    quad.push(c);
  }
  const support = Math.min(...fits.map((f) => f.support));
  const drops = fits.flatMap((f) => f.drops).sort((u, v) => u - v);
  return { quad, support, contrast: drops[Math.floor(drops.length / 2)] ?? 0 };
}

/** Checks a refined quadrilateral (analysis pixels); null when it is not a confident page. */
function validate(a: Analysis, q: Point[]): string | null {
  const { width: w, height: h } = a;
  if (!isConvexClockwise(q)) return 'not convex';
  const angles = interiorAngles(q);
  if (angles.some((x) => x < 50 || x > 130)) return 'implausible angles';
  const area = polygonArea(q);
  if (area < 0.1 * w * h) return 'too small';
  if (area > 0.985 * w * h) return 'fills the frame';
  // every corner inside the picture, every side clear of the frame border
  const margin = 2;
  for (const [x, y] of q) {
    if (x < margin || y < margin || x > w - 1 - margin || y > h - 1 - margin)
      return 'touches the border';
  }
  const side = (i: number) =>
    Math.hypot(q[i]![0] - q[(i + 1) % 4]![0], q[i]![1] - q[(i + 1) % 4]![1]);
  for (let i = 0; i < 4; i++) if (side(i) < 0.2 * Math.min(w, h)) return 'side too short';
  const r = rectifiedAspect(q, w, h);
  const shortOverLong = Math.min(r, 1 / r);
  if (shortOverLong < 0.3) return 'implausible aspect ratio';
  return null;
}

/** Share of the pixels of the 2-px border of the frame brighter than `t`. */
function brightBorderShare(a: Analysis, t: number): number {
  const { width: w, height: h, data } = a;
  let n = 0;
  let bright = 0;
  const count = (x: number, y: number) => {
    n++;
    if (data[y * w + x]! > t) bright++;
  };
  for (let y = 0; y < h; y++) {
    if (y < 2 || y >= h - 2) for (let x = 0; x < w; x++) count(x, y);
    else for (const x of [0, 1, w - 2, w - 1]) count(x, y);
  }
  return n === 0 ? 1 : bright / n;
}

export interface FindPageOptions {
  /** Lowest share of each side that must be a clear edge. Default 0.6. */
  minSupport?: number;
}

/**
 * The page quadrilateral of a photo, or null when there is none to be confident about (a flat
 * scan, a page filling the frame, a page cut by the frame, paper on a light background).
 */
export async function findPageQuad(
  input: GreyRaster,
  opts: FindPageOptions = {},
): Promise<PageQuad | null> {
  if (Math.min(input.width, input.height) < 200) return null;
  const a = await analysisCopy(input);
  const { width: w, height: h } = a;
  const t0 = otsu(greyHistogram(a.data), a.data.length);
  // A page wholly in the frame has background all around it: when most of the frame's border is
  // as bright as paper (a scan, a page filling the frame) there is nothing to find. Photos of the
  // tuning sets: ≤ 7 % of the border bright; scans, images and corpus pages: ≥ 98 %.
  if (brightBorderShare(a, t0) > 0.5) return null;
  // Otsu's threshold first, then one that follows the light (shadows), then neighbours of Otsu's.
  const thresholds: Array<number | 'guided'> = [t0, 'guided'];
  for (const dt of [-20, 20, -40, 40]) {
    const t = Math.max(8, Math.min(247, t0 + dt));
    if (!thresholds.includes(t)) thresholds.push(t);
  }
  const minSupport = opts.minSupport ?? 0.6;
  let best: Candidate | null = null;
  let bestScore = 0;
  search: for (const t of thresholds) {
    const level = t === 'guided' ? edgeGuidedThreshold(a) : t;
    if (level === null) continue;
    for (const outline of componentOutlines(brightMask(a, level, 2), w, h, 3, 0.08 * w * h)) {
      const c = candidate(a, outline);
      if (!c || c.support < minSupport || validate(a, c.quad) !== null) continue;
      const score = c.support * Math.min(c.contrast, 60);
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
      // every side a clear edge all along: no other threshold will do better
      if (c.support >= 0.95 && c.contrast >= 30) break search;
    }
  }
  if (!best) return null;
  const corners = best.quad.map(
    ([x, y]) => [(x + 0.5) / a.scale - 0.5, (y + 0.5) / a.scale - 0.5] as Point,
  ) as [Point, Point, Point, Point];
  const len = (i: number, j: number) =>
    Math.hypot(corners[i]![0] - corners[j]![0], corners[i]![1] - corners[j]![1]);
  let width = Math.max(len(0, 1), len(3, 2));
  let height = Math.max(len(0, 3), len(1, 2));
  const r = rectifiedAspect(corners, input.width, input.height);
  if (width / height < r) width = height * r;
  else height = width / r;
  return {
    corners,
    width: Math.round(width),
    height: Math.round(height),
    support: best.support,
    contrast: best.contrast,
  };
}
