import { addDays, decimalToMinor } from '@bsp/shared';
import { AlertTriangle, Landmark } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { NoStatementsYet, PageHeader } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form';
import { NativeSelect } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useAnalyses } from '../../../features/analyses/api/get-analyses';
import { MonthlyFlowChart, SliceChart } from '../../../features/analyses/components/charts';
import {
  ReconciliationBadge,
  StatusBadge,
} from '../../../features/analyses/components/status-badge';
import {
  formatDate,
  money as formatMinor,
  formatPeriod,
} from '../../../features/analyses/lib/insights';
import {
  summaryMerchants,
  summaryMonths,
  summarySlices,
  summaryTotals,
} from '../../../features/analyses/lib/summary';
import { useAuth } from '../../../features/auth/use-auth';
import { useBanks } from '../../../features/banks/api/get-banks';
import { useCategories } from '../../../features/categories/api/categories';
import { categoryNames } from '../../../features/categories/lib/category-names';
import { useTransactionSummary } from '../../../features/transactions/api/transaction-summary';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { isApiError } from '../../../lib/api-client';

type PeriodKey = 'all' | '30' | '90' | '365' | 'ytd';
const PERIODS: { key: PeriodKey; label: string }[] = [
  { key: 'all', label: 'All time' },
  { key: '30', label: 'Last 30 days' },
  { key: '90', label: 'Last 90 days' },
  { key: '365', label: 'Last 12 months' },
  { key: 'ytd', label: 'This year' },
];

function range(key: PeriodKey): { date_from?: string; date_to?: string } {
  const today = new Date().toISOString().slice(0, 10);
  if (key === 'all') return {};
  if (key === 'ytd') return { date_from: `${today.slice(0, 4)}-01-01`, date_to: today };
  return { date_from: addDays(today, -Number(key)), date_to: today };
}

