import type { AnalysisSummary } from '@bsp/shared';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ReconciliationBadge, StatusBadge } from '../../analyses/components/status-badge';
import { formatPeriod } from '../../analyses/lib/insights';

/** One report in the list: select box, link to its details, facts, status and delete. */
export function ReportRow({
  report: a,
  selected,
  onToggle,
  onDelete,
}: {
  report: AnalysisSummary;
  selected: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  return (
    <tr className="border-t hover:bg-muted/30" data-testid="report-row">
      <td className="px-3 py-2">
        <input
          type="checkbox"
          aria-label={`Select ${a.filename}`}
          checked={selected}
          onChange={onToggle}
        />
      </td>
      <td className="max-w-[16rem] px-3 py-2">
        <Link
          to={paths.reportDetails(a.id)}
          className="block truncate font-medium text-primary underline-offset-4 hover:underline"
        >
          {a.filename}
        </Link>
      </td>
      <td className="px-3 py-2">{a.bank_name ?? '—'}</td>
      <td className="px-3 py-2 font-mono text-xs">{a.account_number ?? '—'}</td>
      <td className="whitespace-nowrap px-3 py-2">{formatPeriod(a.period_start, a.period_end)}</td>
      <td className="px-3 py-2 text-right tabular-nums">
        {a.status === 'done' ? a.transaction_count : '—'}
      </td>
      <td className="px-3 py-2">
        <StatusBadge status={a.status} />
      </td>
      <td className="px-3 py-2">
        <ReconciliationBadge
          status={a.status}
          reconciled={a.reconciled}
          issueCount={a.issue_count}
        />
      </td>
      <td className="px-3 py-2 text-right">
        <Button variant="ghost" size="icon" aria-label={`Delete ${a.filename}`} onClick={onDelete}>
          <Trash2 aria-hidden="true" />
        </Button>
      </td>
    </tr>
  );
}
