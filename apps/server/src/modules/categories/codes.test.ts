import { CATEGORY_CODES, CATEGORY_LABELS } from '@bsp/insights';
import { PRIMARY_CATEGORY_CODES } from '@bsp/shared';
import { describe, expect, it } from 'vitest';

// The API contract repeats the codes so the web app need not load the categoriser; they must
// stay the categoriser's, in its order.
describe('primary category codes', () => {
  it('are the same in the API contract and the categoriser', () => {
    expect([...PRIMARY_CATEGORY_CODES]).toEqual([...CATEGORY_CODES]);
    expect(Object.keys(CATEGORY_LABELS).sort()).toEqual([...PRIMARY_CATEGORY_CODES].sort());
  });
});
