import { MAX_FILE_SIZE, MAX_FILES } from '@bsp/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  Camera,
  CheckCircle2,
  FileText,
  FolderOpen,
  Lock,
  RotateCcw,
  ShieldCheck,
  UploadCloud,
  X,
  XCircle,
} from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { PasswordInput } from '../../../components/ui/form';
import { Label } from '../../../components/ui/label';
import { paths } from '../../../config/paths';
import { type AnalysisEvent, followAnalysis } from '../../../features/analyses/api/analysis-events';
import { ANALYSES_KEY } from '../../../features/analyses/api/get-analyses';
import { useAnalysis } from '../../../features/analyses/api/get-analysis';
import { retryAnalysis, submitPassword } from '../../../features/analyses/api/recover-analysis';
import { uploadAnalyses } from '../../../features/analyses/api/upload-analyses';
import {
  ReconciliationBadge,
  stageLabel,
} from '../../../features/analyses/components/status-badge';
import {
  ACCEPT_ATTRIBUTE,
  checkFiles,
  formatBytes,
} from '../../../features/analyses/lib/file-checks';
import { INSIGHTS_KEY } from '../../../features/insights/api/get-insights';
import { TRANSACTION_SUMMARY_KEY } from '../../../features/transactions/api/transaction-summary';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/utils';

const ACCEPTED = ['PDF', 'PNG', 'JPEG', 'TIFF', 'WebP', 'HEIC'];

type Phase =
  | 'invalid' // failed the client-side pre-check, never sent
  | 'waiting' // queued in the browser behind other uploads
  | 'uploading'
  | 'queued'
  | 'processing'
  | 'done'
  | 'needs_password'
  | 'failed'
  | 'rejected'
  | 'duplicate'
  | 'upload_error';

type Item = {
  key: string;
  file: File;
  phase: Phase;
  uploaded: number; // 0..1
  id: string | null;
  stage: string | null;
  percent: number | null;
  message: string | null;
  duplicateOf: string | null;
  allowDuplicate: boolean;
  /** Bumped to re-open the event stream after a password or a retry. */
  follow: number;
};

type Action =
  | { type: 'add'; items: Item[] }
  | { type: 'patch'; key: string; patch: Partial<Item> }
  | { type: 'event'; key: string; event: AnalysisEvent }
  | { type: 'remove'; key: string }
  | { type: 'clear-finished' };

function reducer(items: Item[], action: Action): Item[] {
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'patch':
      return items.map((item) => (item.key === action.key ? { ...item, ...action.patch } : item));
    case 'event':
      return items.map((item) => {
        if (item.key !== action.key) return item;
        const { status, progress, error } = action.event;
        const phase: Phase = status;
        return {
          ...item,
          phase,
          stage: progress?.stage ?? (status === 'queued' ? 'queued' : item.stage),
          percent: progress?.percent ?? (status === 'done' ? 100 : item.percent),
          message:
            error?.message ??
            (status === 'needs_password' || status === 'failed' ? item.message : null),
        };
      });
    case 'remove':
      return items.filter((item) => item.key !== action.key);
    case 'clear-finished':
      return items.filter(
        (item) => !['done', 'invalid', 'rejected', 'upload_error'].includes(item.phase),
      );
  }
}

let nextKey = 0;
function newItem(file: File, phase: Phase, message: string | null = null): Item {
  nextKey += 1;
  return {
    key: `u${nextKey}`,
    file,
    phase,
    uploaded: 0,
    id: null,
    stage: null,
    percent: null,
    message,
    duplicateOf: null,
    allowDuplicate: false,
    follow: 0,
  };
}

const ACTIVE: Phase[] = ['waiting', 'uploading', 'queued', 'processing'];

/** Short status sentence, also what the live region announces. */
function describe(item: Item): string {
  switch (item.phase) {
    case 'invalid':
      return `Not uploaded: ${item.message}`;
    case 'waiting':
      return 'Waiting to upload';
    case 'uploading':
      return `Uploading, ${Math.round(item.uploaded * 100)}%`;
    case 'queued':
      return 'Uploaded — waiting in the queue';
    case 'processing':
      return `${stageLabel(item.stage)}${item.percent != null ? `, ${Math.round(item.percent)}%` : ''}`;
    case 'done':
      return 'Done — the report is ready';
    case 'needs_password':
      return item.message ?? 'This PDF is protected by a password.';
    case 'failed':
      return `Processing failed: ${item.message ?? 'unknown error'}`;
    case 'rejected':
      return `Rejected: ${item.message ?? 'the server refused this file'}`;
    case 'duplicate':
      return 'You uploaded this file before — view the earlier report, or upload again?';
    case 'upload_error':
      return `Upload failed: ${item.message ?? 'unknown error'}`;
  }
}

