import {
  applyHomography,
  invertHomography,
  type Point,
  solveHomography,
} from '@bsp/shared/homography';
import { generateStatement } from '@bsp/synth';
import { createRng } from '@bsp/synth/prng';
import { projectPage } from '@bsp/synth/render-photo';
import { describe, expect, it } from 'vitest';
import { statementPng } from '../ocr/fixtures.ts';
import { openImage } from './decode.ts';
import { findPageQuad } from './find-page.ts';
import { flattenLighting } from './lighting.ts';
import { rectifyPhoto, uprightPageSize } from './perspective.ts';
import { prepareForOcr, straightenLikeOcr } from './preprocess.ts';
import { rectifiedAspect } from './quad-geometry.ts';
import type { GreyRaster } from './raster.ts';

const PAGE_W = 600;
const PAGE_H = 800;
/** Bars standing for lines of text on the invented page: [x0, y0, x1, y1] in page pixels. */
const BARS: [number, number, number, number][] = [];
for (let row = 0; row < 18; row++) {
  const y = 80 + row * 36;
  BARS.push([60, y, 60 + 120 + ((row * 53) % 200), y + 12]);
  BARS.push([400, y, 540, y + 12]);
}
const inBar = (u: number, v: number) =>
  BARS.some(([x0, y0, x1, y1]) => u >= x0 && u < x1 && v >= y0 && v < y1);

/**
 * A photo invented pixel by pixel (no code under test involved): a white page with dark bars
 * lying on a darker, textured desk, corners `quad`, an optional shadow darkening the right part.
 */
function photo(
  quad: Point[],
  w: number,
  h: number,
  shadow = 1,
  ink: (u: number, v: number) => boolean = inBar,
): GreyRaster {
  const toPage = solveHomography(quad, [
    [0, 0],
    [PAGE_W, 0],
    [PAGE_W, PAGE_H],
    [0, PAGE_H],
  ])!;
  const data = new Uint8Array(w * h);
  const rng = createRng('desk');
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const [u, v] = applyHomography(toPage, x + 0.5, y + 0.5);
      const onPage = u >= 0 && u < PAGE_W && v >= 0 && v < PAGE_H;
      let g = onPage ? (ink(u, v) ? 35 : 235) : 70 + 25 * Math.sin(x / 9 + Math.sin(y / 40));
      if (x > w * 0.6) g *= shadow;
      data[y * w + x] = Math.max(0, Math.min(255, Math.round(g + rng.float(-6, 6))));
    }
  }
  return { data, width: w, height: h };
}

function cameraQuad(seed: string, w: number, h: number, fill: number): Point[] {
  const rng = createRng(seed);
  return projectPage(rng, PAGE_W, PAGE_H, w, h, 14, -8, 6, fill);
}

