import { PageHeader } from '../../../components/empty-state';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUploadAnnouncement } from '../hooks/use-upload-announcement';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { Dropzone } from './dropzone';
import { UploadLimits } from './upload-limits';
import { UploadsList } from './uploads-list';

/** /upload-statement — add statements, watch each one upload and process, act on the outcome. */
export function UploadStatementPage() {
  useDocumentTitle('Upload Statement');
  const { items, dispatch, addFiles, uploadAgain } = useUploadQueue();
  const announcement = useUploadAnnouncement(items);
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <PageHeader
        title="Upload Statement"
        description="Add bank statements as PDFs or photos. Every number is checked against the statement's own balances."
      />
      <Dropzone onFiles={addFiles} />
      <div aria-live="polite" role="status" className="sr-only" data-testid="upload-announcer">
        {announcement}
      </div>
      {items.length > 0 ? (
        <UploadsList items={items} dispatch={dispatch} onUploadAgain={uploadAgain} />
      ) : null}
      <UploadLimits />
    </div>
  );
}
