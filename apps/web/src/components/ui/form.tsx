import { AlertCircle, CheckCircle2, Eye, EyeOff } from 'lucide-react';
import { Slot } from 'radix-ui';
import * as React from 'react';
import { cn } from '../../lib/utils';
import { Input } from './input';
import { Label } from './label';

type FieldProps = {
  id: string;
  label: React.ReactNode;
  required?: boolean;
  description?: React.ReactNode;
  error?: string | undefined;
  className?: string;
  /** Extra content on the label row (e.g. a "Forgot password?" link). */
  labelAside?: React.ReactNode;
  children: React.ReactElement;
};

/**
 * A labelled form control: wires id, aria-invalid and aria-describedby onto its only child,
 * and shows the hint and the error message below it.
 */
export function Field({
  id,
  label,
  required,
  description,
  error,
  className,
  labelAside,
  children,
}: FieldProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>
          {label}
          {required ? (
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          ) : null}
        </Label>
        {labelAside}
      </div>
      <Slot.Root
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
      >
        {children}
      </Slot.Root>
      {description ? (
        <p id={descriptionId} className="text-muted-foreground text-xs">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="font-medium text-destructive text-xs" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function PasswordInput({ className, ...props }: React.ComponentProps<'input'>) {
  const [visible, setVisible] = React.useState(false);
  return (
    <div className="relative">
      <Input
        type={visible ? 'text' : 'password'}
        className={cn('pr-10', className)}
        spellCheck={false}
        autoCapitalize="off"
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
      >
        {visible ? (
          <EyeOff className="size-4" aria-hidden="true" />
        ) : (
          <Eye className="size-4" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}

export function FormAlert({
  variant = 'error',
  title,
  children,
  className,
}: {
  variant?: 'error' | 'success' | 'info';
  title?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  const Icon = variant === 'success' ? CheckCircle2 : AlertCircle;
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-lg border p-3 text-sm',
        variant === 'error' && 'border-destructive/30 bg-destructive/5 text-destructive',
        variant === 'success' && 'border-success/30 bg-success/5 text-foreground',
        variant === 'info' && 'border-border bg-muted text-foreground',
        className,
      )}
    >
      <Icon
        className={cn('mt-0.5 size-4 shrink-0', variant === 'success' && 'text-success')}
        aria-hidden="true"
      />
      <div className="grid gap-1">
        {title ? <p className="font-medium">{title}</p> : null}
        {children ? (
          <div className={cn(variant === 'error' && 'text-destructive/90')}>{children}</div>
        ) : null}
      </div>
    </div>
  );
}
