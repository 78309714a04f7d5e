/** Blind batch 2: continental European statement layouts (issue #10). */
import type { FamilyFn } from '../../families.ts';
import { atBankKontoauszug } from './at-bank-kontoauszug.ts';
import { beBankExtrait } from './be-bank-extrait.ts';
import { deDirektbankAuszug } from './de-direktbank-auszug.ts';
import { deSparkasseAuszug } from './de-sparkasse-auszug.ts';
import { esBancoExtracto } from './es-banco-extracto.ts';
import { frBanqueReleve } from './fr-banque-releve.ts';

export const FAMILIES: Record<string, FamilyFn> = {
  'de-sparkasse-auszug': deSparkasseAuszug,
  'de-direktbank-auszug': deDirektbankAuszug,
  'at-bank-kontoauszug': atBankKontoauszug,
  'fr-banque-releve': frBanqueReleve,
  'be-bank-extrait': beBankExtrait,
  'es-banco-extracto': esBancoExtracto,
};
