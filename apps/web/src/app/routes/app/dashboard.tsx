import { Link } from 'react-router';
import { NoStatementsYet, PageHeader } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../features/auth/use-auth';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={user?.first_name ? `Welcome, ${user.first_name}` : 'Dashboard'}
        description="Overview and insights across your statements."
        actions={
          <Button asChild>
            <Link to={paths.uploadStatement}>Upload Statement</Link>
          </Button>
        }
      />
      <NoStatementsYet />
    </div>
  );
}
