/**
 * File-type detection by content (magic bytes) only — never by file name or extension.
 */
export type DetectedFileType = 'pdf' | 'png' | 'jpeg' | 'tiff' | 'webp' | 'heic';

/** How far into the file a `%PDF-` header may start (Acrobat tolerates junk before it). */
const PDF_HEADER_WINDOW = 1024;

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1', 'heif']);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  let s = '';
  for (let i = start; i < end && i < bytes.length; i++) s += String.fromCharCode(bytes[i]!);
  return s;
}

function startsWith(bytes: Uint8Array, sig: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + sig.length) return false;
  for (let i = 0; i < sig.length; i++) if (bytes[offset + i] !== sig[i]) return false;
  return true;
}

function findPdfHeader(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length - 5, PDF_HEADER_WINDOW);
  for (let i = 0; i <= end; i++) {
    if (
      bytes[i] === 0x25 && // %
      bytes[i + 1] === 0x50 && // P
      bytes[i + 2] === 0x44 && // D
      bytes[i + 3] === 0x46 && // F
      bytes[i + 4] === 0x2d // -
    ) {
      return true;
    }
  }
  return false;
}

function isHeic(bytes: Uint8Array): boolean {
  // ISO-BMFF: [size:4]['ftyp'][major brand:4][minor version:4][compatible brands:4*n]
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const major = ascii(bytes, 8, 12);
  const compatible: string[] = [];
  const end = Math.min(Math.max(boxSize, 16), bytes.length, 256);
  for (let o = 16; o + 4 <= end; o += 4) compatible.push(ascii(bytes, o, o + 4));
  const hevcBrand = (b: string) => b === 'heic' || b === 'heix' || b === 'hevc' || b === 'hevx';
  if (hevcBrand(major)) return true;
  if (HEIC_BRANDS.has(major)) {
    // `mif1`/`msf1`/`heif` are generic HEIF brands, also used by AVIF files: those are not HEIC.
    const isAvif = compatible.some((b) => b === 'avif' || b === 'avis');
    return !isAvif || compatible.some(hevcBrand);
  }
  // Some writers put another major brand first and the HEIC brand among the compatible ones.
  return compatible.some(hevcBrand);
}

/** Detects the type of a document from its leading bytes; `null` when it is none we accept. */
export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return 'tiff';
  }
  // BigTIFF
  if (startsWith(bytes, [0x49, 0x49, 0x2b, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2b])) {
    return 'tiff';
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isHeic(bytes)) return 'heic';
  if (findPdfHeader(bytes)) return 'pdf';
  return null;
}
