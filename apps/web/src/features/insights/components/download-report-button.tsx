import { Download } from 'lucide-react';
import { useState } from 'react';
import { StatusLine } from '../../../components/status-line';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useDownloadInsightsReport } from '../api/download-report';
import type { InsightsScope } from '../lib/scope';

/** "Download report (PDF)": the server's printable report of the same scope, saved as a file. */
export function DownloadReportButton({
  scope,
  size = 'default',
}: {
  scope: InsightsScope;
  size?: 'default' | 'sm';
}) {
  const download = useDownloadInsightsReport();
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const run = async () => {
    setStatus(null);
    try {
      const name = await download.mutateAsync(scope);
      setStatus({ kind: 'ok', text: `Downloaded ${name}` });
    } catch (error) {
      setStatus({
        kind: 'error',
        text: isApiError(error) ? error.message : 'The report could not be made. Please try again.',
      });
    }
  };
  return (
    <div className="grid justify-items-start gap-1 sm:justify-items-end">
      <Button
        size={size}
        variant="outline"
        onClick={() => void run()}
        disabled={download.isPending}
      >
        <Download aria-hidden="true" />
        {download.isPending ? 'Preparing the report…' : 'Download report (PDF)'}
      </Button>
      <StatusLine status={status} />
    </div>
  );
}
