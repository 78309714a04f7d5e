import { describe, expect, it } from 'vitest';
import { ignoreCandidates, isIgnored } from './ignore-lines';

const line = (page: number, y: number, text: string) => ({
  page,
  text,
  bbox: [40, y, 300, y + 10] as [number, number, number, number],
});

describe('ignore candidates', () => {
  it('offers a footer repeated on every page first, as one entry with each page number', () => {
    const lines = [
      line(1, 50, 'Example Bank plc'),
      line(1, 200, '02 Mar Grocer 29.45'),
      line(1, 800, 'Page 1 of 3'),
      line(2, 50, 'Example Bank plc'),
      line(2, 800, 'Page 2 of 3'),
      line(3, 800, 'Page 3 of 3'),
      line(3, 810, 'x'),
    ];
    const list = ignoreCandidates(lines);
    expect(list[0]).toEqual({
      key: 'page#of#',
      label: 'Page 1 of 3',
      texts: ['Page 1 of 3', 'Page 2 of 3', 'Page 3 of 3'],
      pages: [1, 2, 3],
    });
    expect(list[1]?.label).toBe('Example Bank plc');
    expect(list[1]?.pages).toEqual([1, 2]);
    expect(list[2]?.label).toBe('02 Mar Grocer 29.45');
    // one-letter lines are not worth offering
    expect(list).toHaveLength(3);
  });
});

describe('isIgnored', () => {
  it('matches a line containing the text, case and spacing ignored', () => {
    expect(isIgnored('Page 2 of 3  — continued', ['PAGE 2 OF 3'])).toBe(true);
    expect(isIgnored('Page 2 of 3', ['Page 1 of 3'])).toBe(false);
    expect(isIgnored('anything', [''])).toBe(false);
  });
});
