import { LAYOUT_ROLE_LABELS, type LayoutInstructions } from '@bsp/shared';
import { Merge, SquareSplitHorizontal } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/utils';
import {
  canSplit,
  mergeWithNext,
  percent,
  setDateOrder,
  setLaterSame,
  setSigns,
  splitColumn,
} from '../lib/draft';
import type { FixErrors } from '../lib/field-errors';
import type { LayoutLine } from '../lib/ignore-lines';
import { ROLE_STYLE } from '../lib/roles';
import { IgnoreLines } from './ignore-lines';

type Props = {
  draft: LayoutInstructions;
  onChange: (next: LayoutInstructions) => void;
  pageCount: number;
  page: number;
  onPage: (page: number) => void;
  lines: readonly LayoutLine[];
  errors: FixErrors;
  selectedColumn: number | null;
  onSelectColumn: (column: number | null) => void;
  onAnnounce: (message: string) => void;
};

export function ErrorText({ id, children }: { id?: string; children: React.ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="font-medium text-destructive text-xs" role="alert">
      {children}
    </p>
  );
}

function Section({
  title,
  children,
  className,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'grid grid-cols-[minmax(0,1fr)] gap-3 border-t pt-4 first:border-t-0 first:pt-0',
        className,
      )}
    >
      <h2 id={id} className="font-semibold text-sm">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The controls beside (desktop) or under (tablet) the page. */
