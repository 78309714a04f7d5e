/**
 * Runs the categoriser over stored-shape rows (minor units, one currency) and answers the
 * transaction columns to write.
 */
import { categorise } from '@bsp/insights';
import { contextFor, type StoredContext } from './context.ts';

export type CategoryColumns = {
  category: string | null;
  merchant: string | null;
  merchant_key: string | null;
  category_source: string | null;
  category_confidence: number | null;
  category_suggested: boolean;
};

export type RowToCategorise = { description: string; amount: number; date: string | null };

export function categoriseRows(
  rows: RowToCategorise[],
  currency: string,
  stored: StoredContext,
): CategoryColumns[] {
  if (rows.length === 0) return [];
  const results = categorise(
    rows.map((r) => ({
      description: r.description,
      amountMinor: r.amount,
      currency,
      date: r.date ?? '',
    })),
    contextFor(stored, currency),
  );
  return results.map((r) => ({
    category: r.category,
    merchant: r.merchant,
    merchant_key: r.merchantKey || null,
    category_source: r.category === null ? null : r.source,
    category_confidence: r.category === null ? null : r.confidence,
    category_suggested: r.category !== null && r.suggested,
  }));
}
