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
  const m = /^([A-Z0-9.]{1,8})\s?\*\s?(?=\S)/i.exec(text);
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

/** A web address's ending on a name (SKIPTHEDISHES.COM, CRAVE.CA); a brand that keeps it is found first. */
const DOMAIN_ENDING = /\.(?:com?|ca|ie|uk|de|fr|es|nl|in|au|net|org)(?:\.(?:uk|au|in))?$/i;

/**
 * The last word before a state code is the city, unless a listed city (San Francisco) ends the
 * text — the city list takes those — or the word is a brand or trade word (BILLPAY BESCOM CA).
 */
function dropUnknownCity(text: string): string {
  const parts = text.split(' ');
  for (let n = Math.min(3, parts.length - 1); n >= 1; n--)
    if (isCity(words(parts.slice(-n).join(' ')))) return text;
  const last = words(parts.at(-1)!);
  if (findBrand(last, 0)?.fromOwnList || (findKeyword(last)?.confidence ?? 0) >= 0.85) return text;
  return parts.slice(0, -1).join(' ');
}

function stripTrailing(text: string): string {
  let s = text.replace(/[\s,.*/-]+$/, '');
  for (let round = 0; round < 4; round++) {
    const before = s;
    const parts = s.split(' ');
    if (parts.length > 1) {
      const place = TRAILING_PLACE.exec(s);
      s = s.replace(TRAILING_PLACE, '');
      // "NAME CITY ST": a state or province code follows the city, whatever the city's name
      if (place && STATE_CODE.test(place[0].trim()) && s.includes(' ')) s = dropUnknownCity(s);
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
      if (isCity(words(words3.slice(-n).join(' ')))) {
        s = words3.slice(0, -n).join(' ');
        break;
      }
    }
    s = s.replace(LEGAL_SUFFIX, '').replace(/[\s,.*/-]+$/, '');
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
  if (brand && (brand.fromOwnList || (brand.start === 0 && brand.length === tokens.length))) {
    return { name: brand.name, key: compactKey(brand.keyName ?? brand.name), brand: true };
  }
  const cut = truncatedBrand(tokens);
  if (cut) return { name: cut.name, key: cut.key, brand: true };
  return { name: properCase(text), key: compactKey(text).slice(0, KEY_CHARS) };
}
