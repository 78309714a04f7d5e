import type { Statement } from '@bsp/shared';
import { type FormEvent, useId, useState } from 'react';
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
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { formatPeriod } from '../../analyses/lib/insights';
import { parseAmountInput, parseDateInput } from '../../transactions/lib/parse-amount';
import { errorText } from '../lib/format';

/** A row the reader missed, inserted after the selected row. */
export function AddRowDialog({
  open,
  onOpenChange,
  statements,
  defaultStatementId,
  afterId,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  statements: Statement[];
  defaultStatementId: string | null;
  afterId: string | null;
  onAdd: (data: {
    statement_id: string;
    after_id: string | null;
    date: string;
    description: string;
    amount: string;
    category: string | null;
  }) => Promise<void>;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const statementId = String(form.get('statement') ?? defaultStatementId ?? '');
    const statement = statements.find((s) => s.id === statementId) ?? statements[0];
    if (!statement) return;
    const date = parseDateInput(String(form.get('date') ?? ''));
    if (!date.ok) return setError(date.error);
    const description = String(form.get('description') ?? '').trim();
    if (!description) return setError('Enter a description.');
    const amount = parseAmountInput(String(form.get('amount') ?? ''), statement.currency);
    if (!amount.ok) return setError(amount.error);
    const category = String(form.get('category') ?? '').trim() || null;
    setBusy(true);
    setError(null);
    try {
      await onAdd({
        statement_id: statement.id,
        after_id: statement.id === defaultStatementId ? afterId : null,
        date: date.value,
        description,
        amount: amount.value,
        category,
      });
      onOpenChange(false);
    } catch (err) {
      setError(errorText(err, 'Could not add the row.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setError(null);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a row</DialogTitle>
          <DialogDescription>
            For a transaction the statement shows but the reader missed. It is inserted after the
            selected row and the checks run again.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={onSubmit} noValidate>
          {error ? <FormAlert>{error}</FormAlert> : null}
          {statements.length > 1 ? (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-st`}>Statement</Label>
              <select
                id={`${id}-st`}
                name="statement"
                defaultValue={defaultStatementId ?? undefined}
                className="h-10 rounded-md border px-2 text-sm"
              >
                {statements.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.account_number ?? s.id} {formatPeriod(s.period_start, s.period_end)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-date`}>Date</Label>
              <Input id={`${id}-date`} name="date" type="date" required />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-amount`}>Amount</Label>
              <Input
                id={`${id}-amount`}
                name="amount"
                inputMode="decimal"
                placeholder="-12.34"
                required
                aria-describedby={`${id}-amount-hint`}
              />
              <p id={`${id}-amount-hint`} className="text-muted-foreground text-xs">
                Negative for money out.
              </p>
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-desc`}>Description</Label>
            <Input id={`${id}-desc`} name="description" required maxLength={500} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-cat`}>Category (optional)</Label>
            <Input id={`${id}-cat`} name="category" maxLength={100} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Adding…' : 'Add row'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
