import { useMemo, useState } from 'react';
import { summaryTotals } from '../../analyses/lib/summary';
import { DownloadReportButton } from '../../insights/components/download-report-button';
import { type PeriodChoice, PeriodPicker } from '../../insights/components/period-picker';
import { localToday, periodRange } from '../../insights/lib/period';
import { useTransactionSummary } from '../../transactions/api/transaction-summary';
import { AccountsCard } from './accounts-card';
import { DashboardInsights } from './dashboard-insights';
import { MoneySummary } from './money-summary';
import { RecentUploadsCard } from './recent-uploads-card';
import { SummaryCharts } from './summary-charts';

/** The dashboard of a user with statements: one period picked for every figure on it. */
export function Overview() {
  const [period, setPeriod] = useState<PeriodChoice>({ key: 'all', from: '', to: '' });
  const range = useMemo(
    () => periodRange(period.key, localToday(), { from: period.from, to: period.to }),
    [period],
  );
  // Sums come from the server: the overview never downloads every transaction.
  const tx = useTransactionSummary(range);
  const perCurrency = useMemo(() => (tx.data ? summaryTotals(tx.data) : []), [tx.data]);
  const currency = perCurrency[0]?.currency ?? 'GBP';

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PeriodPicker value={period} onChange={setPeriod} />
        <DownloadReportButton scope={range} />
      </div>
      <MoneySummary
        perCurrency={perCurrency}
        pending={tx.isPending}
        error={tx.isError ? tx.error : null}
        onRetry={() => void tx.refetch()}
      />
      {tx.data && perCurrency.length > 0 ? (
        <SummaryCharts summary={tx.data} currency={currency} />
      ) : null}
      <DashboardInsights range={range} />
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <AccountsCard />
        <RecentUploadsCard />
      </div>
    </div>
  );
}
