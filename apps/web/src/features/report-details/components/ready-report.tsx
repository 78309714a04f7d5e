import type { AnalysisDetail } from '@bsp/shared';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form';
import { Skeleton } from '../../../components/ui/skeleton';
import { mainCurrency, totals } from '../../analyses/lib/insights';
import { FixReadingLink } from '../../fix-reading/components/fix-reading-link';
import { useReportRows } from '../api/use-report-rows';
import { errorText, statementTotals } from '../lib/format';
import { Certificate } from './certificate';
import { type ReviewHandle, ReviewTransactions } from './review-transactions';
import { ReportSummary } from './summary';

const ReportCharts = lazy(() =>
  import('./report-charts').then((module) => ({ default: module.ReportCharts })),
);

// Below the grid: its code loads on demand, off the path to the first row.
const ReportInsights = lazy(() =>
  import('../../insights/components/report-insights').then((module) => ({
    default: module.ReportInsights,
  })),
);

function ChartsPlaceholder() {
  return (
    <section aria-labelledby="charts-heading" aria-busy="true" className="grid gap-3">
      <h2 id="charts-heading" className="font-semibold text-lg">
        Analysis
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </section>
  );
}

/** A done report: summary, certificate, review grid with its source, charts. */
export function ReadyReport({ detail }: { detail: AnalysisDetail }) {
  const { query: txQuery, rows, byStatement, complete } = useReportRows(detail);
  const review = useRef<ReviewHandle>(null);

  const issueIds = useMemo(() => {
    const ids = new Set<string>();
    for (const s of detail.statements) {
      for (const issue of s.checks.issues) {
        if (issue.transaction_id) ids.add(issue.transaction_id);
        else if (issue.row != null) {
          const match = byStatement.get(s.id)?.find((r) => r.row_index === issue.row);
          if (match) ids.add(match.id);
        }
      }
    }
    return ids;
  }, [detail.statements, byStatement]);

  const currency = detail.currency ?? mainCurrency(rows, detail.statements[0]?.currency ?? 'GBP');
  const statementSums = useMemo(
    () =>
      new Map(
        detail.statements.map(
          (s) => [s.id, statementTotals(s, byStatement.get(s.id), complete)] as const,
        ),
      ),
    [detail.statements, byStatement, complete],
  );
  const sums = useMemo(() => {
    if (complete) return totals(rows.filter((r) => r.currency === currency));
    const all = { moneyIn: 0, moneyOut: 0, net: 0, count: 0 };
    for (const s of detail.statements) {
      const t = statementSums.get(s.id);
      if (!t || s.currency !== currency) continue;
      all.moneyIn += t.moneyIn;
      all.moneyOut += t.moneyOut;
      all.net += t.net;
      all.count += t.count;
    }
    return all;
  }, [complete, rows, currency, detail.statements, statementSums]);
  const onShowRow = (statementId: string, row: number | null, transactionId: string | null) => {
    const target = transactionId
      ? rows.find((r) => r.id === transactionId)
      : byStatement.get(statementId)?.find((r) => r.row_index === row);
    if (target) review.current?.showTransaction(target.id);
    else document.getElementById('review-grid')?.scrollIntoView({ block: 'start' });
  };

  if (txQuery.isPending && !txQuery.data) {
    return (
      <div className="grid gap-3">
        <span className="sr-only" role="status">
          Loading transactions
        </span>
        <Skeleton className="h-20" />
        <Skeleton className="h-[28rem]" />
      </div>
    );
  }
  if (txQuery.isError && !txQuery.data) {
    return (
      <FormAlert title="The transactions could not be loaded.">
        <p>{errorText(txQuery.error, 'Something went wrong.')}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void txQuery.refetch()}>
          Try again
        </Button>
      </FormAlert>
    );
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <ReportSummary detail={detail} sums={sums} currency={currency} />

      <section aria-labelledby="checks-heading" className="grid gap-3">
        <h2 id="checks-heading" className="font-semibold text-lg">
          Reconciliation certificate
        </h2>
        {detail.statements.length === 0 ? (
          <p className="text-muted-foreground text-sm">No statement was found in this file.</p>
        ) : (
          detail.statements.map((s) => (
            <Certificate
              key={s.id}
              statement={s}
              totals={statementSums.get(s.id) ?? statementTotals(s, undefined, false)}
              onShowRow={onShowRow}
              multiple={detail.statements.length > 1}
              fixAction={<FixReadingLink reportId={detail.id} variant="default" size="sm" />}
            />
          ))
        )}
        {detail.warnings.length > 0 ? (
          <FormAlert variant="info" title="Notes from the reader">
            <ul className="list-disc pl-4">
              {detail.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </FormAlert>
        ) : null}
      </section>

      <ReviewTransactions
        ref={review}
        detail={detail}
        rows={rows}
        complete={complete}
        issueIds={issueIds}
      />

      {/* The charts come after the grid: their code loads on demand; their figures come from
          the insights API, so they need not wait for every row. */}
      <Suspense fallback={<ChartsPlaceholder />}>
        <ReportCharts analysisId={detail.id} currency={currency} />
      </Suspense>

      <Suspense fallback={<Skeleton className="h-48" />}>
        <ReportInsights analysisId={detail.id} />
      </Suspense>
    </div>
  );
}
