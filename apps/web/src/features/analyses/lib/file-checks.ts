import { MAX_FILE_SIZE, MAX_FILES } from '@bsp/shared';

/** Extensions and MIME types the server accepts (it decides by content; this is a pre-check). */
export const ACCEPTED_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'tif',
  'tiff',
  'webp',
  'heic',
  'heif',
] as const;
export const ACCEPTED_MIME_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/tiff',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;
/** For <input accept>: both lists, so pickers on every platform offer the right files. */
export const ACCEPT_ATTRIBUTE = [
  ...ACCEPTED_MIME_TYPES,
  ...ACCEPTED_EXTENSIONS.map((ext) => `.${ext}`),
].join(',');

export type FileLike = { name: string; size: number; type: string };
export type FileCheck<F extends FileLike> =
  | { file: F; ok: true }
  | { file: F; ok: false; reason: string };

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAcceptedType(file: FileLike): boolean {
  return (
    (ACCEPTED_EXTENSIONS as readonly string[]).includes(extension(file.name)) ||
    (ACCEPTED_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())
  );
}

/**
 * Mirrors the server's limits so the user hears about a bad file before waiting for an upload:
 * at most MAX_FILES per upload (counting files already queued), MAX_FILE_SIZE each, PDF or image.
 */
export function checkFiles<F extends FileLike>(
  files: readonly F[],
  alreadyQueued = 0,
): FileCheck<F>[] {
  let room = Math.max(0, MAX_FILES - alreadyQueued);
  const maxMb = MAX_FILE_SIZE / (1024 * 1024);
  return files.map((file) => {
    if (!isAcceptedType(file)) {
      return {
        file,
        ok: false,
        reason: 'Not a PDF or image. Upload PDF, PNG, JPEG, TIFF, WebP or HEIC files.',
      };
    }
    if (file.size === 0) return { file, ok: false, reason: 'The file is empty.' };
    if (file.size > MAX_FILE_SIZE) {
      return {
        file,
        ok: false,
        reason: `Too large (${formatBytes(file.size)}). Each file can be at most ${maxMb} MB.`,
      };
    }
    if (room === 0) {
      return { file, ok: false, reason: `Only ${MAX_FILES} files can be uploaded at a time.` };
    }
    room -= 1;
    return { file, ok: true };
  });
}
