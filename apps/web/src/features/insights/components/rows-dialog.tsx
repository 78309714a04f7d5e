import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../analyses/lib/insights';
import { useCategories } from '../../categories/api/categories';
import { categoryNames } from '../../categories/lib/category-names';
import { MAX_FIGURE_ROWS, useRowsByIds } from '../api/get-rows-by-ids';
import { idsByReport, reportRowsPath } from '../lib/figure-rows';
import { decimalMoney } from '../lib/format';

/** The dialog's body: the rows behind a figure, each linking to its report filtered to them. */
export function RowsDialogContent({ rowIds, what }: { rowIds: readonly string[]; what: string }) {
  // Radix mounts the content only while open, so the rows load when the dialog opens.
  const query = useRowsByIds(rowIds, true);
  const { data: categoryList } = useCategories();
  const names = categoryNames(categoryList);
  const rows = query.data?.items ?? [];
  const reports = idsByReport(rows);
  const count = rowIds.length;
  return (
    <DialogContent className="max-h-[85vh] max-w-3xl grid-rows-[auto_minmax(0,1fr)_auto] overflow-hidden">
      <DialogHeader>
        <DialogTitle>{what}</DialogTitle>
        <DialogDescription>
          {count === 1 ? 'The row behind this figure.' : `The ${count} rows behind this figure.`}
          {count > MAX_FIGURE_ROWS ? ` The first ${MAX_FIGURE_ROWS} are listed.` : ''}
        </DialogDescription>
      </DialogHeader>
      <div className="min-h-0 overflow-auto" data-testid="figure-rows">
        {query.isPending ? (
          <div className="grid gap-2">
            <span className="sr-only" role="status">
              Loading the rows
            </span>
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        ) : query.isError ? (
          <p className="text-destructive text-sm" role="alert">
            {isApiError(query.error) ? query.error.message : 'The rows could not be loaded.'}
          </p>
        ) : rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            These rows are no longer there (deleted since the figure was computed).
          </p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Rows behind {what}</caption>
            <thead className="text-left text-muted-foreground text-xs">
              <tr>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Date
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Description
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  Amount
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Category
                </th>
                <th scope="col" className="py-1 font-medium">
                  <span className="sr-only">Report</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t align-top" data-testid="figure-row">
                  <td className="whitespace-nowrap py-1.5 pr-2">{formatDate(row.date)}</td>
                  <td className="min-w-40 py-1.5 pr-2 [overflow-wrap:anywhere]">
                    {row.description}
                  </td>
                  <td className="whitespace-nowrap py-1.5 pr-2 text-right tabular-nums">
                    {decimalMoney(row.amount, row.currency)}
                  </td>
                  <td className="py-1.5 pr-2">{names.label(row.category)}</td>
                  <td className="whitespace-nowrap py-1.5">
                    <Link
                      to={reportRowsPath(row.analysis_id, reports.get(row.analysis_id) ?? [row.id])}
                      className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
                    >
                      In report
                      <span className="sr-only">
                        : {row.description}, {formatDate(row.date)}
                      </span>
                      <ExternalLink className="size-3.5" aria-hidden="true" />
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      {reports.size === 1 ? (
        <Link
          to={reportRowsPath(
            rows[0]?.analysis_id ?? '',
            rows.map((r) => r.id),
          )}
          className="justify-self-start text-primary text-sm underline underline-offset-4"
        >
          Show {rows.length === 1 ? 'this row' : `these ${rows.length} rows`} in the report
        </Link>
      ) : null}
    </DialogContent>
  );
}
