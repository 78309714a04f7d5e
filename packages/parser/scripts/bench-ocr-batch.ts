/**
 * bench:ocr's batch mode (issue #10): `bsp parse` over N images in one process, from the command's
 * start to its exit (Node's start-up, imports, OCR workers, every page, output), with one and with
 * several jobs, against native tesseract run once per image on one thread. The runs alternate
 * round by round so all see the same machine load; one untimed run of each first fills the page
 * cache and Node's compile cache.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { childrenCpuMs } from './children-cpu.ts';
import { hasNativeTesseract, nativeReads, pinned, runNativeTesseract } from './native-tesseract.ts';

const BSP = fileURLToPath(new URL('../../../apps/server/bin/bsp.mjs', import.meta.url));

export interface BatchSeries {
  label: string;
  /** Wall time of each timed round (ms). */
  wallMs: number[];
  /** CPU of each timed round (ms; empty where /proc is missing). */
  cpuMs: number[];
}

/** `jobs` null: bsp's default (one file per core). */
function bspOnce(files: readonly string[], jobs: number | null, cores: string | null) {
  const c0 = childrenCpuMs();
  const flag = jobs === null ? [] : ['--jobs', String(jobs)];
  const [cmd, args] = pinned(cores, process.execPath, [BSP, 'parse', ...flag, ...files]);
  const p = spawnSync(cmd, args, { stdio: 'ignore' });
  if (p.status === null) throw new Error('bsp parse did not finish');
  const c1 = childrenCpuMs();
  return c0 === null || c1 === null ? null : c1 - c0;
}

/**
 * `rounds` timed rounds of: native tesseract (when installed and every file is an image it
 * reads), then `bsp parse --jobs J` for each J of `jobs`. Null when the bsp command is missing.
 */
export function measureOcrBatch(
  files: readonly string[],
  opts: { rounds: number; jobs: ReadonlyArray<number | null>; cores: string | null },
): BatchSeries[] | null {
  if (!existsSync(BSP)) return null;
  const native = hasNativeTesseract() && files.every(nativeReads);
  const series: BatchSeries[] = [
    ...(native ? [{ label: 'native tesseract, 1 thread', wallMs: [], cpuMs: [] }] : []),
    ...opts.jobs.map((j) => ({
      label: j === null ? 'bsp parse (default jobs)' : `bsp parse --jobs ${j}`,
      wallMs: [],
      cpuMs: [],
    })),
  ];
  const runs: Array<() => number | null> = [
    ...(native ? [() => runNativeTesseract(files, opts.cores).cpuMs] : []),
    ...opts.jobs.map((j) => () => bspOnce(files, j, opts.cores)),
  ];
  for (const run of runs) run(); // untimed: caches filled
  for (let round = 0; round < opts.rounds; round++) {
    for (const [i, run] of runs.entries()) {
      const t0 = performance.now();
      const cpu = run();
      series[i]!.wallMs.push(performance.now() - t0);
      if (cpu !== null) series[i]!.cpuMs.push(cpu);
    }
  }
  return series;
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2;
};

/** The table: per series, wall (median, min) and CPU (median) for the batch and per image. */
export function formatBatch(series: readonly BatchSeries[], images: number): string {
  const base = series[0]?.label.startsWith('native') ? series[0] : null;
  const f = (ms: number) => (ms / 1000).toFixed(2).padStart(7);
  const ratio = (a: number, b: number | undefined) =>
    b === undefined || !Number.isFinite(a / b) ? '      —' : `${(a / b).toFixed(2)}×`.padStart(7);
  const lines = [
    `${'batch of '.concat(String(images), ' images').padEnd(28)} |  wall s: median     min  /image | cpu s: median  /image | vs native: wall    cpu`,
  ];
  for (const s of series) {
    const w = median(s.wallMs);
    const c = median(s.cpuMs);
    lines.push(
      `${s.label.padEnd(28)} |         ${f(w)} ${f(Math.min(...s.wallMs))} ${f(w / images)} |        ${f(c)} ${f(c / images)} |          ${ratio(w, base ? median(base.wallMs) : undefined)} ${ratio(c, base ? median(base.cpuMs) : undefined)}`,
    );
  }
  return lines.join('\n');
}
