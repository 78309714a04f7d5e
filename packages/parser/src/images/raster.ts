import type { ParseErrorCode } from '../types.ts';

/** An 8-bit single-channel (greyscale) raster, row-major, no padding. */
export interface GreyRaster {
  data: Uint8Array;
  width: number;
  height: number;
}

/** An error that maps onto a `ParseError` code; thrown inside the image/OCR path only. */
export class ImageError extends Error {
  readonly code: ParseErrorCode;
  constructor(code: ParseErrorCode, message: string) {
    super(message);
    this.name = 'ImageError';
    this.code = code;
  }
}

export const DEFAULT_MAX_PIXELS = 50_000_000;
export const DEFAULT_MAX_PAGES = 200;
