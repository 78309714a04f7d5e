import { ReportDetailsPage } from '../../../features/report-details/components/report-details-page';

/** /reports/:reportId (loaded on demand; the router starts its data in parallel). */
export default ReportDetailsPage;
