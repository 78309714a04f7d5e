import type { QueryClient } from '@tanstack/react-query';
import { authStore } from '../../../lib/auth-store';
import { analysisQueryOptions } from '../../analyses/api/get-analysis';
import { transactionsQueryOptions } from '../../transactions/api/transactions';

/** The rows of a report, under the key the report screen reads them with. */
export const reportRowsFilter = (reportId: string) => ({ analysis: reportId });

/**
 * Starts a report's detail and its rows together, before the screen's code has loaded (the route
 * loader calls this), so the first rows do not wait for the chunk, then the detail, then the rows.
 * Rows of an analysis that is not done yet are empty; the screen drops them (see
 * `useReportRows`). Nothing is fetched without a stored session: the app's guard sends the
 * visitor to sign in.
 */
export function prefetchReport(client: QueryClient, reportId: string): void {
  // The loader runs before the provider's first effect has read the session from storage.
  if (authStore.get().status === 'loading') authStore.hydrate();
  if (!reportId || !authStore.get().tokens) return;
  void client.prefetchQuery(analysisQueryOptions(reportId));
  void client.prefetchQuery(transactionsQueryOptions(client, reportRowsFilter(reportId)));
}
