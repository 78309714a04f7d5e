import { Worker } from 'node:worker_threads';
import type { ParseResult } from '@bsp/parser';
import type { ParseTask, RenderTask, ThreadMessage } from './parser-thread.ts';

const THREAD_URL = new URL('./parser-thread.ts', import.meta.url);

export type IsolationLimits = {
  /** Hard wall-clock limit; the thread is terminated when it is exceeded. */
  timeoutMs: number;
  /** V8 old-generation heap limit of the thread. */
  memoryMb: number;
};

export type ThreadOutcome =
  | { kind: 'result'; result: ParseResult }
  | { kind: 'image'; png: Buffer; pageCount: number; widthPt: number; heightPt: number }
  | { kind: 'page_out_of_range'; pageCount: number }
  | { kind: 'error'; code: string; message: string }
  | { kind: 'timeout' }
  | { kind: 'out_of_memory' }
  /** The thread died without answering: a transient failure worth a retry. */
  | { kind: 'crashed'; message: string };

/**
 * Runs one parser task in a fresh worker thread, away from the API's event loop, with a heap
 * limit and a time limit. The thread is always gone when the promise settles.
 */
export function runIsolated(
  task: ParseTask | RenderTask,
  limits: IsolationLimits,
  onProgress?: (stage: string, percent: number) => void,
): Promise<ThreadOutcome> {
  return new Promise<ThreadOutcome>((resolve) => {
    let settled: ThreadOutcome | undefined;
    const worker = new Worker(THREAD_URL, {
      workerData: task,
      resourceLimits: {
        maxOldGenerationSizeMb: limits.memoryMb,
        maxYoungGenerationSizeMb: Math.min(64, Math.max(16, Math.round(limits.memoryMb / 16))),
      },
      stdout: false,
      stderr: false,
    });
    const finish = (outcome: ThreadOutcome) => {
      if (settled) return;
      settled = outcome;
      clearTimeout(timer);
      resolve(outcome);
      void worker.terminate().catch(() => {});
    };
    const timer = setTimeout(() => finish({ kind: 'timeout' }), limits.timeoutMs);
    worker.on('message', (message: ThreadMessage) => {
      switch (message.type) {
        case 'progress':
          onProgress?.(message.stage, message.percent);
          break;
        case 'result':
          finish({ kind: 'result', result: message.result });
          break;
        case 'image':
          finish({
            kind: 'image',
            png: Buffer.from(message.png),
            pageCount: message.pageCount,
            widthPt: message.widthPt,
            heightPt: message.heightPt,
          });
          break;
        case 'page_out_of_range':
          finish({ kind: 'page_out_of_range', pageCount: message.pageCount });
          break;
        case 'error':
          finish({ kind: 'error', code: message.code, message: message.message });
          break;
      }
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') finish({ kind: 'out_of_memory' });
      else finish({ kind: 'crashed', message: error.message });
    });
    worker.on('exit', (code) => {
      finish({ kind: 'crashed', message: `parser thread exited with code ${code}` });
    });
  });
}

/** Serialises tasks (page rendering runs one at a time per process). */
export class Limiter {
  #tail: Promise<unknown> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.#tail.then(fn, fn);
    this.#tail = next.catch(() => {});
    return next;
  }
}
