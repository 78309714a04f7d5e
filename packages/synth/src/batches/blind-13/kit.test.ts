import type { ParsedStatement } from '@bsp/shared/parse-result';
import { describe, expect, it } from 'vitest';
import { generateStatement, type SynthKind } from '../../index.ts';
import { FAMILIES } from './index.ts';
import { lettered, monDay, nUpLines, wordsRange } from './kit.ts';

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
    if (t.postDate) expect(t.postDate >= t.date!).toBe(true);
    expect(t.page).toBeGreaterThan(0);
    expect(t.bbox).not.toBeNull();
    expect(minor(t.amount)).not.toBe(0);
    expect(t.description.trim()).toBe(t.description);
    expect(t.description).not.toBe('');
  }
  for (const k of ['bankName', 'accountHolder', 'accountNumber', 'currency'] as const)
    expect(st[k]).toBeTruthy();
}

describe('blind-13 kit', () => {
  it('prints lettered amounts, upper-case month-days and ranges in words', () => {
    expect(lettered(-1_234_56, ['D', 'C'])).toBe('1,234.56 D');
    expect(lettered(25_000, ['', 'CR'], undefined, '')).toBe('250.00CR');
    expect(monDay('2024-02-19')).toBe('FEB 19');
    expect(wordsRange('2024-03-01', '2024-03-31')).toBe('March 1, 2024 - March 31, 2024');
    expect(wordsRange('2023-12-16', '2024-01-15', true)).toBe(
      'December 16, 2023 - January 15, 2024',
    );
  });
  it('lays entries several to a line', () => {
    const lines = nUpLines(
      0,
      300,
      3,
      [
        [0, 'left'],
        [90, 'right'],
      ],
      [
        ['1', 'a'],
        ['2', 'b'],
        ['3', 'c'],
        ['4', 'd'],
      ],
      ['No', 'X'],
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]!.cells.map((c) => c.text)).toEqual(['1', 'a', '2', 'b', '3', 'c']);
    expect(lines[1]!.cells[2]!.x).toBe(100);
    expect(lines[2]!.cells.map((c) => c.text)).toEqual(['4', 'd']);
  });
});

describe('blind-13 families', () => {
  for (const family of Object.keys(FAMILIES)) {
    it(`${family}: truth reconciles and the PDF renders`, { timeout: 60_000 }, async () => {
      for (const seed of [1301, 1302, 1303, 1304]) {
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
      const s = await generateStatement({ seed: 1300 + i, family, kind });
      expect(s.files[0]!.bytes.length).toBeGreaterThan(1000);
      expect(s.truth.method).toBe('ocr');
      for (const st of s.truth.statements) reconciles(st);
    }
  });
});
