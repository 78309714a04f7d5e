import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebounced } from '../../../hooks/use-debounced';
import { mergeParams, readReportParams } from '../lib/report-params';

/**
 * The report list's filters live in the URL (page, status, sort, q) so a reload or a shared link
 * shows the same list. The search box is local state, written to `q` once typing pauses.
 */
export function useReportFilters() {
  const [params, setParams] = useSearchParams();
  const { page, status, sort } = readReportParams(params);
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebounced(search.trim(), 300);

  const update = (next: Record<string, string | undefined>) =>
    setParams(mergeParams(params, next), { replace: true });

  // A new search starts again at page 1.
  useEffect(() => {
    if ((params.get('q') ?? '') !== q) {
      setParams(mergeParams(params, { q, page: undefined }), { replace: true });
    }
  }, [q, params, setParams]);

  const clear = () => {
    setSearch('');
    update({ status: undefined, q: undefined, page: undefined });
  };

  return { page, status, sort, q, search, setSearch, update, clear };
}

export type ReportFilters = ReturnType<typeof useReportFilters>;
