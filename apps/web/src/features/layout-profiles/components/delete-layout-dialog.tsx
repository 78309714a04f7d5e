import type { LayoutProfileSummary } from '@bsp/shared';
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
import { useLayoutProfileMutations } from '../api/layout-profiles';

export function DeleteLayoutDialog({
  profile,
  onClose,
}: {
  profile: LayoutProfileSummary;
  onClose: () => void;
}) {
  const { remove } = useLayoutProfileMutations();
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete “{profile.name}”?</DialogTitle>
          <DialogDescription>
            Later statements of this layout are read by the generic reader again. Reports already
            read with it keep their rows.
          </DialogDescription>
        </DialogHeader>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove
                .mutateAsync(profile.id)
                .then(onClose, (e: unknown) =>
                  setError(isApiError(e) ? e.message : 'The layout could not be deleted.'),
                )
            }
          >
            {remove.isPending ? 'Deleting…' : 'Delete layout'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
