/** Blind batch 3: Asia-Pacific, Africa, Latin America, loan and savings statements. */
import type { FamilyFn } from '../../families.ts';
import { auEverydayCr } from './au-everyday-cr.ts';
import { auHomeLoan } from './au-home-loan.ts';
import { brExtratoDc } from './br-extrato-dc.ts';
import { coAhorrosSigned } from './co-ahorros-signed.ts';
import { inCardSections } from './in-card-sections.ts';
import { inPassbookDrcr } from './in-passbook-drcr.ts';
import { inSavingsNarration } from './in-savings-narration.ts';
import { keMobileMoney } from './ke-mobile-money.ts';
import { mxCargosAbonos } from './mx-cargos-abonos.ts';
import { nzSavingsInterest } from './nz-savings-interest.ts';
import { sgMultiCurrency } from './sg-multi-currency.ts';
import { zaChequeFees } from './za-cheque-fees.ts';

export const FAMILIES: Record<string, FamilyFn> = {
  'in-savings-narration': inSavingsNarration,
  'in-passbook-drcr': inPassbookDrcr,
  'au-everyday-cr': auEverydayCr,
  'au-home-loan': auHomeLoan,
  'nz-savings-interest': nzSavingsInterest,
  'sg-multi-currency': sgMultiCurrency,
  'za-cheque-fees': zaChequeFees,
  'ke-mobile-money': keMobileMoney,
  'mx-cargos-abonos': mxCargosAbonos,
  'br-extrato-dc': brExtratoDc,
  'co-ahorros-signed': coAhorrosSigned,
  'in-card-sections': inCardSections,
};
