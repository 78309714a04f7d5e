import { ANALYSIS_STATUSES } from '@bsp/shared';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input, NativeSelect } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { STATUS_LABELS } from '../../analyses/components/status-badge';
import type { ReportFilters as Filters } from '../hooks/use-report-filters';
import { SORTS } from '../lib/report-params';

/** Search, status and sort controls above the report list. */
export function ReportFilters({ filters }: { filters: Filters }) {
  const { search, setSearch, status, sort, update } = filters;
  const ids = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-q`}>Search</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${ids}-q`}
            type="search"
            className="pl-9"
            placeholder="File, bank or account"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-status`}>Status</Label>
        <NativeSelect
          id={`${ids}-status`}
          value={status ?? ''}
          onChange={(e) => update({ status: e.target.value || undefined, page: undefined })}
        >
          <option value="">All statuses</option>
          {ANALYSIS_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-sort`}>Sort</Label>
        <NativeSelect
          id={`${ids}-sort`}
          value={sort}
          onChange={(e) => update({ sort: e.target.value, page: undefined })}
        >
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
