/**
 * OCR speed benchmark: seconds per page on one core, by stage, and peak memory.
 *
 *   npm run bench:ocr -- FILE... [--runs N] [--cores LIST] [--warm-up] [--json]
 *   npm run bench:ocr -- --batch FILE... [--rounds N] [--jobs 1,2] [--cores LIST]
 *
 * Each file (an image, or a PDF whose every page is OCRed) runs in its own child process, pinned
 * with `taskset -c LIST` (default `0`: one core) when taskset exists. In the child the first run
 * is cold (it starts the tesseract worker: wasm + model); then N warm runs (default 3), of which
 * the fastest is reported — the machine is shared, so the minimum is the honest figure. Per page:
 * wall and CPU seconds (CPU of every thread of the process, i.e. the time on one core), the CPU
 * split into load (decode / PDF render), prepare (scale, deskew, despeckle), OCR (tesseract, with
 * the second readings of single cells shown apart: their CPU and number) and layout (lines →
 * statements); the cold run's CPU per page; then the OCR worker is shut down and one more run
 * starts a new one in the same process ("restart": what a page pays after the pool's idle
 * timeout); peak RSS (process.resourceUsage().maxRSS) of the child. The last line names the
 * slowest file per page, warm and cold. `--warm-up` calls `warmUpOcr()` before the cold run (not
 * counted), as a server would at start-up. Where native tesseract is installed (Debian
 * `tesseract-ocr`; for comparison only), each image is also read by it, one thread, `--psm 6`, one
 * process per image as the issue measured, and set beside ours with its start-up included: the
 * child's CPU from its own start to the end of the cold run (Node, imports, worker, first page).
 *
 * `--batch`: the files as one batch, `bsp parse` in one process from start to exit against native
 * tesseract per image (bench-ocr-batch.ts); `--jobs` lists the job counts to run (default: 1 and
 * bsp's own default), `--cores` pins every run (default: not pinned, so jobs can use the cores).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatBatch, measureOcrBatch } from './bench-ocr-batch.ts';
import { hasNativeTesseract, nativeReads, runNativeTesseract } from './native-tesseract.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    cores: { type: 'string' },
    batch: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '3' },
    jobs: { type: 'string' },
    child: { type: 'string' },
    json: { type: 'boolean', default: false },
    'warm-up': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});

interface RunStats {
  wallMs: number;
  cpuMs: number;
  loadMs: number;
  prepareMs: number;
  ocrMs: number;
  rereadMs: number;
  rereads: number;
  layoutMs: number;
}

interface ChildResult {
  pages: number;
  words: number;
  transactions: number;
  cold: RunStats;
  warm: RunStats;
  restart: RunStats;
  /** Process start to the end of the cold run (Node, imports, OCR worker, first run). */
  startup: { wallMs: number; cpuMs: number };
  maxRssKiB: number;
  errors: string[];
}

// ---- child: OCR one file cold, then N warm runs ---------------------------------------------
if (values.child) {
  const { ocrImage, ocrPdfPages, shutdownOcr, warmUpOcr } = await import('../src/ocr/index.ts');
  const { buildLines } = await import('../src/layout/lines.ts');
  const { buildStatements } = await import('../src/statement.ts');
  const { detectFileType } = await import('../src/file-type.ts');
  const { extractPdfText } = await import('../src/text-layer/index.ts');
  const bytes = new Uint8Array(readFileSync(values.child));
  const type = detectFileType(bytes);
  let pageNumbers: number[] = [];
  if (type === 'pdf') {
    const t = await extractPdfText(bytes, {});
    pageNumbers = Array.from({ length: t.pageCount }, (_, i) => i + 1);
  }
  const cpuMs = () => {
    const c = process.cpuUsage();
    return (c.user + c.system) / 1000;
  };
  const once = async () => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const r = type === 'pdf' ? await ocrPdfPages(bytes, pageNumbers) : await ocrImage(bytes, {});
    const l0 = cpuMs();
    const built = buildStatements(r.pages.map((p) => buildLines(p)));
    const l1 = cpuMs();
    const t2 = performance.now();
    const c = process.cpuUsage(c0);
    const sum = (k: 'loadMs' | 'prepareMs' | 'ocrMs' | 'rereadMs' | 'rereads') =>
      (r.timings ?? []).reduce((a, t) => a + t[k], 0);
    return {
      stats: {
        wallMs: t2 - t0,
        cpuMs: (c.user + c.system) / 1000,
        loadMs: sum('loadMs'),
        prepareMs: sum('prepareMs'),
        ocrMs: sum('ocrMs'),
        rereadMs: sum('rereadMs'),
        rereads: sum('rereads'),
        layoutMs: l1 - l0,
      },
      pages: r.pages.length,
      words: r.pages.reduce((a, p) => a + p.words.length, 0),
      transactions: built.statements.reduce((a, s) => a + s.transactions.length, 0),
      errors: r.errors.map((e) => `${e.code}: ${e.message}`),
    };
  };
  if (values['warm-up']) await warmUpOcr();
  const cold = await once();
  const startup = { wallMs: performance.now(), cpuMs: cpuMs() };
  let warm = cold.stats;
  for (let i = 0; i < Math.max(1, Number(values.runs)); i++) {
    const r = await once();
    if (r.stats.cpuMs < warm.cpuMs || warm === cold.stats) warm = r.stats;
  }
  await shutdownOcr();
  const restart = (await once()).stats;
  await shutdownOcr();
  const out: ChildResult = {
    pages: cold.pages,
    words: cold.words,
    transactions: cold.transactions,
    cold: cold.stats,
    warm,
    restart,
    startup,
    maxRssKiB: process.resourceUsage().maxRSS,
    errors: cold.errors,
  };
  console.log(`\n${JSON.stringify(out)}`);
  process.exit(0);
}

