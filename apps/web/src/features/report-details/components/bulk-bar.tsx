import { Ban, CircleCheck, Tag, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

/** Actions on the ticked rows: set (or clear) their category, exclude or include them. */
export function BulkBar({
  count,
  hidden,
  categories,
  busy,
  onSetCategory,
  onSetExcluded,
  onClear,
}: {
  count: number;
  /** Ticked rows the filter hides (they are changed too). */
  hidden: number;
  categories: readonly string[];
  busy: boolean;
  onSetCategory: (category: string | null) => void;
  onSetExcluded: (excluded: boolean) => void;
  onClear: () => void;
}) {
  const id = useId();
  const [category, setCategory] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSetCategory(category.trim() || null);
  };
  const rows = count === 1 ? '1 row' : `${count} rows`;
  return (
    <form
      aria-label="Change the selected rows"
      data-testid="bulk-bar"
      onSubmit={onSubmit}
      className="grid gap-2 rounded-lg border border-primary/30 bg-primary/5 p-2 sm:flex sm:flex-wrap sm:items-center sm:gap-x-3"
    >
      <p className="font-medium text-sm" data-testid="bulk-count">
        {rows} selected
        {hidden > 0 ? (
          <span className="font-normal text-muted-foreground">
            {' '}
            ({hidden} hidden by the filter)
          </span>
        ) : null}
      </p>
      <div className="flex min-w-0 items-center gap-2">
        <Label htmlFor={`${id}-category`} className="sr-only">
          Category for the selected rows
        </Label>
        <Input
          id={`${id}-category`}
          list={`${id}-categories`}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          placeholder="Category"
          maxLength={100}
          className="h-8 min-w-0 flex-1 sm:w-44 sm:flex-none"
        />
        <datalist id={`${id}-categories`}>
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <Button
          type="submit"
          size="sm"
          variant={category.trim() ? 'default' : 'outline'}
          disabled={busy}
        >
          <Tag aria-hidden="true" />
          {category.trim() ? 'Set category' : 'Clear category'}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => onSetExcluded(true)}
        >
          <Ban aria-hidden="true" />
          Exclude
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => onSetExcluded(false)}
        >
          <CircleCheck aria-hidden="true" />
          Include
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onClear}>
          <X aria-hidden="true" />
          Clear selection
        </Button>
      </div>
    </form>
  );
}