describe('perspective correction of photos', () => {
  it('finds a photographed page within a few pixels and warps it upright', async () => {
    const W = 1500;
    const H = 1800;
    const quad = cameraQuad('a', W, H, 0.8);
    const found = await findPageQuad(photo(quad, W, H));
    expect(found).not.toBeNull();
    for (const [i, c] of found!.corners.entries()) {
      expect(Math.hypot(c[0] - quad[i]![0], c[1] - quad[i]![1])).toBeLessThan(3);
    }
    // the upright page has the page's proportions
    expect(found!.width / found!.height).toBeCloseTo(PAGE_W / PAGE_H, 2);

    const upright = await rectifyPhoto(photo(quad, W, H));
    expect(upright).not.toBeNull();
    const { raster } = upright!;
    const kx = raster.width / PAGE_W;
    const ky = raster.height / PAGE_H;
    // every bar is where the page has it, and the gaps between them are paper
    let right = 0;
    let checked = 0;
    for (const [x0, y0, x1, y1] of BARS) {
      for (const [u, v, dark] of [
        [(x0 + x1) / 2, (y0 + y1) / 2, true],
        [(x0 + x1) / 2, y0 - 10, false],
        [x0 + 4, y1 - 3, true],
        [x1 - 4, y0 + 3, true],
      ] as const) {
        const value = raster.data[Math.round(v * ky) * raster.width + Math.round(u * kx)]!;
        checked++;
        if (dark ? value < 100 : value > 170) right++;
      }
    }
    expect(right).toBe(checked);
  });

  it('finds the page under a shadow and evens the light out', async () => {
    const W = 1200;
    const H = 1600;
    const quad = cameraQuad('b', W, H, 0.75);
    const shaded = photo(quad, W, H, 0.6);
    const upright = await rectifyPhoto(shaded);
    expect(upright).not.toBeNull();
    expect(upright!.flattened).toBe(true);
    const { raster } = upright!;
    // paper left and right of the shadow's edge (between bars) comes out alike
    const paper = (u: number, v: number) =>
      raster.data[
        Math.round((v * raster.height) / PAGE_H) * raster.width +
          Math.round((u * raster.width) / PAGE_W)
      ]!;
    const lit = paper(300, 70);
    const dark = paper(580, 70);
    expect(Math.abs(lit - dark)).toBeLessThan(25);
  });

  it("takes the paper's edge, not a frame printed on the page", async () => {
    const W = 1500;
    const H = 1800;
    const quad = cameraQuad('d', W, H, 0.85);
    const framed = (u: number, v: number) =>
      inBar(u, v) ||
      (u >= 30 && u < 570 && v >= 30 && v < 770 && (u < 48 || u >= 552 || v < 48 || v >= 752));
    const found = await findPageQuad(photo(quad, W, H, 1, framed));
    expect(found).not.toBeNull();
    for (const [i, c] of found!.corners.entries()) {
      expect(Math.hypot(c[0] - quad[i]![0], c[1] - quad[i]![1])).toBeLessThan(3);
    }
  });

  it('leaves flat pages alone: scans, rotated scans, pages filling the frame', async () => {
    for (const png of [statementPng(), statementPng({ rotateDegrees: 4 })]) {
      const page = await (await openImage(png)).decodePage(0);
      expect(await findPageQuad(page.raster)).toBeNull();
    }
    // a page with a dark banner across its top is no "page on a desk" either
    const W = 900;
    const H = 1200;
    const banner = new Uint8Array(W * H).fill(240);
    for (let y = 0; y < 200; y++) banner.fill(30, y * W, (y + 1) * W);
    for (let y = 300; y < 1100; y += 40) banner.fill(20, y * W + 80, y * W + 700);
    expect(await findPageQuad({ data: banner, width: W, height: H })).toBeNull();
    // nor is a page with a thick printed frame: white inside, white outside
    const framed = new Uint8Array(W * H).fill(245);
    for (let y = 60; y < H - 60; y++) {
      for (let x = 60; x < W - 60; x++) {
        if (x < 80 || x >= W - 80 || y < 80 || y >= H - 80) framed[y * W + x] = 20;
      }
    }
    for (let y = 150; y < 1000; y += 40) framed.fill(20, y * W + 120, y * W + 700);
    expect(await findPageQuad({ data: framed, width: W, height: H })).toBeNull();
    // the whole page in the frame, edge to edge
    const quad: Point[] = [
      [0, 0],
      [W, 0],
      [W, H],
      [0, H],
    ];
    expect(await findPageQuad(photo(quad, W, H))).toBeNull();
  });

  it('never warps the synthetic scans and images', { timeout: 60_000 }, async () => {
    for (const [seed, kind] of [
      [3, 'image'],
      [4, 'image'],
      [5, 'scanned'],
    ] as const) {
      const s = await generateStatement({ seed, kind, pages: 1 });
      const bytes = s.files[0]!.bytes;
      const raster =
        kind === 'image'
          ? (await (await openImage(bytes)).decodePage(0)).raster
          : await (async () => {
              const { openPdfForRenderingPdfium } = await import('./render-pdf-pdfium.ts');
              const pdf = await openPdfForRenderingPdfium(bytes, {});
              try {
                return (await pdf.render(1)).raster;
              } finally {
                await pdf.close();
              }
            })();
      expect(await findPageQuad(raster)).toBeNull();
      expect((await prepareForOcr(raster)).perspective).toBeNull();
    }
  });

  it('OCR and the preview see the same upright page', async () => {
    const W = 1500;
    const H = 1800;
    const input = photo(cameraQuad('c', W, H, 0.85), W, H);
    const prepared = await prepareForOcr(input);
    const preview = await straightenLikeOcr(input);
    expect(prepared.perspective).not.toBeNull();
    expect(preview.perspective).toEqual(prepared.perspective);
    const page = { raster: input, widthPt: W * 0.75, heightPt: H * 0.75 };
    const size = uprightPageSize(page, prepared.perspective);
    expect(size.widthPt / size.heightPt).toBeCloseTo(PAGE_W / PAGE_H, 2);
    expect(size.widthPt).toBeCloseTo(prepared.perspective!.width * 0.75, 5);
    // both rasters have the upright page's proportions
    for (const r of [prepared.raster, preview.raster]) {
      expect(r.width / r.height).toBeCloseTo(PAGE_W / PAGE_H, 2);
    }
    expect(uprightPageSize(page, null)).toEqual({ widthPt: page.widthPt, heightPt: page.heightPt });
  });
});

