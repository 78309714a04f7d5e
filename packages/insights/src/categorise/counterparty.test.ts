import { describe, expect, it } from 'vitest';
import { categorise } from './categorise.ts';
import { nameIsBusiness, upiPayeeIsBusiness } from './counterparty.ts';

describe('upiPayeeIsBusiness', () => {
  it.each([
    // merchant-only VPAs: gateways, shop QR codes, a bank's collect handle
    ['UPI/531619906665/DR/ANAND STORES/SBIN/anand.fc@sbi/Payment', true],
    ['UPI-RATNA FOODS-ratna.rzp@axisbank-UTIB0000088-556777279835-UPI', true],
    ['UPI/541225333342/DR/MEHTA BANDHU/YESB/q71543109@ybl/Payment', true],
    // an app handle, but a business name
    ['UPI/575781682477/DR/SHARMA BAKERY/UTIB/sharmabakery@okaxis/Payment', true],
    ['UPI/519541022981/DR/Roppen Transportation/YESB/rppn@ybl/Payment', true],
    // people pay each other from app handles
    ['UPI/527596399734/DR/SNEHA KULKARNI/HDFC/sneha.k@okhdfcbank/gift', false],
    ['UPI/CR/405752646866/RAHUL SHARMA/SBIN/rahulsharm@okaxis/Payment', false],
    ['NEFT CR-HDFC0000240-RAHUL SHARMA-SPLIT', false],
  ])('%s → %s', (description, business) => {
    expect(upiPayeeIsBusiness(description)).toBe(business);
  });

  it('reads company names apart from people', () => {
    expect(nameIsBusiness('Delightful Gourmet Pvt Ltd')).toBe(true);
    expect(nameIsBusiness('Priya Nair')).toBe(false);
  });
});

describe('transfers that are not between people', () => {
  const one = (description: string, amountMinor: number) =>
    categorise([{ description, amountMinor, currency: 'INR', date: '2026-01-02' }])[0]!;

  it('a UPI payment to a shop is a purchase, to a person a transfer', () => {
    expect(
      one('UPI/575781682477/DR/SHARMA BAKERY/UTIB/sharmabakery@okaxis/Payment', -25000).category,
    ).toBe('FOOD_AND_DRINK');
    expect(
      one('UPI/527596399734/DR/SNEHA KULKARNI/HDFC/sneha.k@okhdfcbank/gift', -25000).category,
    ).toBe('TRANSFER_OUT');
  });

  it('money in from a company is pay, unless it is a refund', () => {
    const pay = one('CREDIT TRANSFER ORCHARD LABS LIMITED FEB', 295500);
    expect(pay.category).toBe('INCOME');
    expect(pay.merchant).toBe('Orchard Labs');
    expect(one('SEPA CREDIT TRANSFER ORCHARD LABS LIMITED REFUND', 2500).category).not.toBe(
      'INCOME',
    );
  });

  it("an insurer's claim payout is MEDICAL, its premium GENERAL_SERVICES", () => {
    expect(one('VIREMENT LUMIERE ASSURANCES PRESTATIONS 090643581', 4500).category).toBe('MEDICAL');
    expect(one('PRLV SEPA LUMIERE ASSURANCES', -4500).category).toBe('GENERAL_SERVICES');
  });
});
