import type { AnalysisSummary } from '@bsp/shared';
import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, PageHeader } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAnalyses } from '../../analyses/api/get-analyses';
import { useReportFilters } from '../hooks/use-report-filters';
import { useReportSelection } from '../hooks/use-report-selection';
import { PAGE_SIZE } from '../lib/report-params';
import { DeleteReportDialog } from './delete-report-dialog';
import { ReportList } from './report-list';

/** /reports — every uploaded statement as a report: search, filter, select, export, delete. */
export function ReportsPage() {
  useDocumentTitle('Analytics & Reports');
  const filters = useReportFilters();
  const { page, status, q, sort } = filters;
  const query = useAnalyses({ page, pageSize: PAGE_SIZE, status, q: q || undefined, sort });
  const selection = useReportSelection();
  const [toDelete, setToDelete] = useState<AnalysisSummary | null>(null);
  const data = query.data;
  const firstLoadEmpty = data && data.total === 0 && !(q || status);

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
        <ReportList filters={filters} query={query} selection={selection} onDelete={setToDelete} />
      )}
      <DeleteReportDialog
        analysis={toDelete}
        onClose={() => {
          if (toDelete) selection.remove(toDelete.id);
          setToDelete(null);
        }}
      />
    </div>
  );
}
