import type { RereadResponse, StatementPreview } from '@bsp/shared';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { type Ref, useId, useMemo } from 'react';
import { FormAlert } from '../../../components/ui/form';
import { cn } from '../../../lib/utils';
import { formatDate, formatPeriod, money } from '../../analyses/lib/insights';
import { minor } from '../../report-details/lib/format';
import {
  diffReadings,
  readingReconciles,
  readingVerdict,
  rowKey,
  statementVerdict,
} from '../lib/compare';

const amount = (value: string | null, currency: string) => {
  const m = minor(value, currency);
  return m == null ? '' : money(m, currency);
};

function PreviewStatement({
  statement: s,
  changed,
  multiple,
}: {
  statement: StatementPreview;
  changed: Set<string>;
  multiple: boolean;
}) {
  const ok = s.reconciled && s.issues.length === 0;
  const captionId = useId();
  return (
    <div className="grid gap-2">
      {multiple ? (
        <h4 className="font-medium text-sm">
          Statement {s.position + 1}
          {s.account_number ? ` · ${s.account_number}` : ''} ·{' '}
          {formatPeriod(s.period_start, s.period_end)}
        </h4>
      ) : null}
      <div
        data-testid="preview-certificate"
        data-reconciled={ok}
        className={cn(
          'grid gap-1.5 rounded-md border p-3 text-sm',
          ok ? 'border-emerald-300 bg-emerald-50/60' : 'border-amber-300 bg-amber-50/60',
        )}
      >
        <p className="flex items-start gap-2 font-medium">
          {ok ? (
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
          ) : (
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          )}
          {/* one statement: the reading's heading already gives its verdict */}
          <span>{multiple ? statementVerdict(s) : ok ? 'Reconciled' : 'Does not reconcile'}</span>
        </p>
        <p className="text-muted-foreground text-xs tabular-nums">
          Opening {amount(s.opening_balance, s.currency) || 'not read'} · closing{' '}
          {amount(s.closing_balance, s.currency) || 'not read'}
        </p>
        {s.issues.length > 0 ? (
          <ul className="grid list-disc gap-0.5 pl-5 text-xs">
            {s.issues.slice(0, 5).map((issue, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: issues have no id
              <li key={i}>
                {issue.message}
                {issue.row != null ? ` (row ${issue.row + 1})` : ''}
              </li>
            ))}
            {s.issues.length > 5 ? <li>and {s.issues.length - 5} more</li> : null}
          </ul>
        ) : null}
      </div>
      <div className="max-h-96 overflow-auto rounded-md border">
        <table className="w-full text-xs" aria-labelledby={captionId}>
          <caption id={captionId} className="sr-only">
            Rows: date, description, amount, balance
          </caption>
          <thead className="sticky top-0 bg-muted text-left">
            <tr>
              <th scope="col" className="px-2 py-1.5 font-medium">
                Date
              </th>
              <th scope="col" className="px-2 py-1.5 font-medium">
                Description
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                Amount
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            {s.transactions.map((t) => {
              const differs = changed.has(rowKey(t));
              const m = minor(t.amount, s.currency);
              return (
                <tr
                  key={t.row_index}
                  data-testid="preview-row"
                  data-changed={differs}
                  className={cn('border-t', differs && 'bg-sky-50')}
                >
                  <td className="whitespace-nowrap px-2 py-1 tabular-nums">{formatDate(t.date)}</td>
                  <td className="px-2 py-1">
                    {t.description}
                    {differs ? <span className="sr-only"> (read differently)</span> : null}
                  </td>
                  <td
                    className={cn(
                      'whitespace-nowrap px-2 py-1 text-right tabular-nums',
                      m != null && m < 0 ? 'text-rose-800' : 'text-emerald-800',
                    )}
                  >
                    {amount(t.amount, s.currency)}
                  </td>
                  <td className="whitespace-nowrap px-2 py-1 text-right tabular-nums">
                    {amount(t.balance, s.currency)}
                  </td>
                </tr>
              );
            })}
            {s.transactions.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-2 py-3 text-center text-muted-foreground">
                  No rows were read.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Reading({
  title,
  statements,
  changed,
  testId,
}: {
  title: string;
  statements: StatementPreview[];
  changed: Set<string>;
  testId: string;
}) {
  const ok = readingReconciles(statements);
  return (
    <section
      aria-label={title}
      data-testid={testId}
      data-reconciled={ok}
      className="grid content-start gap-3 rounded-lg border bg-card p-3"
    >
      <h3 className="grid gap-0.5">
        <span className="font-semibold">{title}</span>
        <span className={cn('text-sm', ok ? 'text-emerald-800' : 'text-amber-800')}>
          {readingVerdict(statements)}
        </span>
      </h3>
      {statements.map((s) => (
        <PreviewStatement
          key={s.position}
          statement={s}
          changed={changed}
          multiple={statements.length > 1}
        />
      ))}
    </section>
  );
}

/** Before (the report now) and after (these instructions), side by side; stacked on tablets. */
export function Comparison({
  result,
  stale,
  headingRef,
}: {
  result: RereadResponse;
  stale: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const diff = useMemo(() => diffReadings(result.before, result.after), [result]);
  return (
    <section aria-labelledby="compare-heading" className="grid gap-3" data-testid="comparison">
      <div className="grid gap-1">
        <h2
          id="compare-heading"
          ref={headingRef}
          tabIndex={-1}
          className="font-semibold text-lg outline-none"
        >
          Before and after
        </h2>
        <p className="text-muted-foreground text-sm" data-testid="comparison-summary">
          {diff.summary} Rows read differently are tinted blue.
        </p>
      </div>
      {stale ? (
        <FormAlert variant="info" title="You changed the layout after this re-read.">
          Re-read to see what your latest changes read, before you apply them.
        </FormAlert>
      ) : null}
      {result.warnings.length > 0 ? (
        <FormAlert variant="info" title="Notes from the reader">
          <ul className="list-disc pl-4">
            {result.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </FormAlert>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Reading
          title="Before: the report now"
          statements={result.before}
          changed={diff.changedBefore}
          testId="reading-before"
        />
        <Reading
          title="After: with your layout"
          statements={result.after}
          changed={diff.changedAfter}
          testId="reading-after"
        />
      </div>
    </section>
  );
}
