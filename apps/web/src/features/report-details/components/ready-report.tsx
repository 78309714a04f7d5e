import type { AnalysisDetail, Transaction } from '@bsp/shared';
import { Plus, Undo2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form';
import { Skeleton } from '../../../components/ui/skeleton';
import { SourceViewer } from '../../analyses/components/source-viewer';
import { mainCurrency, totals } from '../../analyses/lib/insights';
import { useTransactionEdits } from '../../transactions/api/use-transaction-edits';
import {
  type EditableField,
  type GridHandle,
  LOW_CONFIDENCE,
  TransactionGrid,
} from '../../transactions/components/transaction-grid';
import { parseAmountInput, parseDateInput } from '../../transactions/lib/parse-amount';
import { useReportRows } from '../api/use-report-rows';
import { errorText, minor, statementTotals } from '../lib/format';
import { AddRowDialog } from './add-row-dialog';
import { Certificate } from './certificate';
import { DeleteRowDialog } from './delete-row-dialog';
import { ReportSummary } from './summary';

const ReportCharts = lazy(() =>
  import('./report-charts').then((module) => ({ default: module.ReportCharts })),
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
  const edits = useTransactionEdits(detail.id);
  const grid = useRef<GridHandle>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Transaction | null>(null);
  const [adding, setAdding] = useState(false);

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
  const selected = rows.find((r) => r.id === selectedId) ?? null;
  const lowCount = rows.filter((r) => r.confidence < LOW_CONFIDENCE).length;

  const onSelect = useCallback((row: Transaction) => setSelectedId(row.id), []);

  const onShowRow = (statementId: string, row: number | null, transactionId: string | null) => {
    const target = transactionId
      ? rows.find((r) => r.id === transactionId)
      : byStatement.get(statementId)?.find((r) => r.row_index === row);
    if (target) grid.current?.scrollToTransaction(target.id);
    document.getElementById('review-grid')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const onEdit = async (
    row: Transaction,
    field: EditableField,
    raw: string,
  ): Promise<string | null> => {
    let value: string | null;
    if (field === 'amount') {
      const parsed = parseAmountInput(raw, row.currency);
      if (!parsed.ok) return parsed.error;
      value = parsed.value;
    } else if (field === 'date') {
      if (!raw.trim()) value = null;
      else {
        const parsed = parseDateInput(raw);
        if (!parsed.ok) return parsed.error;
        value = parsed.value;
      }
    } else if (field === 'description') {
      value = raw.trim();
      if (!value) return 'The description cannot be empty.';
    } else {
      value = raw.trim() || null;
    }
    const current = row[field];
    const same =
      field === 'amount' && current != null && value != null
        ? minor(current, row.currency) === minor(value, row.currency)
        : current === value;
    if (same) return null;
    try {
      await edits.patch(row, { [field]: value }, `${field} of row ${row.row_index + 1}`);
      setNotice(`Saved the ${field} of row ${row.row_index + 1}. The checks ran again.`);
      return null;
    } catch (error) {
      return errorText(error, 'Could not save the change.');
    }
  };

  const undo = useCallback(async () => {
    try {
      const label = await edits.undo();
      setNotice(label ? `Undid the change to the ${label}.` : 'Nothing to undo.');
    } catch (error) {
      setNotice(errorText(error, 'Could not undo.'));
    }
  }, [edits]);

  const toggleExcluded = async (row: Transaction) => {
    try {
      await edits.patch(row, { excluded: !row.excluded }, `exclusion of row ${row.row_index + 1}`);
      setNotice(`${row.excluded ? 'Included' : 'Excluded'} row ${row.row_index + 1}.`);
    } catch (error) {
      setNotice(errorText(error, 'Could not change the row.'));
    }
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

      <section
        aria-labelledby="review-heading"
        id="review-grid"
        className="grid scroll-mt-20 grid-cols-[minmax(0,1fr)] gap-3"
      >
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2 id="review-heading" className="font-semibold text-lg">
              Review transactions
            </h2>
            <p className="text-muted-foreground text-sm">
              {rows.length} rows{complete ? '' : ' (loading the rest…)'}
              {lowCount > 0 ? ` · ${lowCount} read with low confidence` : ''}
              {issueIds.size > 0 ? ` · ${issueIds.size} where a check fails` : ''}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => void undo()}
              disabled={!edits.undoLabel}
            >
              <Undo2 aria-hidden="true" />
              Undo
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setAdding(true)}
              disabled={detail.statements.length === 0}
            >
              <Plus aria-hidden="true" />
              Add row
            </Button>
          </div>
        </div>
        <p role="status" aria-live="polite" className="min-h-5 text-sm" data-testid="grid-notice">
          {notice}
        </p>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 2xl:grid-cols-[minmax(0,1fr)_24rem]">
          {rows.length === 0 ? (
            <EmptyState
              title="No transactions were found"
              description="If the statement has transactions, add them with “Add row”."
            />
          ) : (
            <TransactionGrid
              ref={grid}
              rows={rows}
              selectedId={selectedId}
              onSelect={onSelect}
              onEdit={onEdit}
              onToggleExcluded={(row) => void toggleExcluded(row)}
              onDelete={setToDelete}
              onUndo={() => void undo()}
              issueIds={issueIds}
            />
          )}
          <SourceViewer analysisId={detail.id} row={selected} />
        </div>
      </section>

      {/* The charts come after the grid: their code loads on demand, and they draw once every
          row is in (a partial list would draw the wrong picture, then redraw). */}
      {complete ? (
        <Suspense fallback={<ChartsPlaceholder />}>
          <ReportCharts detail={detail} rows={rows} currency={currency} />
        </Suspense>
      ) : (
        <ChartsPlaceholder />
      )}

      <DeleteRowDialog
        row={toDelete}
        onCancel={() => setToDelete(null)}
        onConfirm={async (row) => {
          setToDelete(null);
          try {
            await edits.remove(row);
            setNotice(`Deleted row ${row.row_index + 1}.`);
          } catch (error) {
            setNotice(errorText(error, 'Could not delete the row.'));
          }
        }}
      />
      <AddRowDialog
        open={adding}
        onOpenChange={setAdding}
        statements={detail.statements}
        defaultStatementId={selected?.statement_id ?? detail.statements[0]?.id ?? null}
        afterId={selected?.id ?? rows[rows.length - 1]?.id ?? null}
        onAdd={async (data) => {
          const row = await edits.add(data);
          setSelectedId(row.id);
          setNotice('Added the row. The checks ran again.');
        }}
      />
    </div>
  );
}
