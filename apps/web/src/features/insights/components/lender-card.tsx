import type { InsightsResponse } from '@bsp/shared';
import { monthLabel } from '../../analyses/lib/insights';
import { decimalMoney, ratioLabel } from '../lib/format';
import { FigureButton } from './figure-button';
import { InsightCard } from './insight-card';

type Figure = InsightsResponse['lender']['metrics'][number]['overdraft_fees'];

function MetricFigure({ label, figure, what }: { label: string; figure: Figure; what: string }) {
  return (
    <div className="rounded-md border p-2.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold tabular-nums">
        <FigureButton rowIds={figure.row_ids} what={what}>
          {decimalMoney(figure.amount, figure.currency)}
        </FigureButton>
      </dd>
      <dd className="text-muted-foreground text-xs">
        {figure.count} {figure.count === 1 ? 'row' : 'rows'}
      </dd>
    </div>
  );
}

/** What an underwriter reads: average daily balance by month, days negative, fees, true revenue. */
export function LenderCard({
  lender,
  accounts,
  compact,
}: {
  lender: InsightsResponse['lender'];
  /** Account labels by id (from the balance series). */
  accounts: ReadonlyMap<string, string>;
  compact?: boolean;
}) {
  const { balances, metrics } = lender;
  const several = new Set(balances.map((b) => b.account_id)).size > 1;
  return (
    <InsightCard
      title="Lender view"
      description="The cash-flow figures a lender or accountant looks at."
      compact={compact}
      testId="insight-lender"
      empty={
        balances.length === 0 && metrics.length === 0
          ? 'Nothing to show for this period. With dated rows and balances, the average daily balance per month, days below zero, overdraft and returned-payment fees and true revenue appear here.'
          : null
      }
    >
      {balances.length > 0 ? (
        // Scrolls by keyboard through the figure buttons inside it.
        <div className="max-h-72 overflow-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Average daily balance by month</caption>
            <thead className="text-left text-muted-foreground text-xs">
              <tr>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Month
                </th>
                {several ? (
                  <th scope="col" className="py-1 pr-2 font-medium">
                    Account
                  </th>
                ) : null}
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  Average daily balance
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Days negative
                </th>
              </tr>
            </thead>
            <tbody>
              {balances.map((b) => (
                <tr key={`${b.account_id}-${b.month}`} className="border-t">
                  <th scope="row" className="py-1 pr-2 text-left font-normal">
                    {monthLabel(b.month)}
                  </th>
                  {several ? (
                    <td className="py-1 pr-2">{accounts.get(b.account_id) ?? 'Account'}</td>
                  ) : null}
                  <td className="py-1 pr-2 text-right tabular-nums">
                    <FigureButton
                      rowIds={b.row_ids}
                      what={`the average daily balance of ${monthLabel(b.month)}`}
                    >
                      {decimalMoney(b.average_daily, b.currency)}
                    </FigureButton>
                  </td>
                  <td className="py-1 text-right tabular-nums">
                    {b.days_negative} of {b.days}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {metrics.map((m) => (
        <dl
          key={m.currency}
          className="grid grid-cols-2 gap-2"
          aria-label={`Lender metrics in ${m.currency}`}
        >
          <MetricFigure label="Overdraft fees" figure={m.overdraft_fees} what="overdraft fees" />
          <MetricFigure
            label="Returned-payment (NSF) fees"
            figure={m.returned_payment_fees}
            what="returned-payment fees"
          />
          <MetricFigure label="True revenue" figure={m.true_revenue} what="true revenue" />
          <div className="rounded-md border p-2.5">
            <dt className="text-muted-foreground text-xs">Debt-service ratio</dt>
            <dd className="font-semibold tabular-nums">
              <FigureButton rowIds={m.loan_payments.row_ids} what="loan payments">
                {ratioLabel(m.debt_service_ratio)}
              </FigureButton>
            </dd>
            <dd className="text-muted-foreground text-xs">
              Loan payments {decimalMoney(m.loan_payments.amount, m.loan_payments.currency)}
            </dd>
          </div>
        </dl>
      ))}
    </InsightCard>
  );
}
