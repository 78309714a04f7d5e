import type { ApplyLayoutResponse, LayoutInstructions } from '@bsp/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
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
import { Label } from '../../../components/ui/label';
import { isApiError } from '../../../lib/api-client';
import { useApplyLayout } from '../api/apply-layout';
import { errorsFromApi, type FixErrors, hasErrors } from '../lib/field-errors';

const applyFormSchema = z
  .object({ save_profile: z.boolean(), profile_name: z.string().trim().max(120) })
  .refine((v) => !v.save_profile || v.profile_name.length > 0, {
    path: ['profile_name'],
    message: 'Name the layout (for example the bank’s name).',
  });
type ApplyForm = z.infer<typeof applyFormSchema>;

/**
 * "Apply": replaces the report's rows with the re-read ones and, unless unticked, saves the
 * instructions as a layout for the bank's later statements.
 */
export function ApplyDialog({
  open,
  onOpenChange,
  analysisId,
  instructions,
  defaultName,
  afterReconciles,
  onApplied,
  onInstructionErrors,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  analysisId: string;
  instructions: LayoutInstructions;
  defaultName: string;
  afterReconciles: boolean;
  onApplied: (result: ApplyLayoutResponse, saved: string | null) => void;
  /** A 400 about the instructions: shown next to the page's controls. */
  onInstructionErrors: (errors: FixErrors) => void;
}) {
  const apply = useApplyLayout(analysisId);
  const form = useForm<ApplyForm>({
    resolver: zodResolver(applyFormSchema),
    defaultValues: { save_profile: true, profile_name: defaultName },
  });
  const { errors, isSubmitting } = form.formState;
  const save = form.watch('save_profile');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await apply.mutateAsync({
        instructions,
        save_profile: values.save_profile,
        ...(values.save_profile ? { profile_name: values.profile_name } : {}),
      });
      onApplied(result, values.save_profile ? (result.profile?.name ?? values.profile_name) : null);
    } catch (error) {
      const placed = errorsFromApi(error, 'The layout could not be applied. Please try again.');
      if (placed.profileName) form.setError('profile_name', { message: placed.profileName });
      const aboutInstructions = { ...placed, profileName: null, general: [] };
      if (hasErrors(aboutInstructions)) {
        // back to the page, where each message sits next to its control
        onInstructionErrors({ ...placed, profileName: null });
        return;
      }
      if (placed.general.length > 0) {
        form.setError('root.server', { message: placed.general.join(' ') });
      } else if (!placed.profileName) {
        form.setError('root.server', {
          message: isApiError(error) ? error.message : 'The layout could not be applied.',
        });
      }
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form className="grid gap-5" onSubmit={onSubmit} noValidate>
          <DialogHeader>
            <DialogTitle>Apply this reading</DialogTitle>
            <DialogDescription>
              The report’s rows are replaced by the re-read ones. Rows you added by hand are kept;
              your earlier edits are carried over where the row is still there, and every change
              stays in the row history.
            </DialogDescription>
          </DialogHeader>
          {!afterReconciles ? (
            <FormAlert variant="info" title="The new reading does not reconcile either.">
              You can still apply it, and fix the remaining rows by hand in the report.
            </FormAlert>
          ) : null}
          {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
          <div className="flex items-start gap-3">
            <Controller
              control={form.control}
              name="save_profile"
              render={({ field }) => (
                <Checkbox
                  id="apply-save-profile"
                  checked={field.value}
                  onCheckedChange={(v) => field.onChange(v === true)}
                  aria-describedby="apply-save-profile-hint"
                  className="mt-0.5"
                />
              )}
            />
            <div className="grid gap-1">
              <Label htmlFor="apply-save-profile">Save as a layout for later statements</Label>
              <p id="apply-save-profile-hint" className="text-muted-foreground text-xs">
                Later statements with this layout are read with it automatically.
              </p>
            </div>
          </div>
          <Field id="apply-profile-name" label="Layout name" error={errors.profile_name?.message}>
            <Input maxLength={120} disabled={!save} {...form.register('profile_name')} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Applying…' : 'Apply'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
