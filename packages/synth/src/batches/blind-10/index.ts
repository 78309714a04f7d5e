/** Blind batch 10: Vietnam, Kenya, Romania, Finland, Hungary, Morocco, Bangladesh, Singapore, Italy, US, Philippines, Estonia (issue #10). */
import type { FamilyFn } from '../../families.ts';
import { bdSavingsExcise } from './bd-savings-excise.ts';
import { eeKontoValjavote } from './ee-konto-valjavote.ts';
import { fiTilioteArchive } from './fi-tiliote-archive.ts';
import { huSzamlakivonatHuf } from './hu-szamlakivonat-huf.ts';
import { itCartaCredito } from './it-carta-credito.ts';
import { keBankExcise } from './ke-bank-excise.ts';
import { maReleveDirham } from './ma-releve-dirham.ts';
import { phEwalletHistory } from './ph-ewallet-history.ts';
import { roExtrasRulaj } from './ro-extras-rulaj.ts';
import { sgCardSupplementary } from './sg-card-supplementary.ts';
import { usPaypalActivity } from './us-paypal-activity.ts';
import { vnSaokeBilingual } from './vn-saoke-bilingual.ts';

export const FAMILIES: Record<string, FamilyFn> = {
  'vn-saoke-bilingual': vnSaokeBilingual,
  'ke-bank-excise': keBankExcise,
  'ro-extras-rulaj': roExtrasRulaj,
  'fi-tiliote-archive': fiTilioteArchive,
  'hu-szamlakivonat-huf': huSzamlakivonatHuf,
  'ma-releve-dirham': maReleveDirham,
  'bd-savings-excise': bdSavingsExcise,
  'sg-card-supplementary': sgCardSupplementary,
  'it-carta-credito': itCartaCredito,
  'us-paypal-activity': usPaypalActivity,
  'ph-ewallet-history': phEwalletHistory,
  'ee-konto-valjavote': eeKontoValjavote,
};
