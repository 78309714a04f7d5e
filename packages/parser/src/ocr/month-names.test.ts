import { describe, expect, it } from 'vitest';
import { repairMonthName } from './month-names.ts';

describe('repairMonthName', () => {
  it('reads a digit inside a glued month name as the letter it stands for', () => {
    expect(repairMonthName('020ct23')).toBe('02Oct23');
    expect(repairMonthName('15N0v2024')).toBe('15Nov2024');
    expect(repairMonthName('3Ju1')).toBe('3Jul');
    expect(repairMonthName('01 5EP'.replace(' ', ''))).toBe('01SEP');
  });

  it('repairs a lone month only after a day number', () => {
    expect(repairMonthName('0ct', true)).toBe('Oct');
    expect(repairMonthName('0ct')).toBeNull();
  });

  it('leaves words that are not misread month names alone', () => {
    expect(repairMonthName('08Oct23')).toBeNull(); // already right
    expect(repairMonthName('A1B2')).toBeNull();
    expect(repairMonthName('10500')).toBeNull(); // a number
    expect(repairMonthName('REF4471')).toBeNull();
    expect(repairMonthName('32Oc7')).toBeNull(); // 7 is not a letter look-alike
  });
});
