import { UploadStatementPage } from '../../../features/upload/components/upload-page';

/** /upload-statement (loaded on demand): the page lives in features/upload. */
export default UploadStatementPage;
