import { Worker } from 'node:worker_threads';
import type { ParseResult, ReadResult } from '@bsp/parser';
import type { PageLine, PageWordsJson, ThreadMessage, ThreadTask } from './parser-thread.ts';

const THREAD_URL = new URL('./parser-thread.ts', import.meta.url);

export type IsolationLimits = {
  /** Hard wall-clock limit; the thread is terminated when it is exceeded. */
  timeoutMs: number;
  /** V8 old-generation heap limit of the thread. */
  memoryMb: number;
  /**
   * Limit of the thread's memory outside the V8 heap — ArrayBuffers and WebAssembly memory
   * (PDFium, decoded streams and images), which the heap limit does not count. Checked every
   * `MEMORY_CHECK_MS` while a task runs; past it the thread is terminated (`out_of_memory`).
   * Default twice `memoryMb`.
   */
  externalMb?: number;
};

/** How often a running thread's memory outside the heap is checked. */
const MEMORY_CHECK_MS = 200;

let peakThreadMemory = 0;
/**
 * The most memory one parser thread of this process has held at once (V8 heap used + external
 * memory, bytes), as sampled while tasks ran — for the fuzzer's report and diagnostics.
 */
export function peakParserThreadMemory(): number {
  return peakThreadMemory;
}

export type ThreadOutcome =
  /** `words`: each page's words as JSON text, when the parse task asked for them. */
  | { kind: 'result'; result: ParseResult; words?: PageWordsJson[] }
  | { kind: 'read'; result: ReadResult }
  | {
      kind: 'lines';
      pages: Array<{ page: number; width: number; height: number }>;
      lines: PageLine[];
    }
  | { kind: 'image'; png: Buffer; pageCount: number; widthPt: number; heightPt: number }
  | { kind: 'page_out_of_range'; pageCount: number }
  | { kind: 'export'; body: Uint8Array | string; contentType: string }
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
  memoryWatch: NodeJS.Timeout;
};

class ParserThread {
  readonly worker: Worker;
  readonly memoryMb: number;
  tasks = 0;
  heapUsed = 0;
  /** Memory outside the V8 heap at the last check (WebAssembly memory never shrinks). */
  externalMemory = 0;
  dead = false;
  /** Kept warm while the process works jobs: never retired for idleness. */
  resident = false;
  warming = false;
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
    task: ThreadTask,
    timeoutMs: number,
    onProgress?: (stage: string, percent: number) => void,
    externalMb = this.memoryMb * 2,
  ): { outcome: Promise<ThreadOutcome>; ready: Promise<void> } {
    this.tasks++;
    this.worker.ref();
    let ready!: () => void;
    const readyPromise = new Promise<void>((r) => {
      ready = r;
    });
    const outcome = new Promise<ThreadOutcome>((resolve) => {
      const timer = setTimeout(() => this.#die({ kind: 'timeout' }), timeoutMs);
      const memoryWatch = setInterval(() => this.#checkMemory(externalMb), MEMORY_CHECK_MS);
      this.#pending = { resolve, onProgress, timer, memoryWatch };
      this.#ready = ready;
      this.worker.postMessage({ type: 'task', task });
    });
    return { outcome, ready: readyPromise };
  }

  /** Has the thread load the parser and OCR and read a generated page (see `keepParserThreadWarm`). */
  warmUp(): Promise<void> {
    this.worker.ref();
    this.warming = true;
    return new Promise<void>((resolve) => {
      this.#ready = () => {
        this.warming = false;
        resolve();
      };
      this.worker.postMessage({ type: 'warmup' });
    });
  }

  /**
   * A decompression or image bomb grows ArrayBuffers and WebAssembly memory, which the V8 heap
   * limit does not see (a 2 GB FlateDecode stream once took the process past 7 GB): sampled while
   * the task runs, the thread dies as out of memory past the limit.
   */
  #checkMemory(externalMb: number): void {
    if (this.dead || !this.#pending) return;
    this.worker.getHeapStatistics().then(
      (stats) => {
        this.externalMemory = stats.external_memory;
        peakThreadMemory = Math.max(peakThreadMemory, stats.used_heap_size + stats.external_memory);
        if (stats.external_memory > externalMb * 1024 * 1024 && this.#pending && !this.dead) {
          this.#die({ kind: 'out_of_memory' });
        }
      },
      () => {}, // the thread is gone: its exit settles the task
    );
  }

  /** Healthy, under its task budget and with a heap (and memory beside it) that has not crept up. */
  reusable(): boolean {
    return (
      !this.dead &&
      this.tasks < MAX_TASKS_PER_THREAD &&
      this.heapUsed < this.memoryMb * 1024 * 1024 * 0.5 &&
      this.externalMemory < this.memoryMb * 1024 * 1024
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
    clearInterval(pending.memoryWatch);
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
        this.#settle({
          kind: 'result',
          result: message.result,
          ...(message.words ? { words: message.words } : {}),
        });
        return;
      case 'read':
        this.#settle({ kind: 'read', result: message.result });
        return;
      case 'lines':
        this.#settle({ kind: 'lines', pages: message.pages, lines: message.lines });
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
      case 'export':
        this.#settle({ kind: 'export', body: message.body, contentType: message.contentType });
        return;
      case 'error':
        this.#settle({ kind: 'error', code: message.code, message: message.message });
        return;
    }
  }
}

