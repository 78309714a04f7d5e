/** Blind batch 8: Hong Kong, Saudi Arabia, Egypt, Ghana, Brazil, Peru, UK, US, Ireland, Korea, Canada (issue #10). */
import type { FamilyFn } from '../../families.ts';
import { brCartaoFatura } from './br-cartao-fatura.ts';
import { caTfsaQuarterly } from './ca-tfsa-quarterly.ts';
import { egCurrentAccount } from './eg-current-account.ts';
import { ghBankStatement } from './gh-bank-statement.ts';
import { hkIntegratedAccount } from './hk-integrated-account.ts';
import { ieCreditCard } from './ie-credit-card.ts';
import { krEnglishWon } from './kr-english-won.ts';
import { peCuentaSoles } from './pe-cuenta-soles.ts';
import { saCurrentHijri } from './sa-current-hijri.ts';
import { ukAppDaily } from './uk-app-daily.ts';
import { usChargeCardMembers } from './us-charge-card-members.ts';
import { usCuMultiShare } from './us-cu-multi-share.ts';

export const FAMILIES: Record<string, FamilyFn> = {
  'hk-integrated-account': hkIntegratedAccount,
  'sa-current-hijri': saCurrentHijri,
  'eg-current-account': egCurrentAccount,
  'gh-bank-statement': ghBankStatement,
  'br-cartao-fatura': brCartaoFatura,
  'pe-cuenta-soles': peCuentaSoles,
  'uk-app-daily': ukAppDaily,
  'us-charge-card-members': usChargeCardMembers,
  'ie-credit-card': ieCreditCard,
  'kr-english-won': krEnglishWon,
  'ca-tfsa-quarterly': caTfsaQuarterly,
  'us-cu-multi-share': usCuMultiShare,
};
