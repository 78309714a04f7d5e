/**
 * Which tesseract.js-core build runs OCR, shared by the pool (which keeps it compiled) and the
 * worker thread (which loads it).
 *
 * tesseract.js 7 is meant to load an LSTM-only build for `OEM.LSTM_ONLY`, but its Node loader
 * compares a boolean with the OEM numbers and so always loads the full build (LSTM + legacy
 * engine, 3.5 MB instead of 2.9 MB of WebAssembly): `tesseract.js-core/tesseract-core-relaxedsimd`.
 * Both recognise alike (same words, same speed); the LSTM-only build starts faster (the API's
 * `Init` takes ~65 ms instead of ~140 ms). Our worker script (`tesseract-thread.ts`) loads it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The part of the WebAssembly global used here (the project's `lib` has no DOM types). */
declare const WebAssembly: {
  validate(bytes: Uint8Array): boolean;
  Module: new (bytes: Uint8Array) => object;
};

/**
 * Two 30-odd-byte WebAssembly modules using one SIMD / one relaxed-SIMD instruction, the same
 * probes as `wasm-feature-detect` (which tesseract.js uses for this choice).
 */
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15,
  253, 98, 11,
]);
const RELAXED_SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 15, 1, 13, 0, 65, 1, 253, 15,
  65, 2, 253, 15, 253, 128, 2, 11,
]);

let chosen: string | null = null;

/** Module name of the LSTM-only core build this runtime supports best (relaxed SIMD > SIMD > none). */
export function tesseractCoreName(): string {
  chosen ??= WebAssembly.validate(RELAXED_SIMD_PROBE)
    ? 'tesseract-core-relaxedsimd-lstm'
    : WebAssembly.validate(SIMD_PROBE)
      ? 'tesseract-core-simd-lstm'
      : 'tesseract-core-lstm';
  return chosen;
}

/** Absolute path of that build's `.wasm` file. */
export function tesseractCoreWasmPath(): string {
  return require.resolve(`tesseract.js-core/${tesseractCoreName()}.wasm`);
}

/** That build compiled (lazily: ~15 ms) into a `WebAssembly.Module`. Throws when it cannot be. */
export function compileTesseractCore(): object {
  return new WebAssembly.Module(readFileSync(tesseractCoreWasmPath()));
}
