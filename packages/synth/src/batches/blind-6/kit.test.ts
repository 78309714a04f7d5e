import { describe, expect, it } from 'vitest';
import { headerOnce, spill } from './kit.ts';

describe('blind-6 kit', () => {
  it('moves the column header out of the table, bottom-aligned like the layout draws it', () => {
    const { columns, header } = headerOnce([
      { key: 'date', header: ['Date'], x: 10, align: 'left' },
      { key: 'out', header: ['Paid', 'out'], x: 200, align: 'right' },
    ]);
    expect(columns.every((c) => c.header.length === 0)).toBe(true);
    expect(header.lines.map((l) => l.cells.map((c) => c.text))).toEqual([
      ['', 'Paid'],
      ['Date', 'out'],
    ]);
  });
  it('spills a long narration at a space, or mid-token when there is none', () => {
    expect(spill('short', 10)).toEqual(['short', '']);
    expect(spill('TO NEFT PAYMENT RENT', 12)).toEqual(['TO NEFT', 'PAYMENT RENT']);
    expect(spill('ABCDEFGHIJKLMNOP', 10)).toEqual(['ABCDEFGHIJ', 'KLMNOP']);
  });
});
