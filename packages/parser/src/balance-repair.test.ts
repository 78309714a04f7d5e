import { describe, expect, it } from 'vitest';
import {
  oneDigitApart,
  oneDigitMoreOrLess,
  repairBalanceSigns,
  repairFromBalances,
} from './balance-repair.ts';

const ocr = (n: number) => new Array<boolean>(n).fill(true);

describe('digit distances', () => {
  it('one digit read as another, one digit too many or too few', () => {
    expect(oneDigitApart(5799, 6799)).toBe(true);
    expect(oneDigitApart(5799, 6798)).toBe(false);
    expect(oneDigitApart(5799, 57990)).toBe(false);
    expect(oneDigitMoreOrLess(19011, 1911)).toBe(true);
    expect(oneDigitMoreOrLess(164223, 64223)).toBe(true);
    expect(oneDigitMoreOrLess(1911, 1911)).toBe(false);
    expect(oneDigitMoreOrLess(1911, 2911)).toBe(false);
  });
});

describe('repairFromBalances', () => {
  // opening 1000.00; rows −57.99, −100.00, +20.00 with balances 942.01, 842.01, 862.01
  const base = {
    amounts: [-5799, -10000, 2000],
    balances: [94201, 84201, 86201] as Array<number | null>,
    opening: 100000,
    closing: 86201,
    closingPrinted: true,
    ocr: ocr(3),
  };

  it('leaves a consistent statement alone', () => {
    const r = repairFromBalances(base);
    expect(r.repairs).toEqual([]);
    expect(r.amounts).toEqual(base.amounts);
  });

  it('reads a misread digit of an amount as both confirmed balances give it', () => {
    const r = repairFromBalances({ ...base, amounts: [-5799, -20000, 2000] });
    expect(r.amounts).toEqual([-5799, -10000, 2000]);
    expect(r.repairs).toEqual([{ field: 'amount', row: 1, from: -20000, to: -10000 }]);
  });

  it('does not choose between the opening balance and the first row', () => {
    // 67.99 for 57.99 on the first row, or 1010.00 for 1000.00 as the opening: both fit
    const r = repairFromBalances({ ...base, amounts: [-6799, -10000, 2000] });
    expect(r.repairs).toEqual([]);
  });

  it('reads a balance whose sign or digit was misread as the rows give it', () => {
    const sign = repairFromBalances({ ...base, balances: [94201, -84201, 86201] });
    expect(sign.balances).toEqual([94201, 84201, 86201]);
    expect(sign.repairs).toEqual([{ field: 'balance', row: 1, from: -84201, to: 84201 }]);
    // a digit too many ("1842.01" for 842.01)
    const extra = repairFromBalances({ ...base, balances: [94201, 184201, 86201] });
    expect(extra.balances).toEqual([94201, 84201, 86201]);
  });

  it('reads the opening balance as the first confirmed balance gives it', () => {
    const r = repairFromBalances({ ...base, opening: 300000 });
    expect(r.opening).toBe(100000);
    expect(r.repairs).toEqual([{ field: 'opening', row: null, from: 300000, to: 100000 }]);
    const sign = repairFromBalances({ ...base, opening: -100000 });
    expect(sign.opening).toBe(100000);
  });

  it('reads a misread closing balance as the last confirmed balance gives it', () => {
    const r = repairFromBalances({ ...base, closing: 66201 });
    expect(r.closing).toBe(86201);
  });

  it('does nothing when more than one reading could be wrong', () => {
    // end-of-day balance after two rows: −57.99 and −100.00 → off by 10.00 fits both
    const r = repairFromBalances({
      ...base,
      amounts: [-6799, -10000, 2000],
      balances: [null, 84201, 86201],
    });
    expect(r.repairs.filter((x) => x.field === 'amount')).toEqual([]);
  });

  it('does nothing without a confirmed balance after the break', () => {
    const r = repairFromBalances({
      ...base,
      amounts: [-5799, -10000, 3000],
      balances: [94201, 84201, null],
    });
    // the last row breaks against the closing; the closing could be the misread one as well
    expect(r.repairs).toEqual([]);
  });

  it('a printed last balance and the closing balance agreeing confirm the last row', () => {
    const r = repairFromBalances({ ...base, amounts: [-5799, -10000, 3000] });
    expect(r.amounts).toEqual([-5799, -10000, 2000]);
  });

  it('never touches rows of a text layer', () => {
    const r = repairFromBalances({
      ...base,
      amounts: [-5799, -20000, 2000],
      ocr: [false, false, false],
    });
    expect(r.repairs).toEqual([]);
    expect(r.amounts[1]).toBe(-20000);
  });
});

describe('repairBalanceSigns', () => {
  it('flips a run of balances that lost their minus, before signs are solved from them', () => {
    // opening −1000.00; −100.00 (marked), +38.32 (unmarked), −2.89 (marked)
    const r = repairBalanceSigns({
      values: [10000, 3832, 289],
      fixed: [-1, 0, -1],
      // −1100.00 and −1061.68 were read without their minus
      balances: [110000, 106168, -106457],
      opening: -100000,
      closing: -106457,
      closingPrinted: true,
      ocr: ocr(3),
    });
    expect(r.balances).toEqual([-110000, -106168, -106457]);
    expect(r.repairs.map((x) => x.row)).toEqual([0, 1]);
  });

  it('keeps balances that fit as read', () => {
    const r = repairBalanceSigns({
      values: [10000, 3832],
      fixed: [-1, 0],
      balances: [-110000, -106168],
      opening: -100000,
      closing: null,
      closingPrinted: false,
      ocr: ocr(2),
    });
    expect(r.repairs).toEqual([]);
  });
});
