import { useState } from 'react';
import { toggleId, togglePage, withoutId } from '../lib/selection';

/** The reports ticked for export; kept across pages and filters until cleared. */
export function useReportSelection() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return {
    selected,
    toggle: (id: string) => setSelected((current) => toggleId(current, id)),
    togglePage: (ids: string[]) => setSelected((current) => togglePage(current, ids)),
    remove: (id: string) => setSelected((current) => withoutId(current, id)),
    clear: () => setSelected(new Set()),
  };
}

export type ReportSelection = ReturnType<typeof useReportSelection>;
