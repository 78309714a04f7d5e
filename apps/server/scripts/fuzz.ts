/**
 * Mutation fuzzing of the parser through the worker's parser threads (issue #14):
 *
 *   npm run fuzz -- [--cases 2000] [--seed 1] [--concurrency 2] [--out fuzz-crashes]
 *                   [--timeout-s S] [--memory-mb MB] [--no-images] [--no-compressed] [--no-ocr] [--start N]
 *   npm run fuzz -- --replay fuzz-crashes/seed-1-case-42.bin     (one saved case, its outcome)
 *   npm run fuzz -- --replay-case 42 --seed 1                     (rebuild case 42 of seed 1)
 *
 * Time and heap limits default to the production ones (PARSE_TIMEOUT_S, PARSE_MEMORY_MB, as
 * `bsp worker` reads them). Prints cases, outcomes by kind, thread crashes, hangs past the time
 * limit, peak memory and cases/s; exits 1 when any case crashed a thread or hung. A case that
 * kills this process is left in OUT/inflight.json (seed and index) for --replay-case.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import {
  classify,
  formatReport,
  mutateCase,
  parseLikeTheWorker,
  runFuzz,
} from '../src/security/fuzz.ts';
import { closeIdleParserThreads } from '../src/worker/isolate.ts';
import { fuzzBases } from './fuzz-bases.ts';

const { values: args } = parseArgs({
  options: {
    cases: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '2' },
    out: { type: 'string', default: 'fuzz-crashes' },
    'timeout-s': { type: 'string' },
    'memory-mb': { type: 'string' },
    'no-images': { type: 'boolean', default: false },
    'no-compressed': { type: 'boolean', default: false },
    'no-ocr': { type: 'boolean', default: false },
    start: { type: 'string', default: '0' },
    replay: { type: 'string' },
    'replay-case': { type: 'string' },
  },
});

const config = loadConfig(process.env);
const limits = {
  timeoutMs: (args['timeout-s'] ? Number(args['timeout-s']) : config.parseTimeoutS) * 1000,
  memoryMb: args['memory-mb'] ? Number(args['memory-mb']) : config.parseMemoryMb,
};

async function replay(bytes: Uint8Array, label: string): Promise<number> {
  const isPdf = Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');
  const started = performance.now();
  const outcome = await parseLikeTheWorker(
    bytes,
    isPdf ? 'statement.pdf' : 'statement.png',
    limits,
    {
      ocr: !args['no-ocr'],
    },
  );
  const kind = classify(outcome);
  const detail =
    outcome !== 'hang' && outcome.kind === 'result' && outcome.result.errors[0]
      ? ` — ${outcome.result.errors[0].message}`
      : outcome !== 'hang' && (outcome.kind === 'crashed' || outcome.kind === 'error')
        ? ` — ${outcome.message}`
        : '';
  console.log(`${label}: ${kind}${detail} (${Math.round(performance.now() - started)} ms)`);
  closeIdleParserThreads();
  return kind === 'thread_crash' || kind === 'hang' ? 1 : 0;
}

if (args.replay) {
  process.exitCode = await replay(
    new Uint8Array(readFileSync(args.replay)),
    path.basename(args.replay),
  );
} else {
  const bases = await fuzzBases({
    // without OCR an image ends at once (unsupported_type): nothing of it is fuzzed
    images: !args['no-images'] && !args['no-ocr'],
    compressed: !args['no-compressed'],
  });
  if (args['replay-case'] !== undefined) {
    const index = Number(args['replay-case']);
    const c = mutateCase(bases, args.seed!, index);
    process.exitCode = await replay(
      c.bytes,
      `seed ${args.seed} case ${index} (${c.base.name}; ${c.mutations.join('+')})`,
    );
  } else {
    console.log(
      `fuzz: ${args.cases} cases, seed ${args.seed}, ${bases.length} base statements, time limit ${limits.timeoutMs / 1000} s, heap ${limits.memoryMb} MB, ${args.concurrency} at once${args['no-ocr'] ? ', no OCR' : ''}`,
    );
    const report = await runFuzz({
      bases,
      cases: Number(args.cases),
      seed: args.seed!,
      start: Number(args.start),
      limits,
      concurrency: Number(args.concurrency),
      ocr: !args['no-ocr'],
      crashDir: path.resolve(args.out!),
      progressEvery: 1000,
      onProgress: (done, r) =>
        console.log(
          `  … ${done} cases, ${r.casesPerSecond.toFixed(1)}/s, thread crashes ${r.threadCrashes}, hangs ${r.hangs}, peak RSS ${Math.round(r.peakRss / 1e6)} MB`,
        ),
    });
    closeIdleParserThreads();
    console.log(formatReport(report));
    process.exitCode = report.threadCrashes + report.hangs > 0 ? 1 : 0;
  }
}
