import { describe, expect, it } from 'vitest';
import { textItemsToPages } from './text-items.ts';

describe('textItemsToPages', () => {
  it('splits runs into words sharing the run width, pages 1-based and dense', () => {
    const pages = textItemsToPages([
      { text: 'Opening  balance', x0: 10, x1: 90, y0: 20, y1: 30, page: 2 },
    ]);
    expect(pages.map((p) => p.words.length)).toEqual([0, 2]);
    const [a, b] = pages[1]!.words;
    expect(a).toMatchObject({ text: 'Opening', x0: 10, y0: 20, y1: 30 });
    expect(b!.text).toBe('balance');
    expect(b!.x1).toBeCloseTo(90);
    expect(b!.x0).toBeGreaterThan(a!.x1);
  });
});
