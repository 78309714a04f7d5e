import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { isNotFound, useAnalysis } from '../../analyses/api/get-analysis';
import { ExportMenu } from '../../analyses/components/export-menu';
import { ReconciliationBadge } from '../../analyses/components/status-badge';
import { formatPeriod } from '../../analyses/lib/insights';
import { FixReadingLink } from '../../fix-reading/components/fix-reading-link';
import { ReadingNote } from '../../fix-reading/components/reading-note';
import { transactionsKey } from '../../transactions/api/transactions';
import { reportRowsFilter } from '../api/prefetch-report';
import { errorText } from '../lib/format';
import { DetailsSkeleton } from './details-skeleton';
import { NotFound } from './not-found';
import { PendingReport } from './pending-report';
import { ReadyReport } from './ready-report';

/** /reports/:reportId — one report: pending, failed, or ready for review. */
export function ReportDetailsPage() {
  const { reportId = '' } = useParams();
  const query = useAnalysis(reportId);
  const detail = query.data;
  const status = detail?.status;
  const client = useQueryClient();
  useEffect(() => {
    // The route prefetches the rows with the detail. Rows asked for before the analysis is done
    // are empty: drop them, so the report loads its real rows when it turns done.
    if (status && status !== 'done') {
      client.removeQueries({ queryKey: transactionsKey(reportRowsFilter(reportId)), exact: true });
    }
  }, [client, reportId, status]);
  useDocumentTitle(
    detail
      ? detail.filename
      : query.isError && isNotFound(query.error)
        ? 'Report not found'
        : 'Report',
  );

  if (query.isPending) return <DetailsSkeleton />;
  if (query.isError && !detail) {
    if (isNotFound(query.error)) return <NotFound reportId={reportId} />;
    return (
      <div className="mx-auto max-w-3xl">
        <FormAlert title="The report could not be loaded.">
          <p>{errorText(query.error, 'Something went wrong.')}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </FormAlert>
      </div>
    );
  }
  if (!detail) return null;

  const bank = [detail.bank_name, detail.account_number].filter(Boolean).join(' · ');
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <Button asChild variant="link" className="h-auto px-0">
          <Link to={paths.reports}>
            <ArrowLeft aria-hidden="true" />
            All reports
          </Link>
        </Button>
      </div>
      <PageHeader
        title={detail.filename}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {bank ? <span>{bank}</span> : null}
            <span>{formatPeriod(detail.period_start, detail.period_end)}</span>
            {detail.method ? (
              <span>
                · read by{' '}
                {detail.method === 'ocr'
                  ? 'OCR'
                  : detail.method === 'mixed'
                    ? 'text + OCR'
                    : 'text layer'}
              </span>
            ) : null}
            <ReconciliationBadge
              status={detail.status}
              reconciled={detail.reconciled}
              issueCount={detail.issue_count}
            />
          </span>
        }
        actions={
          detail.status === 'done' ? (
            <div className="flex flex-wrap gap-2">
              <FixReadingLink reportId={detail.id} />
              <ExportMenu ids={[detail.id]} />
            </div>
          ) : null
        }
      />
      <ReadingNote reading={detail.reading} />
      {detail.status === 'done' ? (
        <ReadyReport detail={detail} />
      ) : (
        <PendingReport detail={detail} />
      )}
    </div>
  );
}
