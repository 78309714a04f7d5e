/** Blind batch 14: mainstream US, UK, EU, Latin American and African layouts not yet covered (issue #10). */
import type { FamilyFn } from '../../families.ts';
import { brItauSaldodia } from './br-itau-saldodia.ts';
import { deDbSollhaben } from './de-db-sollhaben.ts';
import { euWiseDatebelow } from './eu-wise-datebelow.ts';
import { mxBbvaDossaldos } from './mx-bbva-dossaldos.ts';
import { ngFintechMoneyfirst } from './ng-fintech-moneyfirst.ts';
import { ukCuSharesLoan } from './uk-cu-shares-loan.ts';
import { ukMortgageAnnual } from './uk-mortgage-annual.ts';
import { usBusinessNeobank } from './us-business-neobank.ts';
import { usCardCreditsCharges } from './us-card-credits-charges.ts';
import { usNeobankSettlement } from './us-neobank-settlement.ts';
import { usOnlineActivityPrint } from './us-online-activity-print.ts';
import { zaFnbAccrued } from './za-fnb-accrued.ts';

export const FAMILIES: Record<string, FamilyFn> = {
  'us-neobank-settlement': usNeobankSettlement,
  'us-business-neobank': usBusinessNeobank,
  'us-online-activity-print': usOnlineActivityPrint,
  'za-fnb-accrued': zaFnbAccrued,
  'uk-cu-shares-loan': ukCuSharesLoan,
  'eu-wise-datebelow': euWiseDatebelow,
  'br-itau-saldodia': brItauSaldodia,
  'mx-bbva-dossaldos': mxBbvaDossaldos,
  'de-db-sollhaben': deDbSollhaben,
  'ng-fintech-moneyfirst': ngFintechMoneyfirst,
  'us-card-credits-charges': usCardCreditsCharges,
  'uk-mortgage-annual': ukMortgageAnnual,
};