function Retry({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  return (
    <FormAlert title={`${what} could not be loaded.`}>
      <p>{isApiError(error) ? error.message : 'Something went wrong.'}</p>
      <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </FormAlert>
  );
}

function decimalMoney(value: string | null, currency: string): string {
  if (value == null) return '—';
  try {
    return formatMinor(decimalToMinor(value, currency), currency);
  } catch {
    return value;
  }
}

function Overview() {
  const [period, setPeriod] = useState<PeriodKey>('all');
  const id = useId();
  // Sums come from the server: the overview never downloads every transaction.
  const tx = useTransactionSummary(range(period));
  const { data: categoryList } = useCategories();
  const recent = useAnalyses({ page: 1, pageSize: 5, sort: '-created_at' });
  const banks = useBanks();

  const perCurrency = useMemo(() => (tx.data ? summaryTotals(tx.data) : []), [tx.data]);
  const currency = perCurrency[0]?.currency ?? 'GBP';
  const months = useMemo(
    () => (tx.data ? summaryMonths(tx.data, currency) : []),
    [tx.data, currency],
  );
  const categories = useMemo(
    () => (tx.data ? summarySlices(tx.data, currency, categoryNames(categoryList).label) : []),
    [tx.data, currency, categoryList],
  );
  const merchants = useMemo(
    () => (tx.data ? summaryMerchants(tx.data, currency) : []),
    [tx.data, currency],
  );
  const accounts = banks.data?.banks.flatMap((b) => b.accounts) ?? [];
  const gaps = accounts.flatMap((a) => a.continuity.map((c) => ({ account: a, issue: c })));

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <section aria-labelledby="kpi-heading" className="grid grid-cols-[minmax(0,1fr)] gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="kpi-heading" className="font-semibold text-lg">
            Money in and out
          </h2>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-period`}>Period</Label>
            <NativeSelect
              id={`${id}-period`}
              value={period}
              onChange={(e) => setPeriod(e.target.value as PeriodKey)}
              className="w-44"
            >
              {PERIODS.map((p) => (
                <option key={p.key} value={p.key}>
                  {p.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {tx.isPending ? (
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        ) : tx.isError ? (
          <Retry error={tx.error} onRetry={() => void tx.refetch()} what="Your transactions" />
        ) : perCurrency.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-muted-foreground text-sm">
            No transactions in this period.
          </p>
        ) : (
          perCurrency.map(({ currency: c, totals: t }) => (
            <dl
              key={c}
              className="grid grid-cols-2 gap-3 lg:grid-cols-4"
              data-testid="dashboard-kpis"
              aria-label={`Totals in ${c}`}
            >
              <div className="min-w-0 rounded-lg border bg-card p-3">
                <dt className="text-muted-foreground text-xs">Money in</dt>
                <dd className="truncate font-semibold text-emerald-800 text-lg tabular-nums">
                  {formatMinor(t.moneyIn, c)}
                </dd>
              </div>
              <div className="min-w-0 rounded-lg border bg-card p-3">
                <dt className="text-muted-foreground text-xs">Money out</dt>
                <dd className="truncate font-semibold text-lg text-red-700 tabular-nums">
                  {formatMinor(t.moneyOut, c)}
                </dd>
              </div>
              <div className="min-w-0 rounded-lg border bg-card p-3">
                <dt className="text-muted-foreground text-xs">Net</dt>
                <dd className="truncate font-semibold text-lg tabular-nums">
                  {formatMinor(t.net, c)}
                </dd>
              </div>
              <div className="min-w-0 rounded-lg border bg-card p-3">
                <dt className="text-muted-foreground text-xs">Transactions</dt>
                <dd className="truncate font-semibold text-lg tabular-nums">{t.count}</dd>
              </div>
            </dl>
          ))
        )}
      </section>

      {perCurrency.length > 0 ? (
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
      ) : null}

      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Accounts</CardTitle>
            <CardDescription>Latest balance from each account's newest statement.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            {banks.isPending ? (
              <Skeleton className="h-16" />
            ) : banks.isError ? (
              <Retry
                error={banks.error}
                onRetry={() => void banks.refetch()}
                what="Your accounts"
              />
            ) : accounts.length === 0 ? (
              <p className="text-muted-foreground text-sm">
                No accounts yet — they appear once a statement is read.
              </p>
            ) : (
              <ul className="grid gap-2" data-testid="accounts">
                {accounts.map((a) => (
                  <li
                    key={a.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
                  >
                    <span className="flex min-w-0 items-center gap-2">
                      <Landmark className="size-4 shrink-0 text-primary" aria-hidden="true" />
                      <span className="min-w-0">
                        <span className="block truncate font-medium text-sm">
                          {a.bank_name ?? 'Unknown bank'}{' '}
                          {a.account_number ? `· ${a.account_number}` : ''}
                        </span>
                        <span className="block text-muted-foreground text-xs">
                          {a.statements.length}{' '}
                          {a.statements.length === 1 ? 'statement' : 'statements'} ·{' '}
                          {formatPeriod(a.period_start, a.period_end)}
                        </span>
                      </span>
                    </span>
                    <span className="font-semibold tabular-nums">
                      {decimalMoney(a.latest_balance, a.currency)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {gaps.length > 0 ? (
              <div className="grid gap-2" data-testid="continuity">
                <h3 className="font-medium text-sm">Between statements</h3>
                <ul className="grid gap-2">
                  {gaps.map(({ account, issue }) => (
                    <li
                      key={`${issue.from_statement_id}-${issue.to_statement_id}-${issue.kind}`}
                      className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 p-2 text-sm"
                    >
                      <AlertTriangle
                        className="mt-0.5 size-4 shrink-0 text-amber-700"
                        aria-hidden="true"
                      />
                      <span>
                        <span className="font-medium">
                          {issue.kind === 'gap'
                            ? 'Gap'
                            : issue.kind === 'overlap'
                              ? 'Overlap'
                              : 'Balance mismatch'}
                        </span>{' '}
                        ({account.account_number ?? account.bank_name ?? 'account'}):{' '}
                        {issue.message}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </CardContent>
        </Card>
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
              <Retry
                error={recent.error}
                onRetry={() => void recent.refetch()}
                what="Recent uploads"
              />
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
      </div>
    </div>
  );
}

export default function DashboardPage() {
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
