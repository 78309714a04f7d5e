import type { ParsedStatement } from '@bsp/shared/parse-result';
import { describe, expect, it } from 'vitest';
import { blankStatement } from '../../families.ts';
import { generateStatement, type SynthKind } from '../../index.ts';
import { tx } from '../blind-3/common.ts';
import { FAMILIES } from './index.ts';
import {
  brl,
  crAmount,
  crDrBalance,
  dashUsd,
  dayMon,
  deSigned,
  minIso,
  mirrorTruth,
  printedRow,
} from './kit.ts';

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

describe('blind-14 kit', () => {
  it('prints the amount styles of the batch', () => {
    expect(dashUsd(-123_456)).toBe('–$1,234.56');
    expect(dashUsd(500)).toBe('$5.00');
    expect(crAmount(50_000)).toBe('500.00Cr');
    expect(crAmount(-4_590)).toBe('45.90');
    expect(crDrBalance(-23_456)).toBe('234.56Dr');
    expect(deSigned(-4_590)).toBe('- 45,90');
    expect(deSigned(150_000)).toBe('+ 1.500,00');
    expect(brl(-123_456)).toBe('-1.234,56');
    expect(dayMon('2024-03-05')).toBe('05/MAR');
    expect(minIso('2024-03-05', '2024-03-01')).toBe('2024-03-01');
  });
  it('mirrors a second truth row onto the page and box of the first', () => {
    const st = blankStatement();
    const a = tx('2024-03-05', 'Payroll deduction', 2_000);
    const b = tx('2024-03-05', 'Payroll deduction', 2_500);
    const row = printedRow(st, a, 'Payroll deduction', { desc: 'Payroll deduction' }, 0);
    const m = mirrorTruth(st, row.tx!, b, 'Payroll deduction', -1_000);
    row.tx!.page = 2;
    row.tx!.bbox = [1, 2, 3, 4];
    expect(JSON.parse(JSON.stringify(m))).toMatchObject({
      page: 2,
      bbox: [1, 2, 3, 4],
      amount: '25.00',
    });
    expect(st.transactions).toHaveLength(2);
  });
});

describe('blind-14 families', () => {
  for (const family of Object.keys(FAMILIES)) {
    it(`${family}: truth reconciles and the PDF renders`, { timeout: 60_000 }, async () => {
      for (const seed of [1401, 1402, 1403, 1404]) {
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
      const s = await generateStatement({ seed: 1400 + i, family, kind });
      expect(s.files[0]!.bytes.length).toBeGreaterThan(1000);
      expect(s.truth.method).toBe('ocr');
      for (const st of s.truth.statements) reconciles(st);
    }
  });
});
