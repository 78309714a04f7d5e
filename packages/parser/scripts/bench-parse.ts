/**
 * Speed benchmark: parseStatement vs `pdftotext -layout` on the same PDFs.
 *
 *   npm run bench:parse -- DIR [--runs N] [--warmup W] [--no-big] [--filter S] [--json]
 *
 * Every PDF under DIR (recursively) is parsed in a fresh child process (W warm-ups, default 1, then
 * N timed runs) so each file's peak RSS (process.resourceUsage().maxRSS) is its own. pdftotext runs N times
 * on the same file in the same run. Prints pages/second for both, the time ratio (ours / pdftotext)
 * per file and in total, and peak memory; then generates a 50-page synthetic statement and reports
 * its time and peak RSS separately. The PDF text layer is PDFium unless the environment says
 * `BSP_PDF_TEXT_LAYER=pdfjs` (children inherit it), which makes A/B runs one command each.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '1' },
    child: { type: 'string' },
    baseline: { type: 'boolean', default: false },
    'no-big': { type: 'boolean', default: false },
    'big-pages': { type: 'string', default: '50' },
    filter: { type: 'string' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});

const runs = Math.max(1, Number(values.runs));
const warmups = Math.max(1, Number(values.warmup));

interface ChildResult {
  pages: number;
  method: string;
  transactions: number;
  warmupMs: number;
  ms: number[];
  maxRssKiB: number;
  error?: string;
}

// ---- child mode: parse one file, print JSON -------------------------------------------------
if (values.baseline) {
  await import('../src/index.ts');
  console.log(JSON.stringify({ maxRssKiB: process.resourceUsage().maxRSS }));
  process.exit(0);
}
if (values.child) {
  const mod = (await import('../src/index.ts')) as Record<string, unknown>;
  const parse = mod.parseStatement as
    | ((b: Uint8Array, o?: { fileName?: string }) => Promise<import('../src/types.ts').ParseResult>)
    | undefined;
  if (typeof parse !== 'function') {
    console.log(JSON.stringify({ error: 'parseStatement is not exported from src/index.ts yet' }));
    process.exit(0);
  }
  const bytes = new Uint8Array(readFileSync(values.child));
  const t0 = performance.now();
  const first = await parse(bytes, { fileName: values.child });
  for (let i = 1; i < warmups; i++) await parse(bytes, { fileName: values.child });
  const warmupMs = performance.now() - t0;
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await parse(bytes, { fileName: values.child });
    ms.push(performance.now() - t);
  }
  const out: ChildResult = {
    pages: first.pages,
    method: first.method,
    transactions: first.statements.reduce((a, s) => a + s.transactions.length, 0),
    warmupMs,
    ms,
    maxRssKiB: process.resourceUsage().maxRSS,
  };
  if (first.errors.length) out.error = first.errors.map((e) => e.code).join(',');
  console.log(JSON.stringify(out));
  process.exit(0);
}

// ---- parent mode ----------------------------------------------------------------------------
const dir = positionals[0];
if (values.help || !dir) {
  console.log(
    'usage: npm run bench:parse -- DIR [--runs N] [--warmup W] [--no-big] [--big-pages 50] [--filter S] [--json]',
  );
  process.exit(values.help ? 0 : 1);
}

const self = fileURLToPath(import.meta.url);
const node = process.execPath;

function child(args: string[]): ChildResult {
  const r = spawnSync(node, [self, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const line = r.stdout.trim().split('\n').pop() ?? '';
  try {
    return JSON.parse(line) as ChildResult;
  } catch {
    return {
      pages: 0,
      method: '?',
      transactions: 0,
      warmupMs: 0,
      ms: [],
      maxRssKiB: 0,
      error: `child failed: ${(r.stderr || r.stdout).trim().split('\n').slice(-3).join(' | ')}`,
    };
  }
}

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

function pdftotextMs(file: string): number[] {
  if (!havePdftotext) return [];
  execFileSync('pdftotext', ['-layout', file, '-'], { stdio: 'ignore' }); // warm the page cache
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    execFileSync('pdftotext', ['-layout', file, '-'], { stdio: 'ignore', maxBuffer: 256 << 20 });
    ms.push(performance.now() - t);
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

let files = walk(dir);
if (values.filter) files = files.filter((f) => f.includes(values.filter!));
if (!files.length) {
  console.error(`no PDFs under ${dir}`);
  process.exit(1);
}

const baseline = child(['--baseline']).maxRssKiB;
const rows: Record<string, unknown>[] = [];
let oursTotal = 0;
let popplerTotal = 0;
let pagesTotal = 0;
let peak = 0;
const log = (s: string) => {
  if (!values.json) console.log(s);
};
log(
  `runs per file: ${runs} (after ${warmups} warm-up${warmups > 1 ? 's' : ''}); text layer ` +
    `${process.env.BSP_PDF_TEXT_LAYER === 'pdfjs' ? 'pdf.js (forced)' : 'PDFium'}; node ${process.version}; ` +
    `baseline RSS ${mib(baseline)} MiB`,
);
log(
  `${'file'.padEnd(56)} pages method    ours ms  pages/s  pdftotext ms  pages/s   ratio  peak MiB`,
);
for (const f of files) {
  const r = child(['--child', f, '--runs', String(runs), '--warmup', String(warmups)]);
  const p = pdftotextMs(f);
  const ours = median(r.ms);
  const theirs = median(p);
  const name = relative(dir, f);
  if (r.error && !r.ms.length) {
    log(`${name.padEnd(56)} ERROR ${r.error}`);
    rows.push({ file: name, error: r.error });
    continue;
  }
  oursTotal += ours;
  if (p.length) popplerTotal += theirs;
  pagesTotal += r.pages;
  peak = Math.max(peak, r.maxRssKiB);
  const row = {
    file: name,
    pages: r.pages,
    method: r.method,
    transactions: r.transactions,
    oursMs: ours,
    oursPagesPerSec: (r.pages * 1000) / ours,
    pdftotextMs: p.length ? theirs : null,
    pdftotextPagesPerSec: p.length ? (r.pages * 1000) / theirs : null,
    ratio: p.length ? ours / theirs : null,
    warmupMs: r.warmupMs,
    peakRssMiB: r.maxRssKiB / 1024,
    error: r.error ?? null,
  };
  rows.push(row);
  log(
    `${name.slice(-56).padEnd(56)} ${String(r.pages).padStart(5)} ${r.method.padEnd(6)} ${ours.toFixed(0).padStart(9)} ` +
      `${row.oursPagesPerSec.toFixed(1).padStart(8)} ${p.length ? theirs.toFixed(0).padStart(13) : '            -'} ` +
      `${row.pdftotextPagesPerSec ? row.pdftotextPagesPerSec.toFixed(1).padStart(8) : '       -'} ` +
      `${row.ratio ? `${row.ratio.toFixed(1)}x`.padStart(7) : '      -'} ${mib(r.maxRssKiB).padStart(9)}` +
      `${r.error ? `  (${r.error})` : ''}`,
  );
}
const total = {
  files: rows.length,
  pages: pagesTotal,
  oursSeconds: oursTotal / 1000,
  oursPagesPerSec: (pagesTotal * 1000) / oursTotal,
  pdftotextSeconds: havePdftotext ? popplerTotal / 1000 : null,
  pdftotextPagesPerSec: havePdftotext ? (pagesTotal * 1000) / popplerTotal : null,
  ratio: havePdftotext ? oursTotal / popplerTotal : null,
  peakRssMiB: peak / 1024,
  baselineRssMiB: baseline / 1024,
};
log(
  `\nTOTAL ${total.files} files, ${pagesTotal} pages: ours ${total.oursSeconds.toFixed(2)} s ` +
    `(${total.oursPagesPerSec.toFixed(1)} pages/s)` +
    (havePdftotext
      ? `, pdftotext ${total.pdftotextSeconds!.toFixed(2)} s (${total.pdftotextPagesPerSec!.toFixed(1)} pages/s), ` +
        `ratio ${total.ratio!.toFixed(1)}x`
      : '') +
    `; peak RSS ${mib(peak)} MiB (a child that only loads the parser: ${mib(baseline)} MiB)`,
);

let big: Record<string, unknown> | null = null;
if (!values['no-big']) {
  const { generateStatement } = await import('../src/synthetic/index.ts');
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
    const r = child(['--child', file, '--runs', String(runs), '--warmup', String(warmups)]);
    const p = pdftotextMs(file);
    const ours = median(r.ms);
    big = {
      pages: s.truth.pages,
      truthRows: s.truth.statements[0]!.transactions.length,
      parsedRows: r.transactions,
      oursMs: ours,
      oursPagesPerSec: (r.pages * 1000) / ours,
      pdftotextMs: p.length ? median(p) : null,
      ratio: p.length ? ours / median(p) : null,
      peakRssMiB: r.maxRssKiB / 1024,
      error: r.error ?? null,
    };
    log(
      `\n${s.truth.pages}-page synthetic statement (${big.truthRows} rows, parsed ${r.transactions}): ` +
        `ours ${ours.toFixed(0)} ms (${(big.oursPagesPerSec as number).toFixed(1)} pages/s)` +
        (p.length
          ? `, pdftotext ${median(p).toFixed(0)} ms, ratio ${(big.ratio as number).toFixed(1)}x`
          : '') +
        `, peak RSS ${mib(r.maxRssKiB)} MiB${r.error ? ` (${r.error})` : ''}`,
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
if (values.json) console.log(JSON.stringify({ runs, warmups, total, big, files: rows }, null, 2));
