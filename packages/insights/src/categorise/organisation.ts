/**
 * For rows decided by bank wording (salary, tax, rent, loans), the merchant is the organisation
 * named in the descriptor: the wording words themselves ("SALARY", "RENT MARCH") are not a name.
 */
import { properCase } from './casing.ts';
import { LEGAL_SUFFIX } from './rails.ts';
import { fold } from './text.ts';

const GENERIC = new Set(
  (
    'salary salaries sal payroll pay wages wage dir dep direct deposit credit debit cr dr gehalt lohn salaire paie nomina ' +
    'salaris loon stipendio pension payment pmt pymt epayment autopay ach online transfer xfer tfr to from rent miete loyer ' +
    'alquiler huur mortgage loan emi repayment instalment installment tax taxes refund ref thank you received card credit ' +
    'cashout cash out request monthly month january february march april may june july august september october november ' +
    'december jan feb mar apr jun jul aug sep sept oct nov dec maart mei juni juli okt januar februar marz maerz mai juni juli ' +
    'oktober dezember janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre enero febrero marzo ' +
    'abril mayo junio julio agosto septiembre octubre noviembre diciembre for the of and bill invoice premium contribution ' +
    'benefit benefits interest sepa vir prlv recu emis de du la le motif virement transferencia recibo overboeking bgc fpi fpo ' +
    'so dd sip mf neft imps upi nach des id indn co ppd ccd web kindergeld abschlag beitrag beitragsnr spende miete ' +
    'kreditkartenabrechnung abrechnung kreditkarte entgelt kontofuhrungsentgelt gehalt tilgung darlehen rate ' +
    'cuota prestamo nomina devolucion loyer salaire echeance pret impot taxe huur salaris termijn premie ' +
    'donatie donation don donativo ctax tax payment mtg principal immo n hipotecario hipoteca liquidacion ln repay ' +
    'rates ibi ivtm tasa impuesto contribucion taxe fonciere grundsteuer gemeentelijke belastingen capital interets hypotheek hypotheken mutuo finanziamento rata estratto conto causale stipendio retribuzione'
  ).split(' '),
);

/** Articles and prepositions that join the words of one name. */
const JOIN_WORDS = new Set([
  'of',
  'the',
  'and',
  'de',
  'du',
  'des',
  'la',
  'le',
  'del',
  'van',
  'der',
]);

export function organisationName(text: string | null): string | null {
  if (!text) return null;
  const parts = text.split(/\s+/).filter((p) => p.length > 0);
  // words of the wording itself, numbers and letter-digit references are not part of a name
  // "council" is a name's word (CARDIFF COUNCIL) except in the wording "council tax"
  const isGeneric = (p: string, i = -1) =>
    GENERIC.has(fold(p).replace(/[^a-z0-9]/g, '')) ||
    /\d/.test(p) ||
    p.includes('/') ||
    (fold(p) === 'council' && i >= 0 && /^tax/i.test(parts[i + 1] ?? ''));
  let start = 0;
  while (start < parts.length && isGeneric(parts[start]!, start)) start++;
  // an article or preposition inside a name stays when a name word follows it
  // (CITY OF STIRLING, AYUNTAMIENTO DE MURCIA, BOULONS DU NORD)
  const isJoin = (p: string) => JOIN_WORDS.has(fold(p));
  let end = start;
  while (end < parts.length) {
    if (!isGeneric(parts[end]!, end)) end++;
    else if (
      end > start &&
      isJoin(parts[end]!) &&
      end + 1 < parts.length &&
      !isGeneric(parts[end + 1]!)
    )
      end += 2;
    else break;
  }
  const name = parts.slice(start, end).join(' ').replace(LEGAL_SUFFIX, '').trim();
  return name.length > 1 ? properCase(name) : null;
}

/** Words that say a rent payee is a business (letting agency, landlord company), not a person. */
const RENT_BUSINESS =
  /\b(?:property|properties|lettings?|management|mgmt|estates?|realty|real estate|agency|housing|homes|hausverwaltung|immobilien|wohnungsbau|wohnen|gestion|immobilier|foncia|nexity|inmobiliaria|gestiones|woonstichting|wonen|vastgoed|beheer|ltd|limited|llc|inc|gmbh|sas|sarl|sl|sa|bv|b\.v\.|pty)\b/i;

export function isRentBusiness(text: string): boolean {
  return RENT_BUSINESS.test(text);
}
