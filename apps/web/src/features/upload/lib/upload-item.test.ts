import { describe, expect, it } from 'vitest';
import { describeUpload } from './describe-upload';
import { newUploadItem, progressOf, requeuedPatch, type UploadItem } from './upload-item';
import { uploadReducer } from './upload-reducer';
import { resultPatch } from './upload-result';

const file = new File(['%PDF-1.7'], 'march.pdf', { type: 'application/pdf' });
const item = (patch: Partial<UploadItem> = {}): UploadItem => ({
  ...newUploadItem(file, 'waiting'),
  ...patch,
});

describe('upload items', () => {
  it('gets a fresh key each time', () => {
    expect(newUploadItem(file, 'waiting').key).not.toBe(newUploadItem(file, 'waiting').key);
  });

  it('shows upload progress, then processing progress, then none', () => {
    expect(progressOf(item({ phase: 'uploading', uploaded: 0.5 }))).toBe(50);
    expect(progressOf(item({ phase: 'queued' }))).toBe(0);
    expect(progressOf(item({ phase: 'processing', percent: 40 }))).toBe(40);
    expect(progressOf(item({ phase: 'done', percent: 100 }))).toBeNull();
  });

  it('describes each phase in one sentence', () => {
    expect(describeUpload(item({ phase: 'uploading', uploaded: 0.426 }))).toBe('Uploading, 43%');
    expect(describeUpload(item({ phase: 'processing', stage: 'queued', percent: 12.4 }))).toBe(
      'Waiting in the queue, 12%',
    );
    expect(describeUpload(item({ phase: 'processing' }))).toBe('Working');
    expect(describeUpload(item({ phase: 'invalid', message: 'Too big' }))).toBe(
      'Not uploaded: Too big',
    );
    expect(describeUpload(item({ phase: 'failed' }))).toBe('Processing failed: unknown error');
    expect(describeUpload(item({ phase: 'needs_password' }))).toBe(
      'This PDF is protected by a password.',
    );
  });
});

describe('upload reducer', () => {
  it('applies server events, keeping the message only where it still explains the state', () => {
    const start = item({ phase: 'needs_password', message: 'Wrong password', id: 'a1' });
    const [locked] = uploadReducer([start], {
      type: 'event',
      key: start.key,
      event: { status: 'needs_password' } as never,
    });
    expect(locked?.message).toBe('Wrong password');
    const [done] = uploadReducer([start], {
      type: 'event',
      key: start.key,
      event: { status: 'done' } as never,
    });
    expect(done).toMatchObject({ phase: 'done', percent: 100, message: null });
  });

  it('re-queues with a bumped follow counter, and clears only finished items', () => {
    const failed = item({ phase: 'failed', follow: 2, message: 'x' });
    const [requeued] = uploadReducer([failed], {
      type: 'patch',
      key: failed.key,
      patch: requeuedPatch(failed.follow),
    });
    expect(requeued).toMatchObject({ phase: 'queued', stage: 'queued', follow: 3, message: null });
    const kept = uploadReducer(
      [item({ phase: 'done' }), item({ phase: 'failed' }), item({ phase: 'invalid' })],
      { type: 'clear-finished' },
    );
    expect(kept.map((i) => i.phase)).toEqual(['failed']);
  });
});

describe('upload result', () => {
  it('turns the server answer for one file into a patch', () => {
    expect(resultPatch(undefined).phase).toBe('upload_error');
    expect(
      resultPatch({
        id: 'a1',
        status: 'rejected',
        duplicate_of: 'a0',
        error: { code: 'duplicate', message: 'Seen before' },
      } as never),
    ).toEqual({ phase: 'duplicate', duplicateOf: 'a0', message: 'Seen before' });
    expect(
      resultPatch({ id: 'a1', status: 'rejected', error: { code: 'x', message: 'No' } } as never),
    ).toEqual({ phase: 'rejected', message: 'No' });
    expect(resultPatch({ id: 'a1', status: 'queued' } as never)).toEqual({
      id: 'a1',
      phase: 'queued',
      stage: 'queued',
      message: null,
      percent: null,
    });
  });
});
