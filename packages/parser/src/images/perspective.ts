/**
 * Phone photos of a page: find the sheet of paper in the frame, check the find, warp it into an
 * upright rectangle, even out the light across it (and sharpen it for OCR). Decision 014.
 *
 * Detection works on a ≤ 800 px copy. A page wholly in the frame has background all around it,
 * so a frame whose border is mostly paper-bright (a scan, a page filling the frame) is left alone
 * at once. Paper is brighter than what it lies on: for Otsu's threshold, then one that follows
 * the light (shadows), then neighbours of Otsu's, the largest bright components (after a small
 * erosion that cuts thin bridges to bright clutter) give a convex hull and the largest
 * quadrilateral inside it. Each side is then re-found on the picture itself: at points along it,
 * the strongest sustained brightness drop across the side (judged over a few pixels, so a line
 * of text does not count), if it is a step rather than a shadow's ramp and what lies beyond is
 * darker than paper; a robust line fit through those points; the corners are where the lines
 * meet. The quadrilateral is kept only when it is convex with plausible angles, not too small,
 * clear of the frame border on every side, most of every side is a clear edge, and its upright
 * aspect ratio is a plausible page. When not sure: nothing is done.
 */
import sharp from 'sharp';
import { type Point, solveHomography } from './homography.ts';
import type { GreyRaster } from './raster.ts';

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
/** Samples per side when re-finding an edge. */
const SAMPLES = 48;

interface Analysis {
  data: Uint8Array;
  width: number;
  height: number;
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

function otsu(data: Uint8Array): number {
  const hist = new Float64Array(256);
  for (let i = 0; i < data.length; i++) hist[data[i]!]!++;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * hist[i]!;
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    wB += hist[t]!;
    if (wB === 0) continue;
    const wF = data.length - wB;
    if (wF === 0) break;
    sumB += t * hist[t]!;
    const d = sumB / wB - (sum - sumB) / wF;
    const between = wB * wF * d * d;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/**
 * Pixels above the threshold (a number, or one per pixel), eroded by a (2r+1)² square: thin
 * bridges to bright clutter are cut.
 */
function brightMask(a: Analysis, t: number | Uint8Array, r: number): Uint8Array {
  const { width: w, height: h, data } = a;
  const m = new Uint8Array(w * h);
  if (typeof t === 'number') for (let i = 0; i < m.length; i++) m[i] = data[i]! > t ? 1 : 0;
  else for (let i = 0; i < m.length; i++) m[i] = data[i]! > t[i]! ? 1 : 0;
  // erosion = the window is all ones: running sums along rows, then along columns
  const tmp = new Uint8Array(w * h);
  const win = 2 * r + 1;
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let sum = 0;
    for (let x = 0; x < w; x++) {
      sum += m[row + x]!;
      if (x >= win) sum -= m[row + x - win]!;
      if (x >= win - 1) tmp[row + x - r] = sum === win ? 1 : 0;
    }
  }
  const col = new Int32Array(w);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      col[x]! += tmp[row + x]!;
      if (y >= win) col[x]! -= tmp[row - win * w + x]!;
    }
    if (y >= win - 1) {
      const out = (y - r) * w;
      for (let x = 0; x < w; x++) m[out + x] = col[x] === win ? 1 : 0;
    }
  }
  // rows and columns the window did not reach are not inside
  for (let y = 0; y < r; y++) {
    m.fill(0, y * w, (y + 1) * w);
    m.fill(0, (h - 1 - y) * w, (h - y) * w);
  }
  return m;
}

/**
 * A threshold per pixel that follows the light: at every sharp edge (a step of brightness, not
 * the soft ramp of a shadow) the level halfway across it; per 32-px cell a high percentile of
 * those levels (where the paper meets the desk that is the paper/desk boundary, inside the page
 * it is text); cells without edges take their neighbours' level. Where a shadow darkens both the
 * paper and the desk, the threshold drops with them.
 */
