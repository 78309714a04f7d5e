import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { isFinished, type UploadItem } from '../lib/upload-item';
import type { UploadAction } from '../lib/upload-reducer';
import { UploadRow } from './upload-row';

/** The "Uploads" section: every file of this visit, with "View all reports" and "Clear finished". */
export function UploadsList({
  items,
  dispatch,
  onUploadAgain,
}: {
  items: UploadItem[];
  dispatch: (action: UploadAction) => void;
  onUploadAgain: (item: UploadItem) => void;
}) {
  const finished = items.some(isFinished);
  const doneCount = items.filter((i) => i.phase === 'done').length;
  return (
    <section aria-labelledby="uploads-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="uploads-heading" className="font-semibold text-base">
          Uploads
        </h2>
        <div className="flex flex-wrap gap-2">
          {doneCount > 1 ? (
            <Button asChild size="sm" variant="outline">
              <Link to={paths.reports}>View all reports</Link>
            </Button>
          ) : null}
          {finished ? (
            <Button size="sm" variant="ghost" onClick={() => dispatch({ type: 'clear-finished' })}>
              Clear finished
            </Button>
          ) : null}
        </div>
      </div>
      <ul className="grid gap-3">
        {items.map((item) => (
          <UploadRow key={item.key} item={item} dispatch={dispatch} onUploadAgain={onUploadAgain} />
        ))}
      </ul>
    </section>
  );
}
