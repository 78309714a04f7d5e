/**
 * Statements → the parser's JSON contract: a `ParseResult`-shaped document
 * `{ file, pages, method, statements, warnings, errors }`. Every contract field is present
 * (unknown values null). Enrichments (`id`, `category`, `merchant`, `notes`) follow the contract fields of a
 * transaction when the input has them; `excluded: true` only appears with `includeExcluded`.
 */
import type { ParsedStatement, ParsedTransaction, ParseResult } from '@bsp/shared';
import {
  type ExportOptions,
  type ExportStatement,
  type ExportTransaction,
  keptTransactions,
} from './common.ts';

export type ExportedTransaction = ParsedTransaction &
  Pick<ExportTransaction, 'id' | 'category' | 'merchant' | 'notes' | 'excluded'>;

export interface ExportedParseResult extends Omit<ParseResult, 'statements'> {
  statements: Array<
    Omit<ParsedStatement, 'transactions'> & { transactions: ExportedTransaction[] }
  >;
}

function transaction(t: ExportTransaction): ExportedTransaction {
  const out: ExportedTransaction = {
    date: t.date ?? null,
    postDate: t.postDate ?? null,
    description: t.description,
    amount: t.amount,
    balance: t.balance ?? null,
    reference: t.reference ?? null,
    page: t.page,
    bbox: t.bbox ?? null,
    confidence: t.confidence,
  };
  if (t.id !== undefined) out.id = t.id;
  if (t.category !== undefined) out.category = t.category;
  if (t.merchant !== undefined) out.merchant = t.merchant;
  if (t.notes !== undefined) out.notes = t.notes;
  if (t.excluded) out.excluded = true;
  return out;
}

/** The document as an object (for callers that embed it). */
export function toParseResultDocument(
  statements: ExportStatement[],
  options: ExportOptions = {},
): ExportedParseResult {
  const meta = options.json ?? {};
  const pages = Math.max(0, ...statements.flatMap((s) => s.transactions.map((t) => t.page ?? 0)));
  return {
    file: meta.file ?? 'bsp-export',
    pages: meta.pages ?? pages,
    method: meta.method ?? 'text',
    statements: statements.map((s) => ({
      bankName: s.bankName ?? null,
      accountHolder: s.accountHolder ?? null,
      accountNumber: s.accountNumber ?? null,
      accountType: s.accountType ?? null,
      currency: s.currency ?? null,
      periodStart: s.periodStart ?? null,
      periodEnd: s.periodEnd ?? null,
      openingBalance: s.openingBalance ?? null,
      closingBalance: s.closingBalance ?? null,
      totals: { moneyIn: s.totals?.moneyIn ?? null, moneyOut: s.totals?.moneyOut ?? null },
      transactions: keptTransactions(s, options).map(({ tx }) => transaction(tx)),
      checks: { reconciled: s.checks?.reconciled ?? false, issues: s.checks?.issues ?? [] },
      confidence: s.confidence,
    })),
    warnings: meta.warnings ?? [],
    errors: meta.errors ?? [],
  };
}

/** Pretty-printed JSON text (2 spaces, trailing newline), as `bsp parse` prints it. */
export function exportJson(statements: ExportStatement[], options: ExportOptions = {}): string {
  return `${JSON.stringify(toParseResultDocument(statements, options), null, 2)}\n`;
}
