import { MAX_FILE_SIZE, MAX_FILES } from '@bsp/shared';
import { FileText, Lock, ShieldCheck } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';

/** "What happens next": the limits, protected PDFs, and the balance check. */
export function UploadLimits() {
  const maxMb = MAX_FILE_SIZE / (1024 * 1024);
  return (
    <Card id="upload-limits">
      <CardHeader>
        <CardTitle>What happens next</CardTitle>
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
            <Lock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span>
              <strong className="block">Protected PDFs</strong>
              <span className="text-muted-foreground">
                We ask for the password when a file needs one.
              </span>
            </span>
          </li>
          <li className="flex gap-3">
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span>
              <strong className="block">Checked, not guessed</strong>
              <span className="text-muted-foreground">
                Opening balance plus every transaction must equal the closing balance — or we show
                the row that breaks.
              </span>
            </span>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
