/** Blind batch 9: Japan, China, UK, US, Australia, Netherlands, France, Spain, Switzerland, Nigeria, India (issue #10). */
import type { FamilyFn } from '../../families.ts';
import { auBusinessCrdr } from './au-business-crdr.ts';
import { chKontoauszugApostrophe } from './ch-kontoauszug-apostrophe.ts';
import { cnEnglishCurrent } from './cn-english-current.ts';
import { esCuentaFvalor } from './es-cuenta-fvalor.ts';
import { frCarteDifferee } from './fr-carte-differee.ts';
import { inSbiRefno } from './in-sbi-refno.ts';
import { jpCardEnglish } from './jp-card-english.ts';
import { ngGtbankRemarks } from './ng-gtbank-remarks.ts';
import { nlBusinessAfbij } from './nl-business-afbij.ts';
import { ukPassbookSavings } from './uk-passbook-savings.ts';
import { usBrokerageSweep } from './us-brokerage-sweep.ts';
import { usCheckingOverdraft } from './us-checking-overdraft.ts';

export const FAMILIES: Record<string, FamilyFn> = {
  'jp-card-english': jpCardEnglish,
  'cn-english-current': cnEnglishCurrent,
  'uk-passbook-savings': ukPassbookSavings,
  'us-brokerage-sweep': usBrokerageSweep,
  'au-business-crdr': auBusinessCrdr,
  'nl-business-afbij': nlBusinessAfbij,
  'fr-carte-differee': frCarteDifferee,
  'es-cuenta-fvalor': esCuentaFvalor,
  'ch-kontoauszug-apostrophe': chKontoauszugApostrophe,
  'ng-gtbank-remarks': ngGtbankRemarks,
  'us-checking-overdraft': usCheckingOverdraft,
  'in-sbi-refno': inSbiRefno,
};
