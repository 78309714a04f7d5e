import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useAnalyses } from '../../analyses/api/get-analyses';
import { ReconciliationBadge, StatusBadge } from '../../analyses/components/status-badge';
import { formatDate } from '../../analyses/lib/insights';
import { Retry } from './retry';

/** The latest five statements with their status. */
export function RecentUploadsCard() {
  const recent = useAnalyses({ page: 1, pageSize: 5, sort: '-created_at' });
  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle className="text-base">Recent uploads</CardTitle>
          <CardDescription>The latest five statements.</CardDescription>
        </div>
        <Button asChild size="sm" variant="outline">
          <Link to={paths.reports}>All reports</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {recent.isPending ? (
          <Skeleton className="h-16" />
        ) : recent.isError ? (
          <Retry error={recent.error} onRetry={() => void recent.refetch()} what="Recent uploads" />
        ) : (
          <ul className="grid gap-2" data-testid="recent-uploads">
            {recent.data.items.map((a) => (
              <li
                key={a.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
              >
                <span className="min-w-0">
                  <Link
                    to={paths.reportDetails(a.id)}
                    className="block truncate font-medium text-primary text-sm underline-offset-4 hover:underline"
                  >
                    {a.filename}
                  </Link>
                  <span className="block text-muted-foreground text-xs">
                    Uploaded {formatDate(a.created_at.slice(0, 10))}
                  </span>
                </span>
                <span className="flex flex-wrap gap-1.5">
                  <StatusBadge status={a.status} />
                  <ReconciliationBadge
                    status={a.status}
                    reconciled={a.reconciled}
                    issueCount={a.issue_count}
                  />
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
