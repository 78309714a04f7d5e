import { describe, expect, it } from 'vitest';
import { detectCurrency } from './currency.ts';

const cur = (...lines: string[]) => detectCurrency(lines).currency;

describe('detectCurrency', () => {
  it('named currencies: ISO codes, unambiguous symbols, prefixed dollars', () => {
    expect(cur('Balance in EUR', '1.234,56')).toBe('EUR');
    expect(cur('£12.00', '£4.50')).toBe('GBP');
    expect(cur('A$ 12.00')).toBe('AUD');
    expect(cur('Total C$40.00')).toBe('CAD');
  });

  it("a money column's label outweighs foreign amounts printed under card rows", () => {
    expect(
      cur(
        'Date Details Debit € Credit € Balance €',
        'VDP-BOOTS UK 132.65',
        'GBP 112.82@0.8494',
        'VDP-RYANAIR 428.42',
        'GBP 364.80@0.8546',
        'GBP 7.17 @ 0.8403',
      ),
    ).toBe('EUR');
    expect(
      cur('$12.00', 'BRISBANE QLD 4000', 'CURRENCY AMOUNT NZD 5.09', 'AMOUNT IDR 342,300.00'),
    ).toBe('AUD');
    expect(cur('NZ$ 12.00', 'AMAZON USD 25.00 at 0.6043', 'GBP 10.81 converted at 0.4800')).toBe(
      'NZD',
    );
  });

  it('a bare "$" needs a country clue', () => {
    expect(cur('$12.00')).toBeNull();
    expect(detectCurrency(['$12.00']).dollarSign).toBe(true);
    expect(cur('$12.00', '1234 TEST STREET', 'SPRINGFIELD IL 62704')).toBe('USD');
    expect(cur('$12.00', 'Member FDIC')).toBe('USD');
    expect(cur('$12.00', 'VANCOUVER BC V6B 1A1')).toBe('CAD');
    expect(cur('$12.00', 'BSB 062-000')).toBe('AUD');
    expect(cur('5 630,41', 'QULURO (QC)       H5A 2B0')).toBe('CAD');
    expect(cur('$12.00', 'Example Bank New Zealand Limited')).toBe('NZD');
  });

  it('country clues alone decide; clues that disagree leave it unknown', () => {
    expect(cur('12.00', 'AUSTIN TX 78701-1234')).toBe('USD');
    expect(cur('$12.00', 'AUSTIN TX 78701', 'TORONTO ON M5H 2N2')).toBeNull();
    expect(cur('12.00')).toBeNull();
  });

  it('a named currency beats country clues', () => {
    expect(cur('Amounts in EUR', 'Member FDIC')).toBe('EUR');
  });
});

describe('detectCurrency — place names in transaction rows', () => {
  it('takes no country clue from a row (a card used abroad), only from the rest', () => {
    const lines = [
      'Card number 1234 5678 9012 3456',
      '12/20 VERIZON WIRELESS SAN DIEGO CA 83708 1.12',
    ];
    expect(detectCurrency(lines, (i) => i === 1).currency).toBeNull();
    expect(detectCurrency(lines).currency).toBe('USD');
    expect(detectCurrency(['12/20 HOTEL PARIS EUR 120.00'], () => true).currency).toBe('EUR');
  });
});
