import { describe, expect, it } from 'vitest';
import { wrapLabel } from './chart-labels';

describe('wrapLabel', () => {
  it('keeps short labels on one line', () => {
    expect(wrapLabel('Starbucks')).toEqual(['Starbucks']);
  });

  it('breaks between words, never inside one', () => {
    expect(wrapLabel('Government and non-profit')).toEqual(['Government and', 'non-profit']);
    expect(wrapLabel("Trader Joe's Market")).toEqual(["Trader Joe's", 'Market']);
  });

  it('marks text that does not fit with an ellipsis after a whole word', () => {
    expect(wrapLabel('Authorized Delta Air Lines Purchase Seattle')).toEqual([
      'Authorized Delta',
      'Air Lines…',
    ]);
  });

  it('cuts only a single word longer than a line', () => {
    expect(wrapLabel('Kreditkartenabrechnung', 16)).toEqual(['Kreditkartenabr…']);
  });
});
