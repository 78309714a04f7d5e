import type { AnalysisDetail } from '@bsp/shared';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { FormAlert, PasswordInput } from '../../../components/ui/form';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { followAnalysis } from '../../analyses/api/analysis-events';
import { ANALYSES_KEY } from '../../analyses/api/get-analyses';
import { analysisKey } from '../../analyses/api/get-analysis';
import { retryAnalysis, submitPassword } from '../../analyses/api/recover-analysis';
import { StatusBadge, stageLabel } from '../../analyses/components/status-badge';
import { INSIGHTS_KEY } from '../../insights/api/get-insights';
import { TRANSACTION_SUMMARY_KEY } from '../../transactions/api/transaction-summary';
import { transactionsKey } from '../../transactions/api/transactions';
import { reportRowsFilter } from '../api/prefetch-report';
import { errorText } from '../lib/format';

/** Queued / processing / needs password / failed: follow it live and offer the next step. */
export function PendingReport({ detail }: { detail: AnalysisDetail }) {
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
        // Rows read while it was processing are empty; the ready report must load its own.
        void client.invalidateQueries({ queryKey: transactionsKey(reportRowsFilter(id)) });
        void client.invalidateQueries({ queryKey: TRANSACTION_SUMMARY_KEY });
        void client.invalidateQueries({ queryKey: INSIGHTS_KEY });
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
    <Card data-testid="report-pending" data-status={live.status}>
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
