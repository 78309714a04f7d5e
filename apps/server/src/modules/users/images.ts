import sharp from 'sharp';
import { errors } from '../../http/errors.ts';

export const PROFILE_PICTURE_SIZE = 512;
/** Decompression-bomb guard: refuse images above ~40 megapixels before decoding them. */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

const notAnImage = () =>
  errors.unsupportedMediaType(
    'The profile picture must be an image (JPEG, PNG, WebP, GIF, AVIF).',
    {
      profile_picture: 'Choose an image file (JPEG, PNG, WebP, GIF or AVIF).',
    },
  );

/**
 * Decides by content (never by name or declared type), then re-encodes: the stored file is a
 * fresh WebP without metadata (EXIF, GPS), at most 512×512, rotated per EXIF orientation.
 */
export async function processProfilePicture(
  input: Buffer,
): Promise<{ bytes: Buffer; width: number; height: number; contentType: string }> {
  let format: string | undefined;
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = meta.format;
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PROFILE_PICTURE_SIZE, PROFILE_PICTURE_SIZE, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, contentType: 'image/webp' };
  } catch {
    throw notAnImage();
  }
}
