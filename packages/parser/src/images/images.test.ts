import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { statementPng } from '../ocr/fixtures.ts';
import { openImage } from './decode.ts';
import { estimateCharHeight, estimateSkew, prepareForOcr } from './preprocess.ts';
import { ImageError } from './raster.ts';

/** A valid PNG that claims `w`×`h` pixels but carries only a few bytes of data. */
export function hugePngHeader(w: number, h: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function rejectsWith(p: Promise<unknown>, code: string): Promise<void> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImageError);
  expect((err as ImageError).code).toBe(code);
}

describe('openImage', () => {
  it('decodes a PNG to a greyscale raster sized in points', async () => {
    const src = await openImage(statementPng());
    expect(src.type).toBe('png');
    expect(src.pageCount).toBe(1);
    const page = await src.decodePage(0);
    expect(page.raster.data.length).toBe(page.raster.width * page.raster.height);
    // The canvas writes 72 dpi (or nothing): either way one pixel is one point.
    expect([null, 72]).toContain(page.dpi);
    expect(page.widthPt).toBe(page.raster.width);
  });

  it('uses the file DPI for the page size and applies EXIF orientation', async () => {
    const jpeg = await sharp(statementPng())
      .jpeg()
      .withMetadata({ density: 144, orientation: 6 })
      .toBuffer();
    const page = await (await openImage(jpeg)).decodePage(0);
    expect(page.dpi).toBe(144);
    // Orientation 6 = rotate 90°: the wide fixture becomes tall.
    expect(page.raster.height).toBeGreaterThan(page.raster.width);
    expect(page.widthPt).toBeCloseTo((page.raster.width * 72) / 144, 5);
  });

  it('splits a multi-page TIFF into pages', async () => {
    const tiff = await sharp([statementPng(), statementPng({ rotateDegrees: 4 })], {
      join: { animated: true },
    })
      .tiff({ compression: 'lzw' })
      .toBuffer();
    const src = await openImage(tiff);
    expect(src.type).toBe('tiff');
    expect(src.pageCount).toBe(2);
    const p2 = await src.decodePage(1);
    expect(p2.page).toBe(2);
    await rejectsWith(openImage(tiff, { maxPages: 1 }), 'too_many_pages');
  });

  it('refuses images over the pixel limit before decoding them', async () => {
    const src = await openImage(hugePngHeader(20_000, 20_000)); // 400 MP, a few hundred bytes
    await rejectsWith(src.decodePage(0), 'image_too_large');
    await rejectsWith(
      (await openImage(statementPng(), { maxPixels: 1000 })).decodePage(0),
      'image_too_large',
    );
  });

  it('reports corrupt and unsupported files', async () => {
    const png = statementPng();
    const corrupt = Buffer.concat([png.subarray(0, 60), Buffer.alloc(200, 7)]);
    await rejectsWith(
      openImage(corrupt).then((s) => s.decodePage(0)),
      'unreadable_file',
    );
    await rejectsWith(openImage(Buffer.from('just some text')), 'unsupported_type');
    await rejectsWith(openImage(Buffer.from('%PDF-1.4\n')), 'unsupported_type');
    // A HEIC signature with no image inside.
    const fakeHeic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic'),
      Buffer.alloc(12),
    ]);
    await rejectsWith(openImage(fakeHeic), 'unreadable_file');
  });
});

describe('preprocessing', () => {
  it('measures skew of a rotated page and straightens it', async () => {
    const straight = await (await openImage(statementPng())).decodePage(0);
    expect(Math.abs(estimateSkew(straight.raster))).toBeLessThan(0.3);
    const rotated = await (await openImage(statementPng({ rotateDegrees: 4 }))).decodePage(0);
    expect(estimateSkew(rotated.raster)).toBeCloseTo(4, 0);
    const prepared = await prepareForOcr(rotated.raster);
    expect(prepared.deskewDegrees).toBeCloseTo(4, 0);
    expect(Math.abs(estimateSkew(prepared.raster))).toBeLessThan(0.5);
    // Framing kept: same aspect ratio as the input.
    expect(prepared.raster.width / prepared.raster.height).toBeCloseTo(
      rotated.raster.width / rotated.raster.height,
      1,
    );
  });

  it('scales by measured character height', async () => {
    const page = await (await openImage(statementPng({ fontPx: 11 }))).decodePage(0);
    const h = estimateCharHeight(page.raster);
    expect(h).toBeGreaterThan(5);
    expect(h).toBeLessThan(12);
    const prepared = await prepareForOcr(page.raster);
    expect(prepared.scale).toBeGreaterThan(1.3);
  });
});
