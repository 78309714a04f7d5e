/** Test fixtures: a row or statement with sensible defaults (GBP, one account, one statement). */
import type { InsightRow, InsightStatement } from './types.ts';

let counter = 0;

export function makeRow(fields: Partial<InsightRow> & { amountMinor: number }): InsightRow {
  counter += 1;
  return {
    id: `row-${counter}`,
    accountId: 'acc-a',
    statementId: 'st-1',
    rowIndex: counter,
    date: '2024-01-01',
    balanceMinor: null,
    currency: 'GBP',
    description: fields.merchant ?? 'PAYMENT',
    merchant: null,
    merchantKey: null,
    category: null,
    excluded: false,
    ...fields,
  };
}

export function makeStatement(
  fields: Partial<InsightStatement> & { id: string },
): InsightStatement {
  return {
    accountId: 'acc-a',
    currency: 'GBP',
    periodStart: null,
    periodEnd: null,
    openingMinor: null,
    closingMinor: null,
    ...fields,
  };
}
