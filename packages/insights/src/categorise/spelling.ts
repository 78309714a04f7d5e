/**
 * Spelling a cleaned name as people write it: banks print capitals without diacritics
 * (BAECKEREI KRAEMER, PELUQUERIA, CAFE DE BUURVROUW); the dictionary's word lists give the
 * diacritics back and Dutch names keep their capital article (Apotheek De Linde).
 */
import { spellingOf } from './dictionary.ts';

/** Diacritics are restored for statements in euros only: English names write "Cafe". */
const ACCENT_CURRENCIES = new Set(['EUR']);

/** Words that say a descriptor is Dutch, where "De" is a name's article, not "of". */
const DUTCH =
  /\b(?:NLD|BEA|GEA|Betaalpas|Betaalautomaat|Geldautomaat|pasnr|PAS\d+|CCV|iDEAL|Incasso|Overboeking|Bakkerij|Apotheek|Kapsalon|Slagerij|Stichting|Gemeente|Amsterdam|Rotterdam|Utrecht|Den Haag|Eindhoven|Groningen|Haarlem|Leiden|Nijmegen|Arnhem|Tilburg|Breda)\b/i;

/** Words that say a descriptor is German (Sparkasse card and debit lines, SEPA mandates). */
const GERMAN =
  /\b(?:Kartenzahlung|girocard|Lastschrift|Basislastschrift|Debitk|Karte Nr|Dauerauftrag|Gutschrift|Ueberweisung|Überweisung|Echtzeitueberweisung|Echtzeitüberweisung|MREF|CRED|Glaeubiger|Gläubiger)\b|\/\/[^/]*\/DE\b/i;

/** Words that say a descriptor is French (card payments, SEPA debits and transfers). */
const FRENCH =
  /\b(?:PAIEMENT PAR CARTE|CARTE X?\d{4}|FACTURE CARTE|CB\*\d{4}|PRLV SEPA|PRELEVEMENT|VIR SEPA|VIREMENT|RETRAIT DAB)\b/i;

/** ae/oe/ue that are no umlaut (Michael, Israel, Samuel, fuel, blue, Joe). */
const NO_UMLAUT = new Set([
  'michael',
  'raphael',
  'rafael',
  'israel',
  'ismael',
  'gael',
  'samuel',
  'manuel',
  'emanuel',
  'immanuel',
  'duell',
  'fuel',
  'cruel',
  'guest',
  'suez',
  'poet',
  'aerobic',
  'aero',
]);

/**
 * German banks print umlauts as ae/oe/ue (PLAERRER, LANDBAECKEREI, ROESLEIN): a word gets its
 * umlauts back unless the pair follows a vowel or q (Bauer, neue, Quelle) or ends the word (Blue).
 */
function umlauts(word: string): string {
  if (!/^[A-Za-z]{4,}$/.test(word) || NO_UMLAUT.has(word.toLowerCase())) return word;
  return word.replace(/(?<![aeiouqAEIOUQ])([aouAOU])e(?=[a-z])/g, (_, vowel: string) => {
    const umlaut = { a: 'ä', o: 'ö', u: 'ü', A: 'Ä', O: 'Ö', U: 'Ü' }[vowel as 'a'];
    return umlaut;
  });
}

function respellWord(word: string): string {
  if (/[^\p{ASCII}]/u.test(word) || !/^\p{L}{3,}$/u.test(word)) return word;
  const spelled = spellingOf(word);
  if (!spelled) return word;
  if (word === word.toLowerCase()) return spelled.toLowerCase();
  if (word === word.toUpperCase() && word.length <= 4) return word;
  return spelled;
}

export function respell(name: string, description: string, currency?: string): string {
  let out = name;
  if (currency && ACCENT_CURRENCIES.has(currency))
    out = out.replace(/\p{L}+/gu, (word) => respellWord(word));
  if (DUTCH.test(description))
    // a surname's particle after a trade word is capitalised: Slagerij Van Dam, Bakkerij Van der Berg
    out = out
      .replace(/(?<=\S )de(?= \p{Lu})/gu, 'De')
      .replace(/(?<=\S )van(?= (?:der |den |de )?\p{Lu})/gu, 'Van');
  if (currency === 'EUR' && GERMAN.test(description))
    out = out.replace(/\p{L}+/gu, (word) => (/[äöüÄÖÜ]/.test(word) ? word : umlauts(word)));
  // a French place or name after a saint is hyphenated: ST GEORGES → Saint-Georges, STE ANNE → Sainte-Anne
  if (FRENCH.test(description))
    out = out
      .replace(/\b(?:ST|St|SAINT|Saint)\s+(?=\p{Lu}\p{L}{2,})/gu, 'Saint-')
      .replace(/\b(?:STE|Ste|SAINTE|Sainte)\s+(?=\p{Lu}\p{L}{2,})/gu, 'Sainte-');
  return out;
}
