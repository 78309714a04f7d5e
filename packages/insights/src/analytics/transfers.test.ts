import { describe, expect, it } from 'vitest';
import { makeRow } from './test-rows.ts';
import { ownTransferIds, pairTransfers } from './transfers.ts';

describe('pairTransfers', () => {
  it('pairs a transfer across two accounts and explains it', () => {
    const out = makeRow({
      accountId: 'current',
      date: '2024-05-03',
      amountMinor: -50_000,
      description: 'TRANSFER TO SAVINGS',
      category: 'TRANSFER_OUT',
    });
    const into = makeRow({
      accountId: 'savings',
      statementId: 'st-2',
      date: '2024-05-04',
      amountMinor: 50_000,
      description: 'FROM CURRENT ACC',
      category: 'TRANSFER_IN',
    });
    const pairs = pairTransfers([out, into], {
      accountNames: { current: 'Current', savings: 'Savings' },
    });
    expect(pairs).toEqual([
      {
        outRowId: out.id,
        inRowId: into.id,
        fromAccountId: 'current',
        toAccountId: 'savings',
        minor: 50_000,
        currency: 'GBP',
        daysApart: 1,
        confidence: 'high',
        explanation: '£500.00 out of Current on 3 May 2024, in to Savings on 4 May 2024',
        rowIds: [out.id, into.id],
      },
    ]);
    expect(ownTransferIds(pairs)).toEqual(new Set([out.id, into.id]));
  });

  it('pairs one-to-one, the closest date first, and never within one account or across currencies', () => {
    const out = makeRow({
      accountId: 'a',
      date: '2024-05-10',
      amountMinor: -10_000,
      category: 'TRANSFER_OUT',
    });
    const far = makeRow({
      accountId: 'b',
      date: '2024-05-13',
      amountMinor: 10_000,
      category: 'TRANSFER_IN',
    });
    const near = makeRow({
      accountId: 'c',
      date: '2024-05-11',
      amountMinor: 10_000,
      category: 'TRANSFER_IN',
    });
    const sameAccount = makeRow({
      accountId: 'a',
      date: '2024-05-10',
      amountMinor: 10_000,
      category: 'TRANSFER_IN',
    });
    const euro = makeRow({
      accountId: 'd',
      date: '2024-05-10',
      amountMinor: 10_000,
      currency: 'EUR',
      category: 'TRANSFER_IN',
    });
    const pairs = pairTransfers([out, far, near, sameAccount, euro]);
    expect(pairs.map((p) => p.inRowId)).toEqual([near.id]);
  });

  it('leaves out pairs more than 3 days apart and purchases that happen to match a credit', () => {
    const out = makeRow({
      accountId: 'a',
      date: '2024-05-01',
      amountMinor: -2_000,
      category: 'TRANSFER_OUT',
    });
    const late = makeRow({
      accountId: 'b',
      date: '2024-05-05',
      amountMinor: 2_000,
      category: 'TRANSFER_IN',
    });
    const shop = makeRow({
      accountId: 'a',
      date: '2024-05-02',
      amountMinor: -3_000,
      category: 'FOOD_AND_DRINK',
    });
    const friend = makeRow({
      accountId: 'b',
      date: '2024-05-02',
      amountMinor: 3_000,
      category: 'TRANSFER_IN',
    });
    expect(pairTransfers([out, late, shop, friend])).toEqual([]);
  });
});
