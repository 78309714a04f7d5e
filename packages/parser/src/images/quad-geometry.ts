/**
 * Plane geometry of a page quadrilateral, in pixels with y down (screen order): the convex hull of
 * points and the largest quadrilateral inside it, corners put in order, weighted line fits and
 * where two lines meet, interior angles and convexity, and the width/height ratio of the rectangle
 * a photographed quadrilateral shows. Pure arithmetic on points: no pixels are read here, so the
 * page search (find-page.ts) can be checked piece by piece.
 */
import type { Point } from '@bsp/shared/homography';

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

export function polygonArea(q: readonly Point[]): number {
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
export function orderCorners(q: readonly Point[]): [Point, Point, Point, Point] {
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

export interface Line {
  /** A point on the line and its unit direction. */
  px: number;
  py: number;
  dx: number;
  dy: number;
}

/** Weighted total-least-squares line through points. */
export function fitLine(xs: number[], ys: number[], ws: number[]): Line | null {
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

export function intersect(l: Line, m: Line): Point | null {
  const den = l.dx * m.dy - l.dy * m.dx;
  if (Math.abs(den) < 1e-9) return null;
  const t = ((m.px - l.px) * m.dy - (m.py - l.py) * m.dx) / den;
  return [l.px + t * l.dx, l.py + t * l.dy];
}

export function interiorAngles(q: readonly Point[]): number[] {
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

export function isConvexClockwise(q: readonly Point[]): boolean {
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
