import { Skeleton } from '../../../components/ui/skeleton';

export function DetailsSkeleton() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6" data-testid="report-loading">
      <span className="sr-only" role="status">
        Loading the report
      </span>
      <Skeleton className="h-9 w-72" />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-40" />
      <Skeleton className="h-[28rem]" />
    </div>
  );
}
