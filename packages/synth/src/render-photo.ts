/**
 * "Photo" variants: the laid-out page drawn as for the image kind, then photographed — lying on a
 * desk (darker, textured, uneven, sometimes things near the edges of the frame), seen by a phone
 * camera from a random tilt and rotation (a pinhole projection, so the page is a convex
 * quadrilateral), under uneven light (a gradient, vignetting, sometimes a soft shadow across it),
 * with mild blur and sensor noise, saved as an 8–12 MP JPEG.
 */

import {
  applyHomography,
  invertHomography,
  type Point,
  solveHomography,
} from '@bsp/shared/homography';
import sharp from 'sharp';
import type { FontFamily, PageLayout } from './layout.ts';
import type { Rng } from './prng.ts';
import { drawPage } from './render-image.ts';

export interface PhotoOptions {
  /** Frame size in pixels. */
  frame: [number, number];
  /** The page's corners in the frame (top-left, top-right, bottom-right, bottom-left of the page). */
  corners: [number, number][];
  /** Camera tilt (degrees): about the page's horizontal axis, about its vertical axis; roll. */
  pitch: number;
  yaw: number;
  roll: number;
  /** Largest extent of the page in the frame, as a share of the frame. */
  fill: number;
  /** Resolution the page was drawn at before it was photographed. */
  pageDpi: number;
  /** Background (desk) brightness 0..255 before lighting. */
  background: number;
  clutter: number;
  /** Brightness falloff across the frame (0 = even), vignetting, shadow factor (1 = none). */
  gradient: number;
  vignette: number;
  shadow: number;
  blur: number;
  /** Standard deviation of the sensor noise (grey levels). */
  noise: number;
  jpegQuality: number;
}

const FRAMES: [number, number][] = [
  [3024, 4032], // 12.2 MP
  [3000, 4000], // 12 MP
  [2736, 3648], // 10 MP
  [2448, 3264], // 8 MP
];

/** A rotated rectangle or an ellipse lying on the desk (a pen, a phone, a mug, an envelope). */
interface Thing {
  cx: number;
  cy: number;
  /** Half extents along the thing's own axes. */
  a: number;
  b: number;
  cos: number;
  sin: number;
  ellipse: boolean;
  tone: number;
  radius: number;
}

function smoothstep(t: number): number {
  const x = t < 0 ? 0 : t > 1 ? 1 : t;
  return x * x * (3 - 2 * x);
}

/** Smooth value noise in [-1, 1] on a coarse grid, bilinearly interpolated with smoothstep. */
function valueNoise(rng: Rng, cells: number, w: number, h: number) {
  const gx = cells + 2;
  const gy = Math.ceil((cells * h) / w) + 2;
  const grid = new Float32Array(gx * gy);
  for (let i = 0; i < grid.length; i++) grid[i] = rng.float(-1, 1);
  const sx = cells / w;
  return (x: number, y: number): number => {
    const fx = x * sx;
    const fy = y * sx;
    const ix = Math.floor(fx);
    const iy = Math.floor(fy);
    const tx = smoothstep(fx - ix);
    const ty = smoothstep(fy - iy);
    const i = iy * gx + ix;
    const top = grid[i]! + (grid[i + 1]! - grid[i]!) * tx;
    const bottom = grid[i + gx]! + (grid[i + gx + 1]! - grid[i + gx]!) * tx;
    return top + (bottom - top) * ty;
  };
}

/** Distance from (x, y) to the closest point of the convex polygon `q` (0 inside). */
function distanceToPolygon(q: readonly Point[], x: number, y: number): number {
  let inside = true;
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < q.length; i++) {
    const [x0, y0] = q[i]!;
    const [x1, y1] = q[(i + 1) % q.length]!;
    const dx = x1 - x0;
    const dy = y1 - y0;
    if (dx * (y - y0) - dy * (x - x0) < 0) inside = false;
    const t = Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(x - x0 - t * dx, y - y0 - t * dy));
  }
  return inside ? 0 : best;
}

/**
 * Where a page of `pw`×`ph` (any unit) lands in a `W`×`H` frame seen through a phone camera
 * (~26 mm equivalent) tilted by `pitch`/`yaw` and rolled by `roll` degrees, scaled so its largest
 * extent is `fill` of the frame, placed at a random spot that keeps it whole in the frame.
 */
