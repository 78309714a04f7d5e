import type { BalanceBreak } from '@bsp/insights';

type StoredIssue = { code?: string; message?: string; transaction_id?: string | null };

/** Whether a statement's certificate holds, and where the arithmetic breaks. */
export function certificateOf(statement: { checks: unknown }): {
  balancesHold: boolean;
  breaks: BalanceBreak[];
} {
  const checks = (statement.checks ?? {}) as { reconciled?: boolean; issues?: StoredIssue[] };
  const arithmetic = (checks.issues ?? []).filter((i) => i.code?.endsWith('_mismatch'));
  return {
    balancesHold: arithmetic.length === 0,
    breaks: arithmetic.map((i) => ({ rowId: i.transaction_id ?? null, message: i.message ?? '' })),
  };
}
