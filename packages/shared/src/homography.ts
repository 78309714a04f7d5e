/**
 * Plane-to-plane projective maps (homographies) from four point pairs, shared by the perspective
 * correction of photos and by the synthetic photo generator.
 */

export type Point = readonly [number, number];
/** A 3×3 matrix, row-major: (x, y) ↦ ((h0·x + h1·y + h2) / w, (h3·x + h4·y + h5) / w), w = h6·x + h7·y + h8. */
export type Homography = Float64Array;

/**
 * The homography taking each `from[i]` to `to[i]` (four pairs, no three points of either set on
 * a line), or null when the points are degenerate.
 */
export function solveHomography(from: readonly Point[], to: readonly Point[]): Homography | null {
  if (from.length !== 4 || to.length !== 4) throw new Error('solveHomography needs 4 point pairs');
  // Normalise both point sets (centre at 0, mean distance √2) for a well-conditioned system.
  const norm = (pts: readonly Point[]) => {
    let cx = 0;
    let cy = 0;
    for (const [x, y] of pts) {
      cx += x / 4;
      cy += y / 4;
    }
    let d = 0;
    for (const [x, y] of pts) d += Math.hypot(x - cx, y - cy) / 4;
    const s = d > 0 ? Math.SQRT2 / d : 1;
    return { cx, cy, s };
  };
  const a = norm(from);
  const b = norm(to);
  const A: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const x = (from[i]![0] - a.cx) * a.s;
    const y = (from[i]![1] - a.cy) * a.s;
    const u = (to[i]![0] - b.cx) * b.s;
    const v = (to[i]![1] - b.cy) * b.s;
    A.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    A.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  // Gaussian elimination with partial pivoting on the 8×9 augmented matrix.
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(A[r]![c]!) > Math.abs(A[p]![c]!)) p = r;
    if (Math.abs(A[p]![c]!) < 1e-12) return null;
    [A[c], A[p]] = [A[p]!, A[c]!];
    const row = A[c]!;
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = A[r]![c]! / row[c]!;
      if (f === 0) continue;
      const target = A[r]!;
      for (let k = c; k < 9; k++) target[k]! -= f * row[k]!;
    }
  }
  const h = new Float64Array(9);
  for (let i = 0; i < 8; i++) h[i] = A[i]![8]! / A[i]![i]!;
  h[8] = 1;
  // Undo the normalisation: H = Tb⁻¹ · Hn · Ta.
  const Ta = [a.s, 0, -a.s * a.cx, 0, a.s, -a.s * a.cy, 0, 0, 1];
  const TbInv = [1 / b.s, 0, b.cx, 0, 1 / b.s, b.cy, 0, 0, 1];
  const out = multiply(TbInv, multiply(h, Ta));
  if (!out.every(Number.isFinite) || out[8] === 0) return null;
  const k = 1 / out[8]!;
  for (let i = 0; i < 9; i++) out[i]! *= k;
  return out;
}

export function multiply(p: ArrayLike<number>, q: ArrayLike<number>): Float64Array {
  const out = new Float64Array(9);
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      out[r * 3 + c] = p[r * 3]! * q[c]! + p[r * 3 + 1]! * q[3 + c]! + p[r * 3 + 2]! * q[6 + c]!;
    }
  }
  return out;
}

export function applyHomography(h: ArrayLike<number>, x: number, y: number): [number, number] {
  const w = h[6]! * x + h[7]! * y + h[8]!;
  return [(h[0]! * x + h[1]! * y + h[2]!) / w, (h[3]! * x + h[4]! * y + h[5]!) / w];
}

export function invertHomography(h: ArrayLike<number>): Homography | null {
  const [a, b, c, d, e, f, g, i, j] = Array.from(h) as number[];
  const A = e! * j! - f! * i!;
  const B = -(d! * j! - f! * g!);
  const C = d! * i! - e! * g!;
  const det = a! * A + b! * B + c! * C;
  if (Math.abs(det) < 1e-15) return null;
  const out = new Float64Array([
    A,
    -(b! * j! - c! * i!),
    b! * f! - c! * e!,
    B,
    a! * j! - c! * g!,
    -(a! * f! - c! * d!),
    C,
    -(a! * i! - b! * g!),
    a! * e! - b! * d!,
  ]);
  for (let k = 0; k < 9; k++) out[k]! /= det;
  return out;
}
