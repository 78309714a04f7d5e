import { type KeyboardEvent, type PointerEvent, type RefObject, useRef } from 'react';
import { cn } from '../../../lib/utils';
import { keyStep } from '../lib/draft';

type Props = {
  /** horizontal: a column boundary moved left/right; vertical: a table edge moved up/down. */
  orientation: 'horizontal' | 'vertical';
  /** 0..1 of the page width (horizontal) or height (vertical). */
  value: number;
  min: number;
  max: number;
  label: string;
  valueText: string;
  /** The page frame the fraction is measured against. */
  frame: RefObject<HTMLDivElement | null>;
  onChange: (value: number) => void;
  /** Delete / Backspace (removing a column boundary). */
  onRemove?: () => void;
  onFocus?: () => void;
  /** Where along the line the grip sits (0..1 of the other axis); a captioned grip sits left. */
  gripAt?: number;
  /** Shown on the grip (e.g. "Table starts"). */
  caption?: string;
  invalid?: boolean;
  testId?: string;
};

/** The value in percent, as exact as the draft keeps it (four decimals of a fraction). */
const pct = (v: number) => Math.round(v * 10_000) / 100;

/**
 * A draggable line over the page: an ARIA slider (arrow keys 0.5 %, Shift 5 %, Home/End to the
 * limits) moved by mouse, pen or touch through pointer events with pointer capture. The line is
 * grabbable over 8 px (so a click on the text beside it still ignores that line); its grip is
 * 24 px, for fingers.
 */
export function DragHandle({
  orientation,
  value,
  min,
  max,
  label,
  valueText,
  frame,
  onChange,
  onRemove,
  onFocus,
  gripAt = 0.5,
  caption,
  invalid,
  testId,
}: Props) {
  const dragging = useRef(false);
  const horizontal = orientation === 'horizontal';

  const fromPointer = (event: PointerEvent) => {
    const rect = frame.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return null;
    return horizontal
      ? (event.clientX - rect.left) / rect.width
      : (event.clientY - rect.top) / rect.height;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus({ preventScroll: true });
    dragging.current = true;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    const next = fromPointer(event);
    if (next != null) onChange(next);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    dragging.current = false;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = keyStep(event.key, event.shiftKey, orientation);
    let next: number | null = step == null ? null : value + step;
    if (event.key === 'Home') next = min;
    if (event.key === 'End') next = max;
    if (next != null) {
      event.preventDefault();
      onChange(next);
      return;
    }
    if ((event.key === 'Delete' || event.key === 'Backspace') && onRemove) {
      event.preventDefault();
      onRemove();
    }
  };

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-orientation={horizontal ? 'horizontal' : 'vertical'}
      aria-valuemin={pct(min)}
      aria-valuemax={pct(max)}
      aria-valuenow={pct(value)}
      aria-valuetext={valueText}
      aria-invalid={invalid || undefined}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onClick={(event) => event.stopPropagation()}
      onFocus={onFocus}
      className={cn(
        'group absolute z-10 touch-none outline-none',
        horizontal
          ? 'top-0 bottom-0 w-2 -translate-x-1/2 cursor-ew-resize'
          : 'right-0 left-0 h-2 -translate-y-1/2 cursor-ns-resize',
      )}
      style={horizontal ? { left: `${value * 100}%` } : { top: `${value * 100}%` }}
    >
      <span
        aria-hidden="true"
        className={cn(
          'absolute bg-primary/80 transition-colors group-hover:bg-primary group-focus-visible:bg-ring',
          horizontal
            ? 'inset-y-0 left-1/2 w-0.5 -translate-x-1/2 group-focus-visible:w-1'
            : 'inset-x-0 top-1/2 h-0.5 -translate-y-1/2 group-focus-visible:h-1',
          invalid && 'bg-destructive',
        )}
      />
      <span
        aria-hidden="true"
        className={cn(
          'absolute flex items-center justify-center whitespace-nowrap rounded-full border-2 border-primary bg-background shadow-sm group-focus-visible:border-ring group-focus-visible:ring-4 group-focus-visible:ring-ring/30',
          caption ? 'h-6 px-2 font-medium text-[11px] text-foreground' : 'size-6',
          horizontal
            ? '-translate-x-1/2 -translate-y-1/2 left-1/2'
            : caption
              ? '-translate-y-1/2 top-1/2 left-1'
              : '-translate-x-1/2 -translate-y-1/2 top-1/2',
        )}
        style={
          horizontal
            ? { top: `${gripAt * 100}%` }
            : caption
              ? undefined
              : { left: `${gripAt * 100}%` }
        }
      >
        {caption ?? (
          <span
            className={cn('bg-primary/70', horizontal ? 'h-2 w-0.5' : 'h-0.5 w-2')}
            aria-hidden="true"
          />
        )}
      </span>
    </div>
  );
}
