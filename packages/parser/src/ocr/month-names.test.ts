import { describe, expect, it } from 'vitest';
import { repairDayNextToMonth, repairMonthName } from './month-names.ts';

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

  it('removes specks around or inside a month-name date', () => {
    expect(repairMonthName('Jan11’')).toBe('Jan11');
    expect(repairMonthName("12'Aug")).toBe('12Aug');
    expect(repairMonthName("Sep'19")).toBe('Sep19');
    expect(repairMonthName('25.0ct')).toBe('25Oct');
    expect(repairDayNextToMonth('23°', 'Oct')).toBe('23');
    expect(repairDayNextToMonth('-13', undefined, 'Mar')).toBe('13');
    expect(repairDayNextToMonth('23°', 'REF')).toBeNull();
    expect(repairDayNextToMonth('20,', 'May')).toBeNull(); // "May 20, 2024"
  });

  it('reads letters for the digits of the day or year next to a month name', () => {
    expect(repairMonthName('Nov1l')).toBe('Nov11');
    expect(repairMonthName('31Dec2l')).toBe('31Dec21');
    expect(repairMonthName('Qct', true)).toBe('Oct');
    expect(repairMonthName('Novl')).toBeNull(); // no real digit to anchor the day
  });

  it('leaves words that are not misread month names alone', () => {
    expect(repairMonthName('08Oct23')).toBeNull(); // already right
    expect(repairMonthName('A1B2')).toBeNull();
    expect(repairMonthName('10500')).toBeNull(); // a number
    expect(repairMonthName('REF4471')).toBeNull();
    expect(repairMonthName('32Oc7')).toBeNull(); // 7 is not a letter look-alike
    expect(repairMonthName('16.Oct')).toBeNull(); // already a date
    expect(repairMonthName('QUEEN')).toBeNull();
  });
});
