import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form';
import { isApiError } from '../../../lib/api-client';

/** A failed load with the server's message and a way to try again. */
export function Retry({
  error,
  onRetry,
  what,
}: {
  error: unknown;
  onRetry: () => void;
  what: string;
}) {
  return (
    <FormAlert title={`${what} could not be loaded.`}>
      <p>{isApiError(error) ? error.message : 'Something went wrong.'}</p>
      <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </FormAlert>
  );
}
