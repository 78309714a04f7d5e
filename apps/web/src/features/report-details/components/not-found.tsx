import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export function NotFound({ reportId }: { reportId: string }) {
  useDocumentTitle('Report not found');
  return (
    <div className="mx-auto max-w-3xl">
      <EmptyState
        icon={FileQuestion}
        title="Report not found"
        description={
          <>
            There is no report with the id{' '}
            <code className="break-all rounded bg-muted px-1">{reportId}</code> in your account. It
            may have been deleted, or the link may be mistyped.
          </>
        }
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild variant="outline">
              <Link to={paths.reports}>All reports</Link>
            </Button>
            <Button asChild>
              <Link to={paths.uploadStatement}>Upload a statement</Link>
            </Button>
          </div>
        }
      />
    </div>
  );
}
