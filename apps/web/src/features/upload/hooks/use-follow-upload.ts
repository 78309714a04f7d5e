import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followAnalysis } from '../../analyses/api/analysis-events';
import { ANALYSES_KEY } from '../../analyses/api/get-analyses';
import { INSIGHTS_KEY } from '../../insights/api/get-insights';
import { TRANSACTION_SUMMARY_KEY } from '../../transactions/api/transaction-summary';
import type { UploadItem } from '../lib/upload-item';
import type { UploadAction } from '../lib/upload-reducer';

/**
 * Follows the server's processing stages once a file is uploaded (and again after a password or
 * a retry); when it ends, everything built from the analyses is refetched.
 */
export function useFollowUpload(item: UploadItem, dispatch: (action: UploadAction) => void) {
  const client = useQueryClient();
  const { id, phase, follow, key } = item;
  const following = id !== null && (phase === 'queued' || phase === 'processing');

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-subscribe only on id/follow changes
  useEffect(() => {
    if (!id || !following) return;
    return followAnalysis(id, (event) => {
      dispatch({ type: 'event', key, event });
      if (event.status === 'done' || event.status === 'failed') {
        void client.invalidateQueries({ queryKey: ANALYSES_KEY });
        void client.invalidateQueries({ queryKey: ['analysis', id] });
        void client.invalidateQueries({ queryKey: ['banks'] });
        void client.invalidateQueries({ queryKey: TRANSACTION_SUMMARY_KEY });
        void client.invalidateQueries({ queryKey: INSIGHTS_KEY });
      }
    });
  }, [id, follow, following]);
}
