import type { ParsedStatement } from '@bsp/shared/parse-result';
import { describe, expect, it } from 'vitest';
import { blankStatement } from '../../families.ts';
import { generateStatement, type SynthKind } from '../../index.ts';
import { tx } from '../blind-3/common.ts';
import { FAMILIES } from './index.ts';
import { columnsRow, esDate, monthDay, trailingMinus, usd } from './kit.ts';

const minor = (s: string) => Math.round(Number(s) * 100);

/** Opening + Σ amounts = closing, printed balances follow the running balance, rows placed. */
function reconciles(st: ParsedStatement): void {
  const amounts = st.transactions.map((t) => minor(t.amount));
  expect(st.checks.reconciled).toBe(true);
  expect(minor(st.openingBalance!) + amounts.reduce((a, b) => a + b, 0)).toBe(
    minor(st.closingBalance!),
  );
  let txs = st.transactions;
  if (txs.length > 1 && txs[0]!.date! > txs.at(-1)!.date!) txs = [...txs].reverse();
  let bal = minor(st.openingBalance!);
  for (const t of txs) {
    bal += minor(t.amount);
    if (t.balance !== null) expect(minor(t.balance)).toBe(bal);
    expect(t.date! >= st.periodStart! && t.date! <= st.periodEnd!).toBe(true);
    expect(t.page).toBeGreaterThan(0);
    expect(t.bbox).not.toBeNull();
    expect(minor(t.amount)).not.toBe(0);
  }
  for (const k of ['bankName', 'accountHolder', 'accountNumber', 'currency'] as const)
    expect(st[k]).toBeTruthy();
}

describe('blind-12 kit', () => {
  it('prints dollars, trailing minus, month-day and Spanish dates', () => {
    expect(usd(-1_234_56)).toBe('-$1,234.56');
    expect(usd(-4_512, 'spaced')).toBe('- $45.12');
    expect(usd(100_000, 'spaced')).toBe('+ $1,000.00');
    expect(usd(-50_000, 'parens')).toBe('($500.00)');
    expect(usd(50_000, 'plus')).toBe('+$500.00');
    expect(trailingMinus(-15_000)).toBe('150.00-');
    expect(trailingMinus(15_000)).toBe('150.00');
    expect(monthDay('2024-02-15')).toBe('02 15');
    expect(esDate('2024-03-05')).toBe('05-MAR-2024');
    expect(esDate('2024-01-31', false)).toBe('31 ENE');
  });
  it('joins the text columns of a row into the truth description', () => {
    const st = blankStatement();
    const t = tx('2024-03-05', 'x', -1_000);
    const row = columnsRow(
      st,
      t,
      { type: 'BP', party: 'INLAND REVENUE', part: '', code: 'GST', ref: 'MAR24' },
      ['type', 'party', 'part', 'code', 'ref'],
      { out: '10.00' },
      null,
    );
    expect(st.transactions[0]!.description).toBe('BP INLAND REVENUE GST MAR24');
    expect(row.cells).toMatchObject({ type: 'BP', code: 'GST', out: '10.00' });
  });
});

describe('blind-12 families', () => {
  for (const family of Object.keys(FAMILIES)) {
    it(`${family}: truth reconciles and the PDF renders`, { timeout: 60_000 }, async () => {
      for (const seed of [1201, 1202, 1203, 1204]) {
        const s = await generateStatement({ seed, family, kind: 'text' });
        const head = Buffer.from(s.files[0]!.bytes.slice(0, 5)).toString();
        expect(head).toBe('%PDF-');
        expect(s.truth.statements.length).toBeGreaterThan(0);
        for (const st of s.truth.statements) reconciles(st);
      }
    });
  }
  it('render as scanned, image and photo too', { timeout: 120_000 }, async () => {
    const kinds: SynthKind[] = ['scanned', 'image', 'photo'];
    for (const [i, family] of Object.keys(FAMILIES).entries()) {
      const kind = kinds[i % kinds.length]!;
      const s = await generateStatement({ seed: 1200 + i, family, kind });
      expect(s.files[0]!.bytes.length).toBeGreaterThan(1000);
      expect(s.truth.method).toBe('ocr');
      for (const st of s.truth.statements) reconciles(st);
    }
  });
});
