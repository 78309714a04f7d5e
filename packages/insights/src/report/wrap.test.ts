import { describe, expect, it } from 'vitest';
import { maskAccountNumber, monthText, periodText, shareText } from './format.ts';
import { wrapText } from './wrap.ts';

/** One unit per character: widths are easy to reason about. */
const measure = (text: string) => text.length;

describe('wrapText', () => {
  it('wraps at word boundaries within the width', () => {
    expect(wrapText('the quick brown fox jumps', 10, measure)).toEqual([
      'the quick',
      'brown fox',
      'jumps',
    ]);
  });

  it('cuts a word longer than the line and keeps explicit line breaks', () => {
    expect(wrapText('abcdefghijkl xy', 5, measure)).toEqual(['abcde', 'fghij', 'kl xy']);
    expect(wrapText('one\ntwo', 20, measure)).toEqual(['one', 'two']);
  });

  it('returns one empty line for empty text', () => {
    expect(wrapText('', 10, measure)).toEqual(['']);
  });
});

describe('report formats', () => {
  it('prints only the last 4 characters of an account number', () => {
    expect(maskAccountNumber('12-34-56 87654321')).toBe('•••• 4321');
    expect(maskAccountNumber('GB29 NWBK 6016 1331 9268 19')).toBe('•••• 6819');
    expect(maskAccountNumber('1234')).toBe('••••');
    expect(maskAccountNumber(null)).toBeNull();
  });

  it('reads months, periods and shares the way people write them', () => {
    expect(monthText('2024-03')).toBe('Mar 2024');
    expect(periodText({ start: '2024-03-01', end: '2024-03-31' })).toBe('1 Mar 2024 – 31 Mar 2024');
    expect(periodText({ start: null, end: null })).toBe('Period not printed');
    expect(shareText(0.2534)).toBe('25.3 %');
  });
});
