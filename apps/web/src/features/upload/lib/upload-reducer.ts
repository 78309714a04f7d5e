import type { AnalysisEvent } from '../../analyses/api/analysis-events';
import { FINISHED_PHASES, type Phase, type UploadItem } from './upload-item';

export type UploadAction =
  | { type: 'add'; items: UploadItem[] }
  | { type: 'patch'; key: string; patch: Partial<UploadItem> }
  | { type: 'event'; key: string; event: AnalysisEvent }
  | { type: 'remove'; key: string }
  | { type: 'clear-finished' };

/** Applies one server status event; a message survives only where it still explains the state. */
function applyEvent(item: UploadItem, event: AnalysisEvent): UploadItem {
  const { status, progress, error } = event;
  const phase: Phase = status;
  return {
    ...item,
    phase,
    stage: progress?.stage ?? (status === 'queued' ? 'queued' : item.stage),
    percent: progress?.percent ?? (status === 'done' ? 100 : item.percent),
    message:
      error?.message ?? (status === 'needs_password' || status === 'failed' ? item.message : null),
  };
}

export function uploadReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'patch':
      return items.map((item) => (item.key === action.key ? { ...item, ...action.patch } : item));
    case 'event':
      return items.map((item) => (item.key === action.key ? applyEvent(item, action.event) : item));
    case 'remove':
      return items.filter((item) => item.key !== action.key);
    case 'clear-finished':
      return items.filter((item) => !FINISHED_PHASES.includes(item.phase));
  }
}
