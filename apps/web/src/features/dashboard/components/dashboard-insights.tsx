import { InsightCards } from '../../insights/components/insight-cards';
import type { DateRange } from '../../insights/lib/period';

/** The insight cards of every statement in the picked period. */
export function DashboardInsights({ range }: { range: DateRange }) {
  return (
    <section aria-labelledby="insights-heading" className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <div>
        <h2 id="insights-heading" className="font-semibold text-lg">
          Insights
        </h2>
        <p className="text-muted-foreground text-sm">
          Across all your statements in the period. Click a figure to see the rows behind it.
        </p>
      </div>
      <InsightCards scope={range} />
    </section>
  );
}