describe('homographies and lighting', () => {
  it('maps four points exactly and inverts', () => {
    const from: Point[] = [
      [10, 20],
      [400, 35],
      [420, 610],
      [-5, 580],
    ];
    const to: Point[] = [
      [0, 0],
      [300, 0],
      [300, 400],
      [0, 400],
    ];
    const h = solveHomography(from, to)!;
    const inv = invertHomography(h)!;
    for (const [i, p] of from.entries()) {
      const [u, v] = applyHomography(h, p[0], p[1]);
      expect(u).toBeCloseTo(to[i]![0], 6);
      expect(v).toBeCloseTo(to[i]![1], 6);
      const [x, y] = applyHomography(inv, u, v);
      expect(x).toBeCloseTo(p[0], 6);
      expect(y).toBeCloseTo(p[1], 6);
    }
  });

  it('recovers the aspect ratio of a photographed rectangle', () => {
    for (const [pitch, yaw] of [
      [18, 0],
      [-12, 9],
      [3, -15],
    ] as const) {
      const q = projectPage(createRng('r'), 210, 297, 3000, 4000, pitch, yaw, 5, 0.8);
      expect(rectifiedAspect(q, 3000, 4000)).toBeCloseTo(210 / 297, 2);
    }
  });

  it('evens out a gradient and leaves an evenly lit page as it is', () => {
    const W = 800;
    const H = 1000;
    const lit = new Uint8Array(W * H);
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const text = y % 40 < 10 && x % 60 < 45;
        lit[y * W + x] = Math.round((text ? 30 : 235) * (1 - (0.45 * x) / W));
      }
    }
    const r = { data: lit.slice(), width: W, height: H };
    expect(flattenLighting(r)).toBe(true);
    const at = (x: number, y: number) => r.data[y * W + x]!;
    expect(Math.abs(at(20, 30) - at(780, 30))).toBeLessThan(12); // paper
    expect(at(780, 5)).toBeLessThan(80); // text stays dark
    const even = new Uint8Array(W * H).fill(238);
    for (let y = 0; y < H; y += 40) even.fill(25, y * W + 50, y * W + 600);
    const flat = { data: even.slice(), width: W, height: H };
    expect(flattenLighting(flat)).toBe(false);
    expect(Buffer.from(flat.data).equals(Buffer.from(even))).toBe(true);
  });
});
