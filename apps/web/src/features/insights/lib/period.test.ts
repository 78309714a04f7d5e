import { describe, expect, it } from 'vitest';
import { localToday, monthStart, periodRange } from './period';

describe('period picker', () => {
  it('counts whole calendar months back, across a year end', () => {
    expect(monthStart('2024-05-17', 0)).toBe('2024-05-01');
    expect(monthStart('2024-05-17', 2)).toBe('2024-03-01');
    expect(monthStart('2024-02-29', 11)).toBe('2023-03-01');
  });

  it('turns each choice into dates', () => {
    const today = '2024-05-17';
    expect(periodRange('all', today)).toEqual({});
    expect(periodRange('month', today)).toEqual({ date_from: '2024-05-01', date_to: today });
    expect(periodRange('3m', today)).toEqual({ date_from: '2024-03-01', date_to: today });
    expect(periodRange('12m', today)).toEqual({ date_from: '2023-06-01', date_to: today });
  });

  it('keeps a custom range’s valid ends and reads a reversed one the other way round', () => {
    const today = '2024-05-17';
    expect(periodRange('custom', today, { from: '2024-01-01', to: '' })).toEqual({
      date_from: '2024-01-01',
    });
    expect(periodRange('custom', today, { from: 'x', to: '2024-02-01' })).toEqual({
      date_to: '2024-02-01',
    });
    expect(periodRange('custom', today, { from: '2024-03-01', to: '2024-01-31' })).toEqual({
      date_from: '2024-01-31',
      date_to: '2024-03-01',
    });
  });

  it('takes today from the local calendar', () => {
    expect(localToday(new Date(2024, 0, 9, 23, 30))).toBe('2024-01-09');
  });
});
