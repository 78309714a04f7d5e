import { ReportsPage } from '../../../features/reports/components/reports-page';

/** /reports (loaded on demand): the page lives in features/reports. */
export default ReportsPage;
