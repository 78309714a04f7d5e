import { describe, expect, it } from 'vitest';
import type { PageWords } from '../words.ts';
import { assessTextLayer, textLayerLooksUnreliable } from './text-layer-quality.ts';

function page(text: string): PageWords {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .map((t, i) => ({
      text: t,
      x0: 10 + (i % 10) * 50,
      y0: 10 + Math.floor(i / 10) * 12,
      x1: 55 + (i % 10) * 50,
      y1: 20 + Math.floor(i / 10) * 12,
      confidence: 1,
    }));
  return { page: 1, width: 612, height: 792, words, source: 'text' };
}

const GOOD =
  'Date Description Amount Balance 03/01/2024 Opening balance 1,250.00 05/01/2024 GROCERY STORE -45.20 1,204.80 ' +
  '09/01/2024 SALARY ACME LTD 2,100.00 3,304.80 12/01/2024 RENT PAYMENT -950.00 2,354.80 Your account number 12345678 ' +
  'Sort code 40-11-22 Page 1 of 2 AnyCompanyRetail.com REF AB12-3456 (fees) balance: £10.00';

describe('textLayerLooksUnreliable', () => {
  it('trusts an ordinary statement text layer', () => {
    expect(textLayerLooksUnreliable(page(GOOD))).toBe(false);
    expect(assessTextLayer(page(GOOD)).badTokenRatio).toBeLessThan(0.1);
  });

  it('flags garbage from a bad OCR layer or a font without a Unicode map', () => {
    const ocrNoise =
      "Vwdwhphqw ri dffrxqw Gdwh Ghvfulswlrq .,I \\ ••I j• 1 \\ 1 j, : I j'II ' >I 1 1 1 I ' • I I i 'I rJ#k% xQz@w ~~!q";
    expect(textLayerLooksUnreliable(page(ocrNoise))).toBe(true);
    const cid = Array.from({ length: 40 }, (_, i) => `(cid:${i + 30})`).join(' ');
    expect(textLayerLooksUnreliable(page(cid))).toBe(true);
  });

  it('flags control characters, replacement characters and mojibake', () => {
    expect(
      textLayerLooksUnreliable(
        page(`${GOOD} \u0001\u0002\u0003 \ufffd\ufffd\ufffd\ufffd \u0007\u0008`),
      ),
    ).toBe(true);
    const moji = 'CafÃ© Ã¼ber â€œquoteâ€ Ã© Ã¨ Ã¶ '.repeat(3);
    expect(textLayerLooksUnreliable(page(`${GOOD} ${moji}`))).toBe(true);
  });

  it('flags degenerate boxes and pages with almost no text', () => {
    const p = page(GOOD);
    for (const w of p.words) w.x1 = w.x0;
    expect(textLayerLooksUnreliable(p)).toBe(true);
    expect(textLayerLooksUnreliable(page('x'))).toBe(true);
  });
});
