import type { InsightsResponse } from '@bsp/shared';
import { useMemo } from 'react';
import { monthLabel } from '../../analyses/lib/insights';
import { changeLabel, trendTables } from '../lib/category-trend';
import { decimalMoney } from '../lib/format';
import { FigureButton } from './figure-button';
import { InsightCard } from './insight-card';

/**
 * Spending per category month by month: where a bill is rising, in a table (every figure opens
 * its rows) rather than a chart, so amounts can be read exactly and by a screen reader.
 */
export function CategoryTrendCard({
  trends,
  compact,
}: {
  trends: InsightsResponse['category_trends'];
  compact?: boolean;
}) {
  const tables = useMemo(() => trendTables(trends), [trends]);
  return (
    <InsightCard
      title="Spending by category over time"
      description="Money out per category and month (refunds count against it). The first and last months may be partial."
      compact={compact}
      testId="insight-category-trend"
      empty={
        tables.length === 0
          ? 'No spending in this period. Once rows are categorised, each category’s spending appears here month by month.'
          : null
      }
    >
      {tables.map((table) => (
        <div key={table.currency} className="grid gap-1 overflow-x-auto">
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">
              Spending by category and month in {table.currency}
            </caption>
            <thead>
              <tr className="text-muted-foreground text-xs">
                <th scope="col" className="py-1 pr-2 text-left font-medium">
                  Category{tables.length > 1 ? ` (${table.currency})` : ''}
                </th>
                {table.months.map((m) => (
                  <th key={m} scope="col" className="px-2 py-1 text-right font-medium">
                    {monthLabel(m)}
                  </th>
                ))}
                <th scope="col" className="py-1 pl-2 text-right font-medium">
                  <abbr title="Latest month against the average of the months before it">
                    Change
                  </abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {table.lines.map((line) => (
                <tr key={line.name} className="border-t">
                  <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                    {line.name}
                  </th>
                  {line.cells.map((cell) => (
                    <td key={cell.month} className="px-2 py-1.5 text-right">
                      <FigureButton
                        rowIds={cell.rowIds}
                        what={`${line.name} in ${monthLabel(cell.month)}`}
                      >
                        {decimalMoney(cell.amount, table.currency)}
                      </FigureButton>
                    </td>
                  ))}
                  <td className="whitespace-nowrap py-1.5 pl-2 text-right text-muted-foreground">
                    {line.change == null ? '—' : changeLabel(line.change)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {table.hiddenMonths > 0 ? (
            <p className="text-muted-foreground text-xs">
              The latest {table.months.length} months are shown; the change compares with all{' '}
              {table.months.length + table.hiddenMonths - 1} months before the latest.
            </p>
          ) : null}
        </div>
      ))}
    </InsightCard>
  );
}