export function ControlsPanel({
  draft,
  onChange,
  pageCount,
  page,
  onPage,
  lines,
  errors,
  selectedColumn,
  onSelectColumn,
  onAnnounce,
}: Props) {
  const id = useId();
  const laterSame = draft.laterPages == null;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4" data-testid="fix-controls">
      <Section title="Table">
        <p className="text-muted-foreground text-xs">
          {pageCount > 1 ? 'Page 1' : 'The table'} runs from {percent(draft.firstPage.top)} to{' '}
          {percent(draft.firstPage.bottom)} down the page.
          {draft.laterPages
            ? ` Later pages: ${percent(draft.laterPages.top)} to ${percent(draft.laterPages.bottom)}.`
            : ''}
        </p>
        <ErrorText id={`${id}-first-error`}>{errors.firstPage}</ErrorText>
        {pageCount > 1 ? (
          <>
            <div className="flex items-center justify-between gap-3">
              <Label htmlFor={`${id}-later`} className="font-normal">
                Later pages: same as page 1
              </Label>
              <Switch
                id={`${id}-later`}
                checked={laterSame}
                aria-describedby={`${id}-later-hint`}
                onCheckedChange={(same) => {
                  onChange(setLaterSame(draft, same));
                  if (!same && page === 1) onPage(2);
                }}
              />
            </div>
            <p id={`${id}-later-hint`} className="text-muted-foreground text-xs">
              {laterSame
                ? 'The table starts and ends at the same place on every page.'
                : page === 1
                  ? 'Go to page 2 to set where the table starts and ends on later pages.'
                  : 'Drag “Table starts” and “Table ends” on this page: they apply to every page after the first.'}
            </p>
            {!laterSame && page === 1 ? (
              <Button type="button" size="sm" variant="outline" onClick={() => onPage(2)}>
                Edit later pages on page 2
              </Button>
            ) : null}
            <ErrorText>{errors.laterPages}</ErrorText>
          </>
        ) : null}
      </Section>

      <Section title="Columns">
        <p className="text-muted-foreground text-xs">
          Drag a boundary on the page, or focus it and use the arrow keys; Delete removes it. Set
          what each column holds with the selects above the page.
        </p>
        <ol className="grid gap-1.5" aria-label="Columns, left to right">
          {draft.columns.map((c, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
              key={i}
              className={cn(
                'grid gap-1 rounded-md border p-1.5 pl-2',
                selectedColumn === i && 'border-primary/60 bg-primary/5',
              )}
            >
              <div className="flex items-center gap-2 text-sm">
                <span
                  aria-hidden="true"
                  className={cn('size-3 shrink-0 rounded-sm border-2', ROLE_STYLE[c.role].chip)}
                />
                <button
                  type="button"
                  className="min-w-0 flex-1 truncate text-left hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => onSelectColumn(i)}
                  aria-pressed={selectedColumn === i}
                  title="Show this column on the page"
                >
                  <span className="sr-only">Column </span>
                  <span className="font-medium">{i + 1}.</span> {LAYOUT_ROLE_LABELS[c.role]}{' '}
                  <span className="text-muted-foreground text-xs tabular-nums">
                    {percent(c.x0)}–{percent(c.x1)}
                  </span>
                </button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  className="size-7"
                  disabled={!canSplit(draft, i)}
                  aria-label={`Split column ${i + 1} (${LAYOUT_ROLE_LABELS[c.role]}) in two`}
                  title="Split in two (add a boundary)"
                  onClick={() => {
                    onChange(splitColumn(draft, i));
                    onSelectColumn(i + 1);
                    onAnnounce(
                      `Column ${i + 1} split in two. The new column ${i + 2} is ignored until you set its role.`,
                    );
                  }}
                >
                  <SquareSplitHorizontal aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  className="size-7"
                  disabled={i === draft.columns.length - 1 || draft.columns.length <= 2}
                  aria-label={`Merge column ${i + 1} with column ${i + 2} (remove the boundary)`}
                  title="Merge with the next column (remove the boundary)"
                  onClick={() => {
                    onChange(mergeWithNext(draft, i));
                    onSelectColumn(i);
                    onAnnounce(`Columns ${i + 1} and ${i + 2} merged.`);
                  }}
                >
                  <Merge aria-hidden="true" className="rotate-90" />
                </Button>
              </div>
              <ErrorText>{errors.column[i]}</ErrorText>
            </li>
          ))}
        </ol>
        {errors.columns.map((message) => (
          <ErrorText key={message}>{message}</ErrorText>
        ))}
      </Section>

      <Section title="Dates and amounts">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-date-order`}>Date order</Label>
          <NativeSelect
            id={`${id}-date-order`}
            value={draft.dateOrder ?? ''}
            aria-invalid={errors.dateOrder ? true : undefined}
            aria-describedby={`${id}-date-order-hint`}
            onChange={(e) =>
              onChange(
                setDateOrder(draft, (e.target.value || null) as LayoutInstructions['dateOrder']),
              )
            }
          >
            <option value="">Automatic</option>
            <option value="DMY">Day-month (31/01)</option>
            <option value="MDY">Month-day (01/31)</option>
            <option value="YMD">Year-month-day (2026-01-31)</option>
          </NativeSelect>
          <p id={`${id}-date-order-hint`} className="text-muted-foreground text-xs">
            How to read dates like 03/04. Automatic decides from the dates themselves.
          </p>
          <ErrorText>{errors.dateOrder}</ErrorText>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-signs`}>Sign convention</Label>
          <NativeSelect
            id={`${id}-signs`}
            value={draft.signs ?? ''}
            aria-invalid={errors.signs ? true : undefined}
            aria-describedby={`${id}-signs-hint`}
            onChange={(e) =>
              onChange(setSigns(draft, (e.target.value || null) as LayoutInstructions['signs']))
            }
          >
            <option value="">Automatic</option>
            <option value="account">Bank account</option>
            <option value="card">Card statement — purchases are money out</option>
          </NativeSelect>
          <p id={`${id}-signs-hint`} className="text-muted-foreground text-xs">
            On a card statement unmarked amounts are purchases and the balance is what you owe.
          </p>
          <ErrorText>{errors.signs}</ErrorText>
        </div>
      </Section>

      <Section title="Lines to ignore">
        <IgnoreLines
          draft={draft}
          onChange={onChange}
          lines={lines}
          error={errors.ignore}
          onAnnounce={onAnnounce}
        />
      </Section>

      <Section title="On the page">
        <ul className="grid gap-1.5 text-muted-foreground text-xs">
          <li className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="h-3 w-5 rounded-sm border border-blue-600/70 bg-blue-500/5"
            />
            A row as read
          </li>
          <li className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="h-3 w-5 rounded-sm border border-amber-600 border-dashed bg-amber-400/15"
            />
            The header row
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="h-3 w-5 rounded-sm bg-slate-900/15" />
            Outside the table
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="relative h-3 w-5 rounded-sm bg-red-500/15">
              <span className="absolute inset-x-0 top-1/2 h-px bg-red-600" />
            </span>
            A line ignored
          </li>
        </ul>
      </Section>
    </div>
  );
}
