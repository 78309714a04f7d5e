import type { LayoutInstructions } from '@bsp/shared';
import { XIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { removeIgnore, toggleIgnore } from '../lib/draft';
import { ignoreCandidates, isIgnored, type LayoutLine, matchKey } from '../lib/ignore-lines';

const SHOWN = 60;

/**
 * The lines ignored (each removable) and every line of the statement to pick from: those on
 * several pages first (a repeated footer), then the rest in reading order, with a filter.
 */
export function IgnoreLines({
  draft,
  onChange,
  lines,
  error,
  onAnnounce,
}: {
  draft: LayoutInstructions;
  onChange: (next: LayoutInstructions) => void;
  lines: readonly LayoutLine[];
  error: string | null;
  onAnnounce: (message: string) => void;
}) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const candidates = useMemo(() => ignoreCandidates(lines), [lines]);
  const key = matchKey(filter);
  const shown = (
    key ? candidates.filter((c) => matchKey(c.label).includes(key)) : candidates
  ).slice(0, SHOWN);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <p className="text-muted-foreground text-xs">
        Click a line on the page to ignore it (a footer, a page total), or tick it below. Lines with
        the same text on other pages are ignored too.
      </p>
      {draft.ignore.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Ignored lines">
          {draft.ignore.map((text) => (
            <li
              key={text}
              className="flex max-w-full items-center gap-1 rounded-full border border-red-300 bg-red-50 py-0.5 pr-1 pl-2 text-red-900 text-xs"
            >
              <span className="min-w-0 truncate line-through">{text}</span>
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`Stop ignoring “${text}”`}
                onClick={() => {
                  onChange(removeIgnore(draft, text));
                  onAnnounce(`“${text}” is read again.`);
                }}
              >
                <XIcon className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className="font-medium text-destructive text-xs" role="alert">
          {error}
        </p>
      ) : null}
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-filter`} className="font-medium text-xs">
          Find a line
        </label>
        <Input
          id={`${id}-filter`}
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder="e.g. Page 1 of"
          className="h-8"
        />
      </div>
      <ul
        className="grid max-h-64 gap-0.5 overflow-y-auto rounded-md border p-1"
        aria-label="Lines"
      >
        {shown.map((c) => {
          const checked = c.texts.every((t) => isIgnored(t, draft.ignore));
          const cid = `${id}-${c.key}`;
          return (
            <li key={c.key} className="flex items-start gap-2 rounded px-1.5 py-1 hover:bg-muted">
              <Checkbox
                id={cid}
                checked={checked}
                className="mt-0.5"
                onCheckedChange={() => {
                  onChange(toggleIgnore(draft, c.texts));
                  onAnnounce(checked ? `“${c.label}” is read again.` : `“${c.label}” ignored.`);
                }}
              />
              <label htmlFor={cid} className="grid min-w-0 flex-1 cursor-pointer text-xs">
                <span className={checked ? 'break-words line-through' : 'break-words'}>
                  {c.label}
                  {c.texts.length > 1 ? ' …' : ''}
                </span>
                <span className="text-muted-foreground">
                  {c.pages.length > 1 ? `on ${c.pages.length} pages` : `page ${c.pages[0] ?? 1}`}
                </span>
              </label>
            </li>
          );
        })}
        {shown.length === 0 ? (
          <li className="px-1.5 py-1 text-muted-foreground text-xs">No line matches.</li>
        ) : null}
      </ul>
      {!key && candidates.length > SHOWN ? (
        <p className="text-muted-foreground text-xs">
          Showing {SHOWN} of {candidates.length} lines: type to find the others.
        </p>
      ) : null}
    </div>
  );
}
