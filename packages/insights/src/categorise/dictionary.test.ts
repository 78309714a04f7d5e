import { describe, expect, it } from 'vitest';
import { findKeyword } from './dictionary.ts';
import { words } from './text.ts';

const trade = (name: string) => findKeyword(words(name))?.category;

describe('findKeyword (trade words)', () => {
  it('knows trades in several languages and bank abbreviations', () => {
    expect(trade('Horno San Roque')).toBe('FOOD_AND_DRINK');
    expect(trade('Phie des Lilas')).toBe('MEDICAL');
    expect(trade('Fcia Ruiz')).toBe('MEDICAL');
    expect(trade('Ballyfin Med Ctr')).toBe('MEDICAL');
    expect(trade('Autohaus Brenner')).toBe('GENERAL_SERVICES');
    expect(trade('Eastvale Cncl')).toBe('GOVERNMENT_AND_NON_PROFIT');
  });

  it('matches a plural by its singular', () => {
    expect(trade('Kilbride Butchers')).toBe('FOOD_AND_DRINK');
    expect(trade('Northside Pharmacies')).toBe('MEDICAL');
  });

  it('takes the trade that opens or ends the name over one inside it', () => {
    expect(trade('Tilted Tram Bar')).toBe('FOOD_AND_DRINK');
    expect(trade('Bar Tram Nou')).toBe('FOOD_AND_DRINK');
    expect(trade('Leeds City Council Parking')).toBe('TRANSPORTATION');
  });
});
