import { describe, expect, it } from 'vitest';
import { cleanMerchant } from './merchant.ts';
import { respell } from './spelling.ts';
import { completeFromBatch, completeLastWord } from './truncation.ts';

describe('respell', () => {
  it('gives euro statements their diacritics back, also from German transliteration', () => {
    expect(respell('Baeckerei Sonnenkorn', 'BAECKEREI SONNENKORN', 'EUR')).toBe(
      'Bäckerei Sonnenkorn',
    );
    expect(respell('Peluqueria Garcia', 'PELUQUERIA GARCIA', 'EUR')).toBe('Peluquería García');
  });
  it('leaves English-speaking statements as printed', () => {
    expect(respell('Blue Door Cafe', 'BLUE DOOR CAFE', 'USD')).toBe('Blue Door Cafe');
  });
  it('capitalises the Dutch article only in Dutch descriptors', () => {
    expect(respell('Apotheek de Linde', 'BEA, Betaalpas Apotheek de Linde,PAS123', 'EUR')).toBe(
      'Apotheek De Linde',
    );
    expect(respell('Ayuntamiento de Madrid', 'RECIBO AYUNTAMIENTO DE MADRID', 'EUR')).toBe(
      'Ayuntamiento de Madrid',
    );
  });
});

describe('truncated names', () => {
  it('completes a last word cut inside a business word', () => {
    expect(completeLastWord('Brightline Logist')).toBe('Brightline Logistics');
    expect(completeLastWord('Northwind Analyt')).toBe('Northwind Analytics');
    expect(completeLastWord('Rustic Oak Tavern')).toBe('Rustic Oak Tavern');
  });
  it('completes a name from the fuller spelling in the same batch, never a brand', () => {
    expect(
      completeFromBatch(
        ['Bar Casa Pa', 'Bar Casa Paco', 'Costco', 'Costco Gas'],
        [false, false, true, true],
      ),
    ).toEqual(['Bar Casa Paco', 'Bar Casa Paco', 'Costco', 'Costco Gas']);
  });
});

describe('cleanMerchant, store formats and rail words', () => {
  it.each([
    ['COSTCO GAS #0471 SAN DIEGO CA', 'Costco'],
    ['CB AMAZON EU SARL 18/02', 'Amazon'],
    ['PRLV SEPA APRR BIP&GO', 'APRR'],
    ['PAGO CON TARJETA EN LIDL BILBAO ES', 'Lidl'],
    ['POS 4XXXXXXXXXXX1234 TATA STARBUCKS PVT POS DEBIT', 'Starbucks'],
  ])('%s → %s', (description, name) => {
    expect(cleanMerchant(description).name).toBe(name);
  });
  it('keys a store format apart from its parent, so corrections do not mix them', () => {
    expect(cleanMerchant('COSTCO GAS #12').key).not.toBe(cleanMerchant('COSTCO WHSE #12').key);
  });
  it('restores diacritics when the currency is the euro', () => {
    expect(cleanMerchant('SumUp *BAECKEREI KRAEMER Berlin', 'EUR').name).toBe('Bäckerei Krämer');
  });
});
