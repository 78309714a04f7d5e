/**
 * OCR speed benchmark: seconds per page on one core, by stage, and peak memory.
 *
 *   npm run bench:ocr -- FILE... [--runs N] [--cores LIST] [--warm-up] [--json]
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
 * counted), as a server would at start-up.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    cores: { type: 'string', default: '0' },
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
    maxRssKiB: process.resourceUsage().maxRSS,
    errors: cold.errors,
  };
  console.log(`\n${JSON.stringify(out)}`);
  process.exit(0);
}

if (values.help || positionals.length === 0) {
  console.log('usage: npm run bench:ocr -- FILE... [--runs N] [--cores LIST] [--json]');
  process.exit(values.help ? 0 : 1);
}

// ---- parent: one child per file --------------------------------------------------------------
const self = fileURLToPath(import.meta.url);
const hasTaskset = spawnSync('taskset', ['--version']).status === 0;
const rows: Array<{ file: string } & ChildResult> = [];
for (const file of positionals) {
  const args = [self, '--child', file, '--runs', values.runs];
  if (values['warm-up']) args.push('--warm-up');
  const cmd = hasTaskset ? 'taskset' : process.execPath;
  const argv = hasTaskset ? ['-c', values.cores, process.execPath, ...args] : args;
  const p = spawnSync(cmd, argv, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const last = p.stdout.trim().split('\n').pop() ?? '';
  let r: ChildResult;
  try {
    r = JSON.parse(last) as ChildResult;
  } catch {
    console.error(`${file}: benchmark failed\n${p.stderr.slice(-2000)}`);
    continue;
  }
  rows.push({ file: basename(file), ...r });
}

const s = (ms: number, pages: number) => (ms / 1000 / Math.max(1, pages)).toFixed(2).padStart(6);
if (values.json) {
  console.log(JSON.stringify({ cores: hasTaskset ? values.cores : 'all', files: rows }, null, 2));
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
  console.log(
    `\n${hasTaskset ? `pinned to core(s) ${values.cores}` : 'taskset not found: not pinned'}; warm = fastest of ${values.runs} runs after a cold one (the cold one starts the OCR worker${values['warm-up'] ? ', after warmUpOcr()' : ''}); restart = one run with a new OCR worker in the same process.`,
  );
}
