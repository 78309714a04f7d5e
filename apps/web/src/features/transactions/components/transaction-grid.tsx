import { decimalToMinor, type Transaction } from '@bsp/shared';
import { type ColumnDef, type Row, tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { AlertTriangle, Ban, CircleSlash, Trash2 } from 'lucide-react';
import {
  forwardRef,
  type KeyboardEvent,
  type MouseEvent,
  memo,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/utils';
import { formatDate, money as formatMinor } from '../../analyses/lib/insights';
import { CategoryCell, CategoryDatalist } from '../../categories/components/category-cell';
import { useCategoryNames } from '../../categories/components/category-names-context';
import { type SelectionClick, selectAll, selectionAfterClick } from '../lib/selection';

export const LOW_CONFIDENCE = 0.8;
export type EditableField = 'date' | 'description' | 'amount' | 'category';
const EDITABLE: readonly string[] = ['date', 'description', 'amount', 'category'];

export type GridHandle = {
  /** Scrolls to a row, makes it the active row and selects it. */
  scrollToTransaction: (id: string) => void;
};

type Props = {
  rows: Transaction[];
  /** The row whose source page is shown. */
  selectedId: string | null;
  onSelect: (row: Transaction) => void;
  /** Rows ticked for a bulk action (ids; may include rows a filter hides). */
  checked: ReadonlySet<string>;
  onCheckedChange: (next: Set<string>) => void;
  /** Resolves to an error message, or null when saved. */
  onEdit: (row: Transaction, field: EditableField, value: string) => Promise<string | null>;
  onToggleExcluded: (row: Transaction) => void;
  onDelete: (row: Transaction) => void;
  onUndo: () => void;
  issueIds: ReadonlySet<string>;
};

type Meta = { label: string; align?: 'right'; editable?: boolean };
const features = tableFeatures({ columnMeta: {} as Meta });
type GridRowModel = Row<typeof features, Transaction>;

const ROW_HEIGHT = 40;
// A screenful of rows either side is plenty for wheel and keyboard scrolling; more only adds DOM
// work to every jump.
const OVERSCAN = 8;
const getRowId = (row: Transaction) => row.id;
const selectNothing = () => null;
const TEMPLATE = '2.75rem 3.5rem 7.5rem minmax(12rem,1fr) 9rem 7.5rem 7.5rem 11rem 5.5rem';
const CATEGORY_OPTIONS_ID = 'grid-category-options';
const CELL =
  'flex min-w-0 items-center px-2 outline-none focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset';
const CELL_RIGHT = `${CELL} justify-end text-right tabular-nums`;
const CHECKBOX = 'size-4 cursor-pointer accent-primary';

function decimalMoney(amount: string | null, currency: string): string {
  if (amount == null) return '';
  try {
    return formatMinor(decimalToMinor(amount, currency), currency);
  } catch {
    return amount;
  }
}

type Editing = { id: string; field: EditableField };

/** What a row needs from the grid; the object is stable so memoised rows skip re-rendering. */
type RowActions = {
  select: (row: Transaction) => void;
  activate: (index: number, col: number) => void;
  check: (index: number, click: SelectionClick) => void;
  startEdit: (row: Transaction, field: EditableField) => void;
  setDraft: (value: string) => void;
  commit: (row: Transaction) => void;
  cancelEdit: () => void;
  blurEdit: () => void;
  toggleExcluded: (row: Transaction) => void;
  remove: (row: Transaction) => void;
};

export const TransactionGrid = forwardRef<GridHandle, Props>(function TransactionGrid(
  {
    rows,
    selectedId,
    onSelect,
    checked,
    onCheckedChange,
    onEdit,
    onToggleExcluded,
    onDelete,
    onUndo,
    issueIds,
  },
  ref,
) {
  const columns = useMemo<ColumnDef<typeof features, Transaction>[]>(
    () => [
      { id: 'select', accessorFn: () => null, meta: { label: 'Select' } },
      { id: 'row', accessorFn: (r) => r.row_index + 1, meta: { label: '#', align: 'right' } },
      { id: 'date', accessorFn: (r) => r.date, meta: { label: 'Date', editable: true } },
      {
        id: 'description',
        accessorFn: (r) => r.description,
        meta: { label: 'Description', editable: true },
      },
      { id: 'merchant', accessorFn: (r) => r.merchant, meta: { label: 'Merchant' } },
      {
        id: 'amount',
        accessorFn: (r) => r.amount,
        meta: { label: 'Amount', align: 'right', editable: true },
      },
      { id: 'balance', accessorFn: (r) => r.balance, meta: { label: 'Balance', align: 'right' } },
      {
        id: 'category',
        accessorFn: (r) => r.category,
        meta: { label: 'Category', editable: true },
      },
      { id: 'actions', accessorFn: () => null, meta: { label: 'Actions' } },
    ],
    [],
  );
  // Stable options: a new getRowId or data identity would rebuild the 10,000-row model.
  const table = useTable({ features, columns, data: rows, getRowId }, selectNothing);
  const modelRows = table.getRowModel().rows;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];

  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: modelRows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
  });

  const [active, setActive] = useState<{ row: number; col: number }>({ row: 0, col: 2 });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const focusPending = useRef(false);
  const anchor = useRef<number | null>(null);
  const names = useCategoryNames();

  const focusActive = useCallback(() => {
    const el = scroller.current?.querySelector<HTMLElement>(
      `[data-cell="${active.row}:${active.col}"]`,
    );
    el?.focus({ preventScroll: true });
  }, [active]);

  useEffect(() => {
    if (focusPending.current && !editing) {
      focusPending.current = false;
      // Wait a frame so the virtualiser has rendered the row.
      requestAnimationFrame(focusActive);
    }
  });

  // Ticked rows that are on screen (a filter may hide some of the ticked ones).
  const visibleChecked = useMemo(() => {
    if (checked.size === 0) return 0;
    let n = 0;
    for (const r of rows) if (checked.has(r.id)) n += 1;
    return n;
  }, [rows, checked]);
  const allChecked = rows.length > 0 && visibleChecked === rows.length;
  const headerBox = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (headerBox.current) headerBox.current.indeterminate = visibleChecked > 0 && !allChecked;
  }, [visibleChecked, allChecked]);

  const startEdit = (row: Transaction, field: EditableField) => {
    setError(null);
    setEditing({ id: row.id, field });
    setDraft(
      field === 'category'
        ? row.category
          ? names.label(row.category)
          : ''
        : field === 'date'
          ? (row.date ?? '')
          : String(row[field] ?? ''),
    );
  };

  const commit = async (row: Transaction) => {
    if (!editing) return;
    setSaving(true);
    const message = await onEdit(row, editing.field, draft);
    setSaving(false);
    if (message) {
      setError(message);
      return;
    }
    setEditing(null);
    setError(null);
    focusPending.current = true;
  };

  const check = (index: number, click: SelectionClick) => {
    const next = selectionAfterClick(rows, checked, anchor.current, index, click);
    anchor.current = index;
    onCheckedChange(next);
  };

  // The rows get one stable object whose methods call the latest closures.
  const latest = useRef<RowActions>(null as unknown as RowActions);
  latest.current = {
    select: onSelect,
    activate: (index, col) => setActive({ row: index, col }),
    check,
    startEdit,
    setDraft,
    commit: (row) => void commit(row),
    cancelEdit: () => {
      setEditing(null);
      setError(null);
      focusPending.current = true;
    },
    blurEdit: () => {
      if (!saving && !error) setEditing(null);
    },
    toggleExcluded: onToggleExcluded,
    remove: onDelete,
  };
  const actions = useMemo<RowActions>(
    () => ({
      select: (row) => latest.current.select(row),
      activate: (index, col) => latest.current.activate(index, col),
      check: (index, click) => latest.current.check(index, click),
      startEdit: (row, field) => latest.current.startEdit(row, field),
      setDraft: (value) => latest.current.setDraft(value),
      commit: (row) => latest.current.commit(row),
      cancelEdit: () => latest.current.cancelEdit(),
      blurEdit: () => latest.current.blurEdit(),
      toggleExcluded: (row) => latest.current.toggleExcluded(row),
      remove: (row) => latest.current.remove(row),
    }),
    [],
  );

  useImperativeHandle(
    ref,
    () => ({
      scrollToTransaction: (id: string) => {
        const index = rows.findIndex((r) => r.id === id);
        if (index < 0) return;
        virtualizer.scrollToIndex(index, { align: 'center' });
        setActive((a) => ({ row: index, col: a.col }));
        const row = rows[index];
        if (row) onSelect(row);
        focusPending.current = true;
      },
    }),
    [rows, virtualizer, onSelect],
  );

  const move = (row: number, col: number) => {
    const r = Math.max(0, Math.min(rows.length - 1, row));
    const c = Math.max(0, Math.min(columns.length - 1, col));
    setActive({ row: r, col: c });
    virtualizer.scrollToIndex(r, { align: 'auto' });
    const target = rows[r];
    if (target && r !== active.row) onSelect(target);
    focusPending.current = true;
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z' && !editing) {
      event.preventDefault();
      onUndo();
      return;
    }
    if (editing) return;
    // A focused checkbox or button acts on Space and Enter itself.
    const target = event.target as HTMLElement;
    if ((event.key === ' ' || event.key === 'Enter') && target.matches('button, input')) return;
    const page = Math.max(1, Math.floor((scroller.current?.clientHeight ?? 400) / ROW_HEIGHT) - 1);
    switch (event.key) {
      case 'ArrowDown':
        move(active.row + 1, active.col);
        break;
      case 'ArrowUp':
        move(active.row - 1, active.col);
        break;
      case 'ArrowRight':
        move(active.row, active.col + 1);
        break;
      case 'ArrowLeft':
        move(active.row, active.col - 1);
        break;
      case 'PageDown':
        move(active.row + page, active.col);
        break;
      case 'PageUp':
        move(active.row - page, active.col);
        break;
      case 'Home':
        move(event.ctrlKey ? 0 : active.row, event.ctrlKey ? active.col : 0);
        break;
      case 'End':
        move(
          event.ctrlKey ? rows.length - 1 : active.row,
          event.ctrlKey ? active.col : columns.length - 1,
        );
        break;
      case ' ':
        // Space ticks the active row; Shift+Space ticks the range from the last ticked row.
        check(active.row, { shift: event.shiftKey });
        break;
      case 'a':
      case 'A':
        if (!(event.ctrlKey || event.metaKey)) return;
        onCheckedChange(selectAll(rows, checked, !allChecked));
        break;
      case 'Escape':
        if (checked.size === 0) return;
        onCheckedChange(new Set());
        break;
      case 'Enter':
      case 'F2': {
        const row = rows[active.row];
        const field = columns[active.col]?.id;
        if (row && field && EDITABLE.includes(field)) startEdit(row, field as EditableField);
        else if (field === 'select') check(active.row, { shift: false });
        else if (field === 'actions') {
          scroller.current
            ?.querySelector<HTMLElement>(`[data-cell="${active.row}:${active.col}"] button`)
            ?.focus();
        } else return;
        break;
      }
      default:
        return;
    }
    event.preventDefault();
  };

  const items = virtualizer.getVirtualItems();

  return (
    <div className="grid gap-2">
      <div
        ref={scroller}
        className="relative h-[28rem] overflow-auto rounded-lg border bg-card [contain:content]"
        data-testid="transaction-grid"
      >
        <div
          role="grid"
          aria-label="Transactions"
          aria-multiselectable="true"
          aria-rowcount={rows.length + 1}
          aria-colcount={columns.length}
          aria-describedby="grid-help"
          className="min-w-[64rem] text-sm"
          onKeyDown={onGridKeyDown}
        >
          <div role="rowgroup" className="sticky top-0 z-10 border-b bg-muted">
            <div
              role="row"
              aria-rowindex={1}
              className="grid"
              style={{ gridTemplateColumns: TEMPLATE }}
            >
              {headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const id = header.column.id;
                return (
                  <div
                    key={header.id}
                    role="columnheader"
                    className={cn(
                      'flex items-center px-2 py-2 font-medium text-muted-foreground text-xs',
                      meta?.align === 'right' && 'justify-end',
                    )}
                  >
                    {id === 'select' ? (
                      <input
                        ref={headerBox}
                        type="checkbox"
                        className={CHECKBOX}
                        checked={allChecked}
                        disabled={rows.length === 0}
                        onChange={() => onCheckedChange(selectAll(rows, checked, !allChecked))}
                        aria-label={
                          rows.length === 1
                            ? 'Select the row shown'
                            : `Select all ${rows.length} rows shown`
                        }
                        data-testid="select-all-rows"
                      />
                    ) : id === 'actions' ? (
                      <span className="sr-only">{meta?.label}</span>
                    ) : (
                      meta?.label
                    )}
                  </div>
                );
              })}
            </div>
          </div>
          <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const model = modelRows[item.index];
              const row = model?.original;
              if (!row || !model) return null;
              const isEditing = editing?.id === row.id;
              return (
                <GridRow
                  key={row.id}
                  model={model}
                  index={item.index}
                  start={item.start}
                  activeCol={active.row === item.index ? active.col : -1}
                  editingField={isEditing ? (editing?.field ?? null) : null}
                  draft={isEditing ? draft : ''}
                  error={isEditing ? error : null}
                  saving={isEditing && saving}
                  checked={checked.has(row.id)}
                  current={row.id === selectedId}
                  issue={issueIds.has(row.id)}
                  actions={actions}
                />
              );
            })}
          </div>
        </div>
      </div>
      <CategoryDatalist id={CATEGORY_OPTIONS_ID} />
      <p id="grid-edit-error" role="alert" className="min-h-4 font-medium text-destructive text-xs">
        {error}
      </p>
      <p id="grid-help" className="text-muted-foreground text-xs">
        Arrow keys move between cells, Enter edits (Enter saves, Escape cancels), Space ticks a row
        (Shift+Space or Shift+click ticks a range, {modifierKey()}+A all rows shown),{' '}
        {modifierKey()}+Z undoes the last change. Rows with a tinted background were read with low
        confidence. A category marked “suggested” was applied with less certainty; hover it to see
        where it came from.
      </p>
    </div>
  );
});

