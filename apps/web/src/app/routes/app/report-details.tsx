import { type AnalysisDetail, decimalToMinor, type Statement, type Transaction } from '@bsp/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  AlertTriangle,
  ArrowLeft,
  CheckCircle2,
  FileQuestion,
  Plus,
  RotateCcw,
  Undo2,
  XCircle,
} from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState, PageHeader } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormAlert, PasswordInput } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { followAnalysis } from '../../../features/analyses/api/analysis-events';
import { ANALYSES_KEY } from '../../../features/analyses/api/get-analyses';
import { analysisKey, isNotFound, useAnalysis } from '../../../features/analyses/api/get-analysis';
import { retryAnalysis, submitPassword } from '../../../features/analyses/api/recover-analysis';
import {
  BalanceChart,
  MonthlyFlowChart,
  SliceChart,
} from '../../../features/analyses/components/charts';
import { ExportMenu } from '../../../features/analyses/components/export-menu';
import { SourceViewer } from '../../../features/analyses/components/source-viewer';
import {
  ReconciliationBadge,
  StatusBadge,
  stageLabel,
} from '../../../features/analyses/components/status-badge';
import {
  balanceSeries,
  formatPeriod,
  mainCurrency,
  money,
  monthlyFlows,
  spendingByCategory,
  topMerchants,
  totals,
} from '../../../features/analyses/lib/insights';
import { useTransactions } from '../../../features/transactions/api/transactions';
import { useTransactionEdits } from '../../../features/transactions/api/use-transaction-edits';
import {
  type EditableField,
  type GridHandle,
  LOW_CONFIDENCE,
  TransactionGrid,
} from '../../../features/transactions/components/transaction-grid';
import { parseAmountInput, parseDateInput } from '../../../features/transactions/lib/parse-amount';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/utils';

function errorText(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}

function minor(value: string | null, currency: string): number | null {
  if (value == null) return null;
  try {
    return decimalToMinor(value, currency);
  } catch {
    return null;
  }
}

function NotFound({ reportId }: { reportId: string }) {
  useDocumentTitle('Report not found');
  return (
    <div className="mx-auto max-w-3xl">
      <EmptyState
        icon={FileQuestion}
        title="Report not found"
        description={
          <>
            There is no report with the id{' '}
            <code className="break-all rounded bg-muted px-1">{reportId}</code> in your account. It
            may have been deleted, or the link may be mistyped.
          </>
        }
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild variant="outline">
              <Link to={paths.reports}>All reports</Link>
            </Button>
            <Button asChild>
              <Link to={paths.uploadStatement}>Upload a statement</Link>
            </Button>
          </div>
        }
      />
    </div>
  );
}

function DetailsSkeleton() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6" data-testid="report-loading">
      <span className="sr-only" role="status">
        Loading the report
      </span>
      <Skeleton className="h-9 w-72" />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-40" />
      <Skeleton className="h-[28rem]" />
    </div>
  );
}

/** Queued / processing / needs password / failed: follow it live and offer the next step. */
function PendingReport({ detail }: { detail: AnalysisDetail }) {
  const client = useQueryClient();
  const [live, setLive] = useState({
    status: detail.status,
    progress: detail.progress,
    error: detail.error,
  });
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [follow, setFollow] = useState(0);
  const id = detail.id;
  const inputId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: follow re-opens the stream on demand
  useEffect(() => {
    if (live.status !== 'queued' && live.status !== 'processing') return;
    return followAnalysis(id, (event) => {
      setLive({ status: event.status, progress: event.progress, error: event.error });
      if (
        event.status === 'done' ||
        event.status === 'failed' ||
        event.status === 'needs_password'
      ) {
        void client.invalidateQueries({ queryKey: analysisKey(id) });
        void client.invalidateQueries({ queryKey: ANALYSES_KEY });
      }
    });
  }, [id, follow]);

  const restart = () => {
    setLive({ status: 'queued', progress: null, error: null });
    setFollow((n) => n + 1);
  };

  const onPassword = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await submitPassword(id, password);
      restart();
    } catch (error) {
      setMessage(errorText(error, 'Could not send the password.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={live.status} />
          <p className="text-sm" role="status" aria-live="polite">
            {live.status === 'queued' || live.status === 'processing'
              ? `${stageLabel(live.progress?.stage ?? live.status)}${live.progress ? `, ${Math.round(live.progress.percent)}%` : ''}`
              : live.status === 'needs_password'
                ? 'This PDF is protected. Enter its password to read it.'
                : (live.error?.message ?? 'Processing failed.')}
          </p>
          {live.status === 'queued' || live.status === 'processing' ? (
            <Spinner className="size-4" />
          ) : null}
        </div>
        {live.status === 'needs_password' ? (
          <form onSubmit={onPassword} className="grid max-w-sm gap-2">
            <Label htmlFor={inputId}>PDF password</Label>
            <div className="flex gap-2">
              <div className="flex-1">
                <PasswordInput
                  id={inputId}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  autoComplete="off"
                />
              </div>
              <Button type="submit" disabled={busy || !password}>
                {busy ? 'Unlocking…' : 'Unlock'}
              </Button>
            </div>
          </form>
        ) : null}
        {live.status === 'failed' ? (
          <div>
            <Button
              variant="outline"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                try {
                  await retryAnalysis(id);
                  restart();
                } catch (error) {
                  setMessage(errorText(error, 'Could not retry.'));
                } finally {
                  setBusy(false);
                }
              }}
            >
              <RotateCcw aria-hidden="true" />
              Retry
            </Button>
          </div>
        ) : null}
        {message ? <FormAlert>{message}</FormAlert> : null}
      </CardContent>
    </Card>
  );
}

