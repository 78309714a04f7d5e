import { LAYOUT_COLUMN_ROLES, LAYOUT_ROLE_LABELS } from '@bsp/shared';
import { describe, expect, it } from 'vitest';
import { ROLE_SHORT_LABELS } from './roles';

describe('short role labels', () => {
  it('are part of the full label (the visible text stays in the accessible name)', () => {
    for (const role of LAYOUT_COLUMN_ROLES) {
      expect(LAYOUT_ROLE_LABELS[role].toLowerCase()).toContain(
        ROLE_SHORT_LABELS[role].toLowerCase(),
      );
    }
  });
});
