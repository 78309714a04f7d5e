import type { ParsedStatement } from '@bsp/shared/parse-result';
import { describe, expect, it } from 'vitest';
import { generateStatement, type SynthKind } from '../../index.ts';
import { FAMILIES } from './index.ts';
import { monD, pesoSignAfter, spacedSign, trailUsd } from './kit.ts';

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
    expect(t.description.trim()).toBe(t.description);
    expect(t.description).not.toBe('');
  }
  for (const k of ['bankName', 'accountHolder', 'accountNumber', 'currency'] as const)
    expect(st[k]).toBeTruthy();
}

describe('blind-15 kit', () => {
  it('prints the amount and date styles of the batch', () => {
    expect(trailUsd(-123_456)).toBe('1,234.56-');
    expect(trailUsd(-4_590, true)).toBe('$ 45.90-');
    expect(trailUsd(500)).toBe('5.00');
    expect(spacedSign(-500_000)).toBe('- 5 000,00');
    expect(spacedSign(15_000_000)).toBe('+ 150 000,00');
    expect(pesoSignAfter(-123_456)).toBe('$ -1.234,56');
    expect(pesoSignAfter(5_119)).toBe('$ 51,19');
    expect(monD('2024-03-05')).toBe('Mar 5');
  });
});

describe('blind-15 families', () => {
  for (const family of Object.keys(FAMILIES)) {
    it(`${family}: truth reconciles and the PDF renders`, { timeout: 60_000 }, async () => {
      for (const seed of [1501, 1502, 1503, 1504]) {
        const s = await generateStatement({ seed, family, kind: 'text' });
        const head = Buffer.from(s.files[0]!.bytes.slice(0, 5)).toString();
        expect(head).toBe('%PDF-');
        expect(s.truth.statements.length).toBeGreaterThan(0);
        for (const st of s.truth.statements) reconciles(st);
      }
    });
  }
  it('render as scanned, image and photo too', { timeout: 180_000 }, async () => {
    const kinds: SynthKind[] = ['scanned', 'image', 'photo'];
    for (const [i, family] of Object.keys(FAMILIES).entries()) {
      const kind = kinds[i % kinds.length]!;
      const s = await generateStatement({ seed: 1500 + i, family, kind });
      expect(s.files[0]!.bytes.length).toBeGreaterThan(1000);
      expect(s.truth.method).toBe('ocr');
      for (const st of s.truth.statements) reconciles(st);
    }
  });
});
