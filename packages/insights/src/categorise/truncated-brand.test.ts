import { describe, expect, it } from 'vitest';
import { cleanMerchant } from './merchant.ts';
import { words } from './text.ts';
import { truncatedBrand } from './truncated-brand.ts';

describe('brand names cut short by the statement', () => {
  it('completes a last word cut inside a brand name', () => {
    expect(cleanMerchant('DOLLAR GEN 4821 SPRINGFIELD MO').name).toBe('Dollar General');
    expect(cleanMerchant('SELCO BUILDERS WAREHOU LEEDS GB').name).toBe('Selco Builders Warehouse');
  });

  it('keys the cut name like the whole one, so both are one merchant', () => {
    expect(cleanMerchant('DOLLAR GEN 4821 SPRINGFIELD MO').key).toBe(
      cleanMerchant('DOLLAR GENERAL #4821').key,
    );
  });

  it('leaves whole words alone: a name is no brand because a brand starts with it', () => {
    // Selco Builders Warehouse starts with these two whole words; nothing was cut
    expect(truncatedBrand(words('Selco Builders'))).toBeNull();
  });

  it('needs six letters: shorter cut names are too often whole names', () => {
    expect(truncatedBrand(words('Selco'))).toBeNull();
  });

  it('gives no brand when the words differ before the cut', () => {
    expect(truncatedBrand(words('Dollar Gxn'))).toBeNull();
  });
});

describe('brands of every region our statements come from', () => {
  it('knows New Zealand and Singapore chains', () => {
    expect(cleanMerchant('COUNTDOWN AUCKLAND').brand).toBe(true);
    expect(cleanMerchant('NTUC FAIRPRICE 0123').name).toBe('NTUC FairPrice');
  });
});