function edgeGuidedThreshold(a: Analysis): Uint8Array | null {
  const { width: w, height: h, data } = a;
  const C = 32;
  const cw = Math.ceil(w / C);
  const ch = Math.ceil(h / C);
  const samples: number[][] = Array.from({ length: cw * ch }, () => []);
  for (let y = 3; y < h - 3; y++) {
    for (let x = 3; x < w - 3; x++) {
      const i = y * w + x;
      const gx =
        data[i - w + 1]! +
        2 * data[i + 1]! +
        data[i + w + 1]! -
        data[i - w - 1]! -
        2 * data[i - 1]! -
        data[i + w - 1]!;
      const gy =
        data[i + w - 1]! +
        2 * data[i + w]! +
        data[i + w + 1]! -
        data[i - w - 1]! -
        2 * data[i - w]! -
        data[i - w + 1]!;
      const mag = Math.sqrt(gx * gx + gy * gy) / 8;
      if (mag < 10) continue;
      // only the crest of the edge: larger than its neighbours across the edge
      const ux = gx / (8 * mag);
      const uy = gy / (8 * mag);
      const sx = Math.round(ux);
      const sy = Math.round(uy);
      const j1 = i + sy * w + sx;
      const j2 = i - sy * w - sx;
      const g = (j: number) =>
        Math.abs(data[j + 1]! - data[j - 1]!) + Math.abs(data[j + w]! - data[j - w]!);
      const here = g(i);
      if (g(j1) > here || g(j2) > here) continue;
      const x1 = Math.round(x + 2 * ux);
      const y1 = Math.round(y + 2 * uy);
      const x2 = Math.round(x - 2 * ux);
      const y2 = Math.round(y - 2 * uy);
      const mid = (data[y1 * w + x1]! + data[y2 * w + x2]!) / 2;
      samples[Math.floor(y / C) * cw + Math.floor(x / C)]!.push(mid);
    }
  }
  const level = new Float32Array(cw * ch).fill(Number.NaN);
  let known = 0;
  for (let c = 0; c < level.length; c++) {
    const s = samples[c]!;
    if (s.length < 8) continue;
    s.sort((u, v) => u - v);
    level[c] = s[Math.floor(s.length * 0.8)]!;
    known++;
  }
  if (known < 4) return null;
  // fill cells without edges from their known neighbours, ring by ring
  for (let pass = 0; pass < cw + ch && known < level.length; pass++) {
    const next = level.slice();
    for (let j = 0; j < ch; j++) {
      for (let i = 0; i < cw; i++) {
        if (!Number.isNaN(level[j * cw + i]!)) continue;
        let sum = 0;
        let n = 0;
        for (let dj = -1; dj <= 1; dj++) {
          for (let di = -1; di <= 1; di++) {
            const ii = i + di;
            const jj = j + dj;
            if (ii < 0 || jj < 0 || ii >= cw || jj >= ch) continue;
            const v = level[jj * cw + ii]!;
            if (!Number.isNaN(v)) {
              sum += v;
              n++;
            }
          }
        }
        if (n > 0) {
          next[j * cw + i] = sum / n;
          known++;
        }
      }
    }
    level.set(next);
  }
  const t = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const gy = Math.min(ch - 1, Math.max(0, (y + 0.5) / C - 0.5));
    const j0 = Math.min(Math.max(0, ch - 2), Math.floor(gy));
    const fy = ch > 1 ? gy - j0 : 0;
    for (let x = 0; x < w; x++) {
      const gx = Math.min(cw - 1, Math.max(0, (x + 0.5) / C - 0.5));
      const i0 = Math.min(Math.max(0, cw - 2), Math.floor(gx));
      const fx = cw > 1 ? gx - i0 : 0;
      const k = j0 * cw + i0;
      const k1 = cw > 1 ? k + 1 : k;
      const k2 = ch > 1 ? k + cw : k;
      const k3 = ch > 1 ? k1 + cw : k1;
      const top = level[k]! + (level[k1]! - level[k]!) * fx;
      const bottom = level[k2]! + (level[k3]! - level[k2]!) * fx;
      t[y * w + x] = Math.round(top + (bottom - top) * fy);
    }
  }
  return t;
}

/**
 * The largest 4-connected components of `mask` (at most `keep`, each at least `minArea` pixels),
 * each as the leftmost and rightmost pixel of every row it covers (enough for its convex hull).
 */
function componentOutlines(
  mask: Uint8Array,
  w: number,
  h: number,
  keep: number,
  minArea: number,
): Point[][] {
  const labels = new Int32Array(w * h);
  const stack = new Int32Array(w * h);
  const areas: number[] = [0];
  let next = 0;
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] === 0 || labels[start] !== 0) continue;
    const id = ++next;
    labels[start] = id;
    let sp = 0;
    stack[sp++] = start;
    let area = 0;
    while (sp > 0) {
      const p = stack[--sp]!;
      area++;
      const x = p % w;
      if (x > 0 && mask[p - 1] && !labels[p - 1]) {
        labels[p - 1] = id;
        stack[sp++] = p - 1;
      }
      if (x < w - 1 && mask[p + 1] && !labels[p + 1]) {
        labels[p + 1] = id;
        stack[sp++] = p + 1;
      }
      if (p >= w && mask[p - w] && !labels[p - w]) {
        labels[p - w] = id;
        stack[sp++] = p - w;
      }
      if (p < w * (h - 1) && mask[p + w] && !labels[p + w]) {
        labels[p + w] = id;
        stack[sp++] = p + w;
      }
    }
    areas.push(area);
  }
  const ids = areas
    .map((area, id) => ({ area, id }))
    .filter((c) => c.id > 0 && c.area >= minArea)
    .sort((u, v) => v.area - u.area || u.id - v.id)
    .slice(0, keep)
    .map((c) => c.id);
  if (ids.length === 0) return [];
  const slot = new Int32Array(next + 1).fill(-1);
  ids.forEach((id, i) => {
    slot[id] = i;
  });
  const left = ids.map(() => new Int32Array(h).fill(-1));
  const right = ids.map(() => new Int32Array(h).fill(-1));
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      const s = slot[labels[row + x]!]!;
      if (s < 0) continue;
      if (left[s]![y] === -1) left[s]![y] = x;
      right[s]![y] = x;
    }
  }
  return ids.map((_, s) => {
    const points: Point[] = [];
    for (let y = 0; y < h; y++) {
      if (left[s]![y]! < 0) continue;
      points.push([left[s]![y]!, y]);
      if (right[s]![y] !== left[s]![y]) points.push([right[s]![y]!, y]);
    }
    return points;
  });
}

