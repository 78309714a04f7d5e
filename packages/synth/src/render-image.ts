/**
 * "Scanned" variants: the same laid-out pages drawn onto a canvas at 200–300 dpi with a slight
 * rotation, speckle noise, blur and JPEG compression, then wrapped in an image-only PDF.
 */
import { createRequire } from 'node:module';
import { type Canvas, createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { type FontFamily, type PageLayout, textWidth } from './layout.ts';
import type { Rng } from './prng.ts';

let fontsReady = false;
/** Liberation fonts are metric-compatible with Helvetica/Times/Courier, so PDF layout metrics hold. */
function ensureFonts(): void {
  if (fontsReady) return;
  fontsReady = true;
  const require = createRequire(import.meta.url);
  const dir = require
    .resolve('pdfjs-dist/package.json')
    .replace(/package\.json$/, 'standard_fonts/');
  GlobalFonts.registerFromPath(`${dir}LiberationSans-Regular.ttf`, 'BSP Sans');
  GlobalFonts.registerFromPath(`${dir}LiberationSans-Bold.ttf`, 'BSP Sans');
}

function cssFamily(font: FontFamily): string {
  const has = (name: string) => GlobalFonts.families.some((f) => f.family === name);
  if (font === 'times' && has('Liberation Serif')) return '"Liberation Serif", "BSP Sans"';
  if (font === 'courier' && has('Liberation Mono')) return '"Liberation Mono", "BSP Sans"';
  return '"BSP Sans"';
}

export interface ScanOptions {
  dpi: number;
  /** Degrees, positive = clockwise. */
  rotation: number;
  blur: number;
  /** Speckles per megapixel. */
  noise: number;
  jpegQuality: number;
}

export function randomScanOptions(rng: Rng): ScanOptions {
  return {
    dpi: rng.pick([200, 240, 300]),
    rotation: Math.round(rng.float(-2, 2) * 100) / 100,
    blur: Math.round(rng.float(0.3, 1.1) * 100) / 100,
    noise: rng.int(50, 400),
    jpegQuality: rng.int(55, 85),
  };
}

export interface ScannedPage {
  width: number;
  height: number;
  png?: Uint8Array;
  jpeg: Uint8Array;
  pixelWidth: number;
  pixelHeight: number;
}

/**
 * Draws a laid-out page onto a canvas at `dpi` (paper tone, ink tone and a small content offset
 * drawn from `rng`), turned by `rotation` degrees inside its frame.
 */
export function drawPage(
  p: PageLayout,
  font: FontFamily,
  dpi: number,
  rotation: number,
  rng: Rng,
): { canvas: Canvas; w: number; h: number } {
  ensureFonts();
  const scale = dpi / 72;
  const w = Math.round(p.width * scale);
  const h = Math.round(p.height * scale);
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  // paper tone, slightly off-white
  const tone = 240 + rng.int(0, 12);
  ctx.fillStyle = `rgb(${tone},${tone},${Math.max(230, tone - 6)})`;
  ctx.fillRect(0, 0, w, h);
  ctx.save();
  ctx.translate(w / 2, h / 2);
  ctx.rotate((rotation * Math.PI) / 180);
  ctx.translate(-w / 2 + rng.float(-4, 4) * scale, -h / 2 + rng.float(-4, 4) * scale);
  ctx.scale(scale, scale);
  const ink = rng.int(10, 50);
  ctx.fillStyle = `rgb(${ink},${ink},${ink + 5})`;
  ctx.strokeStyle = ctx.fillStyle;
  const family = cssFamily(font);
  for (const r of p.rules) {
    ctx.lineWidth = r.width;
    ctx.beginPath();
    ctx.moveTo(r.x0, r.y0);
    ctx.lineTo(r.x1, r.y1);
    ctx.stroke();
  }
  for (const it of p.items) {
    ctx.font = `${it.bold ? 'bold ' : ''}${it.size}px ${family}`;
    if (it.tracking) {
      let x = it.x;
      for (const ch of it.text) {
        ctx.fillText(ch, x, it.y);
        x += textWidth(font, ch, it.size, it.bold) + it.tracking;
      }
    } else ctx.fillText(it.text, it.x, it.y);
  }
  ctx.restore();
  return { canvas, w, h };
}

export async function renderPageImage(
  p: PageLayout,
  font: FontFamily,
  o: ScanOptions,
  rng: Rng,
  wantPng = false,
): Promise<ScannedPage> {
  const { canvas, w, h } = drawPage(p, font, o.dpi, o.rotation, rng);
  const ctx = canvas.getContext('2d');
  // speckle noise
  const speckles = Math.round((o.noise * w * h) / 1_000_000);
  for (let i = 0; i < speckles; i++) {
    const g = rng.int(0, 160);
    ctx.fillStyle = `rgb(${g},${g},${g})`;
    const s = rng.chance(0.8) ? 1 : 2;
    ctx.fillRect(rng.int(0, w - 1), rng.int(0, h - 1), s, s);
  }
  const raw = canvas.data();
  let img = sharp(raw, { raw: { width: w, height: h, channels: 4 } }).greyscale();
  if (o.blur >= 0.3) img = img.blur(o.blur);
  const jpeg = await img.clone().jpeg({ quality: o.jpegQuality, mozjpeg: false }).toBuffer();
  const out: ScannedPage = {
    width: p.width,
    height: p.height,
    jpeg: new Uint8Array(jpeg),
    pixelWidth: w,
    pixelHeight: h,
  };
  if (wantPng) out.png = new Uint8Array(await img.png({ compressionLevel: 6 }).toBuffer());
  return out;
}

/** Image-only PDF: one JPEG per page, page size in points as laid out. */
export async function imagePdf(pages: ScannedPage[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const date = new Date('2024-01-01T00:00:00Z');
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  doc.setProducer('bsp synthetic scanner');
  for (const s of pages) {
    const img = await doc.embedJpg(s.jpeg);
    const page = doc.addPage([s.width, s.height]);
    page.drawImage(img, { x: 0, y: 0, width: s.width, height: s.height });
  }
  return doc.save({ useObjectStreams: false });
}
