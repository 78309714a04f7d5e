import { stageLabel } from '../../analyses/components/status-badge';
import type { UploadItem } from './upload-item';

/** Short status sentence, also what the live region announces. */
export function describeUpload(item: UploadItem): string {
  switch (item.phase) {
    case 'invalid':
      return `Not uploaded: ${item.message}`;
    case 'waiting':
      return 'Waiting to upload';
    case 'uploading':
      return `Uploading, ${Math.round(item.uploaded * 100)}%`;
    case 'queued':
      return 'Uploaded — waiting in the queue';
    case 'processing':
      return `${stageLabel(item.stage)}${item.percent != null ? `, ${Math.round(item.percent)}%` : ''}`;
    case 'done':
      return 'Done — the report is ready';
    case 'needs_password':
      return item.message ?? 'This PDF is protected by a password.';
    case 'failed':
      return `Processing failed: ${item.message ?? 'unknown error'}`;
    case 'rejected':
      return `Rejected: ${item.message ?? 'the server refused this file'}`;
    case 'duplicate':
      return 'You uploaded this file before — view the earlier report, or upload again?';
    case 'upload_error':
      return `Upload failed: ${item.message ?? 'unknown error'}`;
  }
}