const cross = (o: Point, a: Point, b: Point) =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Convex hull (Andrew's monotone chain), clockwise on screen (y down). */
export function convexHull(points: readonly Point[]): Point[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const lower: Point[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0)
      upper.pop();
    upper.push(p);
  }
  upper.pop();
  lower.pop();
  // counter-clockwise in math orientation = clockwise on screen
  return lower.concat(upper);
}

function polygonArea(q: readonly Point[]): number {
  let s = 0;
  for (let i = 0; i < q.length; i++) {
    const a = q[i]!;
    const b = q[(i + 1) % q.length]!;
    s += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(s) / 2;
}

/** The largest-area quadrilateral with corners among the (convex) hull's vertices. */
export function largestQuad(hull: readonly Point[]): Point[] | null {
  const v = [...hull];
  // Visvalingam: drop the vertex spanning the smallest triangle until few are left.
  while (v.length > 24) {
    let worst = 0;
    let worstArea = Number.POSITIVE_INFINITY;
    for (let i = 0; i < v.length; i++) {
      const a = Math.abs(cross(v[(i + v.length - 1) % v.length]!, v[i]!, v[(i + 1) % v.length]!));
      if (a < worstArea) {
        worstArea = a;
        worst = i;
      }
    }
    v.splice(worst, 1);
  }
  if (v.length < 4) return null;
  let best: Point[] | null = null;
  let bestArea = 0;
  const n = v.length;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      for (let c = b + 1; c < n; c++) {
        for (let d = c + 1; d < n; d++) {
          const q = [v[a]!, v[b]!, v[c]!, v[d]!];
          const area = polygonArea(q);
          if (area > bestArea) {
            bestArea = area;
            best = q;
          }
        }
      }
    }
  }
  return best;
}

/** Corners in screen order: top-left (smallest x + y) first, then clockwise. */
function orderCorners(q: readonly Point[]): [Point, Point, Point, Point] {
  const cx = q.reduce((s, p) => s + p[0], 0) / q.length;
  const cy = q.reduce((s, p) => s + p[1], 0) / q.length;
  const sorted = [...q].sort(
    (a, b) => Math.atan2(a[1] - cy, a[0] - cx) - Math.atan2(b[1] - cy, b[0] - cx),
  ); // clockwise on screen (angle grows towards +y)
  let first = 0;
  for (let i = 1; i < 4; i++) {
    if (sorted[i]![0] + sorted[i]![1] < sorted[first]![0] + sorted[first]![1]) first = i;
  }
  return [0, 1, 2, 3].map((k) => sorted[(first + k) % 4]!) as [Point, Point, Point, Point];
}

function sample(a: Analysis, x: number, y: number): number {
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

interface Line {
  /** A point on the line and its unit direction. */
  px: number;
  py: number;
  dx: number;
  dy: number;
}

interface SideFit {
  line: Line;
  /** Share of samples on a clear edge close to the fitted line. */
  support: number;
  drops: number[];
}

/** Weighted total-least-squares line through points. */
function fitLine(xs: number[], ys: number[], ws: number[]): Line | null {
  let sw = 0;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < xs.length; i++) {
    sw += ws[i]!;
    mx += ws[i]! * xs[i]!;
    my += ws[i]! * ys[i]!;
  }
  if (sw <= 0) return null;
  mx /= sw;
  my /= sw;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (let i = 0; i < xs.length; i++) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    sxx += ws[i]! * dx * dx;
    sxy += ws[i]! * dx * dy;
    syy += ws[i]! * dy * dy;
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  return { px: mx, py: my, dx: Math.cos(angle), dy: Math.sin(angle) };
}

