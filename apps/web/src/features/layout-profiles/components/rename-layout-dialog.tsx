import { type LayoutProfileSummary, layoutProfileRenameSchema } from '@bsp/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field, FormAlert } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { applyServerErrors } from '../../../lib/form-errors';
import { useLayoutProfileMutations } from '../api/layout-profiles';

export function RenameLayoutDialog({
  profile,
  onClose,
}: {
  profile: LayoutProfileSummary;
  onClose: () => void;
}) {
  const { rename } = useLayoutProfileMutations();
  const form = useForm({
    resolver: zodResolver(layoutProfileRenameSchema),
    defaultValues: { name: profile.name },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      await rename.mutateAsync({ id: profile.id, name });
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, ['name']);
    }
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <form className="grid gap-5" onSubmit={onSubmit} noValidate>
          <DialogHeader>
            <DialogTitle>Rename the layout</DialogTitle>
            <DialogDescription>Reports read with it show the new name.</DialogDescription>
          </DialogHeader>
          {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
          <Field id="layout-name" label="Name" error={errors.name?.message}>
            <Input maxLength={120} autoComplete="off" {...form.register('name')} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Rename'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
