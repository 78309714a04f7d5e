/** A polite live region under an action: what happened, in red when it failed. */
export function StatusLine({ status }: { status: { kind: 'ok' | 'error'; text: string } | null }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={
        status?.kind === 'error' ? 'text-destructive text-xs' : 'text-muted-foreground text-xs'
      }
    >
      {status?.text}
    </p>
  );
}