function modifierKey(): string {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
    ? '⌘'
    : 'Ctrl';
}

type GridRowProps = {
  model: GridRowModel;
  index: number;
  start: number;
  /** The active column when this is the active row, else -1. */
  activeCol: number;
  editingField: EditableField | null;
  draft: string;
  error: string | null;
  saving: boolean;
  checked: boolean;
  current: boolean;
  issue: boolean;
  actions: RowActions;
};

/** One row; memoised, so scrolling re-renders only the rows that enter the window. */
const GridRow = memo(function GridRow({
  model,
  index,
  start,
  activeCol,
  editingField,
  draft,
  error,
  saving,
  checked,
  current,
  issue,
  actions,
}: GridRowProps) {
  const row = model.original;
  const low = row.confidence < LOW_CONFIDENCE;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={checked}
      aria-current={current ? 'true' : undefined}
      data-row-id={row.id}
      data-testid="grid-row"
      data-checked={checked || undefined}
      className={cn(
        'absolute inset-x-0 grid border-b [contain:layout_paint]',
        low && 'bg-amber-50',
        issue && 'bg-red-50 shadow-[inset_3px_0_0_var(--color-destructive)]',
        row.excluded && 'text-muted-foreground line-through decoration-muted-foreground/60',
        checked && 'bg-primary/10',
        current && 'bg-accent',
      )}
      style={{
        gridTemplateColumns: TEMPLATE,
        height: ROW_HEIGHT,
        transform: `translateY(${start}px)`,
      }}
      onClick={() => actions.select(row)}
    >
      {model.getAllCells().map((cell, colIndex) => {
        const id = cell.column.id;
        const meta = cell.column.columnDef.meta;
        const isActive = activeCol === colIndex;
        const isEditing = editingField === id;
        return (
          <div
            key={cell.id}
            role="gridcell"
            aria-colindex={colIndex + 1}
            tabIndex={isActive && !isEditing ? 0 : -1}
            data-cell={`${index}:${colIndex}`}
            data-col={id}
            className={meta?.align === 'right' ? CELL_RIGHT : CELL}
            onFocus={() => {
              if (!isActive) actions.activate(index, colIndex);
            }}
            onDoubleClick={() => meta?.editable && actions.startEdit(row, id as EditableField)}
          >
            {isEditing ? (
              <input
                // biome-ignore lint/a11y/noAutofocus: the user asked to edit this cell
                autoFocus
                aria-label={`${meta?.label} of row ${row.row_index + 1}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'grid-edit-error' : undefined}
                className="h-8 w-full min-w-0 rounded border border-ring bg-background px-1.5 text-sm"
                value={draft}
                disabled={saving}
                inputMode={id === 'amount' ? 'decimal' : undefined}
                list={id === 'category' ? CATEGORY_OPTIONS_ID : undefined}
                // a category is usually replaced, not amended: typing overwrites it
                onFocus={id === 'category' ? (e) => e.currentTarget.select() : undefined}
                placeholder={id === 'date' ? 'YYYY-MM-DD' : undefined}
                onChange={(e) => actions.setDraft(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    actions.commit(row);
                  } else if (e.key === 'Escape') {
                    e.preventDefault();
                    actions.cancelEdit();
                  }
                  e.stopPropagation();
                }}
                onBlur={actions.blurEdit}
              />
            ) : (
              <CellContent
                row={row}
                index={index}
                id={id}
                low={low}
                issue={issue}
                checked={checked}
                actions={actions}
              />
            )}
          </div>
        );
      })}
    </div>
  );
});

function CellContent({
  row,
  index,
  id,
  low,
  issue,
  checked,
  actions,
}: {
  row: Transaction;
  index: number;
  id: string;
  low: boolean;
  issue: boolean;
  checked: boolean;
  actions: RowActions;
}) {
  switch (id) {
    case 'select':
      return (
        <input
          type="checkbox"
          tabIndex={-1}
          className={CHECKBOX}
          checked={checked}
          aria-label={`Select row ${row.row_index + 1}`}
          // The click (not change) event knows about Shift; the cell's Space key does the rest.
          onChange={() => undefined}
          onClick={(e: MouseEvent<HTMLInputElement>) => {
            e.stopPropagation();
            actions.check(index, { shift: e.shiftKey });
          }}
        />
      );
    case 'row':
      return (
        <span className="flex items-center gap-1 text-muted-foreground text-xs">
          {issue ? (
            <AlertTriangle className="size-3.5 text-destructive" aria-label="Check fails here" />
          ) : null}
          {low ? (
            <Tooltip>
              <TooltipTrigger asChild>
                <button
                  type="button"
                  tabIndex={-1}
                  className="rounded text-amber-700"
                  aria-label={`Low confidence, ${Math.round(row.confidence * 100)}%`}
                >
                  <CircleSlash className="size-3.5" aria-hidden="true" />
                </button>
              </TooltipTrigger>
              <TooltipContent>
                Read with {Math.round(row.confidence * 100)}% confidence — compare with the source
                page.
              </TooltipContent>
            </Tooltip>
          ) : null}
          {row.row_index + 1}
        </span>
      );
    case 'date':
      return <span className="truncate">{formatDate(row.date)}</span>;
    case 'description':
      return (
        <span className="truncate" title={row.description}>
          {row.description}
          {row.source === 'manual' ? (
            <span className="ml-1 text-muted-foreground text-xs">(added)</span>
          ) : null}
          {row.excluded ? <span className="sr-only"> (excluded)</span> : null}
        </span>
      );
    case 'amount': {
      const negative = row.amount.startsWith('-');
      return (
        <span
          className={
            row.excluded
              ? 'truncate'
              : negative
                ? 'truncate text-red-700'
                : 'truncate text-emerald-800'
          }
        >
          {decimalMoney(row.amount, row.currency)}
        </span>
      );
    }
    case 'balance':
      return (
        <span className="truncate text-muted-foreground">
          {decimalMoney(row.balance, row.currency)}
        </span>
      );
    case 'merchant':
      return row.merchant ? (
        <span className="truncate" title={row.merchant}>
          {row.merchant}
        </span>
      ) : (
        <span className="text-muted-foreground">—</span>
      );
    case 'category':
      return <CategoryCell row={row} />;
    case 'actions':
      return (
        <span className="flex gap-0.5">
          <button
            type="button"
            tabIndex={-1}
            className="rounded p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"
            aria-label={
              row.excluded ? `Include row ${row.row_index + 1}` : `Exclude row ${row.row_index + 1}`
            }
            aria-pressed={row.excluded}
            onClick={(e) => {
              e.stopPropagation();
              actions.toggleExcluded(row);
            }}
          >
            <Ban className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            tabIndex={-1}
            className="rounded p-1.5 text-muted-foreground hover:bg-muted hover:text-destructive"
            aria-label={`Delete row ${row.row_index + 1}`}
            onClick={(e) => {
              e.stopPropagation();
              actions.remove(row);
            }}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </span>
      );
    default:
      return null;
  }
}
