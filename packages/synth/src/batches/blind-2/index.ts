/** Blind batch 2: continental European statement layouts (issue #10). */
import type { FamilyFn } from '../../families.ts';
import { atBankKontoauszug } from './at-bank-kontoauszug.ts';
import { beBankExtrait } from './be-bank-extrait.ts';
import { chPostfinanceAuszug } from './ch-postfinance-auszug.ts';
import { deDirektbankAuszug } from './de-direktbank-auszug.ts';
import { deKreditkarte } from './de-kreditkarte.ts';
import { deSparkasseAuszug } from './de-sparkasse-auszug.ts';
import { deVolksbankGeschaeftskonto } from './de-volksbank-geschaeftskonto.ts';
import { esBancoExtracto } from './es-banco-extracto.ts';
import { frBanqueReleve } from './fr-banque-releve.ts';
import { itEstrattoConto } from './it-estratto-conto.ts';
import { nlBankAfschrift } from './nl-bank-afschrift.ts';
import { ptBancoExtrato } from './pt-banco-extrato.ts';

export const FAMILIES: Record<string, FamilyFn> = {
  'de-sparkasse-auszug': deSparkasseAuszug,
  'de-direktbank-auszug': deDirektbankAuszug,
  'de-kreditkarte': deKreditkarte,
  'de-volksbank-geschaeftskonto': deVolksbankGeschaeftskonto,
  'at-bank-kontoauszug': atBankKontoauszug,
  'fr-banque-releve': frBanqueReleve,
  'be-bank-extrait': beBankExtrait,
  'es-banco-extracto': esBancoExtracto,
  'it-estratto-conto': itEstrattoConto,
  'nl-bank-afschrift': nlBankAfschrift,
  'pt-banco-extrato': ptBancoExtrato,
  'ch-postfinance-auszug': chPostfinanceAuszug,
};
