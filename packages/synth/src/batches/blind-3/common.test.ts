import { describe, expect, it } from 'vitest';
import { textWidth, wrap } from '../../layout.ts';
import { hardWrap } from './common.ts';

describe('hardWrap (narrations with few spaces)', () => {
  const narration = 'UPI-SWIGGY-swiggy@axisbank-UTIB0000100-312345678901-PAYMENT FROM PHONE';
  it('keeps every character and fits each printed line in the width', () => {
    const text = hardWrap('helvetica', narration, 8, 90);
    expect(text.replace(/ /g, '')).toBe(narration.replace(/ /g, ''));
    // the layout re-wraps the truth text at its spaces: every printed line fits
    for (const line of wrap('helvetica', text, 8, 90))
      expect(textWidth('helvetica', line, 8)).toBeLessThanOrEqual(90);
  });
  it('breaks after a hyphen when the token allows it', () => {
    const lines = wrap('helvetica', hardWrap('helvetica', narration, 8, 90), 8, 90);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[0]!.endsWith('-')).toBe(true);
  });
  it('cuts a token longer than the width mid-token', () => {
    const text = hardWrap('courier', 'X'.repeat(60), 8, 100);
    expect(text.split(' ').length).toBeGreaterThan(1);
    for (const part of text.split(' '))
      expect(textWidth('courier', part, 8)).toBeLessThanOrEqual(100);
  });
});
