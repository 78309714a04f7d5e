import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form';
import { isApiError } from '../../../lib/api-client';

export function ReportsLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <FormAlert title="The reports could not be loaded.">
      <p>{isApiError(error) ? error.message : 'Something went wrong.'}</p>
      <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </FormAlert>
  );
}
