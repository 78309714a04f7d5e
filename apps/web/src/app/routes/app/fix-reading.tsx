import { FixReadingPage } from '../../../features/fix-reading/components/fix-reading-page';

/** /reports/:reportId/fix (loaded on demand). */
export default FixReadingPage;
