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
  /\b(?:NLD|BEA|GEA|Betaalpas|PAS\d+|CCV|iDEAL|Incasso|Overboeking|Bakkerij|Apotheek|Kapsalon|Slagerij|Stichting|Gemeente|Amsterdam|Rotterdam|Utrecht|Den Haag|Eindhoven|Groningen|Haarlem|Leiden|Nijmegen|Arnhem|Tilburg|Breda)\b/i;

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
  if (DUTCH.test(description)) out = out.replace(/(?<=\S )de(?= \p{Lu})/gu, 'De');
  return out;
}
