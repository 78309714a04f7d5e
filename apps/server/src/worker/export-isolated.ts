import type { ExportFormat, ExportOptions, ExportStatement } from '@bsp/insights';
import { type IsolationLimits, runIsolated, type ThreadOutcome } from './isolate.ts';

/** Builds an export file in an isolated thread (a 20,000-row XLSX is seconds of CPU). */
export function exportIsolated(
  format: ExportFormat,
  statements: ExportStatement[],
  options: ExportOptions,
  limits: IsolationLimits,
): Promise<ThreadOutcome> {
  return runIsolated({ op: 'export', format, statements, options }, limits);
}
