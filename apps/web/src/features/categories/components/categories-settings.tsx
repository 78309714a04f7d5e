import { useMemo } from 'react';
import { useCategories } from '../api/categories';
import { categoryNames } from '../lib/category-names';
import { MerchantsCard } from './merchants-card';
import { OwnCategoriesCard } from './own-categories-card';
import { ProposalsCard } from './proposals-card';
import { RulesCard } from './rules-card';

/** Settings › Categories & rules (issue #11). */
export function CategoriesSettings() {
  const { data } = useCategories();
  const names = useMemo(() => categoryNames(data), [data]);
  return (
    <section aria-labelledby="categories-heading" className="grid gap-6" id="categories">
      <div>
        <h2 id="categories-heading" className="font-semibold text-xl">
          Categories &amp; rules
        </h2>
        <p className="text-muted-foreground text-sm">
          Rows are categorised on this machine: your rules first, then what you taught the app, then
          the bank’s wording, a merchant list and a small model.
        </p>
      </div>
      <ProposalsCard names={names} />
      <RulesCard names={names} />
      <MerchantsCard names={names} />
      <OwnCategoriesCard />
    </section>
  );
}