export function projectPage(
  rng: Rng,
  pw: number,
  ph: number,
  W: number,
  H: number,
  pitch: number,
  yaw: number,
  roll: number,
  fill: number,
): Point[] {
  const rad = Math.PI / 180;
  const f = Math.hypot(W, H) / (2 * Math.tan(37 * rad));
  // Distance that makes the untilted page fill `fill` of the frame.
  const D = (f * Math.max(pw / W, ph / H)) / fill;
  const [cp, sp] = [Math.cos(pitch * rad), Math.sin(pitch * rad)];
  const [cy, sy] = [Math.cos(yaw * rad), Math.sin(yaw * rad)];
  const [cr, sr] = [Math.cos(roll * rad), Math.sin(roll * rad)];
  const corners: Point[] = [
    [-pw / 2, -ph / 2],
    [pw / 2, -ph / 2],
    [pw / 2, ph / 2],
    [-pw / 2, ph / 2],
  ];
  // The page turned in space, its centre moved by (tx, ty) across the view, seen through a pinhole
  // whose principal point is the frame centre (focal length f·k).
  const project = (tx: number, ty: number, k: number): Point[] =>
    corners.map(([x0, y0]): Point => {
      // roll (in the page plane), then pitch (about x), then yaw (about y)
      const x1 = x0 * cr - y0 * sr;
      const y1 = x0 * sr + y0 * cr;
      const y2 = y1 * cp;
      const z2 = y1 * sp;
      const x3 = x1 * cy + z2 * sy + tx;
      const z3 = -x1 * sy + z2 * cy;
      const z = D + z3;
      return [W / 2 + (k * f * x3) / z, H / 2 + (k * f * (y2 + ty)) / z];
    });
  const extent = (q: Point[]) => {
    const xs = q.map((p) => p[0]);
    const ys = q.map((p) => p[1]);
    return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
  };
  // Zoom so the largest extent is `fill` of the frame, then move the page off-centre by up to
  // half the room left (less when the move would push a corner out of the frame).
  const e0 = extent(project(0, 0, 1));
  const k = Math.min((fill * W) / (e0.x1 - e0.x0), (fill * H) / (e0.y1 - e0.y0));
  const e1 = extent(project(0, 0, k));
  const roomX = Math.max(0, W - (e1.x1 - e1.x0)) / 2;
  const roomY = Math.max(0, H - (e1.y1 - e1.y0)) / 2;
  const wantX = rng.float(-0.5, 0.5) * roomX - ((e1.x0 + e1.x1) / 2 - W / 2);
  const wantY = rng.float(-0.5, 0.5) * roomY - ((e1.y0 + e1.y1) / 2 - H / 2);
  for (let shrink = 1; shrink > 0.01; shrink *= 0.7) {
    // a shift of the page in space by D·s/(k·f) moves its image by about s pixels
    const q = project((wantX * shrink * D) / (k * f), (wantY * shrink * D) / (k * f), k);
    const e = extent(q);
    if (e.x0 >= 1 && e.y0 >= 1 && e.x1 <= W - 1 && e.y1 <= H - 1) return q;
  }
  return project(0, 0, k * 0.97);
}

export function randomPhotoOptions(rng: Rng, pageW: number, pageH: number): PhotoOptions {
  let [W, H] = rng.pick(FRAMES);
  if (pageW > pageH !== W > H) [W, H] = [H, W];
  // Tilt up to ~20° in all (mostly about the horizontal axis), rotation up to ±10°.
  const pitch = Math.round(rng.float(-18, 18) * 10) / 10;
  const yawMax = Math.sqrt(Math.max(0, 20 * 20 - pitch * pitch));
  const yaw = Math.round(rng.float(-Math.min(12, yawMax), Math.min(12, yawMax)) * 10) / 10;
  const roll = Math.round(rng.float(-10, 10) * 10) / 10;
  const fill =
    Math.round((rng.chance(0.15) ? rng.float(0.93, 0.98) : rng.float(0.62, 0.9)) * 1000) / 1000;
  const corners = projectPage(rng, pageW, pageH, W, H, pitch, yaw, roll, fill).map(
    ([x, y]) => [Math.round(x * 10) / 10, Math.round(y * 10) / 10] as [number, number],
  );
  const side = (i: number, j: number) =>
    Math.hypot(corners[i]![0] - corners[j]![0], corners[i]![1] - corners[j]![1]);
  const pageHeightPx = Math.max(side(0, 3), side(1, 2));
  return {
    frame: [W, H],
    corners,
    pitch,
    yaw,
    roll,
    fill,
    // drawn at about the resolution it has in the photo (never below 150 dpi)
    pageDpi: Math.round(Math.min(360, Math.max(150, (pageHeightPx / pageH) * 72 * 1.1))),
    background: rng.int(35, 150),
    clutter: rng.chance(0.5) ? rng.int(1, 3) : 0,
    gradient: Math.round(rng.float(0.05, 0.35) * 100) / 100,
    vignette: Math.round(rng.float(0, 0.25) * 100) / 100,
    shadow: rng.chance(0.55) ? Math.round(rng.float(0.55, 0.85) * 100) / 100 : 1,
    blur: Math.round(rng.float(0.5, 1.4) * 100) / 100,
    noise: Math.round(rng.float(1.5, 5) * 10) / 10,
    jpegQuality: rng.int(80, 93),
  };
}

