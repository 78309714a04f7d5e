import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { filenameFromDisposition, saveBlob } from '../../../lib/download';
import { type ExportOptions, exportPath, fallbackExportName } from '../lib/export-query';

/**
 * Downloads an export (binary) with the Bearer header: fetch → blob → a temporary
 * <a download> named from Content-Disposition. Answers the file name it saved.
 */
export async function exportAnalyses(
  ids: readonly string[],
  options: ExportOptions,
): Promise<string> {
  const response = await api.requestRaw(exportPath(ids, options), { auth: true });
  const blob = await response.blob();
  const name = filenameFromDisposition(
    response.headers.get('Content-Disposition'),
    fallbackExportName(ids, options.format),
  );
  saveBlob(blob, name);
  return name;
}

export function useExportAnalyses() {
  return useMutation({
    mutationFn: ({ ids, options }: { ids: readonly string[]; options: ExportOptions }) =>
      exportAnalyses(ids, options),
  });
}
