/**
 * Speed benchmark: parseStatement vs `pdftotext -layout` on the same PDFs, at three warmths, and
 * the `bsp parse` command over all of them.
 *
 *   npm run bench:parse -- DIR [--runs N] [--warmup W] [--steady-rounds K] [--no-steady]
 *                              [--no-batch] [--no-big] [--big-pages 50] [--filter S] [--json]
 *                              [--json-out FILE]
 *
 * - cold: a fresh Node process per file; from the process start (Node's own start-up, importing
 *   the parser, loading PDFium) to the first parse's result. What a one-off `bsp parse FILE` pays.
 * - lukewarm: the same process after W warm-up parses of that one file (default 1), median of N
 *   timed parses (default 3) run back to back. The JIT compilers (JS and the PDFium WebAssembly)
 *   are still busy then, so this figure moves with the machine's load.
 * - steady: one long-lived process that parses every file of DIR K times first (default 2), then
 *   N rounds over all files, median per file. What a running BSP worker pays per statement.
 * - batch: `bsp parse FILE...` over all the files in one process, start-up and output included,
 *   median of N runs, against pdftotext run once per file in the same rounds (bench-batch.ts).
 *   What a user pays for `bsp parse FOLDER` (issue #10's target: within 2×).
 *
 * pdftotext runs N times per file after its lukewarm child and N times inside the steady rounds
 * (right after our parse of the same file), after one untimed run that fills the page cache;
 * every ratio is ours / the median of all those pdftotext runs (each one a fresh process: its
 * start-up is part of its time). Peak RSS (process.resourceUsage().maxRSS) is reported per file
 * process, for a process that only loaded the parser, and for the long-lived process. A 50-page
 * synthetic statement is generated and reported separately at all three warmths with its own
 * peak RSS (the issue's target: under 400 MB). The PDF text layer is PDFium unless the
 * environment says `BSP_PDF_TEXT_LAYER=pdfjs` (children inherit it).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measureBatch } from './bench-batch.ts';
import { childrenCpuMs } from './children-cpu.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '1' },
    'steady-rounds': { type: 'string', default: '2' },
    'no-steady': { type: 'boolean', default: false },
    'no-batch': { type: 'boolean', default: false },
    child: { type: 'string' },
    steady: { type: 'string' },
    pdftotext: { type: 'boolean', default: false },
    baseline: { type: 'boolean', default: false },
    'no-big': { type: 'boolean', default: false },
    'big-pages': { type: 'string', default: '50' },
    filter: { type: 'string' },
    json: { type: 'boolean', default: false },
    'json-out': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

const runs = Math.max(1, Number(values.runs));
const warmups = Math.max(1, Number(values.warmup));
const steadyRounds = Math.max(1, Number(values['steady-rounds']));

type Parse = (
  b: Uint8Array,
  o?: { fileName?: string },
) => Promise<import('../src/types.ts').ParseResult>;

/** One file in a fresh process. */
interface ChildResult {
  pages: number;
  method: string;
  transactions: number;
  /** Process start → first result (Node start-up, import, PDFium load, first parse). */
  coldMs: number;
  /** Process CPU time up to the first result. */
  coldCpuMs: number;
  importMs: number;
  firstParseMs: number;
  /** The timed parses after the warm-ups (lukewarm). */
  ms: number[];
  /** Process CPU time (all threads: JIT compilers and GC included) of each timed parse. */
  cpuMs: number[];
  maxRssKiB: number;
  error?: string;
}

/** Every file in one long-lived process. */
interface SteadyResult {
  files: Array<{ file: string; ms: number[]; cpuMs: number[]; pdftotextMs: number[] }>;
  /** CPU time of all timed pdftotext runs (N per file), when measurable. */
  pdftotextCpuMs: number | null;
  maxRssKiB: number;
  error?: string;
}

const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function pdftotextOnce(file: string): number {
  const t = performance.now();
  execFileSync('pdftotext', ['-layout', file, '-'], { stdio: 'ignore', maxBuffer: 256 << 20 });
  return performance.now() - t;
}

