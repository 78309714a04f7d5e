/**
 * Clean merchant names from raw descriptors: processor prefixes, rail words, card and store
 * numbers, dates, times, places and legal suffixes off; known brands get their usual spelling.
 */
import { properCase } from './casing.ts';
import { findBrand, findKeyword, isCity } from './dictionary.ts';
import {
  CUT_AT,
  FIELD_EXTRACTORS,
  LEADING_NOISE,
  LEGAL_SUFFIX,
  MEMO_HEAD,
  MEMO_TAIL,
  STATE_CODE,
  TRAILING_PLACE,
} from './rails.ts';
import { respell } from './spelling.ts';
import { compactKey, decodeEntities, words } from './text.ts';
import { truncatedBrand } from './truncated-brand.ts';

export interface CleanMerchant {
  /** The name a person would want to see; null when nothing name-like is left. */
  name: string | null;
  /** Normalised key: descriptor variants of one merchant share it (memory and rules use it). */
  key: string;
  /** the name is a known brand's spelling (not re-cased or trimmed further) */
  brand?: boolean;
}

/** Independent merchants are keyed by the start of their name: statements truncate the rest. */
const KEY_CHARS = 14;

/** Apps that are their own merchant even though they look like a processor prefix. */
const SELF_PROCESSORS: [RegExp, string][] = [
  [/^UBER\s*\*?\s*EATS\b/i, 'UBER EATS'],
  [/^UBER\b/i, 'UBER'],
  [/^(?:DD\s*\*\s*)?DOORDASH\b/i, 'DOORDASH'],
  [/^LYFT\b/i, 'LYFT'],
  [/^(?:AMZN|AMAZON)\s*(?:MKTP|MKTPL|MARKETPLACE|\.COM|COM)\b/i, 'AMAZON'],
];

/** Services sold under a processor-like prefix that names them: GOOGLE*WORKSPACE, GOOGLE *ADS. */
const PREFIXED_SERVICES: [RegExp, string][] = [
  [/\bGOOGLE\s*\*\s*(?:WORKSPACE|GSUITE|G SUITE)/i, 'GOOGLE WORKSPACE'],
  [/\bGOOGLE\s*\*\s*ADS\b/i, 'GOOGLE ADS'],
];

/** "HLU*HULU", "TM *TICKETMASTER": a short processor code before a star, unless it is a brand itself. */
function stripProcessorCode(text: string): string {
  // "REVOLUT**4417*" is the wallet itself with card digits, not a code before a seller
  const m = /^([A-Z0-9.]{1,8})\s?\*\s?(?=[^\s*])/i.exec(text);
  if (!m) return text;
  const code = words(m[1]!);
  if (code.length > 0 && findBrand(code, 0)?.length === code.length) return text;
  return text.slice(m[0].length);
}

