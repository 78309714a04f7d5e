import { decimalToMinor, type Transaction } from '@bsp/shared';
import { type ColumnDef, tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { AlertTriangle, Ban, CircleSlash, Trash2 } from 'lucide-react';
import {
  forwardRef,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/utils';
import { formatDate, money as formatMinor } from '../../analyses/lib/insights';

export const LOW_CONFIDENCE = 0.8;
export type EditableField = 'date' | 'description' | 'amount' | 'category';
const EDITABLE: readonly string[] = ['date', 'description', 'amount', 'category'];

export type GridHandle = {
  /** Scrolls to a row, makes it the active row and selects it. */
  scrollToTransaction: (id: string) => void;
};

type Props = {
  rows: Transaction[];
  selectedId: string | null;
  onSelect: (row: Transaction) => void;
  /** Resolves to an error message, or null when saved. */
  onEdit: (row: Transaction, field: EditableField, value: string) => Promise<string | null>;
  onToggleExcluded: (row: Transaction) => void;
  onDelete: (row: Transaction) => void;
  onUndo: () => void;
  issueIds: ReadonlySet<string>;
};

const features = tableFeatures({
  columnMeta: {} as { label: string; width: string; align?: 'right'; editable?: boolean },
});

const ROW_HEIGHT = 40;
const getRowId = (row: Transaction) => row.id;
const selectNothing = () => null;
const TEMPLATE = '3.5rem 7.5rem minmax(12rem,1fr) 7.5rem 7.5rem 9rem 5.5rem';

function decimalMoney(amount: string | null, currency: string): string {
  if (amount == null) return '';
  try {
    return formatMinor(decimalToMinor(amount, currency), currency);
  } catch {
    return amount;
  }
}

export const TransactionGrid = forwardRef<GridHandle, Props>(function TransactionGrid(
  { rows, selectedId, onSelect, onEdit, onToggleExcluded, onDelete, onUndo, issueIds },
  ref,
) {
  const columns = useMemo<ColumnDef<typeof features, Transaction>[]>(
    () => [
      {
        id: 'row',
        accessorFn: (r) => r.row_index + 1,
        meta: { label: '#', width: '3.5rem', align: 'right' },
      },
      {
        id: 'date',
        accessorFn: (r) => r.date,
        meta: { label: 'Date', width: '7.5rem', editable: true },
      },
      {
        id: 'description',
        accessorFn: (r) => r.description,
        meta: { label: 'Description', width: '1fr', editable: true },
      },
      {
        id: 'amount',
        accessorFn: (r) => r.amount,
        meta: { label: 'Amount', width: '7.5rem', align: 'right', editable: true },
      },
      {
        id: 'balance',
        accessorFn: (r) => r.balance,
        meta: { label: 'Balance', width: '7.5rem', align: 'right' },
      },
      {
        id: 'category',
        accessorFn: (r) => r.category,
        meta: { label: 'Category', width: '9rem', editable: true },
      },
      { id: 'actions', accessorFn: () => null, meta: { label: 'Actions', width: '5.5rem' } },
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
    overscan: 12,
  });

  const [active, setActive] = useState<{ row: number; col: number }>({ row: 0, col: 1 });
  const [editing, setEditing] = useState<{ id: string; field: EditableField } | null>(null);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const focusPending = useRef(false);

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

  const startEdit = (row: Transaction, field: EditableField) => {
    setError(null);
    setEditing({ id: row.id, field });
    setDraft(
      field === 'category'
        ? (row.category ?? '')
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

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z' && !editing) {
      event.preventDefault();
      onUndo();
      return;
    }
    if (editing) return;
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
      case 'Enter':
      case 'F2': {
        const row = rows[active.row];
        const field = columns[active.col]?.id;
        if (row && field && EDITABLE.includes(field)) startEdit(row, field as EditableField);
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
          aria-rowcount={rows.length + 1}
          aria-colcount={columns.length}
          className="min-w-[52rem] text-sm"
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
                return (
                  <div
                    key={header.id}
                    role="columnheader"
                    className={cn(
                      'px-2 py-2 font-medium text-muted-foreground text-xs',
                      meta?.align === 'right' && 'text-right',
                    )}
                  >
                    {header.column.id === 'actions' ? (
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
              const low = row.confidence < LOW_CONFIDENCE;
              const issue = issueIds.has(row.id);
              const selected = row.id === selectedId;
              return (
                <div
                  key={row.id}
                  role="row"
                  aria-rowindex={item.index + 2}
                  aria-selected={selected}
                  data-row-id={row.id}
                  data-testid="grid-row"
                  className={cn(
                    'absolute inset-x-0 grid border-b [contain:layout_paint]',
                    low && 'bg-amber-50',
                    issue && 'bg-red-50 shadow-[inset_3px_0_0_var(--color-destructive)]',
                    row.excluded &&
                      'text-muted-foreground line-through decoration-muted-foreground/60',
                    selected && 'bg-accent',
                  )}
                  style={{
                    gridTemplateColumns: TEMPLATE,
                    height: ROW_HEIGHT,
                    transform: `translateY(${item.start}px)`,
                  }}
                  onClick={() => onSelect(row)}
                >
                  {model.getAllCells().map((cell, colIndex) => {
                    const id = cell.column.id;
                    const meta = cell.column.columnDef.meta;
                    const isActive = active.row === item.index && active.col === colIndex;
                    const isEditing = editing?.id === row.id && editing.field === id;
                    return (
                      <div
                        key={cell.id}
                        role="gridcell"
                        aria-colindex={colIndex + 1}
                        tabIndex={isActive && !isEditing ? 0 : -1}
                        data-cell={`${item.index}:${colIndex}`}
                        data-col={id}
                        className={cn(
                          'flex min-w-0 items-center px-2 outline-none focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                          meta?.align === 'right' && 'justify-end text-right tabular-nums',
                        )}
                        onFocus={() => {
                          if (!isActive) setActive({ row: item.index, col: colIndex });
                        }}
                        onDoubleClick={() => meta?.editable && startEdit(row, id as EditableField)}
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
                            placeholder={id === 'date' ? 'YYYY-MM-DD' : undefined}
                            onChange={(e) => setDraft(e.target.value)}
                            onKeyDown={(e) => {
                              if (e.key === 'Enter') {
                                e.preventDefault();
                                void commit(row);
                              } else if (e.key === 'Escape') {
                                e.preventDefault();
                                setEditing(null);
                                setError(null);
                                focusPending.current = true;
                              }
                              e.stopPropagation();
                            }}
                            onBlur={() => {
                              if (!saving && !error) {
                                setEditing(null);
                              }
                            }}
                          />
                        ) : (
                          <CellContent
                            row={row}
                            id={id}
                            low={low}
                            issue={issue}
                            onToggleExcluded={onToggleExcluded}
                            onDelete={onDelete}
                          />
                        )}
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
        </div>
      </div>
      <p id="grid-edit-error" role="alert" className="min-h-4 font-medium text-destructive text-xs">
        {error}
      </p>
      <p className="text-muted-foreground text-xs">
        Arrow keys move between cells, Enter edits (Enter saves, Escape cancels),{' '}
        {navigatorIsMac() ? '⌘' : 'Ctrl'}+Z undoes the last edit. Rows with a tinted background were
        read with low confidence.
      </p>
    </div>
  );
});

function navigatorIsMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
}

function CellContent({
  row,
  id,
  low,
  issue,
  onToggleExcluded,
  onDelete,
}: {
  row: Transaction;
  id: string;
  low: boolean;
  issue: boolean;
  onToggleExcluded: (row: Transaction) => void;
  onDelete: (row: Transaction) => void;
}) {
  switch (id) {
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
          className={cn(
            'truncate',
            !row.excluded && (negative ? 'text-red-700' : 'text-emerald-800'),
          )}
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
    case 'category':
      return (
        <span className="truncate">
          {row.category ?? <span className="text-muted-foreground">—</span>}
        </span>
      );
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
              onToggleExcluded(row);
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
              onDelete(row);
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
