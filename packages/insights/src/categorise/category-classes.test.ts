import { describe, expect, it } from 'vitest';
import { categorise } from './categorise.ts';
import { findKeyword } from './dictionary.ts';
import type { CategoriseRow } from './types.ts';

// invented rows; each case is one class of descriptor the cascade used to misread (issue #11)
const one = (description: string, amountMinor = -2500, currency = 'EUR') =>
  categorise([{ description, amountMinor, currency } as CategoriseRow])[0]!;

describe('category classes', () => {
  it('reads a fee word inside a card purchase or a transfer memo as no bank fee', () => {
    expect(one('CB AUX FRAIS DU JARDIN 11/09').category).not.toBe('BANK_FEES');
    expect(one('Transfer to K PATEL netball fees', -2000, 'NZD').category).toBe('TRANSFER_OUT');
    expect(one('FRAIS TENUE DE COMPTE').category).toBe('BANK_FEES');
  });

  it('UK credit wording: the payer after the rail words, the shop behind a refund', () => {
    const refund = one('REFUND FROM WAITROSE 4444 ON 05-06-2022', 1186, 'GBP');
    expect([refund.category, refund.merchant]).toEqual(['FOOD_AND_DRINK', 'Waitrose']);
    const pay = one('BANK GIRO CREDIT REF EXAMPLE TRADING LTD SALARY', 250000, 'GBP');
    expect(pay.category).toBe('INCOME');
    expect(pay.merchant).not.toMatch(/giro/i);
    const friend = one('FASTER PAYMENTS RECEIPT REF.DINNER FROM JANE EXAMPLE', 2500, 'GBP');
    expect(friend.category).toBe('TRANSFER_IN');
  });

  it('reads the person, not the memo, of a Zelle payment', () => {
    const r = one('Zelle payment from JO MARKS for "cinema tix"; Conf# AB12CD', 4000, 'USD');
    expect(r.category).toBe('TRANSFER_IN');
  });

  it('categorises donations and bills by the memo after the payee', () => {
    expect(one('BIL/ONL/640346693/SEVA SANGH/Donation', -100000, 'INR').category).toBe(
      'GOVERNMENT_AND_NON_PROFIT',
    );
    expect(
      one('UPI-NAGAR JAL-nagarjal.billdesk@hdfcbank-HDFC0MERUPI-342717-Water bill', -50000, 'INR')
        .category,
    ).toBe('RENT_AND_UTILITIES');
    expect(one('GIRO IRAS INCOME TAX 175834349', -90000, 'SGD').category).toBe(
      'GOVERNMENT_AND_NON_PROFIT',
    );
  });

  it('lets a sure trade word outweigh an index brand read from part of the name', () => {
    // "Raffles" alone is a hotel brand in the index; the rest of the name says clinic
    expect(one('NETS DEBIT RAFFLES FAMILY CLINIC', -4500, 'SGD').category).toBe('MEDICAL');
  });

  it('reads GIRO as a direct debit, not a person transfer', () => {
    expect(one('GIRO - ORCHID TOWN GAS 99887766', -6000, 'SGD').category).not.toBe('TRANSFER_OUT');
  });

  it('no longer takes country words of airline and hotel codes as trade words', () => {
    // MCC 3000–3999 descriptions are single airlines and hotels (Air New Zealand, Grand Hotels)
    expect(findKeyword(['koru', 'new', 'zealand'])).toBeNull();
    expect(findKeyword(['grand', 'singapore'])).toBeNull();
  });

  // classes from blind-4's misses (utilities, rent, loans, public bodies; money in from organisations)
  it('reads a cash-and-carry wholesaler as a shop, not an ATM', () => {
    expect(one('DHILLON CASH & CARRY ON 12MAR CLP', -4210, 'GBP').category).toBe('FOOD_AND_DRINK');
  });

  it('lets any trade word outweigh a one-word index brand read from part of the name', () => {
    expect(one('DD WESSEX ENERGY 54089085', -6100, 'GBP').category).toBe('RENT_AND_UTILITIES');
    expect(one('Bill Payment GENESIS POWER 7640', -9000, 'NZD').category).toBe(
      'RENT_AND_UTILITIES',
    );
  });

  it('reads a direct debit as paying an organisation, not a standing order', () => {
    // "SO" is a standing-order word in the UK, and a power company's name here
    expect(one('DD SO ELECTRIC 34185456', -5200, 'GBP').category).toBe('RENT_AND_UTILITIES');
  });

  it('reads lenders, letting agents and public bodies named on a bill', () => {
    expect(one('DD SKIPTON BUILDING SOCIETY 626120', -80000, 'GBP').category).toBe('LOAN_PAYMENTS');
    expect(one('PRLV SEPA ACME FINANCIAL SERVICES 2943').category).toBe('LOAN_PAYMENTS');
    expect(one('Direct Debit 883168 HARBOUR PROPERTY 7057', -120000, 'AUD').category).toBe(
      'RENT_AND_UTILITIES',
    );
    expect(one('BPAY VEHICLE LICENSING 1896345116', -30000, 'AUD').category).toBe(
      'GOVERNMENT_AND_NON_PROFIT',
    );
  });

  it('reads money in from a benefits office, public body or insurer as income or a claim', () => {
    expect(one('Gutschrift ELTERNGELDSTELLE KIEL Ref 42', 90000).category).toBe('INCOME');
    expect(one('VIR SEPA RECU /DE CARSAT /MOTIF AUG 7226', 70000).category).toBe('INCOME');
    expect(one('GEMEENTE UTRECHT overboeking 6977', 12000).category).toBe('INCOME');
    expect(one('GEMEENTE UTRECHT incasso 6977', -12000).category).toBe('GOVERNMENT_AND_NON_PROFIT');
    expect(one('SEPA CREDIT ACME HEALTH INSURANCE 40435807', 8000).category).toBe('MEDICAL');
    // a refund word keeps the shop's money back with the purchase
    expect(one('SEPA CREDIT ACME HEALTH INSURANCE REFUND', 8000).category).not.toBe('MEDICAL');
  });
});