if (values.help || positionals.length === 0) {
  console.log(
    'usage: npm run bench:ocr -- FILE... [--runs N] [--cores LIST] [--warm-up] [--json]\n' +
      '       npm run bench:ocr -- --batch FILE... [--rounds N] [--jobs 1,2] [--cores LIST]',
  );
  process.exit(values.help ? 0 : 1);
}

const hasTaskset = spawnSync('taskset', ['--version']).status === 0;

// ---- batch: bsp parse over every file in one process, against native tesseract ---------------
if (values.batch) {
  const jobs = values.jobs ? values.jobs.split(',').map(Number) : [1, null];
  const cores = hasTaskset ? (values.cores ?? null) : null;
  const series = measureOcrBatch(positionals, { rounds: Number(values.rounds), jobs, cores });
  if (!series) {
    console.error('bench:ocr --batch needs the bsp command (apps/server) beside the parser.');
    process.exit(1);
  }
  if (values.json) console.log(JSON.stringify({ cores: cores ?? 'all', series }, null, 2));
  else {
    console.log(formatBatch(series, positionals.length));
    console.log(
      `\n${cores ? `pinned to core(s) ${cores}` : 'not pinned'}; ${values.rounds} timed rounds, runs alternating, after one untimed run of each; CPU from the finished processes (10-ms ticks). Native: OMP_THREAD_LIMIT=1 tesseract IMAGE - --psm 6, one process per image.`,
    );
  }
  process.exit(0);
}

interface NativeBest {
  wallMs: number;
  cpuMs: number | null;
}

/** Native tesseract on one image, fastest of `--runs` (null for files it does not read). */
function nativeBest(file: string): NativeBest | null {
  if (!nativeReads(file)) return null;
  const runs = Array.from({ length: Math.max(1, Number(values.runs)) }, () =>
    runNativeTesseract([file], hasTaskset ? cores : null),
  );
  const cpus = runs.flatMap((r) => (r.cpuMs === null ? [] : [r.cpuMs]));
  return {
    wallMs: Math.min(...runs.map((r) => r.wallMs)),
    cpuMs: cpus.length ? Math.min(...cpus) : null,
  };
}

