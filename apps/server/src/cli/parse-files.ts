/**
 * The files of one `bsp parse` run, parsed up to `jobs` at a time in this process and handed
 * back in the order given. Side by side, one file's page is decoded and prepared while another's
 * is read by OCR, and each OCR worker (one per job) keeps a core busy: a batch of scans on two
 * cores takes about half the time (decision 019).
 */
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import type { ParseResult } from '@bsp/parser';

/** More lanes than this hold more memory (a decoded page and an OCR worker each) for little gain. */
const MAX_DEFAULT_JOBS = 4;

/** Files parsed at once by default: one per core, at most one per file and `MAX_DEFAULT_JOBS`. */
export function defaultJobs(files: number, cores = availableParallelism()): number {
  return Math.max(1, Math.min(files, cores, MAX_DEFAULT_JOBS));
}

export interface ParseFilesOptions {
  jobs: number;
  parse(bytes: Uint8Array, fileName: string): Promise<ParseResult>;
}

function unreadable(file: string): ParseResult {
  return {
    file: basename(file),
    pages: 0,
    method: 'text',
    statements: [],
    warnings: [],
    errors: [{ code: 'unreadable_file', message: `Cannot read ${file}.` }],
  };
}

async function parseOne(file: string, opts: ParseFilesOptions): Promise<ParseResult> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(file));
  } catch {
    return unreadable(file);
  }
  return opts.parse(bytes, basename(file));
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}

/** A promise settled from outside (the project's `lib` predates `Promise.withResolvers`). */
function deferred<T>(): Deferred<T> {
  const d = {} as Deferred<T>;
  d.promise = new Promise<T>((resolve, reject) => Object.assign(d, { resolve, reject }));
  d.promise.catch(() => {}); // awaited in order later: no unhandled rejection meanwhile
  return d;
}

/**
 * Yields `{ file, result }` for each file in input order, as soon as it and every earlier file
 * are done; never more than `jobs` files are read or parsed at once (a finished file frees its
 * lane at once, even while an earlier one is still being read).
 */
export async function* parseFiles(
  files: readonly string[],
  opts: ParseFilesOptions,
): AsyncGenerator<{ file: string; result: ParseResult }> {
  const done = files.map(() => deferred<ParseResult>());
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < files.length; i = next++) {
      try {
        done[i]!.resolve(await parseOne(files[i]!, opts));
      } catch (err) {
        done[i]!.reject(err);
      }
    }
  };
  for (let k = 0; k < Math.max(1, Math.floor(opts.jobs)); k++) void lane();
  for (const [i, file] of files.entries()) yield { file, result: await done[i]!.promise };
}
