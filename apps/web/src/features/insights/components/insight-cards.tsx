import type { InsightsResponse } from '@bsp/shared';
import { useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/utils';
import { useInsights } from '../api/get-insights';
import type { InsightsScope } from '../lib/scope';
import { CategoryTrendCard } from './category-trend-card';
import { IncomeCard } from './income-card';
import { IntegrityCard } from './integrity-card';
import { LenderCard } from './lender-card';
import { SubscriptionsCard } from './subscriptions-card';
import { TransfersCard } from './transfers-card';
import { UnusualCard } from './unusual-card';

/** The insight cards of one answer (smaller in a report). */
export function InsightCardGrid({ data, compact }: { data: InsightsResponse; compact?: boolean }) {
  const accounts = useMemo(
    () =>
      new Map(
        data.balance.flatMap((b) => (b.account_id ? [[b.account_id, b.label] as const] : [])),
      ),
    [data.balance],
  );
  return (
    <div
      className={cn(
        'grid gap-4 [&>*]:min-w-0',
        compact ? 'md:grid-cols-2 xl:grid-cols-3' : 'lg:grid-cols-2',
      )}
      data-testid="insight-cards"
    >
      <SubscriptionsCard recurring={data.recurring} compact={compact} />
      <IncomeCard income={data.income} compact={compact} />
      <CategoryTrendCard trends={data.category_trends} compact={compact} />
      <UnusualCard unusual={data.unusual} compact={compact} />
      <TransfersCard transfers={data.transfers} duplicates={data.duplicates} compact={compact} />
      <LenderCard lender={data.lender} accounts={accounts} compact={compact} />
      <IntegrityCard integrity={data.integrity} compact={compact} />
    </div>
  );
}

/** Loads the insights of a scope and shows the cards, with loading and error states. */
export function InsightCards({ scope, compact }: { scope: InsightsScope; compact?: boolean }) {
  const query = useInsights(scope);
  if (query.isPending) {
    return (
      <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
        <span className="sr-only" role="status">
          Loading insights
        </span>
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <FormAlert title="The insights could not be loaded.">
        <p>{isApiError(query.error) ? query.error.message : 'Something went wrong.'}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </FormAlert>
    );
  }
  return <InsightCardGrid data={query.data} compact={compact} />;
}