async function importParser(): Promise<Parse | null> {
  const mod = (await import('../src/index.ts')) as Record<string, unknown>;
  return typeof mod.parseStatement === 'function' ? (mod.parseStatement as Parse) : null;
}

// ---- child modes ----------------------------------------------------------------------------
if (values.baseline) {
  await import('../src/index.ts');
  console.log(JSON.stringify({ maxRssKiB: process.resourceUsage().maxRSS }));
  process.exit(0);
}
if (values.child) {
  const file = values.child;
  const bytes = new Uint8Array(readFileSync(file));
  const t0 = performance.now();
  const parse = await importParser();
  if (!parse) {
    console.log(JSON.stringify({ error: 'parseStatement is not exported from src/index.ts yet' }));
    process.exit(0);
  }
  const importMs = performance.now() - t0;
  const first = await parse(bytes, { fileName: file });
  const coldMs = performance.now(); // performance.now() counts from the process start
  const coldCpuMs = cpuNow();
  const firstParseMs = coldMs - t0 - importMs;
  for (let i = 1; i < warmups; i++) await parse(bytes, { fileName: file });
  const ms: number[] = [];
  const cpuMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c = cpuNow();
    const t = performance.now();
    await parse(bytes, { fileName: file });
    ms.push(performance.now() - t);
    cpuMs.push(cpuNow() - c);
  }
  const out: ChildResult = {
    pages: first.pages,
    method: first.method,
    transactions: first.statements.reduce((a, s) => a + s.transactions.length, 0),
    coldMs,
    coldCpuMs,
    importMs,
    firstParseMs,
    ms,
    cpuMs,
    maxRssKiB: process.resourceUsage().maxRSS,
  };
  if (first.errors.length) out.error = first.errors.map((e) => e.code).join(',');
  console.log(JSON.stringify(out));
  process.exit(0);
}
if (values.steady) {
  const files = JSON.parse(readFileSync(values.steady, 'utf8')) as string[];
  const parse = await importParser();
  if (!parse) {
    console.log(
      JSON.stringify({ files: [], pdftotextCpuMs: null, maxRssKiB: 0, error: 'no parseStatement' }),
    );
    process.exit(0);
  }
  const bytes = files.map((f) => new Uint8Array(readFileSync(f)));
  for (let r = 0; r < steadyRounds; r++)
    for (let i = 0; i < files.length; i++) await parse(bytes[i]!, { fileName: files[i] });
  if (values.pdftotext) for (const f of files) pdftotextOnce(f); // page cache
  const out: SteadyResult = {
    files: files.map((file) => ({ file, ms: [], cpuMs: [], pdftotextMs: [] })),
    pdftotextCpuMs: null,
    maxRssKiB: 0,
  };
  const children0 = childrenCpuMs(); // our parses add nothing to it: only pdftotext's runs
  for (let r = 0; r < runs; r++) {
    for (let i = 0; i < files.length; i++) {
      const c = cpuNow();
      const t = performance.now();
      await parse(bytes[i]!, { fileName: files[i] });
      out.files[i]!.ms.push(performance.now() - t);
      out.files[i]!.cpuMs.push(cpuNow() - c);
      if (values.pdftotext) out.files[i]!.pdftotextMs.push(pdftotextOnce(files[i]!));
    }
  }
  const children1 = childrenCpuMs();
  if (values.pdftotext && children0 !== null && children1 !== null)
    out.pdftotextCpuMs = children1 - children0;
  out.maxRssKiB = process.resourceUsage().maxRSS;
  console.log(JSON.stringify(out));
  process.exit(0);
}

// ---- parent mode ----------------------------------------------------------------------------
const dir = positionals[0];
if (values.help || !dir) {
  console.log(
    'usage: npm run bench:parse -- DIR [--runs N] [--warmup W] [--steady-rounds K] [--no-steady] ' +
      '[--no-batch] [--no-big] [--big-pages 50] [--filter S] [--json] [--json-out FILE]',
  );
  process.exit(values.help ? 0 : 1);
}

const self = fileURLToPath(import.meta.url);
const node = process.execPath;

