import type { LayoutProfileSummary } from '@bsp/shared';
import { Download, Pencil, Trash, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import {
  getLayoutProfile,
  useLayoutProfileMutations,
  useLayoutProfiles,
} from '../api/layout-profiles';
import {
  madeOn,
  parseProfileFile,
  profileFileName,
  profileFileText,
  usedText,
} from '../lib/profile-file';
import { DeleteLayoutDialog } from './delete-layout-dialog';
import { RenameLayoutDialog } from './rename-layout-dialog';

type Status = { kind: 'error' | 'success'; text: string; details?: string[] } | null;

const apiDetails = (error: unknown) =>
  isApiError(error)
    ? Object.entries(error.fields ?? {}).map(([field, message]) => `${field}: ${message}`)
    : [];

/** Settings → Layouts: the user's layout profiles (list, rename, delete, export, import). */
export function LayoutsSettings() {
  const list = useLayoutProfiles();
  const { importFile } = useLayoutProfileMutations();
  const [renaming, setRenaming] = useState<LayoutProfileSummary | null>(null);
  const [deleting, setDeleting] = useState<LayoutProfileSummary | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [exporting, setExporting] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const onExport = async (p: LayoutProfileSummary) => {
    setStatus(null);
    setExporting(p.id);
    try {
      const detail = await getLayoutProfile(p.id);
      const blob = new Blob([profileFileText(detail.profile)], { type: 'application/json' });
      saveBlob(blob, profileFileName(detail.name));
    } catch (error) {
      setStatus({
        kind: 'error',
        text: isApiError(error) ? error.message : 'The layout could not be exported.',
      });
    } finally {
      setExporting(null);
    }
  };

  const onImport = async (file: File | undefined) => {
    setStatus(null);
    if (!file) return;
    try {
      const read = parseProfileFile(file.name, await file.text());
      if (!read.ok) {
        setStatus({ kind: 'error', text: read.message });
        return;
      }
      const saved = await importFile.mutateAsync(read.profile);
      setStatus({ kind: 'success', text: `Imported “${saved.name}”.` });
    } catch (error) {
      setStatus({
        kind: 'error',
        text: isApiError(error) ? error.message : 'The layout could not be imported.',
        details: apiDetails(error),
      });
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const items = list.data ?? [];
  return (
    <Card id="layouts" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>Layouts</CardTitle>
        <CardDescription>
          When you fix how a statement was read, BSP keeps the layout and reads later statements of
          the same layout with it. Export one to share it or to use it with{' '}
          <code className="rounded bg-muted px-1 text-xs">bsp parse --layout</code>.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status ? (
          <FormAlert variant={status.kind === 'error' ? 'error' : 'success'}>
            <p>{status.text}</p>
            {status.details && status.details.length > 0 ? (
              <ul className="mt-1 list-disc pl-4 text-xs">
                {status.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            ) : null}
          </FormAlert>
        ) : null}
        {list.isPending ? (
          <Skeleton className="h-20" />
        ) : list.isError ? (
          <FormAlert title="Your layouts could not be loaded.">
            <p>{isApiError(list.error) ? list.error.message : 'Something went wrong.'}</p>
            <Button
              size="sm"
              variant="outline"
              className="mt-2"
              onClick={() => void list.refetch()}
            >
              Try again
            </Button>
          </FormAlert>
        ) : items.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No layouts yet. Use “Fix the reading” on a report that does not reconcile to make one.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" aria-label="Your layouts">
              <thead className="text-left text-muted-foreground text-xs">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Name
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Bank
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Made on
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Used
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((p) => (
                  <tr key={p.id} className="border-t" data-testid="layout-profile">
                    <td className="py-2 pr-3 font-medium">{p.name}</td>
                    <td className="py-2 pr-3">{p.bank_name ?? '—'}</td>
                    <td className="whitespace-nowrap py-2 pr-3">{madeOn(p.created_at)}</td>
                    <td className="whitespace-nowrap py-2 pr-3">{usedText(p.used_count)}</td>
                    <td className="py-2">
                      <div className="flex justify-end gap-1">
                        <Button
                          size="icon"
                          variant="ghost"
                          className="size-8"
                          aria-label={`Rename ${p.name}`}
                          onClick={() => setRenaming(p)}
                        >
                          <Pencil aria-hidden="true" />
                        </Button>
                        <Button
                          size="icon"
                          variant="ghost"
                          className="size-8"
                          aria-label={`Export ${p.name}`}
                          disabled={exporting === p.id}
                          onClick={() => void onExport(p)}
                        >
                          <Download aria-hidden="true" />
                        </Button>
                        <Button
                          size="icon"
                          variant="ghost"
                          className="size-8"
                          aria-label={`Delete ${p.name}`}
                          onClick={() => setDeleting(p)}
                        >
                          <Trash aria-hidden="true" />
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={importFile.isPending}
            onClick={() => fileInput.current?.click()}
          >
            <Upload aria-hidden="true" />
            {importFile.isPending ? 'Importing…' : 'Import a layout'}
          </Button>
          <label htmlFor="layout-import" className="sr-only">
            Layout file to import
          </label>
          <input
            ref={fileInput}
            id="layout-import"
            type="file"
            accept=".json,application/json"
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => void onImport(event.target.files?.[0])}
          />
          <span className="text-muted-foreground text-xs">A .bsp-layout.json file.</span>
        </div>
      </CardContent>
      {renaming ? (
        <RenameLayoutDialog profile={renaming} onClose={() => setRenaming(null)} />
      ) : null}
      {deleting ? (
        <DeleteLayoutDialog profile={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </Card>
  );
}
