/**
 * Seeded mutation fuzzing of the parser as the worker runs it (issue #14, "Hostile input"): each
 * case is one well-formed statement (PDF or image, given by the caller) damaged by one or a few
 * seeded mutations — byte flips, truncation, chunk duplication or removal, a number or a token
 * changed inside the PDF syntax, a damaged xref table, a /Length that lies — and parsed in the
 * same pool of parser threads, with the same time and heap limits, as `statement.parse` jobs.
 *
 * A case is fully determined by (seed, index): `mutateCase` rebuilds it, so a run can be replayed
 * from its seed, and any case that crashed a thread or hung is also written out as bytes.
 *
 * Outcomes: `parsed`, `failed:<code>` (the parser's specific error), `timeout`, `out_of_memory`
 * (the thread's limits, as in production), `thread_crash` (the thread died or threw: in
 * production a retry and then a generic error — a defect), `hang` (no outcome past the time limit
 * plus a grace period — the thread kill did not work: a defect). A crash of this process is not
 * counted here: the runner writes the case it is about to run to `inflight.json` first, so a case
 * that kills the process is left on disk.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import {
  type IsolationLimits,
  peakParserThreadMemory,
  runIsolated,
  type ThreadOutcome,
} from '../worker/isolate.ts';

export type FuzzBase = { name: string; kind: 'pdf' | 'image'; bytes: Uint8Array };

export type Mutation =
  | 'flip'
  | 'truncate'
  | 'duplicate'
  | 'remove'
  | 'number'
  | 'token'
  | 'xref'
  | 'length';

const PDF_MUTATIONS: Mutation[] = [
  'flip',
  'truncate',
  'duplicate',
  'remove',
  'number',
  'number',
  'token',
  'token',
  'xref',
  'length',
];
const IMAGE_MUTATIONS: Mutation[] = ['flip', 'flip', 'truncate', 'duplicate', 'remove'];

/** xorshift128+ seeded from a string: the same (seed, index) gives the same case everywhere. */
export class Rng {
  #s0: bigint;
  #s1: bigint;
  constructor(seed: string) {
    const h = createHash('sha256').update(seed).digest();
    this.#s0 = h.readBigUInt64LE(0) || 1n;
    this.#s1 = h.readBigUInt64LE(8) || 2n;
  }
  /** [0, 1) */
  next(): number {
    let s1 = this.#s0;
    const s0 = this.#s1;
    this.#s0 = s0;
    s1 ^= (s1 << 23n) & 0xffffffffffffffffn;
    this.#s1 = s1 ^ s0 ^ (s1 >> 17n) ^ (s0 >> 26n);
    return Number((this.#s1 + s0) & 0x1fffffffffffffn) / 2 ** 53;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}

const NUMBER_SWAPS = [
  '0',
  '-1',
  '1',
  '2147483648',
  '4294967296',
  '-2147483649',
  '99999999999999999999',
  '1e308',
  '3.4e38',
  '-0.0000001',
  '.',
  '-',
  '00000000000000000000000000000000000001',
];
const TOKEN_SWAPS: Array<[RegExp, string[]]> = [
  [/\/Pages\b/g, ['/Page', '/Kids', '/XObject']],
  [/\/Page\b/g, ['/Pages', '/Font', '/Catalog']],
  [
    /\/FlateDecode\b/g,
    ['/LZWDecode', '/ASCII85Decode', '/DCTDecode', '/RunLengthDecode', '/Bogus'],
  ],
  [/\bobj\b/g, ['', 'obj obj', 'endobj']],
  [/\bendobj\b/g, ['', 'obj']],
  [/<</g, ['[', '<', '<<<<', '(']],
  [/>>/g, [']', '>', '']],
  [/\bR\b/g, ['', 'R R', '0']],
  [/\/Kids\s*\[/g, ['/Kids [1 0 R ', '/Kids [[[[', '/Kids (']],
  [/\/Count\s+\d+/g, ['/Count 0', '/Count -1', '/Count 1000000000']],
  [/\/Type\b/g, ['/Tpye', '/Subtype']],
  [/\bstream\b/g, ['', 'stream stream']],
  [/\/Root\b/g, ['/Info', '/Encrypt']],
  [
    /\/MediaBox\s*\[[^\]]*\]/g,
    ['/MediaBox [0 0 0 0]', '/MediaBox [0 0 1e30 1e30]', '/MediaBox [1 2]'],
  ],
  [/\/Font\b/g, ['/XObject', '/Pattern']],
];

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

function spliceText(text: string, at: number, remove: number, insert: string): Uint8Array {
  return new Uint8Array(
    Buffer.from(text.slice(0, at) + insert + text.slice(at + remove), 'latin1'),
  );
}

/** One mutation of `bytes`; a PDF-syntax mutation that finds nothing to change flips bytes instead. */
export function mutate(bytes: Uint8Array, mutation: Mutation, rng: Rng): Uint8Array {
  const n = bytes.length;
  if (n === 0) return bytes;
  switch (mutation) {
    case 'flip': {
      const out = new Uint8Array(bytes);
      const flips = 1 + rng.int(8);
      for (let i = 0; i < flips; i++) {
        const at = rng.int(n);
        out[at] = out[at]! ^ (1 << rng.int(8));
      }
      return out;
    }
    case 'truncate':
      return bytes.slice(0, rng.int(n));
    case 'duplicate': {
      const len = 1 + rng.int(Math.min(4096, n));
      const from = rng.int(n - len + 1);
      const at = rng.int(n + 1);
      const out = new Uint8Array(n + len);
      out.set(bytes.subarray(0, at), 0);
      out.set(bytes.subarray(from, from + len), at);
      out.set(bytes.subarray(at), at + len);
      return out;
    }
    case 'remove': {
      const len = 1 + rng.int(Math.min(4096, n));
      const at = rng.int(n - len + 1);
      const out = new Uint8Array(n - len);
      out.set(bytes.subarray(0, at), 0);
      out.set(bytes.subarray(at + len), at);
      return out;
    }
    case 'number': {
      const text = latin1(bytes);
      const numbers = [...text.matchAll(/(?<![A-Za-z#])-?\d+(\.\d+)?(?![A-Za-z])/g)];
      if (numbers.length === 0) return mutate(bytes, 'flip', rng);
      const m = rng.pick(numbers);
      const swap =
        rng.next() < 0.7 ? rng.pick(NUMBER_SWAPS) : String(Number(m[0]) + rng.int(2001) - 1000);
      return spliceText(text, m.index!, m[0].length, swap);
    }
    case 'token': {
      const text = latin1(bytes);
      const [pattern, swaps] = rng.pick(TOKEN_SWAPS);
      const hits = [...text.matchAll(pattern)];
      if (hits.length === 0) return mutate(bytes, 'flip', rng);
      const m = rng.pick(hits);
      return spliceText(text, m.index!, m[0].length, rng.pick(swaps));
    }
    case 'xref': {
      const text = latin1(bytes);
      const at = text.lastIndexOf('xref');
      if (at < 0) return mutate(bytes, 'flip', rng);
      const choice = rng.int(4);
      if (choice === 0) {
        // startxref points anywhere
        const sx = text.lastIndexOf('startxref');
        if (sx >= 0) {
          const m = /startxref\s+(\d+)/.exec(text.slice(sx));
          if (m) return spliceText(text, sx, m[0].length, `startxref\n${rng.int(n * 2)}`);
        }
      }
      if (choice === 1) {
        // the table's entries shifted by a random amount
        const entries = [...text.slice(at).matchAll(/(\d{10}) (\d{5}) ([nf])/g)];
        if (entries.length > 0) {
          const shift = rng.int(2001) - 1000;
          let out = text;
          for (const e of entries.reverse()) {
            const pos = at + e.index!;
            const v = String(Math.max(0, Number(e[1]) + shift))
              .padStart(10, '0')
              .slice(-10);
            out = out.slice(0, pos) + v + out.slice(pos + 10);
          }
          return new Uint8Array(Buffer.from(out, 'latin1'));
        }
      }
      if (choice === 2) {
        // the table's header claims another count or start
        const m = /xref\s+(\d+)\s+(\d+)/.exec(text.slice(at));
        if (m)
          return spliceText(
            text,
            at,
            m[0].length,
            `xref\n${rng.int(5)} ${rng.pick(['0', '1', '999999', String(rng.int(100))])}`,
          );
      }
      // a run of the table overwritten with noise
      const out = new Uint8Array(bytes);
      for (let i = 0; i < 64 && at + i < n; i++) out[at + 5 + rng.int(200)] = 32 + rng.int(90);
      return out;
    }
    case 'length': {
      const text = latin1(bytes);
      const lengths = [...text.matchAll(/\/Length\s+(\d+)(?!\s+\d+\s+R)/g)];
      if (lengths.length === 0) return mutate(bytes, 'flip', rng);
      const m = rng.pick(lengths);
      const real = Number(m[1]);
      const lie = rng.pick([
        0,
        1,
        real - 1,
        real + 1,
        real * 2,
        real + 10_000,
        2 ** 31,
        2 ** 32 - 1,
      ]);
      return spliceText(text, m.index!, m[0].length, `/Length ${lie}`);
    }
  }
}

/** Case `index` of a run seeded with `seed`: its base, mutations and bytes. */
export function mutateCase(
  bases: readonly FuzzBase[],
  seed: string,
  index: number,
): { base: FuzzBase; mutations: Mutation[]; bytes: Uint8Array } {
  const rng = new Rng(`${seed}:${index}`);
  const base = bases[rng.int(bases.length)]!;
  const pool = base.kind === 'pdf' ? PDF_MUTATIONS : IMAGE_MUTATIONS;
  // mostly one mutation, sometimes a few on top of each other
  const count = rng.next() < 0.7 ? 1 : 2 + rng.int(3);
  const mutations: Mutation[] = [];
  let bytes = base.bytes;
  for (let i = 0; i < count; i++) {
    const m = rng.pick(pool);
    mutations.push(m);
    bytes = mutate(bytes, m, rng);
  }
  return { base, mutations, bytes };
}

export type FuzzOutcomeKind = string;

/** `parsed`, `failed:<code>`, `timeout`, `out_of_memory`, `thread_crash` or `hang`. */
export function classify(outcome: ThreadOutcome | 'hang'): FuzzOutcomeKind {
  if (outcome === 'hang') return 'hang';
  switch (outcome.kind) {
    case 'result': {
      const error = outcome.result.errors[0];
      if (error) return `failed:${error.code}`;
      return outcome.result.statements.length > 0 ? 'parsed' : 'failed:no_transactions_found';
    }
    case 'timeout':
      return 'timeout';
    case 'out_of_memory':
      return 'out_of_memory';
    default:
      return 'thread_crash';
  }
}

/** Grace past the time limit before a case counts as a hang (the thread kill should be instant). */
export const HANG_GRACE_MS = 10_000;

/** Parses one file in the worker's parser threads, the way `statement.parse` does. */
export async function parseLikeTheWorker(
  bytes: Uint8Array,
  fileName: string,
  limits: IsolationLimits,
  options: { ocr?: boolean } = {},
): Promise<ThreadOutcome | 'hang'> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), limits.timeoutMs + HANG_GRACE_MS);
  });
  try {
    return await Promise.race([
      runIsolated(
        {
          op: 'parse',
          bytes: new Uint8Array(bytes),
          fileName,
          password: undefined,
          // as the job does: the parser stops itself a little before the thread is killed
          timeoutMs: Math.max(1000, limits.timeoutMs - 2000),
          keepWords: true,
          ...(options.ocr === false ? { ocr: false } : {}),
        },
        limits,
      ),
      hang,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export type FuzzOptions = {
  bases: FuzzBase[];
  cases: number;
  seed: string;
  limits: IsolationLimits;
  /** Cases parsed at once (parser threads side by side). Default 2. */
  concurrency?: number;
  /** Where cases that crashed a thread or hung are written (and `inflight.json`). */
  crashDir?: string;
  /** Called every `progressEvery` cases. */
  onProgress?: (done: number, report: FuzzReport) => void;
  progressEvery?: number;
  /** First case index (to resume or shard a run). Default 0. */
  start?: number;
  /** false: no OCR of pages that lost their text layer (CI's short run). Default true. */
  ocr?: boolean;
};

export type FuzzReport = {
  seed: string;
  cases: number;
  outcomes: Record<string, number>;
  /** Time spent per outcome kind (ms, summed over its cases). */
  outcomeMs: Record<string, number>;
  /** By mutation (first mutation of each case): cases and how many parsed. */
  byMutation: Record<string, { cases: number; parsed: number; ms: number }>;
  threadCrashes: number;
  hangs: number;
  /** Cases that crashed a thread or hung: index, outcome, file written. */
  defects: Array<{
    index: number;
    outcome: string;
    base: string;
    mutations: Mutation[];
    file?: string;
    message?: string;
  }>;
  /** Peak resident memory of this process: main thread and parser threads together (bytes). */
  peakRss: number;
  /** Peak V8 heap used on the main thread (bytes). */
  peakMainHeap: number;
  /** Peak memory of one parser thread: V8 heap used + ArrayBuffers and WebAssembly (bytes). */
  peakThreadMemory: number;
  /** Slowest case (ms). */
  slowestMs: number;
  /** The slowest case, to replay it (`--replay-case`). */
  slowest: { index: number; base: string; mutations: Mutation[]; outcome: string } | null;
  durationMs: number;
  casesPerSecond: number;
};

/** Runs the cases [start, start + cases) and reports; never throws for a case. */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const start = options.start ?? 0;
  const end = start + options.cases;
  const report: FuzzReport = {
    seed: options.seed,
    cases: 0,
    outcomes: {},
    outcomeMs: {},
    byMutation: {},
    threadCrashes: 0,
    hangs: 0,
    defects: [],
    peakRss: 0,
    peakMainHeap: 0,
    peakThreadMemory: 0,
    slowestMs: 0,
    slowest: null,
    durationMs: 0,
    casesPerSecond: 0,
  };
  if (options.crashDir) mkdirSync(options.crashDir, { recursive: true });
  const inflight = new Map<number, { base: string; mutations: Mutation[] }>();
  const writeInflight = () => {
    if (!options.crashDir) return;
    writeFileSync(
      path.join(options.crashDir, 'inflight.json'),
      JSON.stringify({
        seed: options.seed,
        cases: [...inflight].map(([index, c]) => ({ index, ...c })),
      }),
    );
  };
  const sample = () => {
    report.peakRss = Math.max(report.peakRss, process.memoryUsage.rss());
    report.peakMainHeap = Math.max(report.peakMainHeap, getHeapStatistics().used_heap_size);
    report.peakThreadMemory = Math.max(report.peakThreadMemory, peakParserThreadMemory());
  };
  const sampler = setInterval(sample, 100);
  sampler.unref();
  const began = performance.now();
  let next = start;
  const every = options.progressEvery ?? 500;

  const one = async (index: number) => {
    const { base, mutations, bytes } = mutateCase(options.bases, options.seed, index);
    inflight.set(index, { base: base.name, mutations });
    writeInflight();
    const t0 = performance.now();
    const fileName = base.kind === 'pdf' ? 'statement.pdf' : 'statement.png';
    const outcome = await parseLikeTheWorker(bytes, fileName, options.limits, {
      ocr: options.ocr !== false,
    });
    const kindMs = performance.now() - t0;
    inflight.delete(index);
    const kind = classify(outcome);
    if (kindMs > report.slowestMs) {
      report.slowestMs = kindMs;
      report.slowest = { index, base: base.name, mutations, outcome: kind };
    }
    report.cases++;
    report.outcomes[kind] = (report.outcomes[kind] ?? 0) + 1;
    report.outcomeMs[kind] = (report.outcomeMs[kind] ?? 0) + kindMs;
    const first = mutations[0]!;
    report.byMutation[first] ??= { cases: 0, parsed: 0, ms: 0 };
    const byM = report.byMutation[first];
    byM.cases++;
    byM.ms += performance.now() - t0;
    if (kind === 'parsed') byM.parsed++;
    if (kind === 'thread_crash' || kind === 'hang') {
      if (kind === 'hang') report.hangs++;
      else report.threadCrashes++;
      const defect: FuzzReport['defects'][number] = {
        index,
        outcome: kind,
        base: base.name,
        mutations,
        ...(outcome !== 'hang' && (outcome.kind === 'crashed' || outcome.kind === 'error')
          ? { message: outcome.message.slice(0, 200) }
          : {}),
      };
      if (options.crashDir) {
        const file = path.join(options.crashDir, `seed-${options.seed}-case-${index}.bin`);
        writeFileSync(file, bytes);
        writeFileSync(`${file}.json`, JSON.stringify({ seed: options.seed, ...defect }, null, 2));
        defect.file = file;
      }
      report.defects.push(defect);
    }
    sample();
    if (options.onProgress && report.cases % every === 0) {
      report.durationMs = performance.now() - began;
      report.casesPerSecond = report.cases / (report.durationMs / 1000);
      options.onProgress(report.cases, report);
    }
  };

  const lanes = Array.from({ length: concurrency }, async () => {
    while (next < end) {
      const index = next++;
      await one(index);
    }
  });
  await Promise.all(lanes);
  clearInterval(sampler);
  sample();
  report.durationMs = performance.now() - began;
  report.casesPerSecond = report.cases / (report.durationMs / 1000);
  if (options.crashDir) rmSync(path.join(options.crashDir, 'inflight.json'), { force: true });
  return report;
}

/** The report as the lines `npm run fuzz` prints. */
export function formatReport(report: FuzzReport): string {
  const mb = (n: number) => `${Math.round(n / 1e6)} MB`;
  const outcomes = Object.entries(report.outcomes)
    .sort((a, b) => b[1] - a[1])
    .map(
      ([k, v]) =>
        `  ${k.padEnd(36)} ${String(v).padStart(7)}  (mean ${Math.round((report.outcomeMs[k] ?? 0) / v)} ms)`,
    );
  const byMutation = Object.entries(report.byMutation)
    .sort()
    .map(
      ([k, v]) =>
        `  ${k.padEnd(12)} ${String(v.cases).padStart(7)} cases, ${v.parsed} still parsed, mean ${Math.round(v.ms / v.cases)} ms`,
    );
  return [
    `fuzz seed ${report.seed}: ${report.cases} cases in ${(report.durationMs / 1000).toFixed(1)} s (${report.casesPerSecond.toFixed(1)} cases/s), slowest case ${Math.round(report.slowestMs)} ms${report.slowest ? ` (case ${report.slowest.index}: ${report.slowest.base}; ${report.slowest.mutations.join('+')} → ${report.slowest.outcome})` : ''}`,
    'outcomes:',
    ...outcomes,
    'first mutation of each case:',
    ...byMutation,
    `main-process crashes: 0 (this process is alive)`,
    `thread crashes: ${report.threadCrashes}`,
    `hangs past the time limit: ${report.hangs}`,
    `peak RSS (main process + parser threads): ${mb(report.peakRss)}; peak main-thread heap: ${mb(report.peakMainHeap)}; peak parser thread (heap + ArrayBuffers + WebAssembly): ${mb(report.peakThreadMemory)}`,
    ...report.defects.map(
      (d) =>
        `defect: case ${d.index} (${d.base}; ${d.mutations.join('+')}) → ${d.outcome}${d.message ? `: ${d.message}` : ''}${d.file ? ` [${d.file}]` : ''}`,
    ),
  ].join('\n');
}
