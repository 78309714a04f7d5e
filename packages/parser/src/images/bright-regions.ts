/**
 * Where the paper may be in a photo, on the page search's analysis copy (find-page.ts): paper is
 * brighter than what it lies on, so the pixels above a threshold — one level for the frame, or
 * one per pixel that follows the light under a shadow — eroded to cut thin bridges to bright
 * clutter, and the outlines of the largest connected bright components (enough for their convex
 * hulls).
 */
import type { Point } from '@bsp/shared/homography';
import type { GreyRaster } from './raster.ts';

/**
 * Pixels above the threshold (a number, or one per pixel), eroded by a (2r+1)² square: thin
 * bridges to bright clutter are cut.
 */
export function brightMask(a: GreyRaster, t: number | Uint8Array, r: number): Uint8Array {
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
export function edgeGuidedThreshold(a: GreyRaster): Uint8Array | null {
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
export function componentOutlines(
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
