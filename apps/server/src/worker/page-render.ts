import { type IsolationLimits, runIsolated, type ThreadOutcome } from './isolate.ts';

/** Page images for the review screen: ~130 dpi, at most 1600 px wide. */
export const RENDER_DPI = 130;
export const RENDER_MAX_WIDTH = 1600;

/** Renders one page of a stored file in an isolated thread. */
export function renderPageIsolated(
  file: { bytes: Uint8Array; fileType: string },
  page: number,
  limits: IsolationLimits,
  options: { straighten: boolean; password?: string },
): Promise<ThreadOutcome> {
  return runIsolated(
    {
      op: 'render',
      bytes: new Uint8Array(file.bytes),
      fileType: file.fileType,
      page,
      dpi: RENDER_DPI,
      maxWidth: RENDER_MAX_WIDTH,
      straighten: options.straighten,
      ...(options.password !== undefined ? { password: options.password } : {}),
    },
    limits,
  );
}
