import { DashboardPage } from '../../../features/dashboard/components/dashboard-page';

/** /dashboard (loaded on demand): the page lives in features/dashboard. */
export default DashboardPage;
