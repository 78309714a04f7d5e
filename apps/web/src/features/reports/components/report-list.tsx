import type { AnalysisSummary } from '@bsp/shared';
import { Search } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import type { useAnalyses } from '../../analyses/api/get-analyses';
import type { ReportFilters as Filters } from '../hooks/use-report-filters';
import type { ReportSelection } from '../hooks/use-report-selection';
import { pageCount } from '../lib/report-params';
import { ReportFilters } from './report-filters';
import { ReportsLoadError } from './reports-load-error';
import { ReportsPagination } from './reports-pagination';
import { ReportsSkeleton } from './reports-skeleton';
import { ReportsTable } from './reports-table';
import { SelectionToolbar } from './selection-toolbar';

/** Filters, selection toolbar, the table (or its loading/error/empty state) and pagination. */
export function ReportList({
  filters,
  query,
  selection,
  onDelete,
}: {
  filters: Filters;
  query: ReturnType<typeof useAnalyses>;
  selection: ReportSelection;
  onDelete: (report: AnalysisSummary) => void;
}) {
  const { page, update } = filters;
  const { selected } = selection;
  const data = query.data;
  const pages = data ? pageCount(data.total, data.page_size) : 1;
  const rows = data?.items ?? [];

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <ReportFilters filters={filters} />
      <SelectionToolbar selected={selected} total={data?.total} onClear={selection.clear} />
      {query.isPending ? (
        <ReportsSkeleton />
      ) : query.isError && !data ? (
        <ReportsLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={Search}
          title="No reports match"
          description="Try another search or status."
          action={
            <Button variant="outline" onClick={filters.clear}>
              Clear filters
            </Button>
          }
        />
      ) : (
        <ReportsTable
          rows={rows}
          busy={query.isFetching}
          selected={selected}
          onToggle={selection.toggle}
          onTogglePage={() => selection.togglePage(rows.map((r) => r.id))}
          onDelete={onDelete}
        />
      )}
      {data && pages > 1 ? (
        <ReportsPagination
          page={page}
          pages={pages}
          onPage={(next) => update({ page: String(next) })}
        />
      ) : null}
    </div>
  );
}