function stripLeading(text: string): string {
  let s = text;
  for (let round = 0; round < 8; round++) {
    const before = s;
    for (const pattern of LEADING_NOISE) s = s.replace(pattern, '');
    s = stripProcessorCode(s);
    s = s.replace(/^[\s*:;,./#-]+/, '');
    if (s === before) break;
  }
  return s;
}

function cutNoise(text: string): string {
  let end = text.length;
  for (const pattern of CUT_AT) {
    const m = pattern.exec(text);
    if (m && m.index > 0 && m.index < end) end = m.index;
  }
  return text.slice(0, end);
}

/** CommBank's two-letter state codes before AUS (NS, VI, AC …). */
const AU_SHORT_STATE = /^(?:NS|VI|QL|SA|WA|TA|NT|AC)$/;

/** A web address's ending on a name (SKIPTHEDISHES.COM, CRAVE.CA); a brand that keeps it is found first. */
const DOMAIN_ENDING = /\.(?:com?|ca|ie|uk|de|fr|es|nl|in|au|net|org)(?:\.(?:uk|au|in))?$/i;

/**
 * The last word before a state code is the city, unless a listed city (San Francisco) ends the
 * text — the city list takes those — or the word is a brand or trade word (BILLPAY BESCOM CA).
 */
function dropUnknownCity(text: string): string {
  const parts = text.split(' ');
  // AU banks print the suburb twice ("SPOTLIGHT FYSHWICK FYSHWICK AC AUS"): both copies go
  if (parts.length > 2 && words(parts.at(-1)!).join('') === words(parts.at(-2)!).join(''))
    return parts.slice(0, -2).join(' ');
  for (let n = Math.min(3, parts.length - 1); n >= 1; n--)
    if (isCity(words(parts.slice(-n).join(' ')))) return text;
  const last = words(parts.at(-1)!);
  if (findBrand(last, 0)?.fromOwnList || (findKeyword(last)?.confidence ?? 0) >= 0.85) return text;
  return parts.slice(0, -1).join(' ');
}

/**
 * Towns glued to a name or printed twice: CaixaBank's "TABERNA EL POSTIGO-SEVILLA" (a listed town
 * after a hyphen) and NAB's "FANTASTIC FURN FYSHWICK FYSHWICK" (a suburb repeated).
 */
function dropTownSuffix(text: string): string {
  const glued = /^(.*\S)-([^\s-][^-]*)$/.exec(text);
  if (glued && isCity(words(glued[2]!)) && words(glued[1]!).length > 0) return glued[1]!;
  const parts = text.split(' ');
  const last = words(parts.at(-1) ?? '').join('');
  if (parts.length > 2 && last.length >= 4 && last === words(parts.at(-2)!).join(''))
    return parts.slice(0, -2).join(' ');
  // a business named after its suburb, the suburb printed again after it: "HILLTOP DENTAL
  // HILLTOP", "MOUNT EDEN VET MOUNT EDEN" (the trailing copy is the place)
  for (let n = Math.min(3, Math.floor((parts.length - 1) / 2)); n >= 1; n--) {
    const head = words(parts.slice(0, n).join(' ')).join(' ');
    const between = words(parts.slice(n, -n).join(' '));
    if (
      head.length >= 4 &&
      between.length > 0 &&
      head === words(parts.slice(-n).join(' ')).join(' ')
    )
      return parts.slice(0, -n).join(' ');
  }
  return text;
}

/** Last words after which a town belongs to the name: prepositions and public bodies. */
const NAME_CONTINUES =
  /^(?:de|del|du|des|of|di|da|von|van|gemeente|stadt|ville|mairie|commune|ayuntamiento|ajuntament|ayto|comune|municipio|landkreis|kreis|provincie|waterschap|landeshauptstadt)$/;

function stripTrailing(text: string): string {
  let s = text.replace(/[\s,.*/-]+$/, '');
  for (let round = 0; round < 4; round++) {
    const before = s;
    const parts = s.split(' ');
    const place = parts.length > 1 ? TRAILING_PLACE.exec(s) : null;
    // "BARDON FADE CO": Co ends a company's name unless a listed city comes before it (DENVER CO)
    const company = place?.[0].trim() === 'CO' && !isCity(words(parts.at(-2)!));
    if (place && !company) {
      s = s.replace(TRAILING_PLACE, '');
      // "NAME CITY ST": a state or province code follows the city, whatever the city's name;
      // AU cards print two-letter states before the country ("CANBERRA AC AUS")
      const [code, country] = place[0].trim().split(' ');
      const state = STATE_CODE.test(code!) || (country === 'AUS' && AU_SHORT_STATE.test(code!));
      if (state && s.includes(' ')) s = dropUnknownCity(s);
    }
    const tokens = words(s);
    if (DOMAIN_ENDING.test(s) && findBrand(tokens, 0)?.length !== tokens.length)
      s = s.replace(DOMAIN_ENDING, '');
    const words3 = s.split(' ');
    // a brand that ends in a town's name (HARVEY NORMAN) keeps it
    const brand = findBrand(words(s), 1);
    const brandEnd = brand ? brand.start + brand.length : 0;
    for (let n = Math.min(3, words3.length - 1); n >= 1; n--) {
      const left = words(words3.slice(0, -n).join(' '));
      if (brandEnd > left.length) continue;
      // a bare trade word is no name: HORNO SAN ROQUE is the bakery's name, not Horno in San Roque
      if (left.length === 1 && findKeyword(left)) continue;
      // a town after a preposition or a public body's word is the name's own (TRANVIA DE MURCIA,
      // AYUNTAMIENTO DE LORCA, GEMEENTE ZWOLLE, STADT KASSEL): a name never ends in "de" or "Stadt"
      if (NAME_CONTINUES.test(left.at(-1) ?? '')) continue;
      if (isCity(words(words3.slice(-n).join(' ')))) {
        s = words3.slice(0, -n).join(' ');
        break;
      }
    }
    s = s.replace(LEGAL_SUFFIX, '').replace(/[\s,.*/-]+$/, '');
    s = dropTownSuffix(s);
    if (s === before) break;
  }
  return s;
}

/** The counterparty part of a descriptor, rails and noise removed (still as printed). */
/**
 * Chase ACH lines pad the company name to its field: "OHIOHEALTH       WEB PMTS   …   WEB ID: …";
 * the name ends at the first run of spaces.
 */
const PADDED_ACH_NAME = /^(\S(?:[^\s]|\s(?!\s)){0,21})\s{2,}.*\b(?:PPD|WEB|CCD) ID:/i;

export function merchantText(description: string): string {
  const decoded = decodeEntities(description);
  let s = (PADDED_ACH_NAME.exec(decoded)?.[1] ?? decoded).replace(/\s+/g, ' ').trim();
  for (const pattern of FIELD_EXTRACTORS) {
    const m = pattern.exec(s);
    if (m?.[1]?.trim()) {
      s = m[1].trim();
      break;
    }
  }
  for (const [pattern, name] of PREFIXED_SERVICES) if (pattern.test(s)) return name;
  s = stripLeading(s);
  for (const [pattern, name] of SELF_PROCESSORS) if (pattern.test(s)) return name;
  s = cutNoise(s);
  // a hand-listed brand that ends in a place word (METRO DE MADRID) is kept whole
  const whole = findBrand(words(s), 1);
  if (whole?.fromOwnList && whole.start + whole.length === words(s).length)
    return s.replace(/[\s,.*/-]+$/, '');
  s = stripTrailing(s);
  return s.trim();
}

/** The payee's name without the memo words a bank prints after it (see MEMO_TAIL). */
function withoutMemo(text: string): string {
  let end = text.length;
  for (const pattern of MEMO_TAIL) {
    const m = pattern.exec(text);
    if (m && m.index > 0 && m.index < end) end = m.index;
  }
  return text
    .slice(0, end)
    .replace(MEMO_HEAD, '')
    .replace(LEGAL_SUFFIX, '')
    .replace(/[\s,.*/-]+$/, '');
}

/**
 * Trade words that card terminals abbreviate at the start of a shop's name: PHIE DES HALLES is a
 * pharmacie, FCIA a farmacia, PELUQ a peluquería, BOUL a boulangerie, CLIN VETO a vet's clinic.
 */
const TRADE_ABBREVIATIONS: [RegExp, string][] = [
  [/^PHIE(?= )/i, 'Pharmacie'],
  [/^FCIA(?= )/i, 'Farmacia'],
  [/^PELUQ(?= )/i, 'Peluquería'],
  [/^BOUL(?= )/i, 'Boulangerie'],
  [/^CLIN VETO?(?= )/i, 'Clinique vétérinaire'],
  [/^CAB(?= (?:M[ée]dical|Dentaire|Infirmier|Kin[ée]))/i, 'Cabinet'],
];

function expandTradeAbbreviation(name: string): string {
  for (const [pattern, word] of TRADE_ABBREVIATIONS)
    if (pattern.test(name)) return name.replace(pattern, word);
  return name;
}

/** `currency` lets names printed in euros get their diacritics back (BAECKEREI → Bäckerei). */
export function cleanMerchant(description: string, currency?: string): CleanMerchant {
  const merchant = merchantFromText(merchantText(description), description);
  if (merchant.name && !merchant.brand)
    merchant.name = respell(merchant.name, description, currency);
  return merchant;
}

/** cleanMerchant when merchantText(description) is already known (the cascade computes it once). */
export function merchantFromText(text: string, description: string): CleanMerchant {
  const tokens = words(text);
  if (tokens.length === 0 || !/\p{L}/u.test(text))
    return { name: null, key: compactKey(description).slice(0, KEY_CHARS) };
  const brand = findBrand(tokens, 1);
  // the hand list names brands by their stem (REWE Markt → REWE); an index brand names the
  // merchant only when it covers every word (ACME TECHNOLOGIES is not the Acme supermarket)
  // a public body's word listed as a brand (Gemeente) names the town's body with the town after it
  const body =
    brand?.fromOwnList &&
    brand.length === 1 &&
    brand.start + 1 < tokens.length &&
    NAME_CONTINUES.test(tokens[brand.start]!) &&
    !/^(?:de|del|du|des|of|di|da|von|van)$/.test(tokens[brand.start]!);
  if (
    brand &&
    !body &&
    (brand.fromOwnList || (brand.start === 0 && brand.length === tokens.length))
  ) {
    return { name: brand.name, key: compactKey(brand.keyName ?? brand.name), brand: true };
  }
  const cut = truncatedBrand(tokens);
  if (cut) return { name: cut.name, key: cut.key, brand: true };
  return {
    name: expandTradeAbbreviation(properCase(withoutMemo(text))),
    key: compactKey(text).slice(0, KEY_CHARS),
  };
}
