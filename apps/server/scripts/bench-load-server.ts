/**
 * The server process of `npm run bench:load` (forked by bench-load.ts with an IPC channel).
 *
 * The same runtime as `bsp start` (createServerRuntime(config, 'start'): migrations, API, job
 * worker, web app), configured from the environment like `bsp start`, with one difference: the
 * rate limits are relaxed (BENCH_RELAXED_LIMITS=1), because every request of the benchmark comes
 * from 127.0.0.1 and the default per-IP login limit (10 a minute) would turn the login phase into
 * a measure of the 429 path. Everything else (argon2 parameters, tokens, validation) is unchanged.
 *
 * Messages to the parent: { type: 'ready', url } once listening, then { type: 'memory', ... }
 * (process.memoryUsage() of this process: RSS includes the parser thread and PGlite's WASM heap)
 * and the longest event-loop block since the previous sample, every second until SIGTERM, which
 * stops the runtime gracefully. On { type: 'gc' } (started with --expose-gc): two full
 * collections, then { type: 'gc', rss, heapUsed }.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig } from '../src/config.ts';
import { createServerRuntime } from '../src/runtime.ts';

const relaxed = { max: 1_000_000, windowMs: 60_000 };
const config = loadConfig(
  process.env,
  process.env.BENCH_RELAXED_LIMITS === '1'
    ? {
        rateLimits: {
          loginPerIp: relaxed,
          loginPerEmail: relaxed,
          registerPerIp: relaxed,
          registerPerEmail: relaxed,
          resetPerIp: relaxed,
          resetPerEmail: relaxed,
          contactPerIp: relaxed,
          apiPerIp: relaxed,
        },
      }
    : {},
);
const runtime = createServerRuntime(config, 'start');
const send = (message: unknown) => {
  if (process.connected) process.send?.(message);
};

let stopping = false;
let sampler: NodeJS.Timeout | undefined;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  clearInterval(sampler);
  try {
    await runtime.stop();
  } finally {
    process.exit(code);
  }
};
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
process.on('disconnect', () => void stop(0)); // the parent died: do not linger
// Between rounds the bench asks for a full collection and a sample: what is still held then is
// what a leak would add to (the 1 s samples also see the transient working set of exports).
process.on('message', (m: { type?: string }) => {
  if (m?.type !== 'gc') return;
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const u = process.memoryUsage();
  send({
    type: 'gc',
    at: Date.now(),
    collected: Boolean(gc),
    rss: u.rss,
    heapUsed: u.heapUsed,
    // outside the JS heap: Buffers and ArrayBuffers (PGlite's WASM memory is an ArrayBuffer)
    external: u.external,
    arrayBuffers: u.arrayBuffers,
  });
});

const { url } = await runtime.start();
send({ type: 'ready', url });
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
sampler = setInterval(() => {
  const m = process.memoryUsage();
  const lagMaxMs = loopDelay.max / 1e6; // the longest the event loop was blocked this second
  loopDelay.reset();
  send({
    type: 'memory',
    at: Date.now(),
    rss: m.rss,
    heapUsed: m.heapUsed,
    heapTotal: m.heapTotal,
    external: m.external,
    arrayBuffers: m.arrayBuffers,
    lagMaxMs,
  });
}, 1000);
