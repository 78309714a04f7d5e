/**
 * The tesseract.js worker thread, as tesseract.js's own Node worker script
 * (`tesseract.js/src/worker-script/node/index.js`) but loading the LSTM-only core build
 * (`core.ts` says why). Passed to `Tesseract.createWorker` as `workerPath`; the message handling
 * is tesseract.js's own dispatcher, unchanged.
 */
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';
import { tesseractCoreName } from './core.ts';

const require = createRequire(import.meta.url);

interface Dispatcher {
  setAdapter(adapter: Record<string, unknown>): void;
  dispatchHandlers(packet: unknown, send: (message: unknown) => void): void;
}

const dispatcher = require('tesseract.js/src/worker-script/index.js') as Dispatcher;
const cache = require('tesseract.js/src/worker-script/node/cache.js') as Record<string, unknown>;

let core: unknown = null;
dispatcher.setAdapter({
  getCore: async () => {
    core ??= require(`tesseract.js-core/${tesseractCoreName()}`);
    return core;
  },
  gunzip: gunzipSync,
  fetch: globalThis.fetch,
  ...cache,
});

parentPort?.on('message', (packet: unknown) => {
  dispatcher.dispatchHandlers(packet, (message) => parentPort?.postMessage(message));
});