function ProgressBar({ value, label }: { value: number; label: string }) {
  const pct = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div
        className="h-full rounded-full bg-primary transition-[width] duration-300"
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}

function DoneSummary({ id }: { id: string }) {
  const { data } = useAnalysis(id);
  if (!data) return null;
  return (
    <span className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
      <ReconciliationBadge
        status={data.status}
        reconciled={data.reconciled}
        issueCount={data.issue_count}
      />
      {data.transaction_count} transactions
      {data.bank_name ? ` · ${data.bank_name}` : ''}
    </span>
  );
}

function PasswordForm({ item, dispatch }: { item: Item; dispatch: (a: Action) => void }) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!item.id || !password) return;
    setBusy(true);
    setError(null);
    try {
      await submitPassword(item.id, password);
      dispatch({
        type: 'patch',
        key: item.key,
        patch: {
          phase: 'queued',
          message: null,
          stage: 'queued',
          percent: null,
          follow: item.follow + 1,
        },
      });
    } catch (err) {
      setError(isApiError(err) ? err.message : 'Could not send the password.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-2 sm:max-w-sm" noValidate>
      <Label htmlFor={inputId}>PDF password for {item.file.name}</Label>
      <div className="flex gap-2">
        <div className="flex-1">
          <PasswordInput
            id={inputId}
            autoComplete="off"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
          />
        </div>
        <Button type="submit" disabled={busy || !password}>
          <Lock aria-hidden="true" />
          {busy ? 'Unlocking…' : 'Unlock'}
        </Button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="font-medium text-destructive text-xs">
          {error}
        </p>
      ) : (
        <p className="text-muted-foreground text-xs">
          The password is used once to open the file and is not stored.
        </p>
      )}
    </form>
  );
}

