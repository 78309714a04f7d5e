/** CPU time of finished child processes, for the benchmarks' comparisons with pdftotext. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU time (ms) of this process's finished children (cutime + cstime in /proc/self/stat, Linux
 * only; null elsewhere). Kept in clock ticks (10 ms) by the kernel, so only sums over many runs
 * are meaningful: the totals use it, the per-file rows do not.
 */
export function childrenCpuMs(): number | null {
  try {
    const stat = readFileSync('/proc/self/stat', 'latin1');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields 16 and 17 of the line; f[0] is field 3
    return ((Number(f[13]) + Number(f[14])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
