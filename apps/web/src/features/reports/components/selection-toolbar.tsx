import { Button } from '../../../components/ui/button';
import { ExportMenu } from '../../analyses/components/export-menu';

/** The count line (selected, or total reports) with "Clear selection" and "Export selected". */
export function SelectionToolbar({
  selected,
  total,
  onClear,
}: {
  selected: Set<string>;
  total: number | undefined;
  onClear: () => void;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {selected.size > 0
          ? `${selected.size} selected`
          : total !== undefined
            ? `${total} ${total === 1 ? 'report' : 'reports'}`
            : ' '}
      </p>
      <div className="flex flex-wrap items-start gap-2">
        {selected.size > 0 ? (
          <Button size="sm" variant="ghost" onClick={onClear}>
            Clear selection
          </Button>
        ) : null}
        <ExportMenu
          ids={[...selected]}
          size="sm"
          label="Export selected"
          disabled={selected.size === 0}
        />
      </div>
    </div>
  );
}
