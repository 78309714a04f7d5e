import type { AnalysisSummary } from '@bsp/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form';
import { isApiError } from '../../../lib/api-client';
import { useDeleteAnalysis } from '../../analyses/api/delete-analysis';

/** Confirms deleting one report; open while `analysis` is set. */
export function DeleteReportDialog({
  analysis,
  onClose,
}: {
  analysis: AnalysisSummary | null;
  onClose: () => void;
}) {
  const remove = useDeleteAnalysis();
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog
      open={analysis !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this report?</DialogTitle>
          <DialogDescription>
            {analysis?.filename} and its {analysis?.transaction_count ?? 0} transactions will be
            deleted, including your edits. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={async () => {
              if (!analysis) return;
              try {
                await remove.mutateAsync(analysis.id);
                onClose();
              } catch (err) {
                setError(isApiError(err) ? err.message : 'Could not delete the report.');
              }
            }}
          >
            {remove.isPending ? 'Deleting…' : 'Delete report'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
