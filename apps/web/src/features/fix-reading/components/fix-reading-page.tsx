import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { isNotFound, useAnalysis } from '../../analyses/api/get-analysis';
import { formatPeriod } from '../../analyses/lib/insights';
import { NotFound } from '../../report-details/components/not-found';
import { errorText } from '../../report-details/lib/format';
import { useLayout } from '../api/get-layout';
import { FixEditor } from './fix-editor';

function Loading() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading the statement’s layout
      </span>
      <Skeleton className="h-10" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="aspect-[1/1.414] w-full" />
        <Skeleton className="h-96" />
      </div>
    </div>
  );
}

/** /reports/:reportId/fix — show the reader where the table and its columns are. */
export function FixReadingPage() {
  const { reportId = '' } = useParams();
  const analysis = useAnalysis(reportId);
  const done = analysis.data?.status === 'done';
  const layout = useLayout(reportId, done);
  const detail = analysis.data;
  useDocumentTitle(detail ? `Fix the reading · ${detail.filename}` : 'Fix the reading');

  if (analysis.isError && !detail && isNotFound(analysis.error)) {
    return <NotFound reportId={reportId} />;
  }
  const back = (
    <Button asChild variant="link" className="h-auto px-0">
      <Link to={paths.reportDetails(reportId)}>
        <ArrowLeft aria-hidden="true" />
        Back to the report
      </Link>
    </Button>
  );
  const bank = detail
    ? [
        detail.bank_name,
        detail.account_number,
        formatPeriod(detail.period_start, detail.period_end),
      ]
        .filter(Boolean)
        .join(' · ')
    : '';

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-2">
      <div>{back}</div>
      <PageHeader
        title="Fix the reading"
        description={
          detail ? (
            <>
              {detail.filename}
              {bank ? ` · ${bank}` : ''}. Show where the table is and what each column holds, then
              re-read to compare before you apply.
            </>
          ) : undefined
        }
      />
      {analysis.isPending || (done && layout.isPending) ? (
        <Loading />
      ) : analysis.isError && !detail ? (
        <FormAlert title="The report could not be loaded.">
          <p>{errorText(analysis.error, 'Something went wrong.')}</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            onClick={() => void analysis.refetch()}
          >
            Try again
          </Button>
        </FormAlert>
      ) : detail && !done ? (
        <FormAlert variant="info" title="This statement has not been read yet.">
          Its layout can be fixed once it has been read.{' '}
          <Link className="underline" to={paths.reportDetails(reportId)}>
            Back to the report
          </Link>
        </FormAlert>
      ) : layout.isError ? (
        <FormAlert title="The statement’s layout could not be loaded.">
          <p>{errorText(layout.error, 'Something went wrong.')}</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            onClick={() => void layout.refetch()}
          >
            Try again
          </Button>
        </FormAlert>
      ) : detail && layout.data ? (
        <FixEditor key={reportId} detail={detail} layout={layout.data} />
      ) : null}
    </div>
  );
}
