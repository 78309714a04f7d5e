import { CheckCircle2, Info, XCircle, XIcon } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/utils';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'success' | 'error' | 'info';
};
type ToastItem = ToastInput & { id: number };

// A tiny store so any code (a mutation's onSuccess, after a navigation) can raise a toast.
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Shows a short message in the corner (announced politely; errors assertively). */
export function toast(input: ToastInput): void {
  items = [...items, { ...input, id: nextId++ }];
  emit();
}

function dismiss(id: number) {
  items = items.filter((t) => t.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const ICONS = { success: CheckCircle2, error: XCircle, info: Info } as const;

/** Renders the toasts; mounted once by the app provider. */
export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return (
    <ToastPrimitive.Provider swipeDirection="right" duration={8000}>
      {list.map((t) => {
        const variant = t.variant ?? 'success';
        const Icon = ICONS[variant];
        return (
          <ToastPrimitive.Root
            key={t.id}
            type={variant === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) dismiss(t.id);
            }}
            data-testid="toast"
            className={cn(
              'relative flex gap-3 rounded-lg border bg-background p-4 pr-10 text-sm shadow-lg data-[state=open]:animate-in',
              variant === 'error' && 'border-destructive/40',
            )}
          >
            <Icon
              className={cn(
                'mt-0.5 size-4 shrink-0',
                variant === 'success' && 'text-success',
                variant === 'error' && 'text-destructive',
              )}
              aria-hidden="true"
            />
            <div className="grid gap-1">
              <ToastPrimitive.Title className="font-medium">{t.title}</ToastPrimitive.Title>
              {t.description ? (
                <ToastPrimitive.Description className="text-muted-foreground">
                  {t.description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
              aria-label="Dismiss"
            >
              <XIcon className="size-4" aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
