import { ANALYSIS_STATUSES, type AnalysisStatus } from '@bsp/shared';
import type { AnalysisSort } from '../../analyses/api/get-analyses';

export const PAGE_SIZE = 20;

export const SORTS: { value: AnalysisSort; label: string }[] = [
  { value: '-created_at', label: 'Newest upload first' },
  { value: 'created_at', label: 'Oldest upload first' },
  { value: '-period_end', label: 'Latest period first' },
  { value: 'period_end', label: 'Earliest period first' },
  { value: 'filename', label: 'File name A–Z' },
  { value: '-filename', label: 'File name Z–A' },
];

export type ReportParams = { page: number; status?: AnalysisStatus; sort: AnalysisSort };

/** Reads page, status and sort from the URL; anything unknown falls back to the default. */
export function readReportParams(params: URLSearchParams): ReportParams {
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = (ANALYSIS_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as AnalysisStatus)
    : undefined;
  const sort = (SORTS.find((s) => s.value === params.get('sort'))?.value ??
    '-created_at') as AnalysisSort;
  return { page, status, sort };
}

/** A copy of `params` with each key set, or removed when its value is empty. */
export function mergeParams(
  params: URLSearchParams,
  next: Record<string, string | undefined>,
): URLSearchParams {
  const merged = new URLSearchParams(params);
  for (const [key, value] of Object.entries(next)) {
    if (value) merged.set(key, value);
    else merged.delete(key);
  }
  return merged;
}

/** Number of pages for a total (at least one, so "Page 1 of 1" never reads "of 0"). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
