import type { AnalysisDetail, SimilarRowsOffer, Transaction } from '@bsp/shared';
import { Plus, Search, Undo2, X } from 'lucide-react';
import {
  forwardRef,
  useCallback,
  useDeferredValue,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { Input, NativeSelect } from '../../../components/ui/input';
import { SourceViewer } from '../../analyses/components/source-viewer';
import { useApplyToMerchant } from '../../categories/api/apply-merchant';
import { useCategories } from '../../categories/api/categories';
import { ApplyOffer } from '../../categories/components/apply-offer';
import { CategoryNamesContext } from '../../categories/components/category-names-context';
import { categoryNames, NO_CATEGORY } from '../../categories/lib/category-names';
import { parseRowsParam } from '../../insights/lib/figure-rows';
import { useTransactionEdits } from '../../transactions/api/use-transaction-edits';
import {
  type EditableField,
  type GridHandle,
  LOW_CONFIDENCE,
  TransactionGrid,
} from '../../transactions/components/transaction-grid';
import type { BulkChanges } from '../../transactions/lib/bulk';
import { parseAmountInput, parseDateInput } from '../../transactions/lib/parse-amount';
import { errorText, minor } from '../lib/format';
import { matchesFilter } from '../lib/row-filter';
import { AddRowDialog } from './add-row-dialog';
import { BulkBar } from './bulk-bar';
import { DeleteRowDialog } from './delete-row-dialog';

export type ReviewHandle = {
  /** Scrolls the grid to a row (clearing a filter that hides it) and shows its source. */
  showTransaction: (id: string) => void;
};

const plural = (n: number) => (n === 1 ? '1 row' : `${n} rows`);

/**
 * The review grid with its toolbar (filter, undo, add row), bulk actions on ticked rows, and the
 * source page of the selected row.
 */
export const ReviewTransactions = forwardRef<
  ReviewHandle,
  {
    detail: AnalysisDetail;
    rows: Transaction[];
    complete: boolean;
    issueIds: ReadonlySet<string>;
  }
>(function ReviewTransactions({ detail, rows, complete, issueIds }, ref) {
  const edits = useTransactionEdits(detail.id);
  const grid = useRef<GridHandle>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Transaction | null>(null);
  const [adding, setAdding] = useState(false);
  const [filter, setFilter] = useState('');
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set());
  const [busy, setBusy] = useState(false);
  const [scrollTo, setScrollTo] = useState<string | null>(null);
  const [categoryFilter, setCategoryFilter] = useState('');
  const [offer, setOffer] = useState<SimilarRowsOffer | null>(null);
  const applyToMerchant = useApplyToMerchant();
  const { data: categoryList } = useCategories();
  const names = useMemo(() => categoryNames(categoryList), [categoryList]);

  // `?rows=a,b,c`: the rows behind an insight's figure (the dashboard's "In report" links).
  const [params, setParams] = useSearchParams();
  const rowsParam = params.get('rows');
  const insightIds = useMemo(() => {
    const ids = parseRowsParam(rowsParam);
    return ids ? new Set(ids) : null;
  }, [rowsParam]);
  const clearInsightRows = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('rows');
        return next;
      }),
    [setParams],
  );
  const insightRows = useMemo(
    () => (insightIds ? rows.filter((r) => insightIds.has(r.id)) : rows),
    [rows, insightIds],
  );

  const query = useDeferredValue(filter.trim().toLowerCase());
  const shown = useMemo(() => {
    const byCategory =
      categoryFilter === ''
        ? insightRows
        : insightRows.filter((r) => (r.category ?? NO_CATEGORY) === categoryFilter);
    return query
      ? byCategory.filter((r) => matchesFilter(r, query, names.label(r.category)))
      : byCategory;
  }, [insightRows, query, categoryFilter, names]);
  // Ticks on rows that no longer exist (deleted) do not count.
  const byId = useMemo(() => new Map(rows.map((r) => [r.id, r] as const)), [rows]);
  const ticked = useMemo(
    () => [...checked].map((id) => byId.get(id)).filter((r): r is Transaction => !!r),
    [checked, byId],
  );
  const shownTicked = useMemo(
    () => (checked.size === 0 ? 0 : shown.filter((r) => checked.has(r.id)).length),
    [shown, checked],
  );
  /** Categories the rows use (values), by label; the filter's and bulk bar's choices. */
  const categories = useMemo(() => {
    const set = new Set<string>();
    for (const r of rows) set.add(r.category ?? NO_CATEGORY);
    return [...set]
      .map((value) => ({ value, label: value === NO_CATEGORY ? NO_CATEGORY : names.label(value) }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [rows, names]);
  const bulkChoices = useMemo(
    () => [...new Set([...names.options.map((o) => o.label), ...categories.map((c) => c.label)])],
    [names, categories],
  );

  const selected = selectedId ? (byId.get(selectedId) ?? null) : null;
  const lowCount = useMemo(() => rows.filter((r) => r.confidence < LOW_CONFIDENCE).length, [rows]);
  const onSelect = useCallback((row: Transaction) => setSelectedId(row.id), []);

  // A row asked for while the filter hid it: scroll once the grid shows every row again.
  useEffect(() => {
    if (!scrollTo || !shown.some((r) => r.id === scrollTo)) return;
    grid.current?.scrollToTransaction(scrollTo);
    setScrollTo(null);
  }, [scrollTo, shown]);

  useImperativeHandle(
    ref,
    () => ({
      showTransaction: (id) => {
        if (shown.some((r) => r.id === id)) grid.current?.scrollToTransaction(id);
        else {
          setFilter('');
          if (insightIds && !insightIds.has(id)) clearInsightRows();
          setScrollTo(id);
        }
        document
          .getElementById('review-grid')
          ?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      },
    }),
    [shown, insightIds, clearInsightRows],
  );

  // Arriving from an insight: bring the filtered grid into view once its rows are in.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current || !insightIds || insightRows.length === 0) return;
    arrived.current = true;
    document.getElementById('review-grid')?.scrollIntoView({ block: 'start' });
  }, [insightIds, insightRows.length]);

  const onEdit = async (
    row: Transaction,
    field: EditableField,
    raw: string,
  ): Promise<string | null> => {
    let value: string | null;
    if (field === 'amount') {
      const parsed = parseAmountInput(raw, row.currency);
      if (!parsed.ok) return parsed.error;
      value = parsed.value;
    } else if (field === 'date') {
      if (!raw.trim()) value = null;
      else {
        const parsed = parseDateInput(raw);
        if (!parsed.ok) return parsed.error;
        value = parsed.value;
      }
    } else if (field === 'description') {
      value = raw.trim();
      if (!value) return 'The description cannot be empty.';
    } else {
      value = names.resolve(raw);
    }
    const current = row[field];
    const same =
      field === 'amount' && current != null && value != null
        ? minor(current, row.currency) === minor(value, row.currency)
        : current === value;
    if (same) return null;
    try {
      const result = await edits.patch(
        row,
        { [field]: value },
        `${field} of row ${row.row_index + 1}`,
      );
      setNotice(`Saved the ${field} of row ${row.row_index + 1}. The checks ran again.`);
      if (field === 'category') setOffer(result.similar ?? null);
      return null;
    } catch (error) {
      return errorText(error, 'Could not save the change.');
    }
  };

  const undo = useCallback(async () => {
    try {
      const label = await edits.undo();
      setNotice(label ? `Undid the change to the ${label}.` : 'Nothing to undo.');
    } catch (error) {
      setNotice(errorText(error, 'Could not undo.'));
    }
  }, [edits]);

  const toggleExcluded = async (row: Transaction) => {
    try {
      await edits.patch(row, { excluded: !row.excluded }, `exclusion of row ${row.row_index + 1}`);
      setNotice(`${row.excluded ? 'Included' : 'Excluded'} row ${row.row_index + 1}.`);
    } catch (error) {
      setNotice(errorText(error, 'Could not change the row.'));
    }
  };

  const applyOffer = async () => {
    if (!offer?.category) return;
    try {
      const { updated } = await applyToMerchant.mutateAsync({
        merchant_key: offer.merchant_key,
        category: offer.category,
      });
      setNotice(
        `Set ${updated === 1 ? '1 other row' : `${updated} other rows`} of ${offer.merchant ?? 'the merchant'} to “${names.label(offer.category)}”.`,
      );
      setOffer(null);
    } catch (error) {
      setNotice(errorText(error, 'Could not change the other rows.'));
    }
  };

  const runBulk = async (changes: BulkChanges, label: string, done: string) => {
    if (ticked.length === 0) return;
    setBusy(true);
    try {
      await edits.bulk(ticked, changes, label);
      setNotice(done);
    } catch (error) {
      setNotice(errorText(error, 'Could not change the selected rows.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <CategoryNamesContext.Provider value={names}>
      <section
        aria-labelledby="review-heading"
        id="review-grid"
        className="grid scroll-mt-20 grid-cols-[minmax(0,1fr)] gap-3"
      >
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2 id="review-heading" className="font-semibold text-lg">
              Review transactions
            </h2>
            <p className="text-muted-foreground text-sm">
              {rows.length} rows{complete ? '' : ' (loading the rest…)'}
              {query || insightIds || categoryFilter ? ` · ${shown.length} shown` : ''}
              {lowCount > 0 ? ` · ${lowCount} read with low confidence` : ''}
              {issueIds.size > 0 ? ` · ${issueIds.size} where a check fails` : ''}
            </p>
          </div>
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            <div className="relative min-w-40 flex-1 sm:flex-none">
              <Search
                className="pointer-events-none absolute top-1/2 left-2 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                type="search"
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
                placeholder="Filter rows"
                aria-label="Filter rows by description, category, amount or date"
                className="h-8 w-full pl-8 sm:w-44"
                data-testid="grid-filter"
              />
            </div>
            <NativeSelect
              value={categoryFilter}
              onChange={(e) => setCategoryFilter(e.target.value)}
              aria-label="Show rows of one category"
              className="h-8 w-auto py-0"
              data-testid="category-filter"
            >
              <option value="">All categories</option>
              {categories.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </NativeSelect>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void undo()}
              disabled={!edits.undoLabel}
            >
              <Undo2 aria-hidden="true" />
              Undo
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setAdding(true)}
              disabled={detail.statements.length === 0}
            >
              <Plus aria-hidden="true" />
              Add row
            </Button>
          </div>
        </div>
        {insightIds ? (
          <div
            className="flex w-fit max-w-full flex-wrap items-center gap-x-2 rounded-full border border-primary/40 bg-primary/5 py-1 pr-1 pl-3 text-sm"
            data-testid="insight-rows-chip"
          >
            <span>
              Showing {insightRows.length === 1 ? '1 row' : `${insightRows.length} rows`} from an
              insight
            </span>
            <span aria-hidden="true">—</span>
            <Button
              size="sm"
              variant="ghost"
              className="h-7 rounded-full px-2"
              onClick={clearInsightRows}
              aria-label="Clear the insight filter and show every row"
            >
              <X aria-hidden="true" />
              Clear
            </Button>
          </div>
        ) : null}
        {ticked.length > 0 ? (
          <BulkBar
            count={ticked.length}
            hidden={ticked.length - shownTicked}
            categories={bulkChoices}
            busy={busy || !complete}
            onSetCategory={(typed) => {
              const category = typed === null ? null : names.resolve(typed);
              void runBulk(
                { category },
                `category of ${plural(ticked.length)}`,
                category
                  ? `Set the category of ${plural(ticked.length)} to “${names.label(category)}”.`
                  : `Cleared the category of ${plural(ticked.length)}.`,
              );
            }}
            onSetExcluded={(excluded) =>
              void runBulk(
                { excluded },
                `exclusion of ${plural(ticked.length)}`,
                `${excluded ? 'Excluded' : 'Included'} ${plural(ticked.length)}. The checks ran again.`,
              )
            }
            onClear={() => setChecked(new Set())}
          />
        ) : null}
        <p role="status" aria-live="polite" className="min-h-5 text-sm" data-testid="grid-notice">
          {notice}
        </p>
        {offer ? (
          <ApplyOffer
            offer={offer}
            busy={applyToMerchant.isPending}
            onApply={() => void applyOffer()}
            onDismiss={() => setOffer(null)}
          />
        ) : null}
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 2xl:grid-cols-[minmax(0,1fr)_24rem]">
          {rows.length === 0 ? (
            <EmptyState
              title="No transactions were found"
              description="If the statement has transactions, add them with “Add row”."
            />
          ) : shown.length === 0 ? (
            <EmptyState
              title="No rows match the filter"
              description={
                query
                  ? `Nothing in the description, merchant, category, amount or date contains “${filter.trim()}”.`
                  : categoryFilter
                    ? 'No row has this category.'
                    : 'The rows from the insight are no longer in this report.'
              }
              action={
                <Button
                  variant="outline"
                  onClick={() => {
                    setFilter('');
                    setCategoryFilter('');
                    if (insightIds) clearInsightRows();
                  }}
                >
                  Show every row
                </Button>
              }
            />
          ) : (
            <TransactionGrid
              ref={grid}
              rows={shown}
              selectedId={selectedId}
              onSelect={onSelect}
              checked={checked}
              onCheckedChange={setChecked}
              onEdit={onEdit}
              onToggleExcluded={(row) => void toggleExcluded(row)}
              onDelete={setToDelete}
              onUndo={() => void undo()}
              issueIds={issueIds}
            />
          )}
          <SourceViewer analysisId={detail.id} row={selected} />
        </div>

        <DeleteRowDialog
          row={toDelete}
          onCancel={() => setToDelete(null)}
          onConfirm={async (row) => {
            setToDelete(null);
            try {
              await edits.remove(row);
              setNotice(`Deleted row ${row.row_index + 1}.`);
            } catch (error) {
              setNotice(errorText(error, 'Could not delete the row.'));
            }
          }}
        />
        <AddRowDialog
          open={adding}
          onOpenChange={setAdding}
          statements={detail.statements}
          defaultStatementId={selected?.statement_id ?? detail.statements[0]?.id ?? null}
          afterId={selected?.id ?? rows[rows.length - 1]?.id ?? null}
          onAdd={async (data) => {
            const row = await edits.add(data);
            setSelectedId(row.id);
            setNotice('Added the row. The checks ran again.');
          }}
        />
      </section>
    </CategoryNamesContext.Provider>
  );
});
