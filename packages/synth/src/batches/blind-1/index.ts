/** Batch blind-1: North American and UK layouts written without reading the parser (issue #10). */

import type { FamilyFn } from '../../families.ts';
import { caChequing } from './ca-chequing.ts';
import { caCreditCard } from './ca-credit-card.ts';
import { ukAppBank } from './uk-app-bank.ts';
import { ukBuildingSociety } from './uk-building-society.ts';
import { ukCreditCard } from './uk-credit-card.ts';
import { ukHighStreet } from './uk-high-street.ts';
import { usBankChecking } from './us-bank-checking.ts';
import { usBusinessChecking } from './us-business-checking.ts';
import { usCardMembers } from './us-card-members.ts';
import { usCardSections } from './us-card-sections.ts';
import { usChargeCard } from './us-charge-card.ts';
import { usCuShares } from './us-cu-shares.ts';

export const FAMILIES: Record<string, FamilyFn> = {
  'us-card-sections': usCardSections,
  'us-card-members': usCardMembers,
  'us-charge-card': usChargeCard,
  'us-bank-checking': usBankChecking,
  'us-cu-shares': usCuShares,
  'us-business-checking': usBusinessChecking,
  'ca-chequing': caChequing,
  'ca-credit-card': caCreditCard,
  'uk-high-street': ukHighStreet,
  'uk-app-bank': ukAppBank,
  'uk-building-society': ukBuildingSociety,
  'uk-credit-card': ukCreditCard,
};
