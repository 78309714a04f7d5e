/** Blind batch 13: mainstream US, UK, Indian, South African, Canadian and Australian layouts (issue #10). */
import type { FamilyFn } from '../../families.ts';
import { usCommunityCheckimages } from './us-community-checkimages.ts';
import { usStoreCardPromo } from './us-store-card-promo.ts';
import { usWalletSpendReserve } from './us-wallet-spend-reserve.ts';

export const FAMILIES: Record<string, FamilyFn> = {
  'us-community-checkimages': usCommunityCheckimages,
  'us-wallet-spend-reserve': usWalletSpendReserve,
  'us-store-card-promo': usStoreCardPromo,
};
