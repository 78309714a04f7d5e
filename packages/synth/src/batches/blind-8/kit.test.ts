import { describe, expect, it } from 'vitest';
import { dayHeading, hijri, itf, monthEnds, upperDayMonth } from './kit.ts';

describe('blind-8 kit', () => {
  it('gives the Umm al-Qura date beside the Gregorian one', () => {
    expect(hijri('2025-03-04')).toBe('1446-09-04'); // Ramadan 1446 began on 1 March 2025
    expect(hijri('2024-07-07')).toBe('1446-01-01');
  });
  it('writes app day headings and Irish card dates', () => {
    expect(dayHeading('2025-06-04')).toBe('Wednesday 4 June');
    expect(upperDayMonth('2025-03-03')).toBe('03 MAR');
  });
  it('lists the month ends inside a period', () => {
    expect(monthEnds('2025-07-01', '2025-09-30')).toEqual([
      '2025-07-31',
      '2025-08-31',
      '2025-09-30',
    ]);
    expect(monthEnds('2025-07-05', '2025-08-20')).toEqual(['2025-07-31']);
  });
  it("charges Peru's ITF in 5-céntimo steps", () => {
    expect(itf(-99_999)).toBe(0);
    expect(itf(250_000)).toBe(10);
    expect(itf(-1_000_000)).toBe(50);
  });
});
