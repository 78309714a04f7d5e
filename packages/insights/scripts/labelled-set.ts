/** Reads a labelled set (data/labelled/<name>.csv) for training and evaluation. */
import { readFileSync } from 'node:fs';
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
