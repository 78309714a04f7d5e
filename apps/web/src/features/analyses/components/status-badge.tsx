import type { AnalysisStatus } from '@bsp/shared';
import { AlertTriangle, CheckCircle2, Clock, Loader2, Lock, XCircle } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../../lib/utils';

const tone = {
  good: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  warn: 'border-amber-200 bg-amber-50 text-amber-900',
  bad: 'border-red-200 bg-red-50 text-red-800',
  neutral: 'border-border bg-muted text-foreground',
} as const;

export function Badge({
  variant = 'neutral',
  icon: Icon,
  children,
  className,
}: {
  variant?: keyof typeof tone;
  icon?: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 font-medium text-xs',
        tone[variant],
        className,
      )}
    >
      {Icon ? <Icon className="size-3.5 shrink-0" aria-hidden="true" /> : null}
      {children}
    </span>
  );
}

export const STATUS_LABELS: Record<AnalysisStatus, string> = {
  queued: 'Queued',
  processing: 'Processing',
  done: 'Done',
  needs_password: 'Needs password',
  failed: 'Failed',
  rejected: 'Rejected',
};

export function StatusBadge({ status }: { status: AnalysisStatus }) {
  switch (status) {
    case 'done':
      return (
        <Badge variant="good" icon={CheckCircle2}>
          Done
        </Badge>
      );
    case 'queued':
      return <Badge icon={Clock}>Queued</Badge>;
    case 'processing':
      return <Badge icon={Loader2}>Processing</Badge>;
    case 'needs_password':
      return (
        <Badge variant="warn" icon={Lock}>
          Needs password
        </Badge>
      );
    default:
      return (
        <Badge variant="bad" icon={XCircle}>
          {STATUS_LABELS[status]}
        </Badge>
      );
  }
}

/** Reconciled / N issues / Failed — the one-glance trust signal of a report. */
export function ReconciliationBadge({
  status,
  reconciled,
  issueCount,
}: {
  status: AnalysisStatus;
  reconciled: boolean | null;
  issueCount: number;
}) {
  if (status === 'failed' || status === 'rejected')
    return (
      <Badge variant="bad" icon={XCircle}>
        Failed
      </Badge>
    );
  if (status !== 'done' || reconciled === null)
    return <span className="text-muted-foreground text-xs">—</span>;
  if (reconciled && issueCount === 0)
    return (
      <Badge variant="good" icon={CheckCircle2}>
        Reconciled
      </Badge>
    );
  const n = Math.max(issueCount, 1);
  return (
    <Badge variant="warn" icon={AlertTriangle}>
      {n} {n === 1 ? 'issue' : 'issues'}
    </Badge>
  );
}

/** Human wording for the pipeline stage names the server reports. */
export function stageLabel(stage: string | null | undefined): string {
  if (!stage) return 'Working';
  const known: Record<string, string> = {
    queued: 'Waiting in the queue',
    detect: 'Detecting the file type',
    detecting: 'Detecting the file type',
    decrypt: 'Unlocking the PDF',
    text: 'Reading the text layer',
    extract: 'Reading the text layer',
    extracting: 'Reading the text layer',
    render: 'Rendering pages',
    rendering: 'Rendering pages',
    ocr: 'Recognising text (OCR)',
    parse: 'Finding transactions',
    parsing: 'Finding transactions',
    reconcile: 'Checking the balances',
    reconciling: 'Checking the balances',
    checks: 'Checking the balances',
    save: 'Saving',
    saving: 'Saving',
    done: 'Finished',
  };
  const key = stage.toLowerCase();
  if (known[key]) return known[key];
  const words = stage.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
