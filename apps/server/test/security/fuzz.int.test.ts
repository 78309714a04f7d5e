/**
 * The fuzzer's short CI run (issue #14): 2,000 seeded mutations of generated statements parsed
 * in the worker's parser threads with the production time and heap limits. No case may crash a
 * parser thread (in production: retries, then a generic error) or outlive the time limit; this
 * process must survive every case. OCR is skipped for pages that lost their text layer (it would
 * take most of the budget); `npm run fuzz` runs with OCR and page images too.
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { fuzzBases } from '../../scripts/fuzz-bases.ts';
import { loadConfig } from '../../src/config.ts';
import { formatReport, runFuzz } from '../../src/security/fuzz.ts';
import { closeIdleParserThreads } from '../../src/worker/isolate.ts';

const CASES = 2_000;
/** Cases that crash a thread or hang are written here (kept when the test fails). */
const crashDir = path.join(os.tmpdir(), `bsp-fuzz-ci-${process.pid}`);
const SEED = 'ci-14';

afterAll(() => closeIdleParserThreads());

it(`survives ${CASES} mutated statements: no thread crash, no hang, every case classified`, async () => {
  const production = loadConfig({});
  const bases = await fuzzBases({ images: false });
  const report = await runFuzz({
    bases,
    cases: CASES,
    seed: SEED,
    limits: { timeoutMs: production.parseTimeoutS * 1000, memoryMb: production.parseMemoryMb },
    concurrency: 2,
    ocr: false,
    crashDir,
  });
  console.info(formatReport(report));
  expect(report.cases).toBe(CASES);
  expect(report.defects).toEqual([]);
  expect(report.threadCrashes).toBe(0);
  expect(report.hangs).toBe(0);
  // every case ended in a known way; the mutations are strong enough that many fail
  const known = /^(parsed|timeout|out_of_memory|failed:[a-z_]+)$/;
  expect(Object.keys(report.outcomes).every((k) => known.test(k))).toBe(true);
  expect(report.outcomes.parsed ?? 0).toBeGreaterThan(CASES * 0.2);
  expect(CASES - (report.outcomes.parsed ?? 0)).toBeGreaterThan(CASES * 0.2);
  expect(report.peakRss).toBeGreaterThan(0);
  expect(report.peakThreadMemory).toBeGreaterThan(0);
  rmSync(crashDir, { recursive: true, force: true });
}, 180_000);
