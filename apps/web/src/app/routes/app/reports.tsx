import { ANALYSIS_STATUSES, type AnalysisStatus, type AnalysisSummary } from '@bsp/shared';
import { BarChart3, ChevronLeft, ChevronRight, Search, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, PageHeader } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form';
import { Input, NativeSelect } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useDeleteAnalysis } from '../../../features/analyses/api/delete-analysis';
import { type AnalysisSort, useAnalyses } from '../../../features/analyses/api/get-analyses';
import { ExportMenu } from '../../../features/analyses/components/export-menu';
import {
  ReconciliationBadge,
  STATUS_LABELS,
  StatusBadge,
} from '../../../features/analyses/components/status-badge';
import { formatPeriod } from '../../../features/analyses/lib/insights';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { isApiError } from '../../../lib/api-client';

const PAGE_SIZE = 20;
const SORTS: { value: AnalysisSort; label: string }[] = [
  { value: '-created_at', label: 'Newest upload first' },
  { value: 'created_at', label: 'Oldest upload first' },
  { value: '-period_end', label: 'Latest period first' },
  { value: 'period_end', label: 'Earliest period first' },
  { value: 'filename', label: 'File name A–Z' },
  { value: '-filename', label: 'File name Z–A' },
];

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function DeleteDialog({
  analysis,
  onClose,
}: {
  analysis: AnalysisSummary | null;
  onClose: () => void;
}) {
  const remove = useDeleteAnalysis();
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog
      open={analysis !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this report?</DialogTitle>
          <DialogDescription>
            {analysis?.filename} and its {analysis?.transaction_count ?? 0} transactions will be
            deleted, including your edits. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={async () => {
              if (!analysis) return;
              try {
                await remove.mutateAsync(analysis.id);
                onClose();
              } catch (err) {
                setError(isApiError(err) ? err.message : 'Could not delete the report.');
              }
            }}
          >
            {remove.isPending ? 'Deleting…' : 'Delete report'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function TableSkeleton() {
  return (
    <div className="grid gap-2" data-testid="reports-loading">
      <span className="sr-only" role="status">
        Loading reports
      </span>
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

export default function ReportsPage() {
  useDocumentTitle('Analytics & Reports');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = (ANALYSIS_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as AnalysisStatus)
    : undefined;
  const sort = (SORTS.find((s) => s.value === params.get('sort'))?.value ??
    '-created_at') as AnalysisSort;
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebounced(search.trim(), 300);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [toDelete, setToDelete] = useState<AnalysisSummary | null>(null);
  const ids = useId();

  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };

  useEffect(() => {
    if ((params.get('q') ?? '') !== q) {
      const merged = new URLSearchParams(params);
      if (q) merged.set('q', q);
      else merged.delete('q');
      merged.delete('page');
      setParams(merged, { replace: true });
    }
  }, [q, params, setParams]);

  const query = useAnalyses({ page, pageSize: PAGE_SIZE, status, q: q || undefined, sort });
  const data = query.data;
  const filtered = Boolean(q || status);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const rows = data?.items ?? [];
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const exportable = [...selected];

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const firstLoadEmpty = data && data.total === 0 && !filtered;

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Analytics & Reports"
        description="Every statement you upload becomes a report you can check, correct and export."
        actions={
          <Button asChild>
            <Link to={paths.uploadStatement}>Upload Statement</Link>
          </Button>
        }
      />
      {firstLoadEmpty ? (
        <EmptyState
          icon={BarChart3}
          title="No statements yet — upload your first"
          description="Every processed statement gets a report: transactions, reconciled opening and closing balances, and spending by category."
          action={
            <Button asChild>
              <Link to={paths.uploadStatement}>Upload a statement</Link>
            </Button>
          }
        />
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-q`}>Search</Label>
              <div className="relative">
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
                <Input
                  id={`${ids}-q`}
                  type="search"
                  className="pl-9"
                  placeholder="File, bank or account"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </div>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-status`}>Status</Label>
              <NativeSelect
                id={`${ids}-status`}
                value={status ?? ''}
                onChange={(e) => update({ status: e.target.value || undefined, page: undefined })}
              >
                <option value="">All statuses</option>
                {ANALYSIS_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-sort`}>Sort</Label>
              <NativeSelect
                id={`${ids}-sort`}
                value={sort}
                onChange={(e) => update({ sort: e.target.value, page: undefined })}
              >
                {SORTS.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>

          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="text-muted-foreground text-sm" aria-live="polite">
              {selected.size > 0
                ? `${selected.size} selected`
                : data
                  ? `${data.total} ${data.total === 1 ? 'report' : 'reports'}`
                  : ' '}
            </p>
            <div className="flex flex-wrap items-start gap-2">
              {selected.size > 0 ? (
                <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
                  Clear selection
                </Button>
              ) : null}
              <ExportMenu
                ids={exportable}
                size="sm"
                label="Export selected"
                disabled={selected.size === 0}
              />
            </div>
          </div>

          {query.isPending ? (
            <TableSkeleton />
          ) : query.isError && !data ? (
            <FormAlert title="The reports could not be loaded.">
              <p>{isApiError(query.error) ? query.error.message : 'Something went wrong.'}</p>
              <Button
                size="sm"
                variant="outline"
                className="mt-2"
                onClick={() => void query.refetch()}
              >
                Try again
              </Button>
            </FormAlert>
          ) : rows.length === 0 ? (
            <EmptyState
              icon={Search}
              title="No reports match"
              description="Try another search or status."
              action={
                <Button
                  variant="outline"
                  onClick={() => {
                    setSearch('');
                    update({ status: undefined, q: undefined, page: undefined });
                  }}
                >
                  Clear filters
                </Button>
              }
            />
          ) : (
            <div
              className="relative overflow-x-auto rounded-lg border"
              aria-busy={query.isFetching}
            >
              <table className="w-full min-w-[52rem] text-sm">
                <caption className="sr-only">Your statement reports</caption>
                <thead className="bg-muted/50 text-left text-muted-foreground text-xs">
                  <tr>
                    <th scope="col" className="w-10 px-3 py-2">
                      <input
                        type="checkbox"
                        aria-label="Select all reports on this page"
                        checked={allOnPage}
                        onChange={() =>
                          setSelected((current) => {
                            const next = new Set(current);
                            for (const r of rows) {
                              if (allOnPage) next.delete(r.id);
                              else next.add(r.id);
                            }
                            return next;
                          })
                        }
                      />
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      File
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Bank
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Account
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Period
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Transactions
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Status
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Checks
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((a) => (
                    <tr key={a.id} className="border-t hover:bg-muted/30" data-testid="report-row">
                      <td className="px-3 py-2">
                        <input
                          type="checkbox"
                          aria-label={`Select ${a.filename}`}
                          checked={selected.has(a.id)}
                          onChange={() => toggle(a.id)}
                        />
                      </td>
                      <td className="max-w-[16rem] px-3 py-2">
                        <Link
                          to={paths.reportDetails(a.id)}
                          className="block truncate font-medium text-primary underline-offset-4 hover:underline"
                        >
                          {a.filename}
                        </Link>
                      </td>
                      <td className="px-3 py-2">{a.bank_name ?? '—'}</td>
                      <td className="px-3 py-2 font-mono text-xs">{a.account_number ?? '—'}</td>
                      <td className="whitespace-nowrap px-3 py-2">
                        {formatPeriod(a.period_start, a.period_end)}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {a.status === 'done' ? a.transaction_count : '—'}
                      </td>
                      <td className="px-3 py-2">
                        <StatusBadge status={a.status} />
                      </td>
                      <td className="px-3 py-2">
                        <ReconciliationBadge
                          status={a.status}
                          reconciled={a.reconciled}
                          issueCount={a.issue_count}
                        />
                      </td>
                      <td className="px-3 py-2 text-right">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Delete ${a.filename}`}
                          onClick={() => setToDelete(a)}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}

          {data && pages > 1 ? (
            <nav aria-label="Pagination" className="flex items-center justify-between gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={page <= 1}
                onClick={() => update({ page: String(page - 1) })}
              >
                <ChevronLeft aria-hidden="true" />
                Previous
              </Button>
              <p className="text-muted-foreground text-sm">
                Page {page} of {pages}
              </p>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= pages}
                onClick={() => update({ page: String(page + 1) })}
              >
                Next
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          ) : null}
        </div>
      )}
      <DeleteDialog
        analysis={toDelete}
        onClose={() => {
          if (toDelete) {
            setSelected((current) => {
              const next = new Set(current);
              next.delete(toDelete.id);
              return next;
            });
          }
          setToDelete(null);
        }}
      />
    </div>
  );
}
