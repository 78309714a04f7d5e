import { Lock } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PasswordInput } from '../../../components/ui/form';
import { Label } from '../../../components/ui/label';
import { isApiError } from '../../../lib/api-client';
import { submitPassword } from '../../analyses/api/recover-analysis';
import { requeuedPatch, type UploadItem } from '../lib/upload-item';
import type { UploadAction } from '../lib/upload-reducer';

/** Asks for a protected PDF's password and sends the file back to the queue. */
export function PasswordForm({
  item,
  dispatch,
}: {
  item: UploadItem;
  dispatch: (action: UploadAction) => void;
}) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!item.id || !password) return;
    setBusy(true);
    setError(null);
    try {
      await submitPassword(item.id, password);
      dispatch({ type: 'patch', key: item.key, patch: requeuedPatch(item.follow) });
    } catch (err) {
      setError(isApiError(err) ? err.message : 'Could not send the password.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-2 sm:max-w-sm" noValidate>
      <Label htmlFor={inputId}>PDF password for {item.file.name}</Label>
      <div className="flex gap-2">
        <div className="flex-1">
          <PasswordInput
            id={inputId}
            autoComplete="off"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
          />
        </div>
        <Button type="submit" disabled={busy || !password}>
          <Lock aria-hidden="true" />
          {busy ? 'Unlocking…' : 'Unlock'}
        </Button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="font-medium text-destructive text-xs">
          {error}
        </p>
      ) : (
        <p className="text-muted-foreground text-xs">
          The password is used once to open the file and is not stored.
        </p>
      )}
    </form>
  );
}
