import type { AnalysisSummary } from '@bsp/shared';
import { ReportRow } from './report-row';

const COLUMNS = ['File', 'Bank', 'Account', 'Period'] as const;
const TH = 'px-3 py-2 font-medium';

/** The report table for one page, with a "select all on this page" box. */
export function ReportsTable({
  rows,
  busy,
  selected,
  onToggle,
  onTogglePage,
  onDelete,
}: {
  rows: AnalysisSummary[];
  busy: boolean;
  selected: Set<string>;
  onToggle: (id: string) => void;
  onTogglePage: () => void;
  onDelete: (report: AnalysisSummary) => void;
}) {
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));
  return (
    <div className="relative overflow-x-auto rounded-lg border" aria-busy={busy}>
      <table className="w-full min-w-[52rem] text-sm">
        <caption className="sr-only">Your statement reports</caption>
        <thead className="bg-muted/50 text-left text-muted-foreground text-xs">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <input
                type="checkbox"
                aria-label="Select all reports on this page"
                checked={allOnPage}
                onChange={onTogglePage}
              />
            </th>
            {COLUMNS.map((name) => (
              <th key={name} scope="col" className={TH}>
                {name}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Transactions
            </th>
            <th scope="col" className={TH}>
              Status
            </th>
            <th scope="col" className={TH}>
              Checks
            </th>
            <th scope="col" className={TH}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => (
            <ReportRow
              key={a.id}
              report={a}
              selected={selected.has(a.id)}
              onToggle={() => onToggle(a.id)}
              onDelete={() => onDelete(a)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
