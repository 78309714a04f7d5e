import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { filenameFromDisposition, saveBlob } from '../../../lib/download';
import { fallbackReportName, type InsightsScope, scopeQuery } from '../lib/scope';

/**
 * Downloads the printable PDF report of a scope with the Bearer header (fetch → blob → a
 * temporary <a download>, as exports do). Answers the file name it saved.
 */
export async function downloadInsightsReport(scope: InsightsScope): Promise<string> {
  const query = scopeQuery(scope);
  const response = await api.requestRaw(`/api/insights/report/${query ? `?${query}` : ''}`, {
    auth: true,
  });
  const blob = await response.blob();
  const name = filenameFromDisposition(
    response.headers.get('Content-Disposition'),
    fallbackReportName(scope),
  );
  saveBlob(blob, name);
  return name;
}

export function useDownloadInsightsReport() {
  return useMutation({ mutationFn: downloadInsightsReport });
}
