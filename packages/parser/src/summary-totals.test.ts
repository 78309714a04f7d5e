import { describe, expect, it } from 'vitest';
import { type SummaryItem, summaryItemDirection, summaryTotals } from './summary-totals.ts';

const item = (dir: 1 | -1, minor: number, key: string): SummaryItem => ({ dir, minor, key });

describe('summaryItemDirection', () => {
  it('reads money-in and money-out categories and skips year-to-date figures', () => {
    expect(summaryItemDirection('depositsandothercredits')).toBe(1);
    expect(summaryItemDirection('interestpaidthisperiod')).toBe(1);
    expect(summaryItemDirection('withdrawalsandotherdebits')).toBe(-1);
    expect(summaryItemDirection('otherwithdrawalsdebitsandservicecharges')).toBe(-1);
    expect(summaryItemDirection('checks')).toBe(-1);
    expect(summaryItemDirection('interestpaidyeartodate')).toBeNull();
    expect(summaryItemDirection('averagedailybalancethisperiod')).toBeNull();
    expect(summaryItemDirection('accountnumber')).toBeNull();
  });
});

describe('a label that does not say its side', () => {
  it('"Interest" alone is tried on both sides: charged on a card, earned on savings', () => {
    expect(summaryItemDirection('interest')).toBe(0);
    expect(summaryItemDirection('paymentsandrefunds')).toBe(1);
    expect(summaryItemDirection('cashwithdrawals')).toBe(-1);
    // a card (balance grows with spending, as the statement's own sign convention reads it):
    // 2,472.21 owed, -469.55 paid, +1,839.61 purchases, +55.40 interest, +69.00 fees = 3,966.67
    const card = [
      item(1, 46955, 'paymentsandrefunds'),
      item(-1, 183961, 'purchases'),
      item(1, 5540, 'interest'),
      item(-1, 5540, 'interest'),
      item(-1, 6900, 'fees'),
    ];
    expect(summaryTotals(46955, 183961, card, -247221, -396667)).toEqual({
      moneyIn: 46955,
      moneyOut: 196401,
    });
  });
});

describe('summaryTotals', () => {
  it('keeps the first totals when they take the opening balance to the closing balance', () => {
    const items = [item(1, 152313, 'depositsadditions'), item(1, 13, 'interestpaidthisstatement')];
    expect(summaryTotals(152313, 100000, items, 10000, 62313)).toEqual({
      moneyIn: 152313,
      moneyOut: 100000,
    });
  });

  it('adds the category the arithmetic needs (interest paid beside deposits)', () => {
    const items = [
      item(1, 100000, 'depositsandothercredits'),
      item(1, 268, 'interestpaidthisperiod'),
      item(-1, 0, 'withdrawalsandotherdebits'),
    ];
    expect(summaryTotals(100000, 0, items, 582337, 682605)).toEqual({
      moneyIn: 100268,
      moneyOut: 0,
    });
  });

  it('sums several money-out categories (checks, other withdrawals, fees)', () => {
    const items = [
      item(-1, 70139, 'checks'),
      item(-1, 56718, 'otherwithdrawalsdebitsandservicecharges'),
      item(-1, 1500, 'fees'),
      item(1, 312475, 'depositscreditsandinterest'),
    ];
    // opening 1,000.00 + 3,124.75 − (701.39 + 567.18 + 15.00) = 2,841.18
    expect(summaryTotals(312475, 70139, items, 100000, 284118)).toEqual({
      moneyIn: 312475,
      moneyOut: 128357,
    });
  });

  it('keeps the first totals when no choice fits', () => {
    const items = [item(1, 100000, 'deposits'), item(1, 500, 'refunds')];
    expect(summaryTotals(100000, 0, items, 0, 123456)).toEqual({ moneyIn: 100000, moneyOut: 0 });
  });

  it('keeps the first totals when two choices fit with different totals', () => {
    // 700 − 200 and 800 − 300 both close the gap of 500: which categories count is unknown
    const items = [
      item(1, 100000, 'deposits'),
      item(1, 70000, 'dividends'),
      item(1, 80000, 'refunds'),
      item(-1, 20000, 'fees'),
      item(-1, 30000, 'servicecharges'),
    ];
    expect(summaryTotals(100000, null, items, 0, 150000)).toEqual({
      moneyIn: 100000,
      moneyOut: null,
    });
  });
});
