import type { LayoutInstructions } from '@bsp/parser';
import { type IsolationLimits, runIsolated, type ThreadOutcome } from './isolate.ts';
import type { PageWordsJson } from './parser-thread.ts';

/**
 * Stored words → statements read with `instructions`, in a parser thread: a long statement takes
 * a few hundred milliseconds of CPU, which must not stall the API's event loop.
 */
export function readWordsIsolated(
  pages: PageWordsJson[],
  options: { instructions: LayoutInstructions; today: string },
  limits: IsolationLimits,
): Promise<ThreadOutcome> {
  return runIsolated({ op: 'read', mode: 'statements', pages, ...options }, limits);
}

/** Stored words → page sizes and every text line (the fix screen's "ignore this line"). */
export function pageLinesIsolated(
  pages: PageWordsJson[],
  limits: IsolationLimits,
): Promise<ThreadOutcome> {
  return runIsolated({ op: 'read', mode: 'lines', pages }, limits);
}

/**
 * Reads a stored file again only for its words (analyses parsed before words were kept). No
 * layout profiles: the words do not depend on the reading.
 */
export function extractWordsIsolated(
  file: { bytes: Uint8Array; fileName: string },
  limits: IsolationLimits,
): Promise<ThreadOutcome> {
  return runIsolated(
    {
      op: 'parse',
      bytes: new Uint8Array(file.bytes),
      fileName: file.fileName,
      password: undefined,
      timeoutMs: Math.max(1000, limits.timeoutMs - 2000),
      keepWords: true,
    },
    limits,
  );
}
