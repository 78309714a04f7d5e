import { MAX_FILE_SIZE, MAX_FILES } from '@bsp/shared';
import { Clock, FileText, ShieldCheck, UploadCloud } from 'lucide-react';
import { PageHeader } from '../../../components/empty-state';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { useDocumentTitle } from '../../../hooks/use-document-title';

const ACCEPTED = ['PDF', 'PNG', 'JPEG', 'TIFF', 'WebP', 'HEIC'];

export default function UploadStatementPage() {
  useDocumentTitle('Upload Statement');
  const maxMb = MAX_FILE_SIZE / (1024 * 1024);
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <PageHeader title="Upload Statement" description="Add new bank statements." />
      <div
        className="flex flex-col items-center gap-4 rounded-xl border-2 border-dashed bg-muted/30 px-6 py-14 text-center"
        aria-describedby="upload-limits"
      >
        <div className="flex size-12 items-center justify-center rounded-full bg-primary/10">
          <UploadCloud className="size-6 text-primary" aria-hidden="true" />
        </div>
        <div className="grid max-w-lg gap-1.5">
          <h2 className="font-semibold text-lg">No statements yet — upload your first</h2>
          <p className="text-muted-foreground text-sm">
            Statement processing is arriving soon. Uploads open here as soon as it is ready — we
            will not pretend to process a file before then.
          </p>
        </div>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1 font-medium text-secondary-foreground text-xs">
          <Clock className="size-3.5" aria-hidden="true" />
          Coming soon
        </span>
      </div>
      <Card id="upload-limits">
        <CardHeader>
          <CardTitle>What you will be able to upload</CardTitle>
          <CardDescription>The limits apply to each upload.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4 text-sm sm:grid-cols-3">
            <li className="flex gap-3">
              <FileText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                <strong className="block">Up to {MAX_FILES} files</strong>
                <span className="text-muted-foreground">per upload, {maxMb} MB each at most.</span>
              </span>
            </li>
            <li className="flex gap-3">
              <UploadCloud className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                <strong className="block">PDF and images</strong>
                <span className="text-muted-foreground">{ACCEPTED.join(', ')}.</span>
              </span>
            </li>
            <li className="flex gap-3">
              <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                <strong className="block">Checked, not guessed</strong>
                <span className="text-muted-foreground">
                  Every extracted number is reconciled against the statement's own totals.
                </span>
              </span>
            </li>
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