function lastJsonLine<T>(args: string[], fallback: T): T {
  const r = spawnSync(node, [self, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const line = r.stdout.trim().split('\n').pop() ?? '';
  try {
    return JSON.parse(line) as T;
  } catch {
    const why = (r.stderr || r.stdout).trim().split('\n').slice(-3).join(' | ');
    return { ...fallback, error: `child failed: ${why}` };
  }
}

const child = (file: string): ChildResult =>
  lastJsonLine<ChildResult>(
    ['--child', file, '--runs', String(runs), '--warmup', String(warmups)],
    {
      pages: 0,
      method: '?',
      transactions: 0,
      coldMs: 0,
      coldCpuMs: 0,
      importMs: 0,
      firstParseMs: 0,
      ms: [],
      cpuMs: [],
      maxRssKiB: 0,
    },
  );

let havePdftotext = true;
try {
  execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
} catch {
  havePdftotext = false;
  console.error(
    'pdftotext not found — install poppler-utils for the baseline (Debian/Ubuntu: ' +
      'sudo apt-get install -y poppler-utils; macOS: brew install poppler). Timing ours only.',
  );
}

/** CPU time of the timed pdftotext runs in this (parent) process, and how many. */
const popplerCpu = { ms: 0, runs: 0, known: true };

function pdftotextRuns(file: string): number[] {
  if (!havePdftotext) return [];
  execFileSync('pdftotext', ['-layout', file, '-'], { stdio: 'ignore' }); // warm the page cache
  const c0 = childrenCpuMs();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) ms.push(pdftotextOnce(file));
  const c1 = childrenCpuMs();
  if (c0 === null || c1 === null) popplerCpu.known = false;
  else {
    popplerCpu.ms += c1 - c0;
    popplerCpu.runs += runs;
  }
  return ms;
}

function walk(d: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(d).sort()) {
    const p = join(d, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else if (name.toLowerCase().endsWith('.pdf')) out.push(p);
  }
  return out;
}

const median = (xs: number[]) => {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const mib = (kib: number) => (kib / 1024).toFixed(0);
const fix = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');
const ratio = (a: number, b: number) => (Number.isFinite(a) && b > 0 ? a / b : Number.NaN);
const x = (r: number) => (Number.isFinite(r) ? `${r.toFixed(1)}x` : '-');

let files = walk(dir);
if (values.filter) files = files.filter((f) => f.includes(values.filter!));
if (!files.length) {
  console.error(`no PDFs under ${dir}`);
  process.exit(1);
}

/** Everything measured for one file. */
interface Row {
  file: string;
  pages: number;
  method: string;
  transactions: number;
  pdftotextMs: number | null;
  coldMs: number;
  coldCpuMs: number;
  importMs: number;
  firstParseMs: number;
  lukewarmMs: number;
  lukewarmCpuMs: number;
  steadyMs: number | null;
  steadyCpuMs: number | null;
  coldRatio: number | null;
  lukewarmRatio: number | null;
  steadyRatio: number | null;
  peakRssMiB: number;
  error: string | null;
}

/** Lukewarm children first (one per file), then the long-lived process over all of them. */
function measure(
  list: string[],
  label: (f: string) => string,
): { rows: Row[]; steady: SteadyResult | null; pdftotextCpuMs: number | null } {
  const cpu0 = { ...popplerCpu };
  const kids = list.map((f) => ({ f, r: child(f), p: pdftotextRuns(f) }));
  let steady: SteadyResult | null = null;
  if (!values['no-steady']) {
    const tmp = mkdtempSync(join(tmpdir(), 'bsp-bench-list-'));
    try {
      const listFile = join(tmp, 'files.json');
      writeFileSync(listFile, JSON.stringify(list));
      const args = ['--steady', listFile, '--runs', String(runs)];
      args.push('--steady-rounds', String(steadyRounds));
      if (havePdftotext) args.push('--pdftotext');
      steady = lastJsonLine<SteadyResult>(args, { files: [], pdftotextCpuMs: null, maxRssKiB: 0 });
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
  const rows = kids.map(({ f, r, p }, i): Row => {
    const s = steady?.files[i];
    const poppler = median([...p, ...(s?.pdftotextMs ?? [])]);
    const steadyMs = s?.ms.length ? median(s.ms) : Number.NaN;
    const lukewarmMs = median(r.ms);
    return {
      file: label(f),
      pages: r.pages,
      method: r.method,
      transactions: r.transactions,
      pdftotextMs: Number.isFinite(poppler) ? poppler : null,
      coldMs: r.coldMs,
      coldCpuMs: r.coldCpuMs,
      importMs: r.importMs,
      firstParseMs: r.firstParseMs,
      lukewarmMs,
      lukewarmCpuMs: median(r.cpuMs),
      steadyMs: Number.isFinite(steadyMs) ? steadyMs : null,
      steadyCpuMs: s?.cpuMs.length ? median(s.cpuMs) : null,
      coldRatio: havePdftotext ? ratio(r.coldMs, poppler) : null,
      lukewarmRatio: havePdftotext ? ratio(lukewarmMs, poppler) : null,
      steadyRatio: havePdftotext && s ? ratio(steadyMs, poppler) : null,
      peakRssMiB: r.maxRssKiB / 1024,
      error: r.error ?? steady?.error ?? null,
    };
  });
  // pdftotext's CPU for one run over every file: N runs each here and (interleaved) in the
  // long-lived process
  const parentMs = popplerCpu.ms - cpu0.ms;
  const parentRuns = popplerCpu.runs - cpu0.runs;
  let pdftotextCpuMs: number | null = null;
  if (havePdftotext && popplerCpu.known && parentRuns > 0) {
    const steadyMs = steady?.pdftotextCpuMs;
    pdftotextCpuMs = steadyMs != null ? (parentMs + steadyMs) / (2 * runs) : parentMs / runs;
  }
  return { rows, steady, pdftotextCpuMs };
}

const log = (s: string) => {
  if (!values.json) console.log(s);
};
const baseline = lastJsonLine<{ maxRssKiB: number }>(['--baseline'], { maxRssKiB: 0 }).maxRssKiB;
log(
  `text layer ${process.env.BSP_PDF_TEXT_LAYER === 'pdfjs' ? 'pdf.js (forced)' : 'PDFium'}; ` +
    `node ${process.version}; a process that only loads the parser: ${mib(baseline)} MiB RSS\n` +
    `cold = fresh process, start to first result; lukewarm = same process after ${warmups} ` +
    `warm-up parse${warmups > 1 ? 's' : ''}, median of ${runs}; steady = one process that parsed ` +
    `every file ${steadyRounds}× first, median of ${runs} rounds` +
    `${values['no-steady'] ? ' (skipped: --no-steady)' : ''}; pdftotext = median of its runs ` +
    `(each a fresh process); ratio = ours / pdftotext`,
);
log(
  `${'file'.padEnd(48)} pages pdftotext |    cold ms ratio | lukewarm ms ratio |  steady ms ratio | peak MiB`,
);
const { rows, steady, pdftotextCpuMs } = measure(files, (f) => relative(dir, f));
for (const r of rows) {
  if (r.error && !Number.isFinite(r.lukewarmMs)) {
    log(`${r.file.slice(-48).padEnd(48)} ERROR ${r.error}`);
    continue;
  }
  log(
    `${r.file.slice(-48).padEnd(48)} ${String(r.pages).padStart(5)} ${fix(r.pdftotextMs ?? Number.NaN).padStart(9)} | ` +
      `${fix(r.coldMs).padStart(10)} ${x(r.coldRatio ?? Number.NaN).padStart(5)} | ` +
      `${fix(r.lukewarmMs).padStart(11)} ${x(r.lukewarmRatio ?? Number.NaN).padStart(5)} | ` +
      `${fix(r.steadyMs ?? Number.NaN).padStart(10)} ${x(r.steadyRatio ?? Number.NaN).padStart(5)} | ` +
      `${mib(r.peakRssMiB * 1024).padStart(8)}${r.method !== 'text' ? `  (${r.method})` : ''}` +
      `${r.error ? `  (${r.error})` : ''}`,
  );
}

/** Sums over the files that parsed; a warmth's total ratio is its sum / pdftotext's sum. */
function totals(list: Row[], popplerCpuMs: number | null) {
  const ok = list.filter((r) => Number.isFinite(r.lukewarmMs));
  const pages = ok.reduce((a, r) => a + r.pages, 0);
  const sum = (f: (r: Row) => number | null) => ok.reduce((a, r) => a + (f(r) ?? Number.NaN), 0);
  const poppler = havePdftotext ? sum((r) => r.pdftotextMs) : Number.NaN;
  const warmth = (ms: number) => ({
    seconds: ms / 1000,
    pagesPerSec: (pages * 1000) / ms,
    ratio: havePdftotext ? ratio(ms, poppler) : null,
  });
  const cpuRatio = (ms: number) => (popplerCpuMs ? ratio(ms, popplerCpuMs) : null);
  return {
    files: ok.length,
    pages,
    pdftotext: havePdftotext
      ? {
          seconds: poppler / 1000,
          pagesPerSec: (pages * 1000) / poppler,
          cpuSeconds: popplerCpuMs !== null ? popplerCpuMs / 1000 : null,
        }
      : null,
    cold: {
      ...warmth(sum((r) => r.coldMs)),
      importSecondsMedian: median(ok.map((r) => r.importMs)) / 1000,
      cpuSeconds: sum((r) => r.coldCpuMs) / 1000,
      cpuRatio: cpuRatio(sum((r) => r.coldCpuMs)),
    },
    lukewarm: {
      ...warmth(sum((r) => r.lukewarmMs)),
      cpuSeconds: sum((r) => r.lukewarmCpuMs) / 1000,
      cpuRatio: cpuRatio(sum((r) => r.lukewarmCpuMs)),
    },
    steady: values['no-steady']
      ? null
      : {
          ...warmth(sum((r) => r.steadyMs)),
          cpuSeconds: sum((r) => r.steadyCpuMs) / 1000,
          cpuRatio: cpuRatio(sum((r) => r.steadyCpuMs)),
        },
  };
}

/** The batch figure as a warmth: median wall, mean CPU per run, ratios to pdftotext's loop. */
function batchTotals(pages: number) {
  if (values['no-batch']) return null;
  const b = measureBatch(files, runs, havePdftotext);
  if (!b) return null;
  const ms = median(b.bsp.ms);
  const popplerMs = b.pdftotext ? median(b.pdftotext.ms) : Number.NaN;
  const cpuMs = b.bsp.cpuMs;
  const popplerCpuMs = b.pdftotext?.cpuMs ?? null;
  return {
    seconds: ms / 1000,
    pagesPerSec: (pages * 1000) / ms,
    ratio: b.pdftotext ? ratio(ms, popplerMs) : null,
    cpuSeconds: cpuMs !== null ? cpuMs / runs / 1000 : Number.NaN,
    cpuRatio: cpuMs !== null && popplerCpuMs ? ratio(cpuMs, popplerCpuMs) : null,
    pdftotextSeconds: b.pdftotext ? popplerMs / 1000 : null,
    pdftotextCpuSeconds: popplerCpuMs !== null ? popplerCpuMs / runs / 1000 : null,
    exitCode: b.bsp.exitCode,
  };
}

const rowTotals = totals(rows, pdftotextCpuMs);
const total = {
  ...rowTotals,
  batch: batchTotals(rowTotals.pages),
  peakRssMiB: Math.max(0, ...rows.map((r) => r.peakRssMiB)),
  steadyProcessPeakRssMiB: steady ? steady.maxRssKiB / 1024 : null,
  baselineRssMiB: baseline / 1024,
};
type Warmth = {
  seconds: number;
  pagesPerSec: number;
  ratio: number | null;
  cpuSeconds: number;
  cpuRatio: number | null;
};
const line = (name: string, w: Warmth, note = '') =>
  `  ${name.padEnd(9)} ${fix(w.seconds, 2).padStart(6)} s ${fix(w.pagesPerSec, 1).padStart(7)} pages/s` +
  `${w.ratio !== null ? ` ${x(w.ratio).padStart(6)}` : ''}  | CPU ${fix(w.cpuSeconds, 2).padStart(5)} s` +
  `${w.cpuRatio !== null ? ` ${x(w.cpuRatio).padStart(6)}` : ''}${note}`;
log(
  `\nTOTAL ${total.files} files, ${total.pages} pages` +
    (total.pdftotext
      ? ` — pdftotext -layout ${fix(total.pdftotext.seconds, 2)} s (${fix(total.pdftotext.pagesPerSec, 1)} pages/s)` +
        (total.pdftotext.cpuSeconds !== null ? `, CPU ${fix(total.pdftotext.cpuSeconds, 2)} s` : '')
      : ''),
);
log(
  '            wall time (sum of per-file medians), ratio | process CPU (all threads), ratio to pdftotext CPU',
);
log(
  line(
    'cold',
    total.cold,
    `   (import: median ${fix(total.cold.importSecondsMedian * 1000)} ms per process)`,
  ),
);
log(line('lukewarm', total.lukewarm));
if (total.steady) log(line('steady', total.steady));
if (total.batch) {
  const b = total.batch;
  log(
    line(
      'batch',
      b,
      `   (bsp parse, the ${files.length} files in one process${b.exitCode ? `, exit ${b.exitCode}` : ''}` +
        (b.pdftotextSeconds !== null
          ? `; pdftotext once per file ${fix(b.pdftotextSeconds, 2)} s` +
            (b.pdftotextCpuSeconds !== null ? `, CPU ${fix(b.pdftotextCpuSeconds, 2)} s` : '')
          : '') +
        ')',
    ),
  );
}
log(
  `  peak RSS ${mib(total.peakRssMiB * 1024)} MiB per file process` +
    (total.steadyProcessPeakRssMiB !== null
      ? `, ${fix(total.steadyProcessPeakRssMiB)} MiB for the long-lived process`
      : '') +
    `; a process that only loads the parser: ${mib(baseline)} MiB`,
);

let big: Record<string, unknown> | null = null;
if (!values['no-big']) {
  const { generateStatement } = await import('@bsp/synth');
  const pages = Number(values['big-pages']);
  const tmp = mkdtempSync(join(tmpdir(), 'bsp-bench-'));
  try {
    const s = await generateStatement({
      seed: 'bench-big',
      family: 'signed-amount',
      kind: 'text',
      pages,
    });
    const file = join(tmp, `big-${s.truth.pages}p.pdf`);
    writeFileSync(file, s.files[0]!.bytes);
    const {
      rows: bigRows,
      steady: bigSteady,
      pdftotextCpuMs: bigCpu,
    } = measure([file], () => file);
    const r = bigRows[0]!;
    const bt = totals(bigRows, bigCpu);
    big = {
      ...r,
      file: `synthetic ${s.truth.pages}-page statement`,
      truthRows: s.truth.statements[0]!.transactions.length,
      totals: bt,
      steadyProcessPeakRssMiB: bigSteady ? bigSteady.maxRssKiB / 1024 : null,
    };
    log(
      `\n${s.truth.pages}-page synthetic statement (${big.truthRows} rows, parsed ${r.transactions}` +
        `${r.error ? `, ${r.error}` : ''}): pdftotext ${fix(r.pdftotextMs ?? Number.NaN)} ms` +
        `${bt.pdftotext?.cpuSeconds != null ? `, CPU ${fix(bt.pdftotext.cpuSeconds * 1000)} ms` : ''}`,
    );
    log(line('cold', bt.cold));
    log(line('lukewarm', bt.lukewarm));
    if (bt.steady) log(line('steady', bt.steady));
    log(
      `  peak RSS ${mib(r.peakRssMiB * 1024)} MiB in its own process (target: under 400 MB)` +
        (bigSteady ? `, ${fix(bigSteady.maxRssKiB / 1024)} MiB in the long-lived one` : ''),
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
const report = JSON.stringify({ runs, warmups, steadyRounds, total, big, files: rows }, null, 2);
if (values.json) console.log(report);
if (values['json-out']) writeFileSync(values['json-out'], report);
