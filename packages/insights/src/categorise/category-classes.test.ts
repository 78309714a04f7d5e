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
});
