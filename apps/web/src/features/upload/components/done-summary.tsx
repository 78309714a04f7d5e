import { useAnalysis } from '../../analyses/api/get-analysis';
import { ReconciliationBadge } from '../../analyses/components/status-badge';

/** Under a finished upload: whether it reconciled, how many transactions, which bank. */
export function DoneSummary({ id }: { id: string }) {
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
