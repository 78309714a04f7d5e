import { useCallback, useReducer, useRef } from 'react';
import { isApiError } from '../../../lib/api-client';
import { uploadAnalyses } from '../../analyses/api/upload-analyses';
import { checkFiles } from '../../analyses/lib/file-checks';
import { isActive, newUploadItem, type UploadItem } from '../lib/upload-item';
import { uploadReducer } from '../lib/upload-reducer';
import { resultPatch } from '../lib/upload-result';

/** At most this many files are sent at once; the rest wait in the browser. */
const PARALLEL_UPLOADS = 2;

/** The upload list and the browser-side queue that sends its files two at a time. */
export function useUploadQueue() {
  const [items, dispatch] = useReducer(uploadReducer, []);
  const queue = useRef<UploadItem[]>([]);
  const running = useRef(0);

  const pump = useCallback(() => {
    while (running.current < PARALLEL_UPLOADS && queue.current.length > 0) {
      const item = queue.current.shift();
      if (!item) break;
      running.current += 1;
      dispatch({
        type: 'patch',
        key: item.key,
        patch: { phase: 'uploading', uploaded: 0, message: null },
      });
      uploadAnalyses([item.file], {
        allowDuplicate: item.allowDuplicate,
        onProgress: (fraction) =>
          dispatch({ type: 'patch', key: item.key, patch: { uploaded: fraction } }),
      })
        .then(({ analyses }) => {
          dispatch({ type: 'patch', key: item.key, patch: resultPatch(analyses[0]) });
        })
        .catch((error: unknown) => {
          dispatch({
            type: 'patch',
            key: item.key,
            patch: {
              phase: 'upload_error',
              message: isApiError(error) ? error.message : 'The upload failed.',
            },
          });
        })
        .finally(() => {
          running.current -= 1;
          pump();
        });
    }
  }, []);

  const enqueue = useCallback(
    (item: UploadItem) => {
      queue.current.push(item);
      pump();
    },
    [pump],
  );

  /** Pre-checks the files (type, size, count); only those that pass are queued. */
  const addFiles = (list: FileList | File[] | null) => {
    if (!list || list.length === 0) return;
    const files = Array.from(list);
    const checks = checkFiles(files, items.filter(isActive).length);
    const added = checks.map((check) =>
      check.ok
        ? newUploadItem(check.file, 'waiting')
        : newUploadItem(check.file, 'invalid', check.reason),
    );
    dispatch({ type: 'add', items: added });
    for (const item of added) if (item.phase === 'waiting') enqueue(item);
  };

  const uploadAgain = (item: UploadItem) => {
    const again: UploadItem = {
      ...item,
      phase: 'waiting',
      uploaded: 0,
      message: null,
      duplicateOf: null,
    };
    dispatch({ type: 'patch', key: item.key, patch: again });
    enqueue(again);
  };

  return { items, dispatch, addFiles, uploadAgain };
}
