import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-type.ts';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8]);
}

describe('detectFileType', () => {
  it('detects PDF, also after junk before the header', () => {
    expect(detectFileType(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(detectFileType(bytes('x'.repeat(1000), '%PDF-1.4'))).toBe('pdf');
    expect(detectFileType(bytes('x'.repeat(1100), '%PDF-1.4'))).toBeNull();
    expect(detectFileType(bytes('%PDF'))).toBeNull();
  });

  it('detects raster formats by magic bytes', () => {
    expect(detectFileType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(detectFileType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectFileType(bytes('II', [0x2a, 0]))).toBe('tiff');
    expect(detectFileType(bytes('MM', [0, 0x2a]))).toBe('tiff');
    expect(detectFileType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(detectFileType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
  });

  it('detects HEIC by ftyp brand and leaves AVIF and MP4 alone', () => {
    for (const b of ['heic', 'heix', 'hevc', 'mif1', 'msf1', 'heif']) {
      expect(detectFileType(ftyp(b, 'mif1', 'heic'))).toBe('heic');
    }
    expect(detectFileType(ftyp('mif1', 'mif1', 'miaf'))).toBe('heic');
    expect(detectFileType(ftyp('mif1', 'avif', 'miaf'))).toBeNull();
    expect(detectFileType(ftyp('avif', 'avif', 'mif1'))).toBeNull();
    expect(detectFileType(ftyp('isom', 'isom', 'mp41'))).toBeNull();
  });

  it('returns null for empty, short and unknown input', () => {
    expect(detectFileType(new Uint8Array())).toBeNull();
    expect(detectFileType(bytes([0xff]))).toBeNull();
    expect(detectFileType(bytes('hello world'))).toBeNull();
    expect(detectFileType(bytes('GIF89a'))).toBeNull();
  });
});
