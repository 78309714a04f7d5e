import type { AnalysisDetail, Transaction } from '@bsp/shared';
import { useEffect, useMemo, useRef } from 'react';
import { useTransactions } from '../../transactions/api/transactions';
import { reportRowsFilter } from './prefetch-report';

/**
 * The rows of a done report in statement order, grouped by statement. `complete` is false while
 * later pages are still loading (the first page shows at once).
 */
export function useReportRows(detail: AnalysisDetail) {
  const query = useTransactions(reportRowsFilter(detail.id));

  // The rows may have been asked for in the same instant the analysis turned done (the detail and
  // the rows load in parallel): an empty answer for a report that has rows is refetched, once.
  const empty = query.complete && (query.data?.length ?? 0) === 0 && detail.transaction_count > 0;
  const refetched = useRef(false);
  const { refetch } = query;
  useEffect(() => {
    if (!empty || refetched.current) return;
    refetched.current = true;
    void refetch();
  }, [empty, refetch]);

  const statementOrder = useMemo(
    () => new Map(detail.statements.map((s, i) => [s.id, i] as const)),
    [detail.statements],
  );
  const rows = useMemo(() => {
    const list = [...(query.data ?? [])];
    list.sort(
      (a, b) =>
        (statementOrder.get(a.statement_id) ?? 0) - (statementOrder.get(b.statement_id) ?? 0) ||
        a.row_index - b.row_index,
    );
    return list;
  }, [query.data, statementOrder]);
  const byStatement = useMemo(() => {
    const map = new Map<string, Transaction[]>();
    for (const r of rows) {
      const list = map.get(r.statement_id) ?? [];
      list.push(r);
      map.set(r.statement_id, list);
    }
    return map;
  }, [rows]);

  return { query, rows, byStatement, complete: query.complete };
}
