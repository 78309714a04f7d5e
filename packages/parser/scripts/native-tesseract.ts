/**
 * Native tesseract (Debian `tesseract-ocr`), for bench:ocr's comparison only — never a runtime
 * dependency. Run as the issue did: one thread (`OMP_THREAD_LIMIT=1`), `--psm 6`, plain text to
 * stdout, one process per image, so its start-up (model load) is in every figure.
 */
import { spawnSync } from 'node:child_process';
import { extname } from 'node:path';
import { childrenCpuMs } from './children-cpu.ts';

/** Image types native tesseract reads (leptonica); PDFs and HEIC are not compared. */
const NATIVE_TYPES = new Set(['.png', '.jpg', '.jpeg', '.tif', '.tiff', '.webp', '.bmp', '.pgm']);

export const hasNativeTesseract = (): boolean =>
  spawnSync('tesseract', ['--version'], { stdio: 'ignore' }).status === 0;

export const nativeReads = (file: string): boolean => NATIVE_TYPES.has(extname(file).toLowerCase());

/** `command ...args` pinned to `cores` with taskset when `cores` is given. */
export function pinned(cores: string | null, command: string, args: string[]): [string, string[]] {
  return cores ? ['taskset', ['-c', cores, command, ...args]] : [command, args];
}

export interface NativeRun {
  wallMs: number;
  /** CPU of the tesseract processes (null where /proc is missing). */
  cpuMs: number | null;
}

/** Reads `files` one after another, one tesseract process each. */
export function runNativeTesseract(files: readonly string[], cores: string | null): NativeRun {
  const c0 = childrenCpuMs();
  const t0 = performance.now();
  for (const file of files) {
    const [cmd, args] = pinned(cores, 'tesseract', [file, '-', '--psm', '6']);
    const p = spawnSync(cmd, args, {
      stdio: 'ignore',
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
    if (p.status !== 0) throw new Error(`native tesseract failed on ${file}`);
  }
  const wallMs = performance.now() - t0;
  const c1 = childrenCpuMs();
  return { wallMs, cpuMs: c0 === null || c1 === null ? null : c1 - c0 };
}
