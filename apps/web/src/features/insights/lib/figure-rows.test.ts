import { describe, expect, it } from 'vitest';
import {
  figureButtonName,
  idsByReport,
  parseRowsParam,
  reportRowsPath,
  rowCountText,
  rowsButtonName,
} from './figure-rows';

describe('figure rows', () => {
  it('names the button after the count and the figure', () => {
    expect(rowsButtonName(3, 'Netflix price rise')).toBe(
      'Show the 3 rows behind Netflix price rise',
    );
    expect(rowsButtonName(1, 'Overdraft fees')).toBe('Show the 1 row behind Overdraft fees');
  });

  it('keeps the visible figure in the accessible name', () => {
    expect(figureButtonName(3, 'Netflix payments', '£9.99')).toBe(
      'Show the 3 rows behind Netflix payments: £9.99',
    );
    expect(figureButtonName(2, 'Netflix price rise', rowCountText(2))).toBe(
      'Show the 2 rows behind Netflix price rise',
    );
    expect(rowCountText(1)).toBe('1 row');
  });

  it('reads a rows parameter: trimmed, distinct, none when empty', () => {
    expect(parseRowsParam(null)).toBeNull();
    expect(parseRowsParam(' , ')).toBeNull();
    expect(parseRowsParam('a, b,a,,c')).toEqual(['a', 'b', 'c']);
    const many = Array.from({ length: 600 }, (_, i) => `r${i}`).join(',');
    expect(parseRowsParam(many)).toHaveLength(500);
  });

  it('links to a report filtered to the rows, commas left readable', () => {
    expect(reportRowsPath('an 1', ['x', 'y'])).toBe('/reports/an%201?rows=x,y');
  });

  it('groups rows by report in first-seen order', () => {
    const groups = idsByReport([
      { id: '1', analysis_id: 'B' },
      { id: '2', analysis_id: 'A' },
      { id: '3', analysis_id: 'B' },
    ]);
    expect([...groups.entries()]).toEqual([
      ['B', ['1', '3']],
      ['A', ['2']],
    ]);
  });
});
