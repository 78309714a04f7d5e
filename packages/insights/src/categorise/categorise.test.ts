import { describe, expect, it } from 'vitest';
import { categorise } from './categorise.ts';
import { bandOf } from './confidence.ts';
import { learn } from './memory.ts';
import { predictCategory } from './model.ts';
import { categoryLabel, primaryOf } from './taxonomy.ts';
import type { CategoriseRow } from './types.ts';

const row = (description: string, amountMinor: number, currency = 'EUR'): CategoriseRow => ({
  description,
  amountMinor,
  currency,
  date: '2024-03-01',
});
const one = (r: CategoriseRow, ctx = {}) => categorise([r], ctx)[0]!;

describe('categorise cascade', () => {
  it('stage 1: a user rule wins over everything and names itself', () => {
    const result = one(row('TESCO STORES 3345 LONDON', -2000, 'GBP'), {
      rules: [
        {
          id: 'r9',
          position: 0,
          field: 'merchant',
          op: 'equals',
          value: 'Tesco',
          sign: 'out',
          category: 'office-food',
        },
      ],
      userCategories: [{ id: 'office-food', name: 'Office food', primary: 'FOOD_AND_DRINK' }],
    });
    expect(result).toMatchObject({
      category: 'office-food',
      source: 'rule',
      ruleId: 'r9',
      confidence: 1,
      suggested: false,
    });
  });

  it('stage 2: a remembered correction answers for other descriptor variants of the merchant', () => {
    const first = one(row('SQ *BLUE HERON COFFEE PORTLAND OR', -450, 'USD'));
    const memory = learn({}, first.merchantKey, 'ENTERTAINMENT');
    const next = one(row('TST* BLUE HERON COFFEE', -520, 'USD'), { memory });
    expect(next).toMatchObject({ category: 'ENTERTAINMENT', source: 'memory' });
  });

  it('stage 3: bank wording and the sign decide, with no merchant for people and ATMs', () => {
    expect(one(row('ZELLE PAYMENT TO JOHN MILLER CONF# 123456', -5000, 'USD'))).toMatchObject({
      category: 'TRANSFER_OUT',
      source: 'wording',
      merchant: null,
    });
    expect(one(row('BIZUM DE MARIA FERNANDEZ CONCEPTO cena', 2000))).toMatchObject({
      category: 'TRANSFER_IN',
      merchant: null,
    });
    expect(
      one(row('NORTHWIND ANALYT DES:PAYROLL ID:1234 INDN:DOE JOHN CO ID:99 PPD', 300000, 'USD')),
    ).toMatchObject({ category: 'INCOME', merchant: 'Northwind Analytics' });
    expect(one(row('RETRAIT DAB 12/03 PARIS', -4000))).toMatchObject({
      category: 'TRANSFER_OUT',
      merchant: null,
    });
    expect(one(row('Sollzinsen', -1234)).category).toBe('BANK_FEES');
    expect(one(row('Habenzinsen', 1234)).category).toBe('INCOME');
    expect(one(row('DGFIP IMPOT REMBOURSEMENT', 50000)).category).toBe('INCOME');
    expect(one(row('PRLV SEPA DGFIP IMPOT 2024', -50000)).category).toBe(
      'GOVERNMENT_AND_NON_PROFIT',
    );
    expect(one(row('NACH-DR-BAJAJ FINANCE LTD-12345', -500000, 'INR')).category).toBe(
      'LOAN_PAYMENTS',
    );
    expect(one(row('SO J SMITH RENT', -90000, 'GBP'))).toMatchObject({
      category: 'RENT_AND_UTILITIES',
      merchant: null,
    });
  });

  it('stage 3 gives way to a known business behind rail words (UPI to Swiggy is food, not a transfer)', () => {
    expect(
      one(row('UPI/DR/412345678901/SWIGGY/YESB/swiggy@ybl/Payment', -45000, 'INR')),
    ).toMatchObject({ category: 'FOOD_AND_DRINK', source: 'dictionary', merchant: 'Swiggy' });
    expect(one(row('PRET A MANGER 1234 LONDON', -650, 'GBP')).category).toBe('FOOD_AND_DRINK');
  });

  it('stage 4: the dictionary knows brands and trade words in every region', () => {
    expect(one(row('COMPRA TARJ. 5540XXXXXXXX1234 MERCADONA VALENCIA', -3000))).toMatchObject({
      category: 'FOOD_AND_DRINK',
      source: 'dictionary',
    });
    expect(one(row('V1234 07/02 BUNNINGS 0456 MELBOURNE', -3000, 'AUD')).category).toBe(
      'HOME_IMPROVEMENT',
    );
    expect(one(row('Kartenzahlung Zahnarztpraxis Dr. Ohm//Berlin/DE', -9000)).category).toBe(
      'MEDICAL',
    );
  });

  it('stage 5: the classifier scores a descriptor by its words and sign', () => {
    const pharmacy = predictCategory('COMPRA TARJ. 5540XXXXXXXX1234 FARMACIA NUEVA SEVILLA', -1250);
    expect(pharmacy?.category).toBe('MEDICAL');
    expect(pharmacy!.confidence).toBeGreaterThan(0.5);
    expect(pharmacy!.confidence).toBeLessThanOrEqual(1);
    expect(predictCategory('Gutschrift Lohn Gehalt Februar', 250000)?.category).toBe('INCOME');
  });

  it('keeps a refund in the category of the purchase', () => {
    expect(one(row('AMZN Mktp US REFUND 2K4', 2500, 'USD')).category).toBe('GENERAL_MERCHANDISE');
  });
});

describe('confidence policy and taxonomy', () => {
  it('applies ≥ 0.7, suggests 0.5–0.7, leaves the rest for review', () => {
    expect(bandOf(0.7)).toBe('applied');
    expect(bandOf(0.69)).toBe('suggested');
    expect(bandOf(0.5)).toBe('suggested');
    expect(bandOf(0.49)).toBe('review');
    for (const r of categorise([row('NETFLIX.COM', -1599), row('ZZQX 0000', -100)])) {
      if (r.category === null) expect(r.confidence).toBeLessThan(0.5);
      else expect(r.suggested).toBe(r.confidence < 0.7);
    }
  });

  it('maps user categories onto primary codes', () => {
    const mine = [{ id: 'u1', name: 'Team lunches', primary: 'FOOD_AND_DRINK' as const }];
    expect(primaryOf('u1', mine)).toBe('FOOD_AND_DRINK');
    expect(primaryOf('TRAVEL')).toBe('TRAVEL');
    expect(primaryOf('nope', mine)).toBeNull();
    expect(categoryLabel('u1', mine)).toBe('Team lunches');
    expect(categoryLabel('BANK_FEES')).toBe('Bank fees');
  });
});
