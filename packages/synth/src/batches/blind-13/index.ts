/** Blind batch 13: mainstream US, UK, Indian, South African, Canadian and Australian layouts (issue #10). */
import type { FamilyFn } from '../../families.ts';
import { auQuarterlyMonthtotals } from './au-quarterly-monthtotals.ts';
import { caVisaRefline } from './ca-visa-refline.ts';
import { inCardDcLetters } from './in-card-dc-letters.ts';
import { inSavingsMode } from './in-savings-mode.ts';
import { ukAppBusinessNewest } from './uk-app-business-newest.ts';
import { ukBsFlexStatementno } from './uk-bs-flex-statementno.ts';
import { ukCardReceived } from './uk-card-received.ts';
import { usCommunityCheckimages } from './us-community-checkimages.ts';
import { usP2pWalletMonth } from './us-p2p-wallet-month.ts';
import { usStoreCardPromo } from './us-store-card-promo.ts';
import { usWalletSpendReserve } from './us-wallet-spend-reserve.ts';
import { zaFeecolumnApp } from './za-feecolumn-app.ts';

export const FAMILIES: Record<string, FamilyFn> = {
  'us-community-checkimages': usCommunityCheckimages,
  'us-wallet-spend-reserve': usWalletSpendReserve,
  'us-store-card-promo': usStoreCardPromo,
  'us-p2p-wallet-month': usP2pWalletMonth,
  'uk-card-received': ukCardReceived,
  'uk-bs-flex-statementno': ukBsFlexStatementno,
  'uk-app-business-newest': ukAppBusinessNewest,
  'in-savings-mode': inSavingsMode,
  'in-card-dc-letters': inCardDcLetters,
  'za-feecolumn-app': zaFeecolumnApp,
  'ca-visa-refline': caVisaRefline,
  'au-quarterly-monthtotals': auQuarterlyMonthtotals,
};
