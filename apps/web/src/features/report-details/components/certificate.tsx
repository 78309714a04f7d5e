import type { Statement } from '@bsp/shared';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import type * as React from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { formatPeriod, money, type Totals } from '../../analyses/lib/insights';
import { minor } from '../lib/format';

/** The reconciliation certificate of one statement, or the exact rows where it breaks. */
export function Certificate({
  statement,
  totals: t,
  onShowRow,
  multiple,
  fixAction,
}: {
  statement: Statement;
  /** Of the statement's rows (see `statementTotals`). */
  totals: Totals;
  onShowRow: (statementId: string, row: number | null, transactionId: string | null) => void;
  multiple: boolean;
  /** Offered when the certificate fails: the reader may have misread the layout. */
  fixAction?: React.ReactNode;
}) {
  const c = statement.currency;
  const opening = minor(statement.opening_balance, c);
  const closing = minor(statement.closing_balance, c);
  const computedClosing = opening != null ? opening + t.net : null;
  const equationHolds = computedClosing != null && closing != null && computedClosing === closing;
  const printedIn = minor(statement.printed_money_in, c);
  const printedOut = minor(statement.printed_money_out, c);
  const printedChecked = printedIn != null || printedOut != null;
  const printedMatch =
    (printedIn == null || printedIn === t.moneyIn) &&
    (printedOut == null || printedOut === t.moneyOut);
  const { checks } = statement;
  const ok = checks.reconciled && checks.issues.length === 0;
  const fmt = (m: number) => money(m, c);

  return (
    <section
      aria-labelledby={`cert-${statement.id}`}
      data-testid="certificate"
      data-reconciled={ok}
      className={cn(
        'grid gap-3 rounded-lg border p-4',
        ok ? 'border-emerald-300 bg-emerald-50/60' : 'border-amber-300 bg-amber-50/60',
      )}
    >
      <h3 id={`cert-${statement.id}`} className="flex flex-wrap items-center gap-2 font-semibold">
        {ok ? (
          <CheckCircle2 className="size-5 text-emerald-700" aria-hidden="true" />
        ) : (
          <AlertTriangle className="size-5 text-amber-700" aria-hidden="true" />
        )}
        {ok
          ? 'Reconciled'
          : `${checks.issues.length || 1} ${checks.issues.length === 1 ? 'issue' : 'issues'} to check`}
        {multiple ? (
          <span className="font-normal text-muted-foreground text-sm">
            {statement.account_number ?? ''}{' '}
            {formatPeriod(statement.period_start, statement.period_end)}
          </span>
        ) : null}
      </h3>
      <ul className="grid gap-1.5 text-sm" aria-live="polite" data-testid="certificate-lines">
        <li className="flex gap-2">
          {equationHolds ? (
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-label="Holds" />
          ) : (
            <XCircle
              className="mt-0.5 size-4 shrink-0 text-destructive"
              aria-label="Does not hold"
            />
          )}
          <span className="tabular-nums">
            {opening != null && closing != null ? (
              <>
                Opening {fmt(opening)} + transactions {fmt(t.net)} = {fmt(computedClosing ?? 0)}
                {equationHolds
                  ? ` = closing ${fmt(closing)}`
                  : ` ≠ closing ${fmt(closing)} (off by ${fmt((computedClosing ?? 0) - closing)})`}
              </>
            ) : (
              'The statement does not print both an opening and a closing balance.'
            )}
          </span>
        </li>
        <li className="flex gap-2">
          {checks.balance_rows_checked > 0 ? (
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
          ) : (
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          )}
          <span>
            Running balance checked on {checks.balance_rows_checked} of {checks.rows} rows
          </span>
        </li>
        {printedChecked ? (
          <li className="flex gap-2">
            {printedMatch ? (
              <CheckCircle2
                className="mt-0.5 size-4 shrink-0 text-emerald-700"
                aria-label="Matched"
              />
            ) : (
              <XCircle
                className="mt-0.5 size-4 shrink-0 text-destructive"
                aria-label="Not matched"
              />
            )}
            <span className="tabular-nums">
              Printed totals {printedMatch ? 'matched' : 'differ'}:
              {printedIn != null
                ? ` money in ${fmt(printedIn)}${printedIn === t.moneyIn ? '' : ` (rows sum to ${fmt(t.moneyIn)})`}`
                : ''}
              {printedIn != null && printedOut != null ? ',' : ''}
              {printedOut != null
                ? ` money out ${fmt(printedOut)}${printedOut === t.moneyOut ? '' : ` (rows sum to ${fmt(t.moneyOut)})`}`
                : ''}
            </span>
          </li>
        ) : null}
      </ul>
      {checks.issues.length > 0 ? (
        <div className="grid gap-1.5">
          <h4 className="font-medium text-sm">Where it breaks</h4>
          <ul className="grid gap-1.5 text-sm" data-testid="check-issues">
            {checks.issues.map((issue, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: issues have no id
                key={i}
                className="flex flex-wrap items-center gap-2 rounded-md border border-amber-200 bg-background p-2"
              >
                <span className="flex-1">{issue.message}</span>
                {issue.row != null || issue.transaction_id ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onShowRow(statement.id, issue.row, issue.transaction_id)}
                  >
                    {/* an issue about several rows shows the first; the message lists them all */}
                    {issue.rows && issue.rows.length > 1 ? 'Show first row' : 'Show row'}{' '}
                    {issue.row != null ? issue.row + 1 : ''}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {!ok && fixAction ? (
        <div className="flex flex-wrap items-center gap-3 border-amber-200 border-t pt-3">
          {fixAction}
          <p className="min-w-0 flex-1 text-muted-foreground text-sm">
            If the reader misread this statement’s layout (columns, signs, a footer read as a row),
            show it where things are and it reads it again — and reads later statements of this
            layout right.
          </p>
        </div>
      ) : null}
    </section>
  );
}
