/** Blind batch 5: US, UK, New Zealand, Singapore, India, Australia and Colombia (issue #10). */
import type { FamilyFn } from '../../families.ts';
import { ukCurrentOrdinal } from './uk-current-ordinal.ts';
import { usCardCategory } from './us-card-category.ts';
import { usCuTrailing } from './us-cu-trailing.ts';
import { usLedgerSections } from './us-ledger-sections.ts';

export const FAMILIES: Record<string, FamilyFn> = {
  'us-ledger-sections': usLedgerSections,
  'us-cu-trailing': usCuTrailing,
  'us-card-category': usCardCategory,
  'uk-current-ordinal': ukCurrentOrdinal,
};
