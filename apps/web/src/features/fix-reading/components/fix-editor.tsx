import {
  type AnalysisDetail,
  type AnalysisLayout,
  LAYOUT_PROFILE_FORMAT,
  LAYOUT_PROFILE_VERSION,
  type LayoutInstructions,
  type RereadResponse,
} from '@bsp/shared';
import { ChevronLeft, ChevronRight, Download, RotateCcw, ScanLine } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form';
import { NativeSelect } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { saveBlob } from '../../../lib/download';
import { cn } from '../../../lib/utils';
import { profileFileName, profileFileText } from '../../layout-profiles/lib/profile-file';
import { reportRowsFilter } from '../../report-details/api/prefetch-report';
import { useTransactions } from '../../transactions/api/transactions';
import { useReread } from '../api/reread';
import { readingReconciles, readingVerdict } from '../lib/compare';
import { normaliseInstructions, sameInstructions, toggleIgnore } from '../lib/draft';
import { errorsFromApi, type FixErrors, hasErrors, validateDraft } from '../lib/field-errors';
import { findHeaderLine } from '../lib/header-row';
import { ignoreCandidates, isIgnored, type LayoutLine } from '../lib/ignore-lines';
import { ApplyDialog } from './apply-dialog';
import { Comparison } from './comparison';
import { ControlsPanel } from './controls-panel';
import { LeaveGuard } from './leave-guard';
import { type DrawnRow, PageCanvas } from './page-canvas';

type Reread = { instructions: LayoutInstructions; response: RereadResponse };

function merge(a: FixErrors, b: FixErrors | null): FixErrors {
  if (!b) return a;
  return {
    column: { ...b.column, ...a.column },
    columns: [...new Set([...a.columns, ...b.columns])],
    firstPage: a.firstPage ?? b.firstPage,
    laterPages: a.laterPages ?? b.laterPages,
    dateOrder: a.dateOrder ?? b.dateOrder,
    signs: a.signs ?? b.signs,
    ignore: a.ignore ?? b.ignore,
    profileName: a.profileName ?? b.profileName,
    general: [...new Set([...a.general, ...b.general])],
  };
}

