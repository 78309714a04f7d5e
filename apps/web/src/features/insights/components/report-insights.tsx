import { DownloadReportButton } from './download-report-button';
import { InsightCards } from './insight-cards';

/** Report details: the insight cards of this report (smaller) and its PDF report. */
export function ReportInsights({ analysisId }: { analysisId: string }) {
  return (
    <section aria-labelledby="insights-heading" className="grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="insights-heading" className="font-semibold text-lg">
            Insights
          </h2>
          <p className="text-muted-foreground text-sm">
            Computed from this report’s rows. Click a figure to see the rows behind it.
          </p>
        </div>
        <DownloadReportButton scope={{ analysis: analysisId }} size="sm" />
      </div>
      <InsightCards scope={{ analysis: analysisId }} compact />
    </section>
  );
}
