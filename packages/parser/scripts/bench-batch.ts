/**
 * The batch figure of bench:parse (issue #10): `bsp parse` over every file in one process, from
 * the command's start to its exit (Node's start-up, imports, PDFium, JIT warm-up, output), against
 * `pdftotext -layout` run once per file — what a user waits for on a folder. The two alternate
 * round by round so both see the same machine load; one untimed run of each first fills the page
 * cache and Node's compile cache (as on a machine where bsp has run before).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { childrenCpuMs } from './children-cpu.ts';

const BSP = fileURLToPath(new URL('../../../apps/server/bin/bsp.mjs', import.meta.url));

export interface BatchRun {
  /** Wall time of each timed run (ms). */
  ms: number[];
  /** Process CPU of all timed runs together (ms; null where /proc is missing). */
  cpuMs: number | null;
}

export interface BatchFigures {
  bsp: BatchRun & { exitCode: number | null };
  pdftotext: BatchRun | null;
}

/** Runs `once` `runs` times after one untimed run; CPU from the finished children's times. */
function timed(once: () => void, round: number, into: BatchRun): void {
  if (round === 0) once();
  const c0 = childrenCpuMs();
  const t = performance.now();
  once();
  into.ms.push(performance.now() - t);
  const c1 = childrenCpuMs();
  into.cpuMs = c0 === null || c1 === null ? null : (into.cpuMs ?? 0) + c1 - c0;
}

/** `null` when the bsp command is not beside this package (the parser used on its own). */
export function measureBatch(
  files: string[],
  runs: number,
  withPdftotext: boolean,
): BatchFigures | null {
  if (!existsSync(BSP)) return null;
  const out: BatchFigures = {
    bsp: { ms: [], cpuMs: 0, exitCode: null },
    pdftotext: withPdftotext ? { ms: [], cpuMs: 0 } : null,
  };
  const bsp = () => {
    out.bsp.exitCode = spawnSync(process.execPath, [BSP, 'parse', ...files], {
      stdio: 'ignore',
    }).status;
  };
  const pdftotext = () => {
    for (const file of files)
      execFileSync('pdftotext', ['-layout', file, '-'], { stdio: 'ignore' });
  };
  for (let round = 0; round < runs; round++) {
    timed(bsp, round, out.bsp);
    if (out.pdftotext) timed(pdftotext, round, out.pdftotext);
  }
  return out;
}
