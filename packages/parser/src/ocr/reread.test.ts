import { describe, expect, it } from 'vitest';
import type { OcrWord } from './repair.ts';
import {
  CONFIRMED_CONFIDENCE,
  cropCell,
  decideAmount,
  decideDate,
  MAX_REREADS,
  OVERRULED_CONFIDENCE,
  rereadTasks,
} from './reread.ts';

const word = (text: string, confidence = 40): OcrWord => ({
  text,
  confidence,
  bbox: { x0: 10, y0: 10, x1: 50, y1: 30 },
  line: 0,
  glyph: 16,
});

describe('second readings of money cells', () => {
  it('keeps a repair both readings agree on, with a lowered confidence', () => {
    const d = decideAmount(word('142S', 90), '1,42S', '1,42 S', ',');
    expect(d).toEqual({ text: '1,42S', confidence: CONFIRMED_CONFIDENCE, outcome: 'confirmed' });
  });

  it('lets a valid second reading overrule an inferred repair, at a lower confidence', () => {
    const d = decideAmount(word('1558S', 90), '15,58S', '1,55 S', ',');
    expect(d).toEqual({ text: '1,55 S', confidence: OVERRULED_CONFIDENCE, outcome: 'overruled' });
  });

  it('keeps the repair when the second reading is no amount', () => {
    const d = decideAmount(word('684', 40), '6.84', '684', '.');
    expect(d).toEqual({ text: '6.84', confidence: 40, outcome: 'unconfirmed' });
  });

  it('reads a cell no repair could, or leaves it alone', () => {
    expect(decideAmount(word('1.9@Dr'), null, '1.96 Dr', '.')).toMatchObject({
      text: '1.96 Dr',
      outcome: 'read',
    });
    expect(decideAmount(word('1.9@Dr'), null, '196', '.')).toBeNull();
  });
});

describe('second readings of date cells', () => {
  it('confirms, overrules or keeps by the column shape', () => {
    expect(decideDate(word('1111'), '11/11', '11/11', 'dd/dd').outcome).toBe('confirmed');
    expect(decideDate(word('1111'), '11/11', '11/17', 'dd/dd')).toMatchObject({
      text: '11/17',
      outcome: 'overruled',
    });
    expect(decideDate(word('1111'), '11/11', '1111', 'dd/dd')).toMatchObject({
      text: '11/11',
      outcome: 'unconfirmed',
    });
  });
});

describe('cells', () => {
  it('cuts a cell with a margin, white beyond the page edge', () => {
    const r = { data: new Uint8Array(100 * 50).fill(0), width: 100, height: 50 };
    const c = cropCell(r, { ...word('12.00'), bbox: { x0: 0, y0: 5, x1: 40, y1: 25 } });
    expect(c.width).toBe(40 + 16); // half a glyph either side
    const row = 5 * c.width;
    expect(c.data[row]).toBe(255); // left of the page: padding
    expect(c.data[row + c.width - 1]).toBe(0); // inside the page: its pixels
  });

  it('re-reads value-changing repairs and unreadable money cells, a bounded number per page', () => {
    const w1 = word('6.84');
    const tasks = rereadTasks(
      [
        { from: "'6.84", to: '6.84', changesValue: false, word: w1 },
        { from: '684', to: '6.84', changesValue: true, word: w1 },
        { from: '1111', to: '11/11', changesValue: true, kind: 'date', shape: 'dd/dd', word: w1 },
      ],
      [word('1.9@Dr')],
    );
    expect(tasks.map((t) => [t.kind, t.repaired, t.shape ?? null])).toEqual([
      ['amount', '6.84', null],
      ['date', '11/11', 'dd/dd'],
      ['amount', null, null],
    ]);
    const many = Array.from({ length: 100 }, () => word('9x9'));
    expect(rereadTasks([], many)).toHaveLength(MAX_REREADS);
  });
});
