/**
 * Re-finds one side of a rough page quadrilateral on the picture itself (the page search's
 * analysis copy, find-page.ts): at points along the side, the strongest sustained brightness drop
 * across it — a step, not a shadow's ramp, with something darker than paper beyond — then a
 * robust line fit through those points. The rough outline of a bright component follows the
 * threshold; the drop follows the paper's real edge.
 */
import type { Point } from '@bsp/shared/homography';
import { fitLine, type Line } from './quad-geometry.ts';
import type { GreyRaster } from './raster.ts';

/** Samples per side when re-finding an edge. */
const SAMPLES = 48;

/** Brightness at (x, y) by bilinear interpolation; NaN outside the raster. */
function sample(a: GreyRaster, x: number, y: number): number {
  const { width: w, height: h, data } = a;
  if (x < 0 || y < 0 || x > w - 1 || y > h - 1) return Number.NaN;
  const ix = Math.min(w - 2, Math.floor(x));
  const iy = Math.min(h - 2, Math.floor(y));
  const fx = x - ix;
  const fy = y - iy;
  const k = iy * w + ix;
  const top = data[k]! + (data[k + 1]! - data[k]!) * fx;
  const bottom = data[k + w]! + (data[k + w + 1]! - data[k + w]!) * fx;
  return top + (bottom - top) * fy;
}

export interface SideFit {
  line: Line;
  /** Share of samples on a clear edge close to the fitted line. */
  support: number;
  drops: number[];
}

/**
 * Re-finds one side of the page on the picture: along the outward normal at points of the side,
 * the position of the largest drop from the mean of `w` pixels inside to the mean of `w` pixels
 * outside (a stroke of text is too thin to make a sustained drop), then a robust line fit.
 */
export function refineSide(a: GreyRaster, p: Point, q: Point, reach: number): SideFit | null {
  const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
  if (len < 10) return null;
  const dx = (q[0] - p[0]) / len;
  const dy = (q[1] - p[1]) / len;
  const nx = dy; // outward for clockwise corners on screen
  const ny = -dx;
  const W = 3;
  const WIDE = 8;
  const FAR = 40; // how far beyond the edge "outside" is judged
  const pad = reach + FAR;
  const xs: number[] = [];
  const ys: number[] = [];
  const ws: number[] = [];
  const drops: number[] = [];
  const ratios: number[] = [];
  const outside: number[] = [];
  const prof = new Float64Array(2 * pad + 1);
  const dropAt = (s: number, width: number): number => {
    let inside = 0;
    let outside = 0;
    for (let j = 1; j <= width; j++) {
      inside += prof[s - j + pad]!;
      outside += prof[s + j + pad]!;
    }
    return (inside - outside) / width;
  };
  for (let k = 0; k < SAMPLES; k++) {
    const t = 0.08 + (0.84 * k) / (SAMPLES - 1);
    const bx = p[0] + (q[0] - p[0]) * t;
    const by = p[1] + (q[1] - p[1]) * t;
    let ok = true;
    for (let s = -pad; s <= pad; s++) {
      const v = sample(a, bx + s * nx, by + s * ny);
      prof[s + pad] = v;
      if (Number.isNaN(v) && s <= 0) ok = false; // the inside must be in the picture
    }
    if (!ok) continue;
    let bestS = 0;
    let best = Number.NEGATIVE_INFINITY;
    for (let s = -reach; s <= reach; s++) {
      const d = dropAt(s, W);
      if (d > best) {
        best = d;
        bestS = s;
      }
    }
    if (!Number.isFinite(best)) continue; // the outside ran off the picture
    const inside = prof[bestS - 2 + pad]!;
    if (best < Math.max(14, 0.2 * inside)) continue;
    // A paper edge is a step: nearly all of the drop happens within a few pixels. The soft edge
    // of a shadow is a ramp: over a wider window the drop keeps growing.
    const wide = dropAt(bestS, WIDE);
    if (Number.isFinite(wide) && best < 0.65 * wide) continue;
    // Beyond the edge there must be something darker than paper (a desk), not more paper: the
    // inner edge of a printed frame or of a dark band across a page is no page edge.
    outside.length = 0;
    for (let j = 4; j <= FAR; j++) {
      const o = prof[bestS + j + pad]!;
      if (!Number.isNaN(o)) outside.push(o);
    }
    let paper = 0;
    for (let j = 4; j <= 10; j++) paper += prof[bestS - j + pad]! / 7;
    if (outside.length >= 6 && paper > 0) {
      outside.sort((u, v) => u - v);
      ratios.push(outside[outside.length >> 1]! / paper);
    }
    // sub-pixel: parabola through the neighbours
    let off = 0;
    if (bestS > -reach && bestS < reach) {
      const l = dropAt(bestS - 1, W);
      const r = dropAt(bestS + 1, W);
      const den = l - 2 * best + r;
      if (Number.isFinite(den) && den < 0)
        off = Math.max(-0.5, Math.min(0.5, (0.5 * (l - r)) / den));
    }
    xs.push(bx + (bestS + off) * nx);
    ys.push(by + (bestS + off) * ny);
    ws.push(best);
    drops.push(best);
  }
  if (xs.length < SAMPLES * 0.4) return null;
  ratios.sort((u, v) => u - v);
  if (ratios.length > 0 && ratios[ratios.length >> 1]! > 0.8) return null;
  let line = fitLine(xs, ys, ws);
  let inliers = xs.length;
  for (let round = 0; round < 3 && line; round++) {
    const res = xs.map((x, i) =>
      Math.abs((x - line!.px) * line!.dy - (ys[i]! - line!.py) * line!.dx),
    );
    const sorted = [...res].sort((u, v) => u - v);
    const mad = sorted[Math.floor(sorted.length / 2)]!;
    const cut = Math.max(1.25, 3 * mad);
    const keep = res.map((r) => r <= cut);
    inliers = keep.filter(Boolean).length;
    line = fitLine(
      xs.filter((_, i) => keep[i]),
      ys.filter((_, i) => keep[i]),
      ws.filter((_, i) => keep[i]),
    );
  }
  if (!line) return null;
  return { line, support: inliers / SAMPLES, drops };
}