/** The fix screen's working state: the draft, the page shown, the last re-read. */
export function FixEditor({ detail, layout }: { detail: AnalysisDetail; layout: AnalysisLayout }) {
  const navigate = useNavigate();
  const initial = useMemo(() => normaliseInstructions(layout.instructions), [layout.instructions]);
  const [draft, setDraftState] = useState<LayoutInstructions>(initial);
  const [page, setPage] = useState(1);
  const [selectedColumn, setSelectedColumn] = useState<number | null>(null);
  const [serverErrors, setServerErrors] = useState<FixErrors | null>(null);
  const [last, setLast] = useState<Reread | null>(null);
  const [rowsShown, setRowsShown] = useState<'stored' | 'after'>('stored');
  const [applyOpen, setApplyOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [applied, setApplied] = useState(false);
  const compareHeading = useRef<HTMLHeadingElement>(null);
  const reread = useReread(detail.id);
  const stored = useTransactions(reportRowsFilter(detail.id));

  const setDraft = useCallback((next: LayoutInstructions) => {
    setDraftState(next);
    setServerErrors(null);
  }, []);

  const pages = layout.pages.length > 0 ? layout.pages : [{ page: 1, width: 0, height: 0 }];
  const pageCount = pages.length;
  const pageSize = pages.find((p) => p.page === page) ?? null;
  const pageLines = useMemo(() => layout.lines.filter((l) => l.page === page), [layout, page]);
  const headerLine = useMemo(
    () => findHeaderLine(pageLines, layout.fingerprint.headerLabels),
    [pageLines, layout.fingerprint.headerLabels],
  );
  const candidates = useMemo(() => ignoreCandidates(layout.lines), [layout.lines]);

  const liveErrors = useMemo(() => validateDraft(draft), [draft]);
  const errors = merge(liveErrors, serverErrors);
  const stale = last != null && !sameInstructions(last.instructions, draft);
  const canApply = last != null && !stale;

  const drawnRows: DrawnRow[] = useMemo(() => {
    if (rowsShown === 'after' && last) {
      return last.response.after.flatMap((s) =>
        s.transactions.flatMap((t) =>
          t.page === page && t.bbox ? [{ key: `a${s.position}-${t.row_index}`, bbox: t.bbox }] : [],
        ),
      );
    }
    return (stored.data ?? []).flatMap((t) =>
      t.page === page && t.bbox ? [{ key: t.id, bbox: t.bbox }] : [],
    );
  }, [rowsShown, last, page, stored.data]);

  const onToggleLine = (line: LayoutLine) => {
    const group = candidates.find((c) => c.texts.includes(line.text.replace(/\s+/g, ' ').trim()));
    const texts = isIgnored(line.text, draft.ignore) ? [line.text] : (group?.texts ?? [line.text]);
    const ignoring = !isIgnored(line.text, draft.ignore);
    setDraft(toggleIgnore(draft, texts));
    setAnnouncement(ignoring ? `“${line.text}” ignored.` : `“${line.text}” is read again.`);
  };

  const onReread = async () => {
    if (hasErrors(liveErrors)) {
      setAnnouncement('Fix the marked controls before re-reading.');
      document
        .querySelector<HTMLElement>('[data-testid="fix-screen"] [aria-invalid="true"]')
        ?.focus();
      return;
    }
    const instructions = draft;
    try {
      const response = await reread.mutateAsync(instructions);
      setLast({ instructions, response });
      setRowsShown('after');
      setAnnouncement(`Re-read: ${readingVerdict(response.after)}.`);
      requestAnimationFrame(() => {
        compareHeading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
        compareHeading.current?.focus({ preventScroll: true });
      });
    } catch (error) {
      setServerErrors(
        errorsFromApi(error, 'The statement could not be re-read. Please try again.'),
      );
    }
  };

  const defaultName = `${layout.fingerprint.bankName ?? detail.bank_name ?? 'My bank'} layout`;

  // after applying, the guard lets go first, then the screen returns to the report
  useEffect(() => {
    if (applied) navigate(paths.reportDetails(detail.id));
  }, [applied, navigate, detail.id]);

  const goToPage = (next: number) => setPage(Math.min(pageCount, Math.max(1, next)));

  return (
    <div className="grid gap-6" data-testid="fix-screen">
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <div className="sticky top-14 z-20 -mx-1 flex flex-wrap items-center gap-2 border-b bg-background/95 px-1 py-2 backdrop-blur">
        <div className="flex items-center gap-1">
          <Button
            type="button"
            size="icon"
            variant="outline"
            className="size-9"
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => goToPage(page - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <label htmlFor="fix-page" className="sr-only">
            Page
          </label>
          <NativeSelect
            id="fix-page"
            value={page}
            className="h-9 w-32 py-0"
            onChange={(e) => goToPage(Number(e.target.value))}
          >
            {pages.map((p) => (
              <option key={p.page} value={p.page}>
                Page {p.page} of {pageCount}
              </option>
            ))}
          </NativeSelect>
          <Button
            type="button"
            size="icon"
            variant="outline"
            className="size-9"
            aria-label="Next page"
            disabled={page >= pageCount}
            onClick={() => goToPage(page + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        {last ? (
          <fieldset className="flex items-center gap-1 rounded-md border p-0.5 text-xs">
            <legend className="sr-only">Rows drawn on the page</legend>
            {(['stored', 'after'] as const).map((mode) => (
              <label
                key={mode}
                className={cn(
                  'cursor-pointer rounded px-2 py-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  rowsShown === mode ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name="rows-shown"
                  value={mode}
                  checked={rowsShown === mode}
                  onChange={() => setRowsShown(mode)}
                  className="sr-only"
                />
                {mode === 'stored' ? 'Rows now' : 'Rows re-read'}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <Button
            type="button"
            variant="ghost"
            disabled={sameInstructions(draft, initial)}
            onClick={() => {
              setDraft(initial);
              setAnnouncement('Back to the reader’s own layout.');
            }}
          >
            <RotateCcw aria-hidden="true" />
            Start over
          </Button>
          <Button
            type="button"
            variant="ghost"
            disabled={hasErrors(liveErrors)}
            title="Download these instructions as a layout file (bsp parse --layout FILE)"
            onClick={() => {
              // the file format of docs/layout-profiles.md: what is on screen now, not yet applied
              const profile = {
                format: LAYOUT_PROFILE_FORMAT,
                version: LAYOUT_PROFILE_VERSION,
                name: defaultName,
                createdAt: new Date().toISOString().slice(0, 10),
                fingerprint: {
                  ...layout.fingerprint,
                  columnEdges: [...new Set(draft.columns.flatMap((c) => [c.x0, c.x1]))],
                },
                instructions: draft,
              };
              saveBlob(
                new Blob([profileFileText(profile)], { type: 'application/json' }),
                profileFileName(defaultName),
              );
            }}
          >
            <Download aria-hidden="true" />
            Export
          </Button>
          <Button
            type="button"
            variant={canApply ? 'outline' : 'default'}
            onClick={() => void onReread()}
            disabled={reread.isPending}
          >
            <ScanLine aria-hidden="true" />
            {reread.isPending ? 'Re-reading…' : 'Re-read'}
          </Button>
          <Button
            type="button"
            variant={canApply ? 'default' : 'outline'}
            disabled={!canApply}
            title={canApply ? undefined : 'Re-read first, to see what you would apply'}
            onClick={() => setApplyOpen(true)}
          >
            Apply…
          </Button>
        </div>
      </div>

      {errors.general.length > 0 ? (
        <FormAlert title="The layout could not be read this way.">
          <ul className="grid gap-1">
            {errors.general.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </FormAlert>
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label={`Page ${page} with what the reader found`} className="min-w-0">
          <PageCanvas
            key={page}
            analysisId={detail.id}
            page={page}
            pageSize={pageSize && pageSize.width > 0 ? pageSize : null}
            pageCount={pageCount}
            draft={draft}
            onChange={setDraft}
            lines={pageLines}
            rows={drawnRows}
            rowsLabel={
              rowsShown === 'after' && last
                ? 'Blue boxes: the rows the re-read found.'
                : 'Blue boxes: the rows in the report now.'
            }
            headerLine={headerLine}
            errors={errors}
            selectedColumn={selectedColumn}
            onSelectColumn={setSelectedColumn}
            onToggleLine={onToggleLine}
            onAnnounce={setAnnouncement}
          />
        </section>
        <aside
          aria-label="Layout settings"
          className="min-w-0 rounded-lg border bg-card p-4 lg:sticky lg:top-32"
        >
          <ControlsPanel
            draft={draft}
            onChange={setDraft}
            pageCount={pageCount}
            page={page}
            onPage={goToPage}
            lines={layout.lines}
            errors={errors}
            selectedColumn={selectedColumn}
            onSelectColumn={setSelectedColumn}
            onAnnounce={setAnnouncement}
          />
        </aside>
      </div>

      <LeaveGuard active={!applied && !sameInstructions(draft, initial)} />

      {last ? (
        <Comparison result={last.response} stale={stale} headingRef={compareHeading} />
      ) : null}

      {last ? (
        <ApplyDialog
          open={applyOpen}
          onOpenChange={setApplyOpen}
          analysisId={detail.id}
          instructions={last.instructions}
          defaultName={defaultName}
          afterReconciles={readingReconciles(last.response.after)}
          onInstructionErrors={(e) => {
            setServerErrors(e);
            setApplyOpen(false);
          }}
          onApplied={(result, saved) => {
            const kept = [
              result.manual_rows_kept > 0
                ? `${result.manual_rows_kept} row${result.manual_rows_kept === 1 ? '' : 's'} you added kept`
                : '',
              result.edits_carried > 0
                ? `${result.edits_carried} edit${result.edits_carried === 1 ? '' : 's'} carried over`
                : '',
              result.edits_unmatched > 0
                ? `${result.edits_unmatched} edit${result.edits_unmatched === 1 ? '' : 's'} no longer match a row (see the row history)`
                : '',
            ].filter(Boolean);
            toast({
              title: 'The report was read again with your layout.',
              description: [
                `${readingVerdict(last.response.after)}.`,
                saved ? `Saved as “${saved}” for later statements.` : '',
                kept.length > 0 ? `${kept.join('; ')}.` : '',
              ]
                .filter(Boolean)
                .join(' '),
            });
            setApplied(true);
          }}
        />
      ) : null}
    </div>
  );
}
