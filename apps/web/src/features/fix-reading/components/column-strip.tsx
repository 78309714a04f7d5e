import {
  LAYOUT_COLUMN_ROLES,
  LAYOUT_ROLE_LABELS,
  type LayoutColumnRole,
  type LayoutInstructions,
} from '@bsp/shared';
import { useEffect, useRef, useState } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger } from '../../../components/ui/select';
import { cn } from '../../../lib/utils';
import { percent, setRole } from '../lib/draft';
import type { FixErrors } from '../lib/field-errors';
import { ROLE_SHORT_LABELS, ROLE_STYLE } from '../lib/roles';

/** Narrower than this (px), a column's select shows the short label. */
const FULL_LABEL_PX = 88;

/**
 * Above the page, one select per column, as wide as the column: what the column holds. The list
 * opens wider than a narrow column, so every role stays readable.
 */
export function ColumnStrip({
  draft,
  onChange,
  errors,
  selectedColumn,
  onSelectColumn,
}: {
  draft: LayoutInstructions;
  onChange: (next: LayoutInstructions) => void;
  errors: FixErrors;
  selectedColumn: number | null;
  onSelectColumn: (column: number | null) => void;
}) {
  const strip = useRef<HTMLFieldSetElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <fieldset ref={strip} className="relative h-9 min-w-0" aria-describedby="column-strip-hint">
      <legend className="sr-only">What each column holds</legend>
      <span id="column-strip-hint" className="sr-only">
        Columns from left to right; each select sets the column’s role.
      </span>
      {draft.columns.map((c, i) => {
        const label = LAYOUT_ROLE_LABELS[c.role];
        const narrow = (c.x1 - c.x0) * width < FULL_LABEL_PX;
        const shown = narrow ? ROLE_SHORT_LABELS[c.role] : label;
        const error = errors.column[i];
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
            key={i}
            className="absolute top-0 bottom-0 px-px"
            style={{ left: `${c.x0 * 100}%`, width: `${(c.x1 - c.x0) * 100}%` }}
          >
            <Select
              value={c.role}
              onValueChange={(role) => onChange(setRole(draft, i, role as LayoutColumnRole))}
            >
              <SelectTrigger
                aria-label={`Column ${i + 1} role: ${label}`}
                aria-invalid={error ? true : undefined}
                title={`${label} · ${percent(c.x0)} to ${percent(c.x1)} of the page width${error ? ` · ${error}` : ''}`}
                data-testid={`column-role-${i}`}
                onFocus={() => onSelectColumn(i)}
                className={cn(
                  'h-9 min-w-0 gap-0.5 border-2 px-1 py-0 text-xs shadow-none',
                  // a narrow column keeps its few letters rather than the arrow
                  narrow && 'justify-center [&>svg]:hidden',
                  ROLE_STYLE[c.role].chip,
                  selectedColumn === i && 'ring-2 ring-primary/40',
                  error && 'border-destructive',
                )}
              >
                <span className="truncate">{shown}</span>
              </SelectTrigger>
              <SelectContent>
                {LAYOUT_COLUMN_ROLES.map((role) => (
                  <SelectItem key={role} value={role}>
                    {LAYOUT_ROLE_LABELS[role]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        );
      })}
    </fieldset>
  );
}