function Kpi({ label, value, tone }: { label: string; value: string; tone?: 'in' | 'out' }) {
  return (
    <div className="grid gap-1 rounded-lg border bg-card p-3">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd
        className={cn(
          'truncate font-semibold text-base tabular-nums sm:text-lg',
          tone === 'in' && 'text-emerald-800',
          tone === 'out' && 'text-red-700',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

function Certificate({
  statement,
  rows,
  onShowRow,
  multiple,
}: {
  statement: Statement;
  rows: Transaction[];
  onShowRow: (statementId: string, row: number | null, transactionId: string | null) => void;
  multiple: boolean;
}) {
  const c = statement.currency;
  const t = totals(rows);
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
                    Show row {issue.row != null ? issue.row + 1 : ''}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function AddRowDialog({
  open,
  onOpenChange,
  statements,
  defaultStatementId,
  afterId,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  statements: Statement[];
  defaultStatementId: string | null;
  afterId: string | null;
  onAdd: (data: {
    statement_id: string;
    after_id: string | null;
    date: string;
    description: string;
    amount: string;
    category: string | null;
  }) => Promise<void>;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const statementId = String(form.get('statement') ?? defaultStatementId ?? '');
    const statement = statements.find((s) => s.id === statementId) ?? statements[0];
    if (!statement) return;
    const date = parseDateInput(String(form.get('date') ?? ''));
    if (!date.ok) return setError(date.error);
    const description = String(form.get('description') ?? '').trim();
    if (!description) return setError('Enter a description.');
    const amount = parseAmountInput(String(form.get('amount') ?? ''), statement.currency);
    if (!amount.ok) return setError(amount.error);
    const category = String(form.get('category') ?? '').trim() || null;
    setBusy(true);
    setError(null);
    try {
      await onAdd({
        statement_id: statement.id,
        after_id: statement.id === defaultStatementId ? afterId : null,
        date: date.value,
        description,
        amount: amount.value,
        category,
      });
      onOpenChange(false);
    } catch (err) {
      setError(errorText(err, 'Could not add the row.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setError(null);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a row</DialogTitle>
          <DialogDescription>
            For a transaction the statement shows but the reader missed. It is inserted after the
            selected row and the checks run again.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={onSubmit} noValidate>
          {error ? <FormAlert>{error}</FormAlert> : null}
          {statements.length > 1 ? (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-st`}>Statement</Label>
              <select
                id={`${id}-st`}
                name="statement"
                defaultValue={defaultStatementId ?? undefined}
                className="h-10 rounded-md border px-2 text-sm"
              >
                {statements.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.account_number ?? s.id} {formatPeriod(s.period_start, s.period_end)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-date`}>Date</Label>
              <Input id={`${id}-date`} name="date" type="date" required />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-amount`}>Amount</Label>
              <Input
                id={`${id}-amount`}
                name="amount"
                inputMode="decimal"
                placeholder="-12.34"
                required
                aria-describedby={`${id}-amount-hint`}
              />
              <p id={`${id}-amount-hint`} className="text-muted-foreground text-xs">
                Negative for money out.
              </p>
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-desc`}>Description</Label>
            <Input id={`${id}-desc`} name="description" required maxLength={500} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-cat`}>Category (optional)</Label>
            <Input id={`${id}-cat`} name="category" maxLength={100} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Adding…' : 'Add row'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ReadyReport({ detail }: { detail: AnalysisDetail }) {
  const txQuery = useTransactions({ analysis: detail.id });
  const edits = useTransactionEdits(detail.id);
  const grid = useRef<GridHandle>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Transaction | null>(null);
  const [adding, setAdding] = useState(false);

  const statementOrder = useMemo(
    () => new Map(detail.statements.map((s, i) => [s.id, i] as const)),
    [detail.statements],
  );
  const rows = useMemo(() => {
    const list = [...(txQuery.data ?? [])];
    list.sort(
      (a, b) =>
        (statementOrder.get(a.statement_id) ?? 0) - (statementOrder.get(b.statement_id) ?? 0) ||
        a.row_index - b.row_index,
    );
    return list;
  }, [txQuery.data, statementOrder]);
  const byStatement = useMemo(() => {
    const map = new Map<string, Transaction[]>();
    for (const r of rows) {
      const list = map.get(r.statement_id) ?? [];
      list.push(r);
      map.set(r.statement_id, list);
    }
    return map;
  }, [rows]);
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
  const sums = useMemo(() => totals(rows.filter((r) => r.currency === currency)), [rows, currency]);
  const first = detail.statements[0];
  const last = detail.statements[detail.statements.length - 1];
  const opening = first ? minor(first.opening_balance, first.currency) : null;
  const closing = last ? minor(last.closing_balance, last.currency) : null;
  const charts = useMemo(
    () => ({
      balance: balanceSeries(
        rows.filter((r) => r.currency === currency),
        first ? { amount: first.opening_balance, currency } : null,
      ),
      months: monthlyFlows(rows, currency),
      categories: spendingByCategory(rows, currency),
      merchants: topMerchants(rows, currency),
    }),
    [rows, currency, first],
  );
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

  const fmt = (m: number | null) => (m == null ? '—' : money(m, currency));

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <section aria-labelledby="summary-heading" className="grid gap-3">
        <h2 id="summary-heading" className="sr-only">
          Summary
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 2xl:grid-cols-6" data-testid="summary">
          <Kpi label="Opening balance" value={fmt(opening)} />
          <Kpi label="Closing balance" value={fmt(closing)} />
          <Kpi label="Money in" value={fmt(sums.moneyIn)} tone="in" />
          <Kpi label="Money out" value={fmt(sums.moneyOut)} tone="out" />
          <Kpi label="Net" value={fmt(sums.net)} />
          <Kpi label="Transactions" value={String(sums.count)} />
        </dl>
      </section>

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
              rows={byStatement.get(s.id) ?? []}
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
              {rows.length} rows{txQuery.complete ? '' : ' (loading the rest…)'}
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

      <section aria-labelledby="charts-heading" className="grid gap-3">
        <h2 id="charts-heading" className="font-semibold text-lg">
          Analysis
        </h2>
        <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
          <BalanceChart points={charts.balance} currency={currency} />
          <MonthlyFlowChart months={charts.months} currency={currency} />
          <SliceChart
            title="Spending by category"
            slices={charts.categories}
            currency={currency}
            nameHead="Category"
            emptyText="No money out in this statement."
          />
          <SliceChart
            title="Top merchants"
            description="Grouped by cleaned-up description."
            slices={charts.merchants}
            currency={currency}
            nameHead="Merchant"
            emptyText="No money out in this statement."
          />
        </div>
      </section>

      <Dialog open={toDelete !== null} onOpenChange={(open) => !open && setToDelete(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete row {toDelete ? toDelete.row_index + 1 : ''}?</DialogTitle>
            <DialogDescription>
              “{toDelete?.description}” will be removed and the checks run again. To keep it but
              leave it out of the totals, exclude it instead.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setToDelete(null)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              onClick={async () => {
                const row = toDelete;
                setToDelete(null);
                if (!row) return;
                try {
                  await edits.remove(row);
                  setNotice(`Deleted row ${row.row_index + 1}.`);
                } catch (error) {
                  setNotice(errorText(error, 'Could not delete the row.'));
                }
              }}
            >
              Delete row
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
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

export default function ReportDetailsPage() {
  const { reportId = '' } = useParams();
  const query = useAnalysis(reportId);
  const detail = query.data;
  useDocumentTitle(
    detail
      ? detail.filename
      : query.isError && isNotFound(query.error)
        ? 'Report not found'
        : 'Report',
  );

  if (query.isPending) return <DetailsSkeleton />;
  if (query.isError && !detail) {
    if (isNotFound(query.error)) return <NotFound reportId={reportId} />;
    return (
      <div className="mx-auto max-w-3xl">
        <FormAlert title="The report could not be loaded.">
          <p>{errorText(query.error, 'Something went wrong.')}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </FormAlert>
      </div>
    );
  }
  if (!detail) return null;

  const bank = [detail.bank_name, detail.account_number].filter(Boolean).join(' · ');
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <Button asChild variant="link" className="h-auto px-0">
          <Link to={paths.reports}>
            <ArrowLeft aria-hidden="true" />
            All reports
          </Link>
        </Button>
      </div>
      <PageHeader
        title={detail.filename}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {bank ? <span>{bank}</span> : null}
            <span>{formatPeriod(detail.period_start, detail.period_end)}</span>
            {detail.method ? (
              <span>
                · read by{' '}
                {detail.method === 'ocr'
                  ? 'OCR'
                  : detail.method === 'mixed'
                    ? 'text + OCR'
                    : 'text layer'}
              </span>
            ) : null}
            <ReconciliationBadge
              status={detail.status}
              reconciled={detail.reconciled}
              issueCount={detail.issue_count}
            />
          </span>
        }
        actions={detail.status === 'done' ? <ExportMenu ids={[detail.id]} /> : null}
      />
      {detail.status === 'done' ? (
        <ReadyReport detail={detail} />
      ) : (
        <PendingReport detail={detail} />
      )}
    </div>
  );
}
