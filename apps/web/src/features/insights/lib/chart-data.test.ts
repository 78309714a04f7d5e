import { describe, expect, it } from 'vitest';
import { apiSlices, balanceLines, cashFlowMonths } from './chart-data';
import { fallbackReportName, scopeQuery } from './scope';

describe('chart data from the API', () => {
  it('turns cash flow into bars of one currency, in month order', () => {
    const months = cashFlowMonths(
      [
        { month: '2024-02', currency: 'GBP', income: '10.00', spending: '2.50', net: '7.50' },
        { month: '2024-01', currency: 'GBP', income: '1.00', spending: '0.00', net: '1.00' },
        { month: '2024-01', currency: 'EUR', income: '9.00', spending: '0.00', net: '9.00' },
      ],
      'GBP',
    );
    expect(months.map((m) => [m.month, m.moneyInMinor, m.moneyOutMinor, m.netMinor])).toEqual([
      ['2024-01', 100, 0, 100],
      ['2024-02', 1000, 250, 750],
    ]);
    expect(months[1]?.moneyOut).toBe(2.5);
  });

  it('keeps slices of one currency, largest first, with their rows', () => {
    const slice = (name: string, amount: string, currency = 'GBP') => ({
      name,
      category: null,
      amount,
      currency,
      count: 1,
      row_ids: [name],
    });
    const slices = apiSlices(
      [slice('Tesco', '5.00'), slice('Shell', '50.00'), slice('Lidl', '99.00', 'EUR')],
      'GBP',
      1,
    );
    expect(slices).toEqual([
      { name: 'Shell', minor: 5000, value: 50, count: 1, rowIds: ['Shell'] },
    ]);
  });

  it('draws one line per account, dates in order, gaps as null', () => {
    const { lines, data } = balanceLines(
      [
        {
          account_id: 'c',
          label: 'Current',
          currency: 'GBP',
          points: [
            { date: '2024-01-01', balance: '100.00' },
            { date: '2024-01-03', balance: '90.00' },
          ],
        },
        {
          account_id: 's',
          label: 'Savings',
          currency: 'GBP',
          points: [{ date: '2024-01-02', balance: '5.00' }],
        },
        {
          account_id: 'e',
          label: 'Euro',
          currency: 'EUR',
          points: [{ date: '2024-01-01', balance: '1.00' }],
        },
      ],
      'GBP',
    );
    expect(lines).toEqual([
      { key: 'a0', label: 'Current' },
      { key: 'a1', label: 'Savings' },
    ]);
    expect(data.map((d) => [d.date, d.a0, d.a1])).toEqual([
      ['2024-01-01', 100, null],
      ['2024-01-02', null, 5],
      ['2024-01-03', 90, null],
    ]);
    expect(data[0]?.minor_a0).toBe(10000);
  });
});

describe('insights scope', () => {
  it('builds the query in a fixed order without empty values', () => {
    expect(scopeQuery({})).toBe('');
    expect(scopeQuery({ date_to: '2024-02-01', analysis: 'x', account: '' })).toBe(
      'analysis=x&date_to=2024-02-01',
    );
  });
  it('names the PDF after the dates when the server sends no name', () => {
    expect(fallbackReportName({})).toBe('bsp-report.pdf');
    expect(fallbackReportName({ date_from: '2024-01-01', date_to: '2024-03-31' })).toBe(
      'bsp-report-2024-01-01_to_2024-03-31.pdf',
    );
  });
});
