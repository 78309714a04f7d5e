import type * as React from 'react';
import { useId } from 'react';
import { cn } from '../../../lib/utils';

/** One insight card: a region named by its heading; `empty` says what will appear here and why. */
export function InsightCard({
  title,
  description,
  empty,
  compact,
  children,
  testId,
}: {
  title: string;
  description?: string;
  /** Shown instead of the content when there is nothing to show. */
  empty?: string | null;
  compact?: boolean;
  children?: React.ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className={cn(
        'grid min-w-0 content-start gap-3 rounded-xl border bg-card text-card-foreground shadow-sm',
        compact ? 'p-4' : 'p-6',
      )}
    >
      <div className="grid gap-1">
        <h3
          id={id}
          className={cn('font-semibold leading-tight', compact ? 'text-sm' : 'text-base')}
        >
          {title}
        </h3>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </div>
      {empty ? <p className="text-muted-foreground text-sm">{empty}</p> : children}
    </section>
  );
}

/** A labelled list item: name on the left, figure on the right, detail below. */
export function InsightItem({
  name,
  figure,
  detail,
  badge,
}: {
  name: React.ReactNode;
  figure?: React.ReactNode;
  detail?: React.ReactNode;
  badge?: React.ReactNode;
}) {
  return (
    <li className="grid gap-0.5 rounded-md border p-2.5 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="flex min-w-0 flex-wrap items-center gap-2 font-medium [overflow-wrap:anywhere]">
          {badge}
          {name}
        </span>
        {figure ? <span className="font-semibold tabular-nums">{figure}</span> : null}
      </div>
      {detail ? <div className="text-muted-foreground text-xs">{detail}</div> : null}
    </li>
  );
}
