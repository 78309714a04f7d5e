/** Blind batch 11: Greece, Israel, Ukraine, Lithuania, Croatia, Bulgaria, Slovakia, Luxembourg, Iceland, Sri Lanka, Taiwan, Jamaica (issue #10). */
import type { FamilyFn } from '../../families.ts';
import { bgCreditCard } from './bg-credit-card.ts';
import { grCurrentBilingual } from './gr-current-bilingual.ts';
import { hrIzvodEurHrk } from './hr-izvod-eur-hrk.ts';
import { ilJointRtl } from './il-joint-rtl.ts';
import { isYfirlitIsk } from './is-yfirlit-isk.ts';
import { jmBusinessPagetotals } from './jm-business-pagetotals.ts';
import { lkVehicleLoan } from './lk-vehicle-loan.ts';
import { ltBusinessDk } from './lt-business-dk.ts';
import { luPrivateMulticurrency } from './lu-private-multicurrency.ts';
import { skSavingsLandscape } from './sk-savings-landscape.ts';
import { twRocSavings } from './tw-roc-savings.ts';
import { uaCardVypyska } from './ua-card-vypyska.ts';

export const FAMILIES: Record<string, FamilyFn> = {
  'gr-current-bilingual': grCurrentBilingual,
  'il-joint-rtl': ilJointRtl,
  'ua-card-vypyska': uaCardVypyska,
  'lt-business-dk': ltBusinessDk,
  'hr-izvod-eur-hrk': hrIzvodEurHrk,
  'bg-credit-card': bgCreditCard,
  'sk-savings-landscape': skSavingsLandscape,
  'lu-private-multicurrency': luPrivateMulticurrency,
  'is-yfirlit-isk': isYfirlitIsk,
  'lk-vehicle-loan': lkVehicleLoan,
  'tw-roc-savings': twRocSavings,
  'jm-business-pagetotals': jmBusinessPagetotals,
};