/** Renders the photo of one page: an 8–12 MP RGB JPEG. */
export async function renderPagePhoto(
  p: PageLayout,
  font: FontFamily,
  o: PhotoOptions,
  rng: Rng,
): Promise<Uint8Array> {
  const drawn = drawPage(p, font, o.pageDpi, 0, rng);
  const page = await sharp(drawn.canvas.data(), {
    raw: { width: drawn.w, height: drawn.h, channels: 4 },
  })
    .greyscale()
    .raw()
    .toBuffer();
  const pw = drawn.w;
  const ph = drawn.h;
  const [W, H] = o.frame;
  const quad = o.corners as Point[];
  const toPage = solveHomography(quad, [
    [0, 0],
    [pw, 0],
    [pw, ph],
    [0, ph],
  ]);
  if (!toPage || !invertHomography(toPage)) throw new Error('internal: degenerate page quad');
  // frame pixels per page pixel at the page centre: anti-aliasing width of the page edge
  const c = applyHomography(
    toPage,
    (quad[0]![0] + quad[2]![0]) / 2,
    (quad[0]![1] + quad[2]![1]) / 2,
  );
  const c2 = applyHomography(
    toPage,
    (quad[0]![0] + quad[2]![0]) / 2 + 1,
    (quad[0]![1] + quad[2]![1]) / 2,
  );
  const pagePxPerFramePx = Math.hypot(c2[0] - c[0], c2[1] - c[1]);

  // the desk
  const lowNoise = valueNoise(rng, 6, W, H);
  const grainNoise = valueNoise(rng, 10, W, H);
  const grainAngle = rng.float(0, Math.PI);
  const grainPeriod = rng.float(18, 60);
  const grainAmp = rng.chance(0.6) ? rng.float(0.03, 0.12) : 0;
  const [gcos, gsin] = [Math.cos(grainAngle), Math.sin(grainAngle)];
  const things: Thing[] = [];
  for (let n = 0; n < o.clutter; n++) {
    for (let attempt = 0; attempt < 30; attempt++) {
      const kind = rng.int(0, 3);
      const unit = Math.min(W, H);
      const [a, b] =
        kind === 0
          ? [unit * rng.float(0.08, 0.16), unit * rng.float(0.008, 0.015)] // a pen
          : kind === 1
            ? [unit * rng.float(0.06, 0.09), unit * rng.float(0.12, 0.17)] // a phone
            : [unit * rng.float(0.05, 0.1), unit * rng.float(0.05, 0.1)]; // a mug, a card
      const radius = Math.hypot(a, b);
      const edge = rng.int(0, 3);
      const along = rng.float(0.05, 0.95);
      const inset = radius * rng.float(-0.4, 0.6);
      const cx = edge === 0 ? inset : edge === 1 ? W - inset : along * W;
      const cy = edge === 2 ? inset : edge === 3 ? H - inset : along * H;
      if (distanceToPolygon(quad, cx, cy) < radius + 0.02 * unit) continue;
      const angle = rng.float(0, Math.PI);
      things.push({
        cx,
        cy,
        a,
        b,
        cos: Math.cos(angle),
        sin: Math.sin(angle),
        ellipse: kind === 2,
        tone: rng.chance(0.6) ? rng.int(10, 70) : rng.int(170, 250),
        radius,
      });
      break;
    }
  }
  // the light: a gradient, vignetting, maybe a soft shadow (a half-plane crossing the page)
  const gAngle = rng.float(0, 2 * Math.PI);
  const [gx, gy] = [Math.cos(gAngle), Math.sin(gAngle)];
  const gMin = Math.min(0, gx * W) + Math.min(0, gy * H);
  const gSpan = Math.abs(gx * W) + Math.abs(gy * H);
  const sAngle = rng.float(0, 2 * Math.PI);
  const [sx, sy] = [Math.cos(sAngle), Math.sin(sAngle)];
  const qx = quad.reduce((s, q) => s + q[0], 0) / 4;
  const qy = quad.reduce((s, q) => s + q[1], 0) / 4;
  const sOffset = rng.float(-0.3, 0.3) * Math.min(W, H);
  const sWidth = rng.float(0.02, 0.08) * Math.hypot(W, H);
  const exposure = rng.float(0.88, 1.04);
  const diag2 = (W * W + H * H) / 4;
  const tint = rng.float(0, 0.06);
  const gauss = new Float32Array(1 << 16);
  for (let i = 0; i < gauss.length; i++) {
    gauss[i] = (rng.next() + rng.next() + rng.next() + rng.next() - 2) * Math.sqrt(3);
  }
  let gi = rng.int(0, gauss.length - 1);

  const rgb = Buffer.alloc(W * H * 3);
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = Array.from(toPage) as number[];
  const drop = 6 / pagePxPerFramePx; // page-edge shadow on the desk, in page pixels
  for (let y = 0; y < H; y++) {
    const yc = y + 0.5;
    for (let x = 0; x < W; x++) {
      const xc = x + 0.5;
      const w = h6! * xc + h7! * yc + h8!;
      const u = (h0! * xc + h1! * yc + h2!) / w;
      const v = (h3! * xc + h4! * yc + h5!) / w;
      // distance into the page (page pixels), negative outside
      const inward = Math.min(u, pw - u, v, ph - v);
      let value: number;
      let paper = 0;
      if (inward > -1) {
        const uu = Math.min(pw - 1.001, Math.max(0, u - 0.5));
        const vv = Math.min(ph - 1.001, Math.max(0, v - 0.5));
        const iu = Math.floor(uu);
        const iv = Math.floor(vv);
        const fu = uu - iu;
        const fv = vv - iv;
        const k = iv * pw + iu;
        const top = page[k]! + (page[k + 1]! - page[k]!) * fu;
        const bottom = page[k + pw]! + (page[k + pw + 1]! - page[k + pw]!) * fu;
        value = top + (bottom - top) * fv;
        paper = Math.min(1, Math.max(0, 0.5 + inward / pagePxPerFramePx));
      } else value = 0;
      if (paper < 1) {
        let desk = o.background * (1 + 0.18 * lowNoise(xc, yc));
        if (grainAmp > 0) {
          const t = (xc * gcos + yc * gsin) / grainPeriod + 2.5 * grainNoise(xc, yc);
          desk *= 1 + grainAmp * Math.sin(t * 2 * Math.PI);
        }
        if (inward > -drop * 4) desk *= 1 - 0.3 * Math.exp(inward / drop);
        for (const t of things) {
          const dx = xc - t.cx;
          const dy = yc - t.cy;
          if (dx * dx + dy * dy > t.radius * t.radius) continue;
          const lx = (dx * t.cos + dy * t.sin) / t.a;
          const ly = (-dx * t.sin + dy * t.cos) / t.b;
          const r = t.ellipse ? Math.hypot(lx, ly) : Math.max(Math.abs(lx), Math.abs(ly));
          if (r < 1) desk = t.ellipse && r > 0.8 ? t.tone * 0.8 : t.tone;
        }
        value = value * paper + desk * (1 - paper);
      }
      // light
      let light = 1 - o.gradient * ((xc * gx + yc * gy - gMin) / gSpan);
      const rx = xc - W / 2;
      const ry = yc - H / 2;
      light *= 1 - (o.vignette * (rx * rx + ry * ry)) / diag2;
      if (o.shadow < 1) {
        const d = (xc - qx) * sx + (yc - qy) * sy - sOffset;
        light *= 1 - (1 - o.shadow) * smoothstep(0.5 + d / sWidth);
      }
      const g = value * light * exposure;
      const n = o.noise * gauss[gi++ & 0xffff]!;
      const i = (y * W + x) * 3;
      rgb[i] = Math.max(0, Math.min(255, g * (1 + tint) + n));
      rgb[i + 1] = Math.max(0, Math.min(255, g + n));
      rgb[i + 2] = Math.max(0, Math.min(255, g * (1 - 2 * tint) + n));
    }
  }
  const jpeg = await sharp(rgb, { raw: { width: W, height: H, channels: 3 } })
    .blur(Math.max(0.3, o.blur))
    .jpeg({ quality: o.jpegQuality, mozjpeg: false })
    .withMetadata({ density: 72 })
    .toBuffer();
  return new Uint8Array(jpeg);
}
