import { Link } from 'react-router';
import { NoStatementsYet, PageHeader } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAnalyses } from '../../analyses/api/get-analyses';
import { useAuth } from '../../auth/use-auth';
import { Overview } from './overview';
import { Retry } from './retry';

/** /dashboard — a welcome until the first statement, then the overview and insights. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  const any = useAnalyses({ page: 1, pageSize: 1 });
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={user?.first_name ? `Welcome, ${user.first_name}` : 'Dashboard'}
        description="Overview and insights across your statements."
        actions={
          <Button asChild>
            <Link to={paths.uploadStatement}>Upload Statement</Link>
          </Button>
        }
      />
      {any.isPending ? (
        <div className="grid gap-3" data-testid="dashboard-loading">
          <span className="sr-only" role="status">
            Loading your overview
          </span>
          <Skeleton className="h-24" />
          <Skeleton className="h-64" />
        </div>
      ) : any.isError ? (
        <Retry error={any.error} onRetry={() => void any.refetch()} what="Your overview" />
      ) : any.data.total === 0 ? (
        <NoStatementsYet />
      ) : (
        <Overview />
      )}
    </div>
  );
}
