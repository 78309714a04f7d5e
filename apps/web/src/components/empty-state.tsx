import { FileUp } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { cn } from '../lib/utils';
import { Button } from './ui/button';

export function EmptyState({
  icon: Icon = FileUp,
  title,
  description,
  action,
  className,
}: {
  icon?: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  description?: React.ReactNode;
  action?: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-4 rounded-xl border border-dashed bg-muted/30 px-6 py-14 text-center',
        className,
      )}
    >
      <div className="flex size-12 items-center justify-center rounded-full bg-primary/10">
        <Icon className="size-6 text-primary" aria-hidden="true" />
      </div>
      <div className="grid max-w-md gap-1.5">
        <h2 className="font-semibold text-lg">{title}</h2>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </div>
      {action}
    </div>
  );
}

/** The one empty state of the signed-in area until statement processing ships. */
export function NoStatementsYet({ description }: { description?: React.ReactNode }) {
  return (
    <EmptyState
      title="No statements yet — upload your first"
      description={
        description ??
        'Once you upload a bank statement, its transactions, totals and insights will appear here.'
      }
      action={
        <Button asChild>
          <Link to={paths.uploadStatement}>Upload a statement</Link>
        </Button>
      }
    />
  );
}

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid gap-1">
        <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </div>
      {actions}
    </div>
  );
}
