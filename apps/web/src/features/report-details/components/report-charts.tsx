import { useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form';
import { Skeleton } from '../../../components/ui/skeleton';
import { BalanceChart, MonthlyFlowChart, SliceChart } from '../../analyses/components/charts';
import { useInsights } from '../../insights/api/get-insights';
import { apiSlices, balanceLines, cashFlowMonths } from '../../insights/lib/chart-data';
import { errorText } from '../lib/format';

function AnalysisSection({ children, busy }: { children: React.ReactNode; busy?: boolean }) {
  return (
    <section aria-labelledby="charts-heading" aria-busy={busy} className="grid gap-3">
      <h2 id="charts-heading" className="font-semibold text-lg">
        Analysis
      </h2>
      {children}
    </section>
  );
}

/**
 * Balance over time, money in and out by month, spending by category, top merchants — every
 * figure from the insights API (the same as the PDF report and the CLI), none computed here.
 */
export function ReportCharts({ analysisId, currency }: { analysisId: string; currency: string }) {
  const query = useInsights({ analysis: analysisId });
  const data = query.data;
  const charts = useMemo(
    () =>
      data
        ? {
            balance: balanceLines(data.balance, currency),
            months: cashFlowMonths(data.cash_flow, currency),
            categories: apiSlices(data.categories, currency),
            merchants: apiSlices(data.merchants, currency, 10),
          }
        : null,
    [data, currency],
  );
  if (query.isError && !charts) {
    return (
      <AnalysisSection>
        <FormAlert title="The charts could not be loaded.">
          <p>{errorText(query.error, 'Something went wrong.')}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </FormAlert>
      </AnalysisSection>
    );
  }
  if (!charts) {
    return (
      <AnalysisSection busy>
        <div className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-72" />
          <Skeleton className="h-72" />
        </div>
      </AnalysisSection>
    );
  }
  return (
    <AnalysisSection>
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <BalanceChart lines={charts.balance.lines} data={charts.balance.data} currency={currency} />
        <MonthlyFlowChart months={charts.months} currency={currency} />
        <SliceChart
          title="Spending by category"
          slices={charts.categories}
          currency={currency}
          nameHead="Category"
          emptyText="No money out in this statement."
        />
        <SliceChart
          title="Top merchants"
          description="Grouped by merchant."
          slices={charts.merchants}
          currency={currency}
          nameHead="Merchant"
          emptyText="No money out in this statement."
        />
      </div>
    </AnalysisSection>
  );
}
