import { Skeleton } from '../../../components/ui/skeleton';

export function ReportsSkeleton() {
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