// ---- parent: one child per file --------------------------------------------------------------
const self = fileURLToPath(import.meta.url);
const cores = values.cores ?? '0';
const native = hasNativeTesseract();
const rows: Array<{ file: string; native: NativeBest | null } & ChildResult> = [];
for (const file of positionals) {
  const args = [self, '--child', file, '--runs', values.runs];
  if (values['warm-up']) args.push('--warm-up');
  const cmd = hasTaskset ? 'taskset' : process.execPath;
  const argv = hasTaskset ? ['-c', cores, process.execPath, ...args] : args;
  const p = spawnSync(cmd, argv, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const last = p.stdout.trim().split('\n').pop() ?? '';
  let r: ChildResult;
  try {
    r = JSON.parse(last) as ChildResult;
  } catch {
    console.error(`${file}: benchmark failed\n${p.stderr.slice(-2000)}`);
    continue;
  }
  rows.push({ file: basename(file), native: native ? nativeBest(file) : null, ...r });
}

const s = (ms: number, pages: number) => (ms / 1000 / Math.max(1, pages)).toFixed(2).padStart(6);
if (values.json) {
  console.log(JSON.stringify({ cores: hasTaskset ? cores : 'all', files: rows }, null, 2));
} else {
  console.log(
    `${'file'.padEnd(30)} pages  words  rows | warm s/page: wall    cpu   load   prep    ocr (reread   n) layout | cpu s/page: cold restart | peak RSS`,
  );
  for (const r of rows) {
    const w = r.warm;
    console.log(
      `${r.file.padEnd(30)} ${String(r.pages).padStart(5)} ${String(r.words).padStart(6)} ${String(r.transactions).padStart(5)} |            ${s(w.wallMs, r.pages)} ${s(w.cpuMs, r.pages)} ${s(w.loadMs, r.pages)} ${s(w.prepareMs, r.pages)} ${s(w.ocrMs, r.pages)} (${s(w.rereadMs, r.pages)} ${String(w.rereads).padStart(3)}) ${s(w.layoutMs, r.pages)} |             ${s(r.cold.cpuMs, r.pages)}  ${s(r.restart.cpuMs, r.pages)} | ${(r.maxRssKiB / 1024).toFixed(0).padStart(5)} MB${r.errors.length ? `  ${r.errors.join('; ')}` : ''}`,
    );
  }
  const pages = rows.reduce((a, r) => a + r.pages, 0);
  const tot = (k: keyof RunStats) => rows.reduce((a, r) => a + r.warm[k], 0);
  console.log(
    `${'all'.padEnd(30)} ${String(pages).padStart(5)} ${''.padStart(6)} ${''.padStart(5)} |            ${s(tot('wallMs'), pages)} ${s(tot('cpuMs'), pages)} ${s(tot('loadMs'), pages)} ${s(tot('prepareMs'), pages)} ${s(tot('ocrMs'), pages)} (${s(tot('rereadMs'), pages)} ${String(tot('rereads')).padStart(3)}) ${s(tot('layoutMs'), pages)} |             ${s(
      rows.reduce((a, r) => a + r.cold.cpuMs, 0),
      pages,
    )}  ${s(
      rows.reduce((a, r) => a + r.restart.cpuMs, 0),
      pages,
    )} | ${(Math.max(0, ...rows.map((r) => r.maxRssKiB)) / 1024).toFixed(0).padStart(5)} MB`,
  );
  const per = (r: (typeof rows)[number], ms: number) => ms / Math.max(1, r.pages);
  const slowWarm = rows.reduce<(typeof rows)[number] | null>(
    (a, r) => (!a || per(r, r.warm.cpuMs) > per(a, a.warm.cpuMs) ? r : a),
    null,
  );
  const slowCold = rows.reduce<(typeof rows)[number] | null>(
    (a, r) => (!a || per(r, r.cold.cpuMs) > per(a, a.cold.cpuMs) ? r : a),
    null,
  );
  if (slowWarm && slowCold)
    console.log(
      `slowest: warm ${s(slowWarm.warm.cpuMs, slowWarm.pages).trim()} s/page (${slowWarm.file}), cold ${s(slowCold.cold.cpuMs, slowCold.pages).trim()} s/page (${slowCold.file})`,
    );
  const compared = rows.filter((r) => r.native);
  if (compared.length > 0) {
    console.log(
      `\n${'start-up included, s/image'.padEnd(30)} | ours: wall    cpu | native: wall    cpu | ours/native: wall  cpu | ours warm cpu/native cpu`,
    );
    const ratio = (a: number, b: number | null | undefined) =>
      b ? `${(a / b).toFixed(2)}×`.padStart(6) : '     —';
    for (const r of compared) {
      const n = r.native!;
      console.log(
        `${r.file.padEnd(30)} |      ${s(r.startup.wallMs, 1)} ${s(r.startup.cpuMs, 1)} |        ${s(n.wallMs, 1)} ${n.cpuMs === null ? '     —' : s(n.cpuMs, 1)} |              ${ratio(r.startup.wallMs, n.wallMs)} ${ratio(r.startup.cpuMs, n.cpuMs)} | ${ratio(r.warm.cpuMs, n.cpuMs)}`,
      );
    }
    const sum = (f: (r: (typeof rows)[number]) => number | null | undefined) =>
      compared.reduce((a, r) => a + (f(r) ?? 0), 0);
    const [ow, oc, nw, nc, wc] = [
      sum((r) => r.startup.wallMs),
      sum((r) => r.startup.cpuMs),
      sum((r) => r.native?.wallMs),
      sum((r) => r.native?.cpuMs),
      sum((r) => r.warm.cpuMs),
    ];
    const k = compared.length;
    console.log(
      `${'all (mean per image)'.padEnd(30)} |      ${s(ow, k)} ${s(oc, k)} |        ${s(nw, k)} ${s(nc, k)} |              ${ratio(ow, nw)} ${ratio(oc, nc)} | ${ratio(wc, nc)}`,
    );
    console.log(
      'ours = a process reading one image (Node start, imports, OCR worker, cold page); native = OMP_THREAD_LIMIT=1 tesseract IMAGE - --psm 6, fastest of --runs.',
    );
  }
  console.log(
    `\n${hasTaskset ? `pinned to core(s) ${cores}` : 'taskset not found: not pinned'}; warm = fastest of ${values.runs} runs after a cold one (the cold one starts the OCR worker${values['warm-up'] ? ', after warmUpOcr()' : ''}); restart = one run with a new OCR worker in the same process.`,
  );
}
