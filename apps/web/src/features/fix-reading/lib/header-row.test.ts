import { describe, expect, it } from 'vitest';
import { findHeaderLine } from './header-row';

const line = (y: number, text: string) => ({
  page: 1,
  text,
  bbox: [40, y, 500, y + 10] as [number, number, number, number],
});

describe('findHeaderLine', () => {
  it('picks the line with the most header words, accents folded', () => {
    const lines = [
      line(100, 'Dyddiad ar y datganiad 3 Mai'),
      line(200, 'Dyddiad Disgrifiad I mewn Allan'),
      line(215, '02 Mai Siop Fwyd 29.45'),
    ];
    expect(findHeaderLine(lines, ['dyddiad', 'disgrifiad', 'mewn', 'allan'])?.bbox[1]).toBe(200);
    expect(findHeaderLine([line(5, 'Dátum Leírás Összeg')], ['datum', 'leiras'])?.bbox[1]).toBe(5);
  });

  it('needs two header words (one word could be anywhere)', () => {
    expect(findHeaderLine([line(100, 'Date of statement')], ['date', 'details'])).toBeNull();
    expect(findHeaderLine([line(100, 'Date')], [])).toBeNull();
  });
});
