import type { Transaction } from '@bsp/shared';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';

/** Confirms deleting one row (excluding keeps it out of the totals without losing it). */
export function DeleteRowDialog({
  row,
  onCancel,
  onConfirm,
}: {
  row: Transaction | null;
  onCancel: () => void;
  onConfirm: (row: Transaction) => void;
}) {
  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete row {row ? row.row_index + 1 : ''}?</DialogTitle>
          <DialogDescription>
            “{row?.description}” will be removed and the checks run again. To keep it but leave it
            out of the totals, exclude it instead.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => row && onConfirm(row)}>
            Delete row
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
