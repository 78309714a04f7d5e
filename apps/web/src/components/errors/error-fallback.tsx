import { AlertTriangle } from 'lucide-react';

/** Spec §8: an uncaught rendering error shows 'Something went wrong.' */
export function ErrorFallback() {
  return (
    <main
      role="alert"
      className="flex min-h-svh flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="font-semibold text-2xl">Something went wrong.</h1>
      <p className="max-w-md text-muted-foreground text-sm">
        The page hit an unexpected error. Reloading usually fixes it; if it keeps happening, please
        contact us.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex h-10 items-center rounded-md bg-primary px-4 font-medium text-primary-foreground text-sm hover:bg-primary/90"
        >
          Reload page
        </button>
        {/* A plain link on purpose: the router itself may be what failed. */}
        <a
          href="/"
          className="inline-flex h-10 items-center rounded-md border px-4 font-medium text-sm hover:bg-accent"
        >
          Go to home
        </a>
      </div>
    </main>
  );
}
