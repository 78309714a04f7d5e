import type { AnalysisDetail, Transaction } from '@bsp/shared';
import { useMemo } from 'react';
import { BalanceChart, MonthlyFlowChart, SliceChart } from '../../analyses/components/charts';
import {
  balanceSeries,
  monthlyFlows,
  spendingByCategory,
  topMerchants,
} from '../../analyses/lib/insights';
import { useCategories } from '../../categories/api/categories';
import { categoryNames } from '../../categories/lib/category-names';

/** Balance over time, money in and out by month, spending by category, top merchants. */
export function ReportCharts({
  detail,
  rows,
  currency,
}: {
  detail: AnalysisDetail;
  rows: Transaction[];
  currency: string;
}) {
  const first = detail.statements[0];
  const { data: categoryList } = useCategories();
  const charts = useMemo(
    () => ({
      balance: balanceSeries(
        rows.filter((r) => r.currency === currency),
        first ? { amount: first.opening_balance, currency } : null,
      ),
      months: monthlyFlows(rows, currency),
      categories: spendingByCategory(rows, currency, categoryNames(categoryList).label),
      merchants: topMerchants(rows, currency),
    }),
    [rows, currency, first, categoryList],
  );
  return (
    <section aria-labelledby="charts-heading" className="grid gap-3">
      <h2 id="charts-heading" className="font-semibold text-lg">
        Analysis
      </h2>
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <BalanceChart points={charts.balance} currency={currency} />
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
    </section>
  );
}
