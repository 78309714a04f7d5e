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
 * Parser threads are kept between tasks: a fresh thread pays for loading the parser, PDFium and
 * (for scans) the OCR engine, and runs its first parse with cold JIT code — most of the time of
 * a small statement. A thread is retired after this many tasks, when its heap has grown past
 * half its limit, after a timeout, crash or running out of memory, and after a spell of
 * idleness.
 */
const MAX_TASKS_PER_THREAD = 200;
const IDLE_MS = 60_000;

type Pending = {
  resolve: (outcome: ThreadOutcome) => void;
  onProgress: ((stage: string, percent: number) => void) | undefined;
  timer: NodeJS.Timeout;
};

class ParserThread {
  readonly worker: Worker;
  readonly memoryMb: number;
  tasks = 0;
  heapUsed = 0;
  dead = false;
  idleTimer: NodeJS.Timeout | null = null;
  #pending: Pending | null = null;
  /** Called when the thread can take another task (its 'done' message) or has died. */
  #ready: (() => void) | null = null;

  constructor(memoryMb: number) {
    this.memoryMb = memoryMb;
    this.worker = new Worker(THREAD_URL, {
      resourceLimits: {
        maxOldGenerationSizeMb: memoryMb,
        maxYoungGenerationSizeMb: Math.min(64, Math.max(16, Math.round(memoryMb / 16))),
      },
      stdout: false,
      stderr: false,
    });
    this.worker.on('message', (message: ThreadMessage) => this.#onMessage(message));
    this.worker.on('error', (error: Error & { code?: string }) => {
      this.#die(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { kind: 'out_of_memory' }
          : { kind: 'crashed', message: error.message },
      );
    });
    this.worker.on('exit', (code) => {
      this.#die({ kind: 'crashed', message: `parser thread exited with code ${code}` });
    });
  }

  /** The task's outcome, and when the thread can take the next one (or has died). */
  run(
    task: ParseTask | RenderTask,
    timeoutMs: number,
    onProgress?: (stage: string, percent: number) => void,
  ): { outcome: Promise<ThreadOutcome>; ready: Promise<void> } {
    this.tasks++;
    this.worker.ref();
    let ready!: () => void;
    const readyPromise = new Promise<void>((r) => {
      ready = r;
    });
    const outcome = new Promise<ThreadOutcome>((resolve) => {
      const timer = setTimeout(() => this.#die({ kind: 'timeout' }), timeoutMs);
      this.#pending = { resolve, onProgress, timer };
      this.#ready = ready;
      this.worker.postMessage({ type: 'task', task });
    });
    return { outcome, ready: readyPromise };
  }

  /** Healthy, under its task budget and with a heap that has not crept up. */
  reusable(): boolean {
    return (
      !this.dead &&
      this.tasks < MAX_TASKS_PER_THREAD &&
      this.heapUsed < this.memoryMb * 1024 * 1024 * 0.5
    );
  }

  terminate(): void {
    this.dead = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    void this.worker.terminate().catch(() => {});
  }

  #settle(outcome: ThreadOutcome): void {
    const pending = this.#pending;
    if (!pending) return;
    this.#pending = null;
    clearTimeout(pending.timer);
    pending.resolve(outcome);
  }

  #die(outcome: ThreadOutcome): void {
    this.terminate();
    this.#settle(outcome);
    this.#markReady();
  }

  #markReady(): void {
    const ready = this.#ready;
    this.#ready = null;
    ready?.();
  }

  #onMessage(message: ThreadMessage): void {
    switch (message.type) {
      case 'progress':
        this.#pending?.onProgress?.(message.stage, message.percent);
        return;
      case 'done':
        this.heapUsed = message.heapUsed;
        this.#settle({ kind: 'crashed', message: 'parser thread finished without an answer' });
        this.#markReady();
        return;
      case 'result':
        this.#settle({ kind: 'result', result: message.result });
        return;
      case 'image':
        this.#settle({
          kind: 'image',
          png: Buffer.from(message.png),
          pageCount: message.pageCount,
          widthPt: message.widthPt,
          heightPt: message.heightPt,
        });
        return;
      case 'page_out_of_range':
        this.#settle({ kind: 'page_out_of_range', pageCount: message.pageCount });
        return;
      case 'error':
        this.#settle({ kind: 'error', code: message.code, message: message.message });
        return;
    }
  }
}

const idle: ParserThread[] = [];

function take(memoryMb: number): ParserThread {
  const i = idle.findIndex((t) => t.memoryMb === memoryMb && !t.dead);
  if (i < 0) return new ParserThread(memoryMb);
  const [thread] = idle.splice(i, 1);
  if (thread!.idleTimer) clearTimeout(thread!.idleTimer);
  thread!.idleTimer = null;
  return thread!;
}

function giveBack(thread: ParserThread): void {
  if (!thread.reusable()) {
    thread.terminate();
    return;
  }
  // an idle thread must not keep the process alive
  thread.worker.unref();
  thread.idleTimer = setTimeout(() => {
    const i = idle.indexOf(thread);
    if (i >= 0) idle.splice(i, 1);
    thread.terminate();
  }, IDLE_MS);
  thread.idleTimer.unref();
  idle.push(thread);
}

/**
 * Runs one parser task in a worker thread, away from the API's event loop, with a heap limit and
 * a time limit. Threads are reused between tasks (see above); a thread that timed out, crashed
 * or ran out of memory is gone when the promise settles.
 */
export function runIsolated(
  task: ParseTask | RenderTask,
  limits: IsolationLimits,
  onProgress?: (stage: string, percent: number) => void,
): Promise<ThreadOutcome> {
  const thread = take(limits.memoryMb);
  const { outcome, ready } = thread.run(task, limits.timeoutMs, onProgress);
  // back to the pool once the thread says it is done (it reports its heap then), or dies
  void ready.then(() => giveBack(thread));
  return outcome;
}

/** Terminates the idle parser threads (process shutdown; tests). Busy ones finish first. */
export function closeIdleParserThreads(): void {
  for (const thread of idle.splice(0)) thread.terminate();
}

/** Idle threads kept for reuse (for tests and diagnostics). */
export function idleParserThreadCount(): number {
  return idle.filter((t) => !t.dead).length;
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
