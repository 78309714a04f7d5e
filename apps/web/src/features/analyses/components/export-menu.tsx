import { CSV_DATE_FORMATS, EXPORT_FORMATS, type ExportFormat } from '@bsp/shared';
import { ChevronDown, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { StatusLine } from '../../../components/status-line';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { NativeSelect } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { isApiError } from '../../../lib/api-client';
import { useExportAnalyses } from '../api/export-analyses';
import { type CsvDateFormat, type ExportOptions, FORMAT_LABELS } from '../lib/export-query';

/**
 * Every export format. CSV first opens its options (date format, one signed column or
 * debit/credit, BOM for Excel); the other formats download at once.
 */
export function ExportMenu({
  ids,
  label = 'Export',
  disabled,
  size = 'default',
}: {
  ids: readonly string[];
  label?: string;
  disabled?: boolean;
  size?: 'default' | 'sm';
}) {
  const exporter = useExportAnalyses();
  const [csvOpen, setCsvOpen] = useState(false);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [dateFormat, setDateFormat] = useState<CsvDateFormat>('YYYY-MM-DD');
  const [amounts, setAmounts] = useState<'signed' | 'split'>('signed');
  const [bom, setBom] = useState(false);
  const formId = useId();

  const run = async (options: ExportOptions) => {
    setStatus(null);
    try {
      const name = await exporter.mutateAsync({ ids, options });
      setStatus({ kind: 'ok', text: `Downloaded ${name}` });
    } catch (error) {
      setStatus({
        kind: 'error',
        text: isApiError(error) ? error.message : 'The export failed. Please try again.',
      });
    }
  };

  const choose = (format: ExportFormat) => {
    if (format === 'csv') setCsvOpen(true);
    else void run({ format });
  };

  return (
    <div className="grid justify-items-start gap-1 sm:justify-items-end">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            size={size}
            variant="outline"
            disabled={disabled || exporter.isPending || ids.length === 0}
          >
            <Download aria-hidden="true" />
            {exporter.isPending ? 'Exporting…' : label}
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="text-muted-foreground text-xs">
            {ids.length > 1 ? `Export ${ids.length} reports as` : 'Export as'}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {EXPORT_FORMATS.map((format) => (
            <DropdownMenuItem key={format} onSelect={() => choose(format)}>
              <span className="grid">
                <span className="font-medium">
                  {FORMAT_LABELS[format].label}
                  {format === 'csv' ? '…' : ''}
                </span>
                <span className="text-muted-foreground text-xs">{FORMAT_LABELS[format].hint}</span>
              </span>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <StatusLine status={status} />
      <Dialog open={csvOpen} onOpenChange={setCsvOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>CSV options</DialogTitle>
            <DialogDescription>Match the CSV to the program that will open it.</DialogDescription>
          </DialogHeader>
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              setCsvOpen(false);
              void run({ format: 'csv', dateFormat, amounts, bom });
            }}
          >
            <div className="grid gap-2">
              <Label htmlFor={`${formId}-date`}>Date format</Label>
              <NativeSelect
                id={`${formId}-date`}
                value={dateFormat}
                onChange={(e) => setDateFormat(e.target.value as CsvDateFormat)}
              >
                {CSV_DATE_FORMATS.map((format) => (
                  <option key={format} value={format}>
                    {format}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <fieldset className="grid gap-2">
              <legend className="mb-1 font-medium text-sm">Amounts</legend>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${formId}-amounts`}
                  value="signed"
                  checked={amounts === 'signed'}
                  onChange={() => setAmounts('signed')}
                />
                One signed Amount column (money out is negative)
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${formId}-amounts`}
                  value="split"
                  checked={amounts === 'split'}
                  onChange={() => setAmounts('split')}
                />
                Separate Debit and Credit columns
              </label>
            </fieldset>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1"
                checked={bom}
                onChange={(e) => setBom(e.target.checked)}
              />
              <span>
                Add a byte-order mark
                <span className="block text-muted-foreground text-xs">
                  Helps older Excel versions show £, € and accents correctly.
                </span>
              </span>
            </label>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setCsvOpen(false)}>
                Cancel
              </Button>
              <Button type="submit">
                <Download aria-hidden="true" />
                Download CSV
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
