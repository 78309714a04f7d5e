import { LAYOUT_ROLE_LABELS, type LayoutInstructions } from '@bsp/shared';
import { type MouseEvent, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/utils';
import { usePageImage } from '../../analyses/api/get-page-image';
import { pageSizeInPoints } from '../../analyses/lib/bbox';
import {
  boundariesOf,
  boundaryLimits,
  mergeWithNext,
  moveBoundary,
  moveRegionEdge,
  percent,
  regionLimits,
  regionOf,
} from '../lib/draft';
import type { FixErrors } from '../lib/field-errors';
import { isIgnored, type LayoutLine } from '../lib/ignore-lines';
import { ROLE_STYLE } from '../lib/roles';
import { ColumnStrip } from './column-strip';
import { DragHandle } from './drag-handle';

export type DrawnRow = { key: string; bbox: [number, number, number, number] };

type Props = {
  analysisId: string;
  page: number;
  /** The page's size in points, as the reader measured it (layout.pages). */
  pageSize: { width: number; height: number } | null;
  pageCount: number;
  draft: LayoutInstructions;
  onChange: (next: LayoutInstructions) => void;
  lines: readonly LayoutLine[];
  rows: readonly DrawnRow[];
  rowsLabel: string;
  headerLine: LayoutLine | null;
  errors: FixErrors;
  selectedColumn: number | null;
  onSelectColumn: (column: number | null) => void;
  onToggleLine: (line: LayoutLine) => void;
  onAnnounce: (message: string) => void;
};

const colName = (ins: LayoutInstructions, i: number) => {
  const c = ins.columns[i];
  return c ? `column ${i + 1} (${LAYOUT_ROLE_LABELS[c.role]})` : `column ${i + 1}`;
};

/**
 * One page with what the reader found drawn over it (an SVG in page points, stretched over the
 * image): the table region, the columns and their roles, the rows, the header row and the lines
 * ignored (struck through). Boundaries and table edges are sliders; a click on a line ignores it.
 */
export function PageCanvas({
  analysisId,
  page,
  pageSize,
  pageCount,
  draft,
  onChange,
  lines,
  rows,
  rowsLabel,
  headerLine,
  errors,
  selectedColumn,
  onSelectColumn,
  onToggleLine,
  onAnnounce,
}: Props) {
  const image = usePageImage(analysisId, page);
  const frame = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<LayoutLine | null>(null);

  const data = image.data;
  // The reader's own page size wins (the lines are measured in it); else the image's headers.
  const size = useMemo(() => {
    if (pageSize && pageSize.width > 0 && pageSize.height > 0) return pageSize;
    if (data) {
      return pageSizeInPoints(data, { width: data.pointsWidth, height: data.pointsHeight });
    }
    return null;
  }, [pageSize, data]);

  const bounds = boundariesOf(draft.columns);
  const laterOwn = page > 1 && draft.laterPages != null;
  const regionEditable = page === 1 || laterOwn;
  const region = regionOf(draft, page);
  const which = page === 1 ? 'first' : 'later';

  const lineAt = (event: MouseEvent) => {
    const rect = frame.current?.getBoundingClientRect();
    if (!rect || !size) return null;
    const x = ((event.clientX - rect.left) / rect.width) * size.width;
    const y = ((event.clientY - rect.top) / rect.height) * size.height;
    const pad = 1.5;
    return (
      lines.find(
        (l) =>
          x >= l.bbox[0] - pad &&
          x <= l.bbox[2] + pad &&
          y >= l.bbox[1] - pad &&
          y <= l.bbox[3] + pad,
      ) ?? null
    );
  };

  if (!size) {
    return image.isError ? (
      <PageImageError error={image.error} onRetry={() => void image.refetch()} />
    ) : (
      <Skeleton className="aspect-[1/1.414] w-full" />
    );
  }
  const W = size.width;
  const H = size.height;
  const top = region.top * H;
  const bottom = region.bottom * H;

  return (
    <div className="grid gap-1" data-testid="page-canvas" data-page={page}>
      <ColumnStrip
        draft={draft}
        onChange={onChange}
        errors={errors}
        selectedColumn={selectedColumn}
        onSelectColumn={onSelectColumn}
      />
      {image.isError ? (
        <PageImageError error={image.error} onRetry={() => void image.refetch()} />
      ) : null}
      {/* biome-ignore lint/a11y: a click on a line ignores it; the "Lines to ignore" list is the keyboard way to do the same */}
      <div
        ref={frame}
        data-testid="page-frame"
        className={cn(
          'relative w-full select-none overflow-hidden rounded-md border bg-white shadow-sm',
          hovered ? 'cursor-pointer' : 'cursor-default',
        )}
        style={{ aspectRatio: `${W} / ${H}` }}
        onPointerMove={(event) => {
          if (event.pointerType === 'mouse') setHovered(lineAt(event));
        }}
        onPointerLeave={() => setHovered(null)}
        onClick={(event) => {
          const line = lineAt(event);
          if (line) onToggleLine(line);
        }}
      >
        {data ? (
          <img
            src={data.url}
            width={data.width}
            height={data.height}
            alt={`Page ${page} of ${pageCount} of the statement`}
            className="pointer-events-none absolute inset-0 block size-full"
            draggable={false}
            data-testid="fix-page-image"
          />
        ) : image.isPending ? (
          <Skeleton className="absolute inset-0" />
        ) : null}
        <svg
          viewBox={`0 0 ${W} ${H}`}
          preserveAspectRatio="none"
          className="pointer-events-none absolute inset-0 size-full"
          aria-hidden="true"
        >
          {/* without the picture, the lines' places still show where the text is */}
          {!data
            ? lines.map((l, i) => (
                <rect
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id
                  key={`t${i}`}
                  x={l.bbox[0]}
                  y={l.bbox[1]}
                  width={l.bbox[2] - l.bbox[0]}
                  height={l.bbox[3] - l.bbox[1]}
                  className="fill-slate-300/60"
                />
              ))
            : null}
          {/* outside the table: dimmed */}
          <rect x={0} y={0} width={W} height={top} className="fill-slate-900/15" />
          <rect x={0} y={bottom} width={W} height={H - bottom} className="fill-slate-900/15" />
          {draft.columns.map((c, i) => (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
              key={`c${i}`}
              x={c.x0 * W}
              y={top}
              width={(c.x1 - c.x0) * W}
              height={bottom - top}
              className={cn(
                ROLE_STYLE[c.role].fill,
                selectedColumn === i && 'stroke-primary',
                c.role === 'ignore' && 'fill-slate-400/10',
              )}
              strokeWidth={selectedColumn === i ? 1.5 : 0}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {headerLine ? (
            <rect
              x={headerLine.bbox[0] - 2}
              y={headerLine.bbox[1] - 1.5}
              width={headerLine.bbox[2] - headerLine.bbox[0] + 4}
              height={headerLine.bbox[3] - headerLine.bbox[1] + 3}
              className="fill-amber-400/15 stroke-amber-600"
              strokeWidth={1.5}
              strokeDasharray="4 3"
              vectorEffect="non-scaling-stroke"
              data-testid="header-row"
            />
          ) : null}
          {rows.map((r) => (
            <rect
              key={r.key}
              x={r.bbox[0]}
              y={r.bbox[1]}
              width={r.bbox[2] - r.bbox[0]}
              height={r.bbox[3] - r.bbox[1]}
              className="fill-blue-500/5 stroke-blue-600/70"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {lines.map((l, i) =>
            isIgnored(l.text, draft.ignore) ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id
              <g key={`i${i}`} data-testid="ignored-line">
                <rect
                  x={l.bbox[0] - 1}
                  y={l.bbox[1] - 1}
                  width={l.bbox[2] - l.bbox[0] + 2}
                  height={l.bbox[3] - l.bbox[1] + 2}
                  className="fill-red-500/15"
                />
                <line
                  x1={l.bbox[0] - 1}
                  x2={l.bbox[2] + 1}
                  y1={(l.bbox[1] + l.bbox[3]) / 2}
                  y2={(l.bbox[1] + l.bbox[3]) / 2}
                  className="stroke-red-600"
                  strokeWidth={1.5}
                  vectorEffect="non-scaling-stroke"
                />
              </g>
            ) : null,
          )}
          {hovered ? (
            <rect
              x={hovered.bbox[0] - 1.5}
              y={hovered.bbox[1] - 1.5}
              width={hovered.bbox[2] - hovered.bbox[0] + 3}
              height={hovered.bbox[3] - hovered.bbox[1] + 3}
              className="fill-primary/10 stroke-primary"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ) : null}
        </svg>

        {bounds.map((x, i) => {
          const { min, max } = boundaryLimits(bounds, i);
          const inner = i > 0 && i < bounds.length - 1;
          const label =
            i === 0
              ? `Left edge of ${colName(draft, 0)}`
              : i === bounds.length - 1
                ? `Right edge of ${colName(draft, i - 1)}`
                : `Boundary between ${colName(draft, i - 1)} and ${colName(draft, i)}`;
          return (
            <DragHandle
              // biome-ignore lint/suspicious/noArrayIndexKey: boundaries are positional
              key={`b${i}`}
              orientation="horizontal"
              frame={frame}
              value={x}
              min={min}
              max={max}
              label={label}
              valueText={`${percent(x)} of the page width`}
              gripAt={(region.top + region.bottom) / 2}
              invalid={errors.column[i - 1] != null || errors.column[i] != null}
              testId={`boundary-${i}`}
              onChange={(v) => onChange(moveBoundary(draft, i, v))}
              onRemove={
                inner && draft.columns.length > 2
                  ? () => {
                      onChange(mergeWithNext(draft, i - 1));
                      onAnnounce(`Columns ${i} and ${i + 1} merged.`);
                    }
                  : undefined
              }
              onFocus={() => onSelectColumn(inner ? i : Math.min(i, draft.columns.length - 1))}
            />
          );
        })}

        {regionEditable
          ? (['top', 'bottom'] as const).map((edge) => {
              const { min, max } = regionLimits(region, edge);
              const where = page === 1 ? (pageCount > 1 ? 'page 1' : 'the page') : 'later pages';
              return (
                <DragHandle
                  key={edge}
                  orientation="vertical"
                  frame={frame}
                  value={region[edge]}
                  min={min}
                  max={max}
                  label={
                    edge === 'top'
                      ? `Top of the table on ${where}`
                      : `Bottom of the table on ${where}`
                  }
                  valueText={`${percent(region[edge])} down the page`}
                  caption={edge === 'top' ? 'Table starts' : 'Table ends'}
                  invalid={(page === 1 ? errors.firstPage : errors.laterPages) != null}
                  testId={`region-${edge}`}
                  onChange={(v) => onChange(moveRegionEdge(draft, which, edge, v))}
                />
              );
            })
          : null}
      </div>
      <p className="text-muted-foreground text-xs">
        {regionEditable
          ? `Drag the lines or focus one and use the arrow keys (Shift: 5 %). ${rowsLabel}`
          : `Later pages use page 1’s table edges (dimmed outside). Turn off “Later pages: same as page 1” to set their own. ${rowsLabel}`}
      </p>
    </div>
  );
}

function PageImageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" role="alert">
      <span className="text-destructive">
        {isApiError(error) ? error.message : 'The page image could not be loaded.'} The text
        positions are drawn instead.
      </span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
