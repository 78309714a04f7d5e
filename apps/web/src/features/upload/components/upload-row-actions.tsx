import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { retryAnalysis } from '../../analyses/api/recover-analysis';
import { requeuedPatch, type UploadItem } from '../lib/upload-item';
import type { UploadAction } from '../lib/upload-reducer';

/** The buttons under one upload: view the report, retry, try again, or handle a duplicate. */
export function UploadRowActions({
  item,
  dispatch,
  onUploadAgain,
}: {
  item: UploadItem;
  dispatch: (action: UploadAction) => void;
  onUploadAgain: (item: UploadItem) => void;
}) {
  const [retrying, setRetrying] = useState(false);
  const { id, phase, follow, key } = item;

  const onRetry = async () => {
    if (!id) return;
    setRetrying(true);
    try {
      await retryAnalysis(id);
      dispatch({ type: 'patch', key, patch: requeuedPatch(follow) });
    } catch (err) {
      dispatch({
        type: 'patch',
        key,
        patch: { message: isApiError(err) ? err.message : 'Could not retry.' },
      });
    } finally {
      setRetrying(false);
    }
  };

  return (
    <div className="flex flex-wrap gap-2 empty:hidden">
      {phase === 'done' && id ? (
        <Button asChild size="sm">
          <Link to={paths.reportDetails(id)}>View report</Link>
        </Button>
      ) : null}
      {phase === 'failed' && id ? (
        <Button size="sm" variant="outline" onClick={() => void onRetry()} disabled={retrying}>
          <RotateCcw aria-hidden="true" />
          {retrying ? 'Retrying…' : 'Retry'}
        </Button>
      ) : null}
      {phase === 'upload_error' ? (
        <Button size="sm" variant="outline" onClick={() => onUploadAgain(item)}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      ) : null}
      {phase === 'duplicate' ? (
        <>
          {item.duplicateOf ? (
            <Button asChild size="sm">
              <Link to={paths.reportDetails(item.duplicateOf)}>View the earlier report</Link>
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            onClick={() => onUploadAgain({ ...item, allowDuplicate: true })}
          >
            Upload again
          </Button>
        </>
      ) : null}
    </div>
  );
}
