import type { UploadResponse } from '@bsp/shared';
import type { UploadItem } from './upload-item';

type UploadResult = UploadResponse['analyses'][number] | undefined;

/** What the upload endpoint's answer for one file changes on its item. */
export function resultPatch(result: UploadResult): Partial<UploadItem> {
  if (!result) {
    return { phase: 'upload_error', message: 'The server answered without a result.' };
  }
  if (result.status === 'rejected') {
    const duplicate = result.error?.code === 'duplicate' && result.duplicate_of;
    return duplicate
      ? {
          phase: 'duplicate',
          duplicateOf: result.duplicate_of,
          message: result.error?.message ?? null,
        }
      : { phase: 'rejected', message: result.error?.message ?? null };
  }
  return {
    id: result.id,
    phase: result.status,
    stage: result.status === 'queued' ? 'queued' : null,
    message: result.error?.message ?? null,
    percent: result.status === 'done' ? 100 : null,
  };
}
