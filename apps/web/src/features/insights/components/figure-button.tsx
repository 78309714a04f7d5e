import { Dialog, DialogTrigger } from '../../../components/ui/dialog';
import { cn } from '../../../lib/utils';
import { figureButtonName } from '../lib/figure-rows';
import { RowsDialogContent } from './rows-dialog';

/**
 * A figure that opens the rows behind it. Underlined (not colour alone) so it reads as
 * clickable; its accessible name says how many rows and what they are behind. A figure without
 * rows is plain text.
 */
export function FigureButton({
  rowIds,
  what,
  children,
  className,
}: {
  rowIds: readonly string[];
  /** What the figure is, for the button's name and the dialog's title ("Netflix price rise"). */
  what: string;
  /** The visible figure (text, so the accessible name can include it). */
  children: string;
  className?: string;
}) {
  if (rowIds.length === 0) return <span className={className}>{children}</span>;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button
          type="button"
          aria-label={figureButtonName(rowIds.length, what, children)}
          data-testid="insight-figure"
          className={cn(
            'rounded-sm text-left underline decoration-dotted underline-offset-4 hover:decoration-solid focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
            className,
          )}
        >
          {children}
        </button>
      </DialogTrigger>
      <RowsDialogContent rowIds={rowIds} what={what} />
    </Dialog>
  );
}
