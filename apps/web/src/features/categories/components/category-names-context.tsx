import { createContext, useContext } from 'react';
import { type CategoryNames, categoryNames } from '../lib/category-names';

/** The user's category labels for deep cells (grid rows are memoised; a context avoids props). */
export const CategoryNamesContext = createContext<CategoryNames>(categoryNames(undefined));

export function useCategoryNames(): CategoryNames {
  return useContext(CategoryNamesContext);
}
