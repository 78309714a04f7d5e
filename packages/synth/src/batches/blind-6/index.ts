/** Blind batch 6: US, UK, Canada, India, Australia, NZ, HK, Peru, South Africa, Germany (issue #10). */
import type { FamilyFn } from '../../families.ts';
import { caCaisseReleve } from './ca-caisse-releve.ts';
import { inCoopSpill } from './in-coop-spill.ts';
import { nzCardYearend } from './nz-card-yearend.ts';
import { ukBsSentence } from './uk-bs-sentence.ts';
import { ukBusinessCard } from './uk-business-card.ts';
import { usHelocStatement } from './us-heloc-statement.ts';
import { usOnlineChecking } from './us-online-checking.ts';

export const FAMILIES: Record<string, FamilyFn> = {
  'us-online-checking': usOnlineChecking,
  'us-heloc-statement': usHelocStatement,
  'uk-bs-sentence': ukBsSentence,
  'uk-business-card': ukBusinessCard,
  'ca-caisse-releve': caCaisseReleve,
  'in-coop-spill': inCoopSpill,
  'nz-card-yearend': nzCardYearend,
};
