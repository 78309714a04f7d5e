import { CheckCircle2, FileText, Lock, X, XCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { formatBytes } from '../../analyses/lib/file-checks';
import { useFollowUpload } from '../hooks/use-follow-upload';
import { describeUpload } from '../lib/describe-upload';
import { BAD_PHASES, isActive, progressOf, type UploadItem } from '../lib/upload-item';
import type { UploadAction } from '../lib/upload-reducer';
import { DoneSummary } from './done-summary';
import { PasswordForm } from './password-form';
import { ProgressBar } from './progress-bar';
import { UploadRowActions } from './upload-row-actions';

/** One file in the upload list: name, status sentence, progress and what can be done next. */
export function UploadRow({
  item,
  dispatch,
  onUploadAgain,
}: {
  item: UploadItem;
  dispatch: (action: UploadAction) => void;
  onUploadAgain: (item: UploadItem) => void;
}) {
  useFollowUpload(item, dispatch);
  const { id, phase, key } = item;
  const bad = BAD_PHASES.includes(phase);
  const Icon =
    phase === 'done' ? CheckCircle2 : bad ? XCircle : phase === 'needs_password' ? Lock : FileText;
  const progress = progressOf(item);

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
            {describeUpload(item)}
          </p>
          {phase === 'done' && id ? <DoneSummary id={id} /> : null}
        </div>
        {isActive(item) ? null : (
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
      <UploadRowActions item={item} dispatch={dispatch} onUploadAgain={onUploadAgain} />
    </li>
  );
}
