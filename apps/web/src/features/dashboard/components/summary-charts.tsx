import type { TransactionSummary } from '@bsp/shared';
import { useMemo } from 'react';
import { MonthlyFlowChart, SliceChart } from '../../analyses/components/charts';
import { summaryMerchants, summaryMonths, summarySlices } from '../../analyses/lib/summary';
import { useCategories } from '../../categories/api/categories';
import { categoryNames } from '../../categories/lib/category-names';

/** Cash flow by month, spending by category and top merchants of the period, in one currency. */
export function SummaryCharts({
  summary,
  currency,
}: {
  summary: TransactionSummary;
  currency: string;
}) {
  const { data: categoryList } = useCategories();
  const months = useMemo(() => summaryMonths(summary, currency), [summary, currency]);
  const categories = useMemo(
    () => summarySlices(summary, currency, categoryNames(categoryList).label),
    [summary, currency, categoryList],
  );
  const merchants = useMemo(() => summaryMerchants(summary, currency), [summary, currency]);
  return (
    <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
      <MonthlyFlowChart months={months} currency={currency} title="Cash flow by month" />
      <SliceChart
        title="Spending by category"
        slices={categories}
        currency={currency}
        nameHead="Category"
        emptyText="No money out in this period."
      />
      <SliceChart
        title="Top merchants"
        description="Grouped by merchant."
        slices={merchants}
        currency={currency}
        nameHead="Merchant"
        emptyText="No money out in this period."
      />
    </div>
  );
}
