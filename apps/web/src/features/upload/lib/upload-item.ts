/** One file on the upload screen, from the browser's pre-check to the server's final status. */

export type Phase =
  | 'invalid' // failed the client-side pre-check, never sent
  | 'waiting' // queued in the browser behind other uploads
  | 'uploading'
  | 'queued'
  | 'processing'
  | 'done'
  | 'needs_password'
  | 'failed'
  | 'rejected'
  | 'duplicate'
  | 'upload_error';

export type UploadItem = {
  key: string;
  file: File;
  phase: Phase;
  uploaded: number; // 0..1
  id: string | null;
  stage: string | null;
  percent: number | null;
  message: string | null;
  duplicateOf: string | null;
  allowDuplicate: boolean;
  /** Bumped to re-open the event stream after a password or a retry. */
  follow: number;
};

/** Still moving: no remove button, and counted against the files-at-once limit. */
export const ACTIVE_PHASES: readonly Phase[] = ['waiting', 'uploading', 'queued', 'processing'];
/** Nothing more will happen: "Clear finished" removes these. */
export const FINISHED_PHASES: readonly Phase[] = ['done', 'invalid', 'rejected', 'upload_error'];
/** Shown in red with a cross. */
export const BAD_PHASES: readonly Phase[] = ['invalid', 'failed', 'rejected', 'upload_error'];

export const isActive = (item: UploadItem) => ACTIVE_PHASES.includes(item.phase);
export const isFinished = (item: UploadItem) => FINISHED_PHASES.includes(item.phase);

let nextKey = 0;
export function newUploadItem(file: File, phase: Phase, message: string | null = null): UploadItem {
  nextKey += 1;
  return {
    key: `u${nextKey}`,
    file,
    phase,
    uploaded: 0,
    id: null,
    stage: null,
    percent: null,
    message,
    duplicateOf: null,
    allowDuplicate: false,
    follow: 0,
  };
}

/** Back to the queue after a password or a retry, following the event stream afresh. */
export function requeuedPatch(follow: number): Partial<UploadItem> {
  return { phase: 'queued', message: null, stage: 'queued', percent: null, follow: follow + 1 };
}

/** The bar's value: bytes sent while uploading, the server's percent while processing. */
export function progressOf(item: UploadItem): number | null {
  if (item.phase === 'uploading') return item.uploaded * 100;
  if (item.phase === 'processing' || item.phase === 'queued') return item.percent ?? 0;
  return null;
}
