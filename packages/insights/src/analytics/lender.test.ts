import { describe, expect, it } from 'vitest';
import { lenderMetrics } from './lender.ts';
import { feeKind } from './lender-wording.ts';
import { makeRow, makeStatement } from './test-rows.ts';

describe('lenderMetrics', () => {
  const salary = makeRow({
    date: '2024-05-01',
    amountMinor: 300_000,
    category: 'INCOME',
    description: 'ACME LTD SALARY',
  });
  const cash = makeRow({
    date: '2024-05-02',
    amountMinor: 50_000,
    description: 'CASH DEPOSIT BRANCH 221',
  });
  const own = makeRow({
    date: '2024-05-03',
    amountMinor: 100_000,
    category: 'TRANSFER_IN',
    description: 'FROM SAVINGS',
  });
  const refund = makeRow({
    date: '2024-05-04',
    amountMinor: 2_550,
    category: 'GENERAL_MERCHANDISE',
    description: 'AMAZON REFUND',
  });
  const loanIn = makeRow({
    date: '2024-05-05',
    amountMinor: 500_000,
    description: 'LOAN DISBURSEMENT 7781',
  });
  const loanOut = makeRow({
    date: '2024-05-20',
    amountMinor: -35_000,
    category: 'LOAN_PAYMENTS',
    description: 'FUNDING CIRCLE',
  });
  const nsf = makeRow({
    date: '2024-05-21',
    amountMinor: -2_500,
    category: 'BANK_FEES',
    description: 'NSF FEE RETURNED ITEM',
  });
  const od = makeRow({
    date: '2024-05-22',
    amountMinor: -1_200,
    category: 'BANK_FEES',
    description: 'Überziehungszinsen',
  });
  const monthly = makeRow({
    date: '2024-05-23',
    amountMinor: -500,
    category: 'BANK_FEES',
    description: 'MONTHLY ACCOUNT FEE',
  });
  const rows = [salary, cash, own, refund, loanIn, loanOut, nsf, od, monthly];
  const statement = makeStatement({
    id: 'st-1',
    periodStart: '2024-05-01',
    periodEnd: '2024-05-31',
    openingMinor: 0,
  });
  const [gbp] = lenderMetrics(rows, [statement], {
    ownTransferIds: new Set([own.id]),
    topDeposits: 2,
  }).byCurrency;

  it('finds an NSF fee and an overdraft fee by their wording, not a monthly fee', () => {
    expect(gbp!.returnedFees).toEqual({ minor: 2_500, currency: 'GBP', rowIds: [nsf.id] });
    expect(gbp!.overdraftFees).toEqual({ minor: 1_200, currency: 'GBP', rowIds: [od.id] });
    expect(gbp!.fees.map((f) => f.kind)).toEqual(['returned', 'overdraft']);
  });

  it('lists largest, round-number and cash deposits', () => {
    expect(gbp!.largestDeposits.map((d) => d.rowId)).toEqual([loanIn.id, salary.id]);
    // Multiples of £100: 3,000, 500, 1,000 and 5,000; not 25.50.
    expect(gbp!.roundDeposits.rowIds).toEqual([salary.id, cash.id, own.id, loanIn.id]);
    expect(gbp!.cashDeposits).toEqual({ minor: 50_000, currency: 'GBP', rowIds: [cash.id] });
  });

  it('works out true revenue and the debt-service ratio', () => {
    // Deposits 3,000 + 500 + 1,000 + 25.50 + 5,000 = 9,525.50; minus own 1,000, refund 25.50,
    // loan proceeds 5,000 → 3,500.00. Loan payments 350.00 / 3,500.00 = 0.1.
    expect(gbp!.revenue.deposits.minor).toBe(952_550);
    expect(gbp!.revenue.ownTransfers.rowIds).toEqual([own.id]);
    expect(gbp!.revenue.refunds.rowIds).toEqual([refund.id]);
    expect(gbp!.revenue.loanProceeds.rowIds).toEqual([loanIn.id]);
    expect(gbp!.revenue.trueRevenue).toEqual({
      minor: 350_000,
      currency: 'GBP',
      rowIds: [salary.id, cash.id],
    });
    expect(gbp!.loanPayments.minor).toBe(35_000);
    expect(gbp!.debtServiceRatio).toBe(0.1);
  });

  it('recognises fee wording in five languages', () => {
    expect(
      [
        'Rücklastschrift Gebühr',
        'Frais de rejet prélèvement',
        'Comisión devolución recibo',
        'Kosten storno incasso',
        'RETURNED DD FEE',
      ].map(feeKind),
    ).toEqual(['returned', 'returned', 'returned', 'returned', 'returned']);
    expect(
      [
        'Commission d’intervention',
        'Intereses descubierto',
        'Debetrente',
        'OVERDRAFT FEE',
        'Sollzinsen',
      ].map(feeKind),
    ).toEqual(['overdraft', 'overdraft', 'overdraft', 'overdraft', 'overdraft']);
  });
});
