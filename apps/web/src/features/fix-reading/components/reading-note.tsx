import type { AnalysisReading } from '@bsp/shared';
import { AlertTriangle, LayoutTemplate } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { madeOn } from '../../layout-profiles/lib/profile-file';

/**
 * On the report: which of the user's layouts read it ("Read with your layout for …, made 3 May
 * 2026"), and the reader's note when a layout matched but was not the one used.
 */
export function ReadingNote({ reading }: { reading: AnalysisReading }) {
  if (!reading.profile && !reading.note) return null;
  return (
    <div className="grid gap-1.5 text-sm" data-testid="reading-note">
      {reading.profile ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground">
          <LayoutTemplate className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            Read with your layout for{' '}
            <span className="font-medium text-foreground">{reading.profile.name}</span>, made{' '}
            {madeOn(reading.profile.created_at)}.
          </span>
          <Link
            to={paths.layoutSettings}
            className="text-primary underline-offset-4 hover:underline"
          >
            Your layouts
          </Link>
        </p>
      ) : null}
      {reading.note ? (
        <p
          className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50/70 px-3 py-2 text-amber-950"
          role="note"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          <span>{reading.note}</span>
        </p>
      ) : null}
    </div>
  );
}
