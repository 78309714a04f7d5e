/** Blind batch 12: mainstream US, UK, Canada, Australia, NZ, Singapore, India, South Africa, Mexico and Colombia layouts (issue #10). */
import type { FamilyFn } from '../../families.ts';
import { auNabForward } from './au-nab-forward.ts';
import { caSavingsClosingtotals } from './ca-savings-closingtotals.ts';
import { coTarjetaCuotas } from './co-tarjeta-cuotas.ts';
import { inBusinessInitbr } from './in-business-initbr.ts';
import { mxChequesFolio } from './mx-cheques-folio.ts';
import { nzBusinessColumns } from './nz-business-columns.ts';
import { sgConsolidatedAccounts } from './sg-consolidated-accounts.ts';
import { ukNatwestPaidin } from './uk-natwest-paidin.ts';
import { us360TwoAccounts } from './us-360-two-accounts.ts';
import { usCardDailycash } from './us-card-dailycash.ts';
import { usCardRefnum } from './us-card-refnum.ts';
import { zaStandardDatelast } from './za-standard-datelast.ts';

export const FAMILIES: Record<string, FamilyFn> = {
  'us-card-refnum': usCardRefnum,
  'us-card-dailycash': usCardDailycash,
  'us-360-two-accounts': us360TwoAccounts,
  'ca-savings-closingtotals': caSavingsClosingtotals,
  'uk-natwest-paidin': ukNatwestPaidin,
  'au-nab-forward': auNabForward,
  'nz-business-columns': nzBusinessColumns,
  'sg-consolidated-accounts': sgConsolidatedAccounts,
  'in-business-initbr': inBusinessInitbr,
  'za-standard-datelast': zaStandardDatelast,
  'mx-cheques-folio': mxChequesFolio,
  'co-tarjeta-cuotas': coTarjetaCuotas,
};
