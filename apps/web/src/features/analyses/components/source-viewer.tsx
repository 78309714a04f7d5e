import type { Transaction } from '@bsp/shared';
import { FileSearch } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { usePageImage } from '../api/get-page-image';
import { boxToPercent, pageSizeInPoints, scaleBbox } from '../lib/bbox';
import { formatDate } from '../lib/insights';

/** The statement page a row came from, with the row's box drawn on it. */
export function SourceViewer({ analysisId, row }: { analysisId: string; row: Transaction | null }) {
  const page = row?.page ?? null;
  const image = usePageImage(analysisId, page);
  const frame = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);

  const data = image.data;
  const pct =
    data && row?.bbox
      ? boxToPercent(
          scaleBbox(
            row.bbox,
            data,
            pageSizeInPoints(data, { width: data.pointsWidth, height: data.pointsHeight }),
          ),
          data,
        )
      : null;

  // Bring the highlighted row into view inside the page frame.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the row or image changes
  useEffect(() => {
    const el = box.current;
    const container = frame.current;
    if (!el || !container) return;
    const top = el.offsetTop - container.clientHeight / 3;
    container.scrollTo({ top: Math.max(0, top), behavior: 'auto' });
  }, [row?.id, data?.url]);

  return (
    <section
      aria-labelledby="source-heading"
      className="grid min-w-0 gap-2 rounded-lg border bg-card p-3"
    >
      <h3 id="source-heading" className="font-semibold text-sm">
        Source
      </h3>
      {!row ? (
        <p className="flex items-center gap-2 text-muted-foreground text-sm">
          <FileSearch className="size-4" aria-hidden="true" />
          Select a row to see where it was read on the statement.
        </p>
      ) : row.source === 'manual' ? (
        <p className="text-muted-foreground text-sm">
          You added this row — it has no place on the statement.
        </p>
      ) : page == null ? (
        <p className="text-muted-foreground text-sm">No page position was recorded for this row.</p>
      ) : image.isPending ? (
        <Skeleton className="aspect-[1/1.414] w-full" />
      ) : image.isError ? (
        <div className="grid gap-2 text-sm">
          <p className="text-destructive">
            {isApiError(image.error) ? image.error.message : 'The page image could not be loaded.'}
          </p>
          <Button size="sm" variant="outline" onClick={() => void image.refetch()}>
            Try again
          </Button>
        </div>
      ) : data ? (
        <>
          <p className="text-muted-foreground text-xs">
            Page {page} · row {row.row_index + 1} · {formatDate(row.date)} ·{' '}
            {Math.round(row.confidence * 100)}% confidence
          </p>
          <div ref={frame} className="max-h-[28rem] overflow-auto rounded border bg-muted/40">
            <div className="relative">
              <img
                src={data.url}
                width={data.width}
                height={data.height}
                alt={`Page ${page} of the statement`}
                className="block h-auto w-full"
                data-testid="source-image"
              />
              {pct ? (
                <div
                  ref={box}
                  data-testid="source-highlight"
                  className="pointer-events-none absolute rounded-sm border-2 border-amber-500 bg-amber-300/25"
                  style={{
                    left: `${pct.left}%`,
                    top: `${pct.top}%`,
                    width: `${pct.width}%`,
                    height: `${pct.height}%`,
                  }}
                >
                  <span className="sr-only">Highlighted: the area this row was read from</span>
                </div>
              ) : null}
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