const idle: ParserThread[] = [];
/** Threads running a task or warming up (to know whether the warm one is alive). */
const busy: ParserThread[] = [];

function take(memoryMb: number): ParserThread {
  const i = idle.findIndex((t) => t.memoryMb === memoryMb && !t.dead);
  if (i < 0) return new ParserThread(memoryMb);
  const [thread] = idle.splice(i, 1);
  if (thread!.idleTimer) clearTimeout(thread!.idleTimer);
  thread!.idleTimer = null;
  return thread!;
}

/** Heap limit of the warm thread a job worker keeps (null: none kept). */
let residentMemoryMb: number | null = null;

function giveBack(thread: ParserThread): void {
  if (!thread.reusable()) {
    thread.terminate();
    if (thread.resident) replaceResident();
    return;
  }
  // an idle thread must not keep the process alive
  thread.worker.unref();
  if (!thread.resident && residentMemoryMb === thread.memoryMb && !hasResident()) {
    thread.resident = true;
  }
  if (thread.resident) {
    idle.push(thread);
    return;
  }
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
  task: ThreadTask,
  limits: IsolationLimits,
  onProgress?: (stage: string, percent: number) => void,
): Promise<ThreadOutcome> {
  const thread = take(limits.memoryMb);
  busy.push(thread);
  const { outcome, ready } = thread.run(task, limits.timeoutMs, onProgress, limits.externalMb);
  // back to the pool once the thread says it is done (it reports its heap then), or dies
  void ready.then(() => {
    busy.splice(busy.indexOf(thread), 1);
    giveBack(thread);
  });
  return outcome;
}

function hasResident(): boolean {
  return idle.some((t) => t.resident && !t.dead) || busy.some((t) => t.resident && !t.dead);
}

/** A warm thread that keeps dying (a broken install) is not restarted more than once a minute. */
const RESIDENT_RESTART_MS = 60_000;
let residentStartedAt = Number.NEGATIVE_INFINITY;

function replaceResident(): void {
  if (residentMemoryMb === null || hasResident()) return;
  if (Date.now() - residentStartedAt < RESIDENT_RESTART_MS) return; // a later task's thread stays
  residentStartedAt = Date.now();
  const thread = new ParserThread(residentMemoryMb);
  thread.resident = true;
  busy.push(thread);
  void thread.warmUp().then(() => {
    busy.splice(busy.indexOf(thread), 1);
    giveBack(thread);
  });
}

/**
 * A process that works parse jobs keeps one parser thread warm: started now, it loads the parser
 * and has OCR read a generated page (~1 s CPU, in the background), and it is never retired for
 * idleness — so the first statement after a quiet hour is parsed as fast as the hundredth. A
 * resident thread that times out, crashes or grows is replaced by a new warm one.
 */
export function keepParserThreadWarm(memoryMb: number): void {
  residentMemoryMb = memoryMb;
  replaceResident();
}

/** Terminates the idle parser threads, the warm one too (process shutdown; tests). */
export function closeIdleParserThreads(): void {
  residentMemoryMb = null;
  residentStartedAt = Number.NEGATIVE_INFINITY;
  for (const thread of idle.splice(0)) thread.terminate();
  for (const thread of busy) if (thread.warming) thread.terminate();
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
