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

describe('detectCurrency — what rows and tickers print', () => {
  it('a code between words on a line of figures is a ticker, not money', () => {
    expect(
      cur(
        'Beginning Account Value $169,363.95',
        'SAR SAROSA INDEX FD 243 sh 533.30 $129,591.90',
        'LOKA MA 04006',
      ),
    ).toBe('USD');
    expect(cur('Kartenlimit 9.000,00 EUR', 'Statement in EUR for account 123')).toBe('EUR');
  });

  it('the rest of the document outweighs foreign amounts on the rows (a card used abroad)', () => {
    const lines = [
      'Date Details Amount',
      '15 Dec 15 Dec SNCF AMSTERDAM 60.01 EUR 37.42',
      '15 Dec 16 Dec ALDI SUD MADRID 246.69 EUR 153.57',
      'New balance £28,079.44',
    ];
    expect(detectCurrency(lines, (i) => i === 1 || i === 2).currency).toBe('GBP');
    const card = ['Betrag EUR', '09.03. 10.03. UBER *TRIP ZURICH CHF 84,80 0,9893 85,72 -'];
    expect(detectCurrency(card, (i) => i === 1).currency).toBe('EUR');
    expect(cur('ALDI SUD PARIS 263.16 EUR @ 1.1306 16.53', '£12.00')).toBe('GBP');
  });

  it('"Rs." is a rupee: India\'s, or the country the letterhead names', () => {
    const rows = ['29/12/2019 NETFLIX.COM LOS GATOS USD 8.38 4 734.20'];
    expect(
      detectCurrency(['Date Description Amount (in Rs.)', ...rows], (i) => i === 1).currency,
    ).toBe('INR');
    expect(cur('Balance Rs. 12,500.00', 'Example Bank Limited, Karachi, Pakistan')).toBe('PKR');
  });
});
