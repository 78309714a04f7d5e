import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/utils';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-live="polite" className="inline-flex">
      <Loader2 aria-hidden="true" className={cn('size-6 animate-spin text-primary', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Spec §2: the loading placeholder is a full-screen centred spinner. */
export function FullScreenSpinner() {
  return (
    <div className="flex min-h-svh w-full items-center justify-center" data-testid="screen-loader">
      <Spinner className="size-8" />
    </div>
  );
}
