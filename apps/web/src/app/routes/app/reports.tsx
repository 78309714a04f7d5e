import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, PageHeader } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function ReportsPage() {
  useDocumentTitle('Analytics & Reports');
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Analytics & Reports"
        description="View detailed reports for each statement."
      />
      <EmptyState
        icon={BarChart3}
        title="No statements yet — upload your first"
        description="Every processed statement gets a report: transactions, reconciled opening and closing balances, and spending by category."
        action={
          <Button asChild>
            <Link to={paths.uploadStatement}>Upload a statement</Link>
          </Button>
        }
      />
    </div>
  );
}
