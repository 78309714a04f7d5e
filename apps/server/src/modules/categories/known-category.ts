import { isCategoryCode } from '@bsp/insights';
import { errors } from '../../http/errors.ts';
import { isUuid } from '../transactions/ids.ts';
import type { CategoriesRepository } from './repository.ts';

/** A category a rule or "apply to all" may set: a primary code or one of the user's own. */
export async function assertKnownCategory(
  repo: CategoriesRepository,
  userId: string,
  category: string,
  field = 'category',
): Promise<void> {
  if (isCategoryCode(category)) return;
  if (isUuid(category) && (await repo.findUserCategory(userId, category))) return;
  throw errors.validation({ [field]: 'Use a category code or one of your own categories.' });
}