function UploadRow({
  item,
  dispatch,
  onUploadAgain,
}: {
  item: Item;
  dispatch: (a: Action) => void;
  onUploadAgain: (item: Item) => void;
}) {
  const client = useQueryClient();
  const [retrying, setRetrying] = useState(false);
  const { id, phase, follow, key } = item;
  const following = id !== null && (phase === 'queued' || phase === 'processing');

  // Follow the server's processing stages once uploaded (and again after a password/retry).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-subscribe only on id/follow changes
  useEffect(() => {
    if (!id || !following) return;
    return followAnalysis(id, (event) => {
      dispatch({ type: 'event', key, event });
      if (event.status === 'done' || event.status === 'failed') {
        void client.invalidateQueries({ queryKey: ANALYSES_KEY });
        void client.invalidateQueries({ queryKey: ['analysis', id] });
        void client.invalidateQueries({ queryKey: ['banks'] });
        void client.invalidateQueries({ queryKey: TRANSACTION_SUMMARY_KEY });
        void client.invalidateQueries({ queryKey: INSIGHTS_KEY });
      }
    });
  }, [id, follow, following]);

  const onRetry = async () => {
    if (!id) return;
    setRetrying(true);
    try {
      await retryAnalysis(id);
      dispatch({
        type: 'patch',
        key,
        patch: {
          phase: 'queued',
          message: null,
          stage: 'queued',
          percent: null,
          follow: follow + 1,
        },
      });
    } catch (err) {
      dispatch({
        type: 'patch',
        key,
        patch: { message: isApiError(err) ? err.message : 'Could not retry.' },
      });
    } finally {
      setRetrying(false);
    }
  };

  const bad = ['invalid', 'failed', 'rejected', 'upload_error'].includes(phase);
  const Icon =
    phase === 'done' ? CheckCircle2 : bad ? XCircle : phase === 'needs_password' ? Lock : FileText;
  const progress =
    phase === 'uploading'
      ? item.uploaded * 100
      : phase === 'processing' || phase === 'queued'
        ? (item.percent ?? 0)
        : null;

  return (
    <li
      className="grid gap-3 rounded-lg border bg-card p-4"
      data-testid="upload-item"
      data-phase={phase}
    >
      <div className="flex items-start gap-3">
        <Icon
          className={cn(
            'mt-0.5 size-5 shrink-0',
            phase === 'done' ? 'text-emerald-700' : bad ? 'text-destructive' : 'text-primary',
          )}
          aria-hidden="true"
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="truncate font-medium">{item.file.name}</span>
            <span className="text-muted-foreground text-xs">{formatBytes(item.file.size)}</span>
          </p>
          <p
            className={cn('text-sm', bad ? 'text-destructive' : 'text-muted-foreground')}
            data-testid="upload-status"
          >
            {describe(item)}
          </p>
          {phase === 'done' && id ? <DoneSummary id={id} /> : null}
        </div>
        {ACTIVE.includes(phase) ? null : (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${item.file.name} from the list`}
            onClick={() => dispatch({ type: 'remove', key })}
          >
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
      {progress !== null ? (
        <ProgressBar
          value={progress}
          label={
            phase === 'uploading' ? `Uploading ${item.file.name}` : `Processing ${item.file.name}`
          }
        />
      ) : null}
      {phase === 'needs_password' ? <PasswordForm item={item} dispatch={dispatch} /> : null}
      <div className="flex flex-wrap gap-2 empty:hidden">
        {phase === 'done' && id ? (
          <Button asChild size="sm">
            <Link to={paths.reportDetails(id)}>View report</Link>
          </Button>
        ) : null}
        {phase === 'failed' && id ? (
          <Button size="sm" variant="outline" onClick={() => void onRetry()} disabled={retrying}>
            <RotateCcw aria-hidden="true" />
            {retrying ? 'Retrying…' : 'Retry'}
          </Button>
        ) : null}
        {phase === 'upload_error' ? (
          <Button size="sm" variant="outline" onClick={() => onUploadAgain(item)}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        ) : null}
        {phase === 'duplicate' ? (
          <>
            {item.duplicateOf ? (
              <Button asChild size="sm">
                <Link to={paths.reportDetails(item.duplicateOf)}>View the earlier report</Link>
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="outline"
              onClick={() => onUploadAgain({ ...item, allowDuplicate: true })}
            >
              Upload again
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}

export default function UploadStatementPage() {
  useDocumentTitle('Upload Statement');
  const maxMb = MAX_FILE_SIZE / (1024 * 1024);
  const [items, dispatch] = useReducer(reducer, []);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const queue = useRef<Item[]>([]);
  const running = useRef(0);
  const [announcement, setAnnouncement] = useState('');
  const lastAnnounced = useRef(new Map<string, Phase>());

  const pump = useCallback(() => {
    while (running.current < 2 && queue.current.length > 0) {
      const item = queue.current.shift();
      if (!item) break;
      running.current += 1;
      dispatch({
        type: 'patch',
        key: item.key,
        patch: { phase: 'uploading', uploaded: 0, message: null },
      });
      uploadAnalyses([item.file], {
        allowDuplicate: item.allowDuplicate,
        onProgress: (fraction) =>
          dispatch({ type: 'patch', key: item.key, patch: { uploaded: fraction } }),
      })
        .then(({ analyses }) => {
          const result = analyses[0];
          if (!result) {
            dispatch({
              type: 'patch',
              key: item.key,
              patch: { phase: 'upload_error', message: 'The server answered without a result.' },
            });
            return;
          }
          if (result.status === 'rejected') {
            const duplicate = result.error?.code === 'duplicate' && result.duplicate_of;
            dispatch({
              type: 'patch',
              key: item.key,
              patch: duplicate
                ? {
                    phase: 'duplicate',
                    duplicateOf: result.duplicate_of,
                    message: result.error?.message ?? null,
                  }
                : { phase: 'rejected', message: result.error?.message ?? null },
            });
            return;
          }
          dispatch({
            type: 'patch',
            key: item.key,
            patch: {
              id: result.id,
              phase: result.status,
              stage: result.status === 'queued' ? 'queued' : null,
              message: result.error?.message ?? null,
              percent: result.status === 'done' ? 100 : null,
            },
          });
        })
        .catch((error: unknown) => {
          dispatch({
            type: 'patch',
            key: item.key,
            patch: {
              phase: 'upload_error',
              message: isApiError(error) ? error.message : 'The upload failed.',
            },
          });
        })
        .finally(() => {
          running.current -= 1;
          pump();
        });
    }
  }, []);

  const enqueue = useCallback(
    (item: Item) => {
      queue.current.push(item);
      pump();
    },
    [pump],
  );

  const addFiles = (list: FileList | File[] | null) => {
    if (!list || list.length === 0) return;
    const files = Array.from(list);
    const inFlight = items.filter((i) => ACTIVE.includes(i.phase)).length;
    const checks = checkFiles(files, inFlight);
    const added = checks.map((check) =>
      check.ok ? newItem(check.file, 'waiting') : newItem(check.file, 'invalid', check.reason),
    );
    dispatch({ type: 'add', items: added });
    for (const item of added) if (item.phase === 'waiting') enqueue(item);
  };

  const uploadAgain = (item: Item) => {
    const again = {
      ...item,
      phase: 'waiting' as Phase,
      uploaded: 0,
      message: null,
      duplicateOf: null,
    };
    dispatch({ type: 'patch', key: item.key, patch: again });
    enqueue(again);
  };

  // One polite announcement per status change (not per percent) for screen readers.
  useEffect(() => {
    const seen = lastAnnounced.current;
    const changed = items.filter((item) => seen.get(item.key) !== item.phase);
    for (const item of items) seen.set(item.key, item.phase);
    const last = changed[changed.length - 1];
    if (last && last.phase !== 'waiting') setAnnouncement(`${last.file.name}: ${describe(last)}`);
  }, [items]);

  const finished = items.some((i) =>
    ['done', 'invalid', 'rejected', 'upload_error'].includes(i.phase),
  );
  const doneCount = items.filter((i) => i.phase === 'done').length;

  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <PageHeader
        title="Upload Statement"
        description="Add bank statements as PDFs or photos. Every number is checked against the statement's own balances."
      />
      <section
        aria-label="Add statement files"
        className={cn(
          'flex flex-col items-center gap-4 rounded-xl border-2 border-dashed px-4 py-10 text-center transition-colors sm:px-6 sm:py-14',
          dragging ? 'border-primary bg-primary/5' : 'bg-muted/30',
        )}
        onDragEnter={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          addFiles(e.dataTransfer.files);
        }}
        data-testid="dropzone"
      >
        <div className="flex size-12 items-center justify-center rounded-full bg-primary/10">
          <UploadCloud className="size-6 text-primary" aria-hidden="true" />
        </div>
        <div className="grid max-w-lg gap-1.5">
          <h2 className="font-semibold text-lg">Drop statements here</h2>
          <p className="text-muted-foreground text-sm" id="upload-hint">
            Up to {MAX_FILES} files at a time, {maxMb} MB each: {ACCEPTED.join(', ')}.
          </p>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <Button
            type="button"
            onClick={() => fileInput.current?.click()}
            aria-describedby="upload-hint"
          >
            <FolderOpen aria-hidden="true" />
            Choose files
          </Button>
          <Button
            type="button"
            variant="outline"
            className="md:hidden"
            onClick={() => cameraInput.current?.click()}
          >
            <Camera aria-hidden="true" />
            Take a photo
          </Button>
        </div>
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          className="sr-only"
          tabIndex={-1}
          aria-label="Statement files"
          data-testid="file-input"
          onChange={(e) => {
            addFiles(e.target.files);
            e.target.value = '';
          }}
        />
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-label="Take a photo of a statement"
          onChange={(e) => {
            addFiles(e.target.files);
            e.target.value = '';
          }}
        />
      </section>

      <div aria-live="polite" role="status" className="sr-only" data-testid="upload-announcer">
        {announcement}
      </div>

      {items.length > 0 ? (
        <section aria-labelledby="uploads-heading" className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="uploads-heading" className="font-semibold text-base">
              Uploads
            </h2>
            <div className="flex flex-wrap gap-2">
              {doneCount > 1 ? (
                <Button asChild size="sm" variant="outline">
                  <Link to={paths.reports}>View all reports</Link>
                </Button>
              ) : null}
              {finished ? (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => dispatch({ type: 'clear-finished' })}
                >
                  Clear finished
                </Button>
              ) : null}
            </div>
          </div>
          <ul className="grid gap-3">
            {items.map((item) => (
              <UploadRow
                key={item.key}
                item={item}
                dispatch={dispatch}
                onUploadAgain={uploadAgain}
              />
            ))}
          </ul>
        </section>
      ) : null}

      <Card id="upload-limits">
        <CardHeader>
          <CardTitle>What happens next</CardTitle>
          <CardDescription>The limits apply to each upload.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4 text-sm sm:grid-cols-3">
            <li className="flex gap-3">
              <FileText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                <strong className="block">Up to {MAX_FILES} files</strong>
                <span className="text-muted-foreground">per upload, {maxMb} MB each at most.</span>
              </span>
            </li>
            <li className="flex gap-3">
              <Lock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                <strong className="block">Protected PDFs</strong>
                <span className="text-muted-foreground">
                  We ask for the password when a file needs one.
                </span>
              </span>
            </li>
            <li className="flex gap-3">
              <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                <strong className="block">Checked, not guessed</strong>
                <span className="text-muted-foreground">
                  Opening balance plus every transaction must equal the closing balance — or we show
                  the row that breaks.
                </span>
              </span>
            </li>
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
