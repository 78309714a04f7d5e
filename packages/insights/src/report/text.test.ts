import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfMoney, pdfSafeText } from './text.ts';

const doc = await PDFDocument.create();
const helvetica = await doc.embedFont(StandardFonts.Helvetica);
const charset = new Set(helvetica.getCharacterSet());

describe('pdfSafeText', () => {
  it('keeps what WinAnsi has: accents, €, £, dashes, curly quotes, bullets', () => {
    const text = 'Café Zürich — “€12” £3 • ß œ ñ';
    expect(pdfSafeText(text, charset)).toBe(text);
  });

  it('strips accents WinAnsi lacks and transliterates letters that do not decompose', () => {
    expect(pdfSafeText('Łódź Gdańsk Kraków', charset)).toBe('Lódz Gdansk Kraków');
    expect(pdfSafeText('Đorđe Ħal', charset)).toBe('Dorde Hal');
    expect(pdfSafeText('Привет Москва Щука', charset)).toBe('Privet Moskva Shchuka');
  });

  it('turns each emoji sequence into one "?" and drops invisible characters', () => {
    expect(pdfSafeText('ok 🙂 👍🏽 👨‍👩‍👧 ❤️', charset)).toBe('ok ? ? ? ?');
    expect(pdfSafeText('zero\u200Bwidth\uFEFF soft\u00ADhyphen', charset)).toBe(
      'zerowidth softhyphen',
    );
  });

  it('makes every space and line break a plain space, and unknown scripts "?"', () => {
    expect(pdfSafeText('a\tb\nc\u202Fd\u00A0e', charset)).toBe('a b c d e');
    expect(pdfSafeText('日本', charset)).toBe('??');
  });

  it('produces text pdf-lib encodes without throwing', () => {
    const nasty = '₹ ₩ ₪ ł 🙂 日本 \u0000 \u{1F1EC}\u{1F1E7} 𝔸 ﬁ';
    expect(() => helvetica.encodeText(nasty)).toThrow();
    expect(() => helvetica.encodeText(pdfSafeText(nasty, charset))).not.toThrow();
  });
});

describe('pdfMoney', () => {
  it('formats like formatMoney when the font has the symbol', () => {
    expect(pdfMoney(-123456, 'GBP', charset)).toBe('-£1,234.56');
    expect(pdfMoney(999, 'EUR', charset)).toBe('€9.99');
    expect(pdfMoney(1500, 'JPY', charset)).toBe('JP¥1,500');
    expect(pdfMoney(-1234567, 'XXX', charset)).toBe('-12,345.67');
  });

  it('writes the currency code where the symbol cannot be drawn', () => {
    expect(pdfMoney(123456, 'INR', charset)).toBe('INR 1,234.56');
    expect(pdfMoney(-15000, 'KRW', charset)).toBe('-KRW 15,000');
    expect(pdfMoney(100, 'ILS', charset)).toBe('ILS 1.00');
  });

  it('never throws on a currency code Intl does not know', () => {
    expect(pdfMoney(123, '', charset)).toBe('1.23');
    expect(pdfMoney(123, 'EURO', charset)).toBe('1.23 EURO');
  });
});
