import { describe, expect, it } from 'vitest';
import { attachmentHeader } from './content-disposition.ts';

describe('attachmentHeader', () => {
  it('keeps ASCII names and adds the encoded form', () => {
    expect(attachmentHeader('jan-2024.csv')).toBe(
      `attachment; filename="jan-2024.csv"; filename*=UTF-8''jan-2024.csv`,
    );
  });

  it('strips accents for the ASCII name and percent-encodes UTF-8', () => {
    expect(attachmentHeader('März_Überweisung.xlsx')).toBe(
      `attachment; filename="Marz_Uberweisung.xlsx"; filename*=UTF-8''M%C3%A4rz_%C3%9Cberweisung.xlsx`,
    );
  });

  it('never lets quotes, backslashes or line breaks through', () => {
    const header = attachmentHeader('a"b\\c\r\nd;e\'(f).csv');
    expect(header).toMatch(/^attachment; filename="a_b_c__d_e'\(f\)\.csv"; filename\*=UTF-8''/);
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain('%27%28f%29');
  });

  it('never names a path: separators are replaced in both forms', () => {
    const header = attachmentHeader('../../etc/passwd\\..\\x.csv');
    expect(header).toBe(
      `attachment; filename=".._.._etc_passwd_.._x.csv"; filename*=UTF-8''.._.._etc_passwd_.._x.csv`,
    );
  });
});
