/**
 * Writes data/labelled/tuning-1.csv from the hand-written merchant lines in scripts/tuning/*.txt:
 *
 *   node packages/insights/scripts/write-tuning-set.ts
 *
 * Each line is `CATEGORY|merchant label|sign|min-max|variant;;variant…`: descriptor variants as
 * the region's banks print them, with placeholders for what changes from row to row (store
 * numbers, dates, card digits, cities, people). A seeded generator fills them in, so the file is
 * reproducible. This is the TUNING set: the categoriser may be tuned on it; blind-1 is never read.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

interface Region {
  code: string;
  currency: string;
  cities: string[];
  states?: string[];
  people: string[];
  months: string[];
}

const REGIONS: Region[] = [
  {
    code: 'US',
    currency: 'USD',
    cities: [
      'PORTLAND',
      'SEATTLE',
      'AUSTIN',
      'BROOKLYN',
      'SAN FRANCISCO',
      'DENVER',
      'CHICAGO',
      'OAKLAND',
    ],
    states: ['OR', 'WA', 'TX', 'NY', 'CA', 'CO', 'IL', 'CA'],
    people: ['JOHN MILLER', 'SARAH CHEN', 'MIKE RODRIGUEZ', 'EMILY JOHNSON', 'DAVID KIM'],
    months: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN'],
  },
  {
    code: 'UK',
    currency: 'GBP',
    cities: ['LONDON', 'MANCHESTER', 'LEEDS', 'BRISTOL', 'GLASGOW', 'BRIGHTON'],
    people: ['J SMITH', 'MRS A PATEL', 'TOM WILLIAMS', 'R JONES', 'SOPHIE TAYLOR'],
    months: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN'],
  },
  {
    code: 'DE',
    currency: 'EUR',
    cities: ['BERLIN', 'MUENCHEN', 'HAMBURG', 'KOELN', 'FRANKFURT', 'LEIPZIG'],
    people: ['Max Mustermann', 'Anna Schmidt', 'Lukas Becker', 'Julia Wagner', 'Felix Hoffmann'],
    months: ['Januar', 'Februar', 'Maerz', 'April', 'Mai', 'Juni'],
  },
  {
    code: 'FR',
    currency: 'EUR',
    cities: ['PARIS', 'LYON', 'MARSEILLE', 'TOULOUSE', 'BORDEAUX', 'NANTES'],
    people: ['M DUPONT JEAN', 'MME MARTIN CLAIRE', 'LUCAS BERNARD', 'CAMILLE PETIT', 'HUGO ROBERT'],
    months: ['JANVIER', 'FEVRIER', 'MARS', 'AVRIL', 'MAI', 'JUIN'],
  },
  {
    code: 'ES',
    currency: 'EUR',
    cities: ['MADRID', 'BARCELONA', 'VALENCIA', 'SEVILLA', 'BILBAO', 'MALAGA'],
    people: [
      'JUAN GARCIA LOPEZ',
      'MARIA FERNANDEZ',
      'CARLOS SANCHEZ',
      'LUCIA MARTINEZ',
      'PABLO RUIZ',
    ],
    months: ['ENERO', 'FEBRERO', 'MARZO', 'ABRIL', 'MAYO', 'JUNIO'],
  },
  {
    code: 'NL',
    currency: 'EUR',
    cities: ['AMSTERDAM', 'UTRECHT', 'ROTTERDAM', 'DEN HAAG', 'EINDHOVEN', 'GRONINGEN'],
    people: ['J de Vries', 'S Bakker', 'M van Dijk', 'L Visser', 'T Jansen'],
    months: ['januari', 'februari', 'maart', 'april', 'mei', 'juni'],
  },
  {
    code: 'IN',
    currency: 'INR',
    cities: ['MUMBAI', 'BANGALORE', 'PUNE', 'DELHI', 'HYDERABAD', 'CHENNAI'],
    people: ['RAHUL SHARMA', 'PRIYA NAIR', 'AMIT KUMAR', 'SNEHA IYER', 'VIKRAM SINGH'],
    months: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN'],
  },
  {
    code: 'AU',
    currency: 'AUD',
    cities: ['SYDNEY', 'MELBOURNE', 'BRISBANE', 'PERTH', 'ADELAIDE', 'SURRY HILLS'],
    people: ['JAMES WILSON', 'OLIVIA BROWN', 'JACK THOMPSON', 'CHLOE WHITE', 'LIAM MARTIN'],
    months: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN'],
  },
];

/** mulberry32: small seeded PRNG so the set is reproducible */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = prng(20261126);
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const pick = <T>(list: T[]): T => list[Math.floor(rand() * list.length)]!;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
const alnum = (n: number) =>
  Array.from({ length: n }, () => pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'])).join('');

function fill(template: string, region: Region, date: Date): string {
  const cityIndex = int(0, region.cities.length - 1);
  const person = pick(region.people);
  const dd = pad(date.getUTCDate(), 2);
  const mm = pad(date.getUTCMonth() + 1, 2);
  return template
    .replace(/\{(\w+)\}/g, (_, key: string) => {
      switch (key) {
        case 'c':
          return region.cities[cityIndex]!;
        case 'st':
          return region.states?.[cityIndex] ?? '';
        case 's':
          return String(int(100, 9999));
        case 'd':
          return `${mm === '00' ? '01' : dd}/${mm}`;
        case 'D':
          return `${dd}.${mm}.${String(date.getUTCFullYear()).slice(2)}`;
        case 'iso':
          return date.toISOString().slice(0, 10);
        case 't':
          return `${pad(int(7, 22), 2)}:${pad(int(0, 59), 2)}`;
        case 'k':
          return digits(4);
        case 'r':
          return digits(6);
        case 'R':
          return alnum(int(8, 12));
        case 'U':
          return digits(12);
        case 'N':
          return person;
        case 'h':
          return person
            .toLowerCase()
            .replace(/[^a-z]/g, '')
            .slice(0, 10);
        case 'm':
          return region.months[date.getUTCMonth() % region.months.length]!;
        default:
          throw new Error(`unknown placeholder {${key}} in ${template}`);
      }
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const lines = ['id,region,date,description,amount,currency,category,merchant'];
const counts: Record<string, number> = {};
for (const region of REGIONS) {
  const rows: { date: string; fields: string[] }[] = [];
  const spec = readFileSync(join(here, 'tuning', `${region.code.toLowerCase()}.txt`), 'utf8');
  for (const line of spec.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [category, merchant, sign, range, variantText] = line.split('|');
    if (!category || merchant === undefined || !sign || !range || !variantText)
      throw new Error(`bad line: ${line}`);
    const variants = variantText.split(';;');
    const [lo, hi] = range.split('-').map(Number) as [number, number];
    const n = Math.min(5, Math.max(2, variants.length + 1));
    for (let i = 0; i < n; i++) {
      const date = new Date(Date.UTC(2024, int(0, 5), int(1, 28)));
      const description = fill(variants[i % variants.length]!, region, date);
      const major = lo + rand() * (hi - lo);
      const amount = (sign === '-' ? -1 : 1) * Math.max(0.01, Math.round(major * 100) / 100);
      rows.push({
        date: date.toISOString().slice(0, 10),
        fields: [description, amount.toFixed(2), region.currency, category, merchant],
      });
    }
  }
  rows.sort((a, b) => a.date.localeCompare(b.date));
  rows.forEach((row, i) => {
    lines.push(
      [`t1-${region.code.toLowerCase()}-${pad(i + 1, 3)}`, region.code, row.date, ...row.fields]
        .map(csvField)
        .join(','),
    );
  });
  counts[region.code] = rows.length;
}
writeFileSync(join(here, '../data/labelled/tuning-1.csv'), `${lines.join('\r\n')}\r\n`);
console.log(`tuning-1.csv: ${lines.length - 1} rows`, counts);
