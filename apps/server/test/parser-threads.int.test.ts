import { generateStatement } from '@bsp/synth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeIdleParserThreads,
  idleParserThreadCount,
  keepParserThreadWarm,
  runIsolated,
  type ThreadOutcome,
} from '../src/worker/isolate.ts';
import type { ParseTask } from '../src/worker/parser-thread.ts';

const limits = { timeoutMs: 60_000, memoryMb: 512 };
let bytes: Uint8Array;

beforeAll(async () => {
  const s = await generateStatement({ seed: 'threads', family: 'uk-current', kind: 'text' });
  bytes = s.files[0]!.bytes;
});
afterAll(() => closeIdleParserThreads());

const task = (): ParseTask => ({
  op: 'parse',
  bytes: new Uint8Array(bytes),
  fileName: 'statement.pdf',
  password: undefined,
  timeoutMs: 30_000,
});

async function waitForIdle(n: number): Promise<void> {
  for (let i = 0; i < 200 && idleParserThreadCount() !== n; i++) {
    await new Promise((r) => setTimeout(r, 10));
  }
  expect(idleParserThreadCount()).toBe(n);
}

function transactions(outcome: ThreadOutcome): number {
  if (outcome.kind !== 'result') throw new Error(`expected a result, got ${outcome.kind}`);
  return outcome.result.statements.reduce((n, s) => n + s.transactions.length, 0);
}

describe('parser threads are reused between tasks', () => {
  it('parses again in the thread the first task used, with the same result', async () => {
    closeIdleParserThreads();
    const first = await runIsolated(task(), limits);
    await waitForIdle(1);
    const second = runIsolated(task(), limits);
    // the idle thread was taken, not a new one started beside it
    expect(idleParserThreadCount()).toBe(0);
    const again = await second;
    expect(transactions(again)).toBe(transactions(first));
    expect(transactions(first)).toBeGreaterThan(0);
    await waitForIdle(1);
  });

  it('runs tasks side by side in separate threads and keeps both', async () => {
    closeIdleParserThreads();
    const [a, b] = await Promise.all([runIsolated(task(), limits), runIsolated(task(), limits)]);
    expect(transactions(a)).toBe(transactions(b));
    await waitForIdle(2);
  });

  it('never reuses a thread that ran out of time', async () => {
    closeIdleParserThreads();
    const outcome = await runIsolated(task(), { ...limits, timeoutMs: 1 });
    expect(outcome.kind).toBe('timeout');
    await new Promise((r) => setTimeout(r, 50));
    expect(idleParserThreadCount()).toBe(0);
  });

  it('answers a bad file with the parser error and stays usable', async () => {
    closeIdleParserThreads();
    const bad = await runIsolated(
      { ...task(), bytes: new TextEncoder().encode('not a pdf') },
      limits,
    );
    expect(bad.kind === 'result' && bad.result.errors[0]?.code).toBe('unsupported_type');
    await waitForIdle(1);
    expect(transactions(await runIsolated(task(), limits))).toBeGreaterThan(0);
  });

  it('keeps a warmed-up thread for the next job', async () => {
    closeIdleParserThreads();
    keepParserThreadWarm(limits.memoryMb);
    // the warm-up (parser + OCR reading a generated page) runs in the background
    for (let i = 0; i < 300 && idleParserThreadCount() === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(idleParserThreadCount()).toBe(1);
    const outcome = runIsolated(task(), limits);
    expect(idleParserThreadCount()).toBe(0); // the warm thread took the job
    expect(transactions(await outcome)).toBeGreaterThan(0);
    await waitForIdle(1);
    closeIdleParserThreads();
    expect(idleParserThreadCount()).toBe(0);
  });
});
