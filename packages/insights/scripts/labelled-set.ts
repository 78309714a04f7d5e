/** Reads a labelled set (data/labelled/<name>.csv) for training and evaluation. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decimalToMinor } from '@bsp/shared/money';
import type { CategoriseRow } from '../src/categorise/types.ts';
import { parseCsv } from '../src/exports/csv.ts';

export interface LabelledRow extends CategoriseRow {
  id: string;
  region: string;
  category: string;
  /** '' when no organisation is named */
  merchant: string;
}

const HEADER = 'id,region,date,description,amount,currency,category,merchant';
export const LABELLED_DIR = join(dirname(fileURLToPath(import.meta.url)), '../data/labelled');

export function readLabelledSet(name: string): LabelledRow[] {
  const [header, ...rows] = parseCsv(
    readFileSync(join(LABELLED_DIR, `${name}.csv`), 'utf8'),
  ).filter((r) => r.length > 1);
  if (header?.join(',') !== HEADER) throw new Error(`${name}.csv: unexpected header`);
  return rows.map(([id, region, date, description, amount, currency, category, merchant]) => ({
    id: id!,
    region: region!,
    date: date!,
    description: description!,
    amountMinor: decimalToMinor(amount!, currency),
    currency: currency!,
    category: category!,
    merchant: merchant ?? '',
  }));
}

/**
 * Sets listed as tuning data in data/labelled/README.md ("- tuning sets: `tuning-1`, …"): only
 * these may have their rows printed or trained on; every other set is blind.
 */
export function tuningSets(
  readme = readFileSync(join(LABELLED_DIR, 'README.md'), 'utf8'),
): string[] {
  const line = readme.split('\n').find((l) => /^-\s*tuning sets:/i.test(l));
  return line ? [...line.matchAll(/`([\w-]+)`/g)].map((m) => m[1]!) : [];
}

/** Names of the labelled sets present (data/labelled/*.csv). */
export function labelledSetNames(): string[] {
  return readdirSync(LABELLED_DIR)
    .filter((f) => f.endsWith('.csv'))
    .map((f) => f.slice(0, -4))
    .sort();
}