/**
 * Re-finds one side of the page on the picture: along the outward normal at points of the side,
 * the position of the largest drop from the mean of `w` pixels inside to the mean of `w` pixels
 * outside (a stroke of text is too thin to make a sustained drop), then a robust line fit.
 */
function refineSide(a: Analysis, p: Point, q: Point, reach: number): SideFit | null {
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

function intersect(l: Line, m: Line): Point | null {
  const den = l.dx * m.dy - l.dy * m.dx;
  if (Math.abs(den) < 1e-9) return null;
  const t = ((m.px - l.px) * m.dy - (m.py - l.py) * m.dx) / den;
  return [l.px + t * l.dx, l.py + t * l.dy];
}

function interiorAngles(q: readonly Point[]): number[] {
  return q.map((p, i) => {
    const a = q[(i + 3) % 4]!;
    const b = q[(i + 1) % 4]!;
    const v1 = [a[0] - p[0], a[1] - p[1]];
    const v2 = [b[0] - p[0], b[1] - p[1]];
    const c =
      (v1[0]! * v2[0]! + v1[1]! * v2[1]!) /
      (Math.hypot(v1[0]!, v1[1]!) * Math.hypot(v2[0]!, v2[1]!));
    return (Math.acos(Math.max(-1, Math.min(1, c))) * 180) / Math.PI;
  });
}

function isConvexClockwise(q: readonly Point[]): boolean {
  for (let i = 0; i < 4; i++) {
    if (cross(q[i]!, q[(i + 1) % 4]!, q[(i + 2) % 4]!) <= 0) return false;
  }
  return true;
}

/**
 * Width / height of the rectangle a photographed quadrilateral shows (TL, TR, BR, BL), from the
 * vanishing geometry with the principal point at the image centre (Zhang & He, "Whiteboard
 * scanning and image enhancement", 2007); the mean side lengths when the quadrilateral is (close
 * to) a parallelogram or the focal length comes out implausible.
 */
export function rectifiedAspect(q: readonly Point[], imageW: number, imageH: number): number {
  const side = (i: number, j: number) => Math.hypot(q[i]![0] - q[j]![0], q[i]![1] - q[j]![1]);
  const naive = (side(0, 1) + side(3, 2)) / (side(0, 3) + side(1, 2));
  const u0 = imageW / 2;
  const v0 = imageH / 2;
  const m = (i: number): [number, number, number] => [q[i]![0] - u0, q[i]![1] - v0, 1];
  const m1 = m(0);
  const m2 = m(1);
  const m3 = m(3);
  const m4 = m(2);
  const cr = (a: number[], b: number[]) => [
    a[1]! * b[2]! - a[2]! * b[1]!,
    a[2]! * b[0]! - a[0]! * b[2]!,
    a[0]! * b[1]! - a[1]! * b[0]!,
  ];
  const dot = (a: number[], b: number[]) => a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;
  const k2 = dot(cr(m1, m4), m3) / dot(cr(m2, m4), m3);
  const k3 = dot(cr(m1, m4), m2) / dot(cr(m3, m4), m2);
  const n2 = [k2 * m2[0] - m1[0], k2 * m2[1] - m1[1], k2 * m2[2] - m1[2]];
  const n3 = [k3 * m3[0] - m1[0], k3 * m3[1] - m1[1], k3 * m3[2] - m1[2]];
  if (Math.abs(n2[2]!) < 1e-6 || Math.abs(n3[2]!) < 1e-6) return naive;
  const f2 = -(n2[0]! * n3[0]! + n2[1]! * n3[1]!) / (n2[2]! * n3[2]!);
  const diag = Math.hypot(imageW, imageH);
  if (!(f2 > (0.4 * diag) ** 2 && f2 < (5 * diag) ** 2)) return naive;
  const r2 =
    (n2[0]! ** 2 + n2[1]! ** 2 + f2 * n2[2]! ** 2) / (n3[0]! ** 2 + n3[1]! ** 2 + f2 * n3[2]! ** 2);
  const r = Math.sqrt(r2);
  // a wildly different answer means the geometry is ill-conditioned: trust the sides
  return Number.isFinite(r) && r / naive > 0.8 && r / naive < 1.25 ? r : naive;
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
  const t0 = otsu(a.data);
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

/**
 * Sharpens `r` in place: an unsharp mask with libvips' `sharpen` response (differences from a
 * Gaussian blur up to ~2 % of full scale kept, larger ones doubled; brightening capped at 25 and
 * darkening at 50 grey levels), computed here on the grey levels — sharp's own `sharpen` converts
 * to LAB and back and costs 10× more.
 */
async function sharpen(r: GreyRaster, sigma: number): Promise<void> {
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
