import { PRIMARY_CATEGORY_CODES, type PrimaryCategory } from '@bsp/shared';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form';
import { Input, NativeSelect } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { isApiError } from '../../../lib/api-client';
import { useCategories, useCategoryMutations } from '../api/categories';
import { categoryNames } from '../lib/category-names';

const message = (error: unknown, fallback: string) =>
  isApiError(error) ? error.message : fallback;

/** The user's own categories (a bookkeeper's accounts), each mapped onto a primary category. */
export function OwnCategoriesCard() {
  const id = useId();
  const { data } = useCategories();
  const names = categoryNames(data);
  const { create, rename, remove } = useCategoryMutations();
  const [name, setName] = useState('');
  const [primary, setPrimary] = useState<PrimaryCategory>('GENERAL_SERVICES');
  const [error, setError] = useState<string | null>(null);

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await create.mutateAsync({ name: name.trim(), primary });
      setName('');
    } catch (e) {
      setError(message(e, 'Could not add the category.'));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your categories</CardTitle>
        <CardDescription>
          Add your own categories (for example your chart of accounts). Each one counts towards a
          primary category in charts; deleting one puts its rows back in that primary category.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {error ? <FormAlert>{error}</FormAlert> : null}
        <ul className="grid gap-2" aria-label="Your categories">
          {(data?.user ?? []).map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-2 text-sm">
              <Input
                aria-label={`Name of ${c.name}`}
                defaultValue={c.name}
                className="h-8 w-48"
                onBlur={(e) => {
                  const next = e.target.value.trim();
                  if (next && next !== c.name) {
                    rename
                      .mutateAsync({ id: c.id, name: next })
                      .catch((err) => setError(message(err, 'Could not rename it.')));
                  }
                }}
              />
              <span className="text-muted-foreground">counts as {names.label(c.primary)}</span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Delete ${c.name}`}
                onClick={() =>
                  remove
                    .mutateAsync(c.id)
                    .catch((err) => setError(message(err, 'Could not delete it.')))
                }
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
          {data && data.user.length === 0 ? (
            <li className="text-muted-foreground text-sm">No categories of your own yet.</li>
          ) : null}
        </ul>
        <form className="flex flex-wrap items-end gap-2" onSubmit={onCreate}>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-name`}>New category</Label>
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={100}
              onChange={(e) => setName(e.target.value)}
              className="h-9 w-48"
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-primary`}>Counts as</Label>
            <NativeSelect
              id={`${id}-primary`}
              value={primary}
              onChange={(e) => setPrimary(e.target.value as PrimaryCategory)}
              className="h-9 w-56 py-0"
            >
              {PRIMARY_CATEGORY_CODES.map((code) => (
                <option key={code} value={code}>
                  {names.label(code)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" disabled={!name.trim() || create.isPending}>
            Add category
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
