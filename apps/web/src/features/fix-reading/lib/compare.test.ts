import type { StatementPreview } from '@bsp/shared';
import { describe, expect, it } from 'vitest';
import { diffReadings, readingReconciles, readingVerdict, statementVerdict } from './compare';

const tx = (row_index: number, date: string, description: string, amount: string) => ({
  row_index,
  date,
  post_date: null,
  description,
  amount,
  balance: null,
  page: 1,
  bbox: null,
  source: 'parser' as const,
});

const statement = (amounts: string[], closing: string, reconciled: boolean): StatementPreview => ({
  position: 0,
  bank_name: 'Banc Example',
  account_number: null,
  currency: 'GBP',
  period_start: '2026-03-01',
  period_end: '2026-03-31',
  opening_balance: '100.00',
  closing_balance: closing,
  reconciled,
  issues: reconciled
    ? []
    : [{ code: 'closing', message: 'Opening + transactions ≠ closing.', row: null }],
  transactions: amounts.map((a, i) => tx(i, `2026-03-0${i + 1}`, `Row ${i}`, a)),
});

describe('verdicts', () => {
  it('says rows and reconciled, or by how much the closing balance differs', () => {
    expect(statementVerdict(statement(['10.00', '-5.00'], '105.00', true))).toBe(
      '2 rows, reconciled',
    );
    expect(statementVerdict(statement(['-10.00', '5.00'], '105.00', false))).toBe(
      '2 rows, does not reconcile: closing balance differs by £10.00',
    );
    // the sum holds but a check failed: its message
    expect(statementVerdict(statement(['5.00'], '105.00', false))).toBe(
      '1 row, does not reconcile: opening + transactions ≠ closing',
    );
    const missing = { ...statement(['5.00'], '105.00', false), closing_balance: null };
    expect(statementVerdict(missing)).toBe(
      '1 row, does not reconcile: no closing balance was read',
    );
  });

  it('sums up several statements', () => {
    const a = statement(['5.00'], '105.00', true);
    const b = statement(['5.00'], '100.00', false);
    expect(readingVerdict([a, b])).toBe('2 rows in 2 statements, 1 of 2 reconciled');
    expect(readingReconciles([a, b])).toBe(false);
    expect(readingReconciles([a])).toBe(true);
    expect(readingReconciles([])).toBe(false);
  });
});

describe('diffReadings', () => {
  it('counts the rows read differently', () => {
    const before = statement(['-10.00', '5.00', '1.00'], '96.00', true);
    const after = statement(['10.00', '-5.00', '1.00'], '106.00', true);
    const d = diffReadings([before], [after]);
    expect(d.summary).toBe('2 of 3 rows read differently.');
    expect(d.changedAfter.size).toBe(2);
    expect(d.changedBefore.size).toBe(2);
    expect(diffReadings([before], [before]).summary).toBe('No row changed.');
    const fewer = statement(['-10.00'], '90.00', true);
    expect(diffReadings([before], [fewer]).summary).toBe(
      '0 of 1 rows read differently · 3 rows before.',
    );
  });
});
