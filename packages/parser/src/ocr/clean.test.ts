import { describe, expect, it } from 'vitest';
import {
  cleanOcrLines,
  isSpeck,
  lineGlyphHeight,
  nearestHeaderKey,
  repairHeaderWords,
} from './clean.ts';
import { fitBaseline, linesFromTsv, type TesseractLine, type TesseractWord } from './pool.ts';

/** A word at x0..x1 whose ink sits on `base` and is `h` px tall. */
function w(
  text: string,
  x0: number,
  x1: number,
  base = 100,
  h = 20,
  confidence = 90,
): TesseractWord {
  return { text, confidence, bbox: { x0, x1, y0: base - h, y1: base } };
}

function line(words: TesseractWord[], base = 100): TesseractLine {
  return { words, baseline: { x0: 0, y0: base, x1: 1000, y1: base } };
}

describe('specks', () => {
  it('measures a line by its words of two or more characters', () => {
    expect(lineGlyphHeight([w('.', 0, 3, 100, 3), w('Total', 10, 80), w('12.00', 100, 160)])).toBe(
      20,
    );
    expect(lineGlyphHeight([w(':', 0, 3, 100, 3)])).toBeNull();
  });

  it('drops dust read as punctuation, slivers and tiny letters, keeps real one-character words', () => {
    expect(isSpeck(w("'", 0, 3, 100, 4), 20)).toBe(true);
    expect(isSpeck(w('.', 0, 3, 100, 3, 95), 20)).toBe(true);
    expect(isSpeck(w('i', 0, 3, 100, 18, 31), 20)).toBe(true); // 3 px wide, unsure
    expect(isSpeck(w('3', 0, 2, 100, 6, 80), 20)).toBe(true); // far too small
    expect(isSpeck(w('Po', 0, 30, 100, 20, 2), 20)).toBe(true); // read with no confidence
    // a thousands group printed apart ("1 099,02"), a dash in an empty cell, a currency sign
    expect(isSpeck(w('1', 0, 7, 100, 19, 20), 20)).toBe(false);
    expect(isSpeck(w('-', 0, 8, 92, 3, 80), 20)).toBe(false);
    expect(isSpeck(w('$', 0, 11, 102, 24, 85), 20)).toBe(false);
    expect(isSpeck(w('12', 0, 22, 100, 20, 5), 20)).toBe(false); // digits stay, however unsure
  });
});

describe('cleanOcrLines', () => {
  it('gives every word of a line one font-like box on its baseline', () => {
    const out = cleanOcrLines([
      line([w('01', 10, 38, 100, 18), w('Jul', 56, 98, 105, 23), w('ace', 110, 150, 100, 12)]),
    ]);
    expect(out.map((o) => o.text)).toEqual(['01', 'Jul', 'ace']);
    const heights = out.map((o) => o.bbox.y1 - o.bbox.y0);
    expect(new Set(heights).size).toBe(1);
    // glyph height: the median ink height of the line's words (12, 18, 23)
    expect(out[0]!.glyph).toBe(18);
    expect(heights[0]).toBeCloseTo(18 * 1.25, 5);
    // baseline at 100: 80 % of the box above it
    expect(out[0]!.bbox.y1).toBeCloseTo(100 + 18 * 1.25 * 0.2, 5);
    expect(out[0]!.bbox.x0).toBe(10); // horizontal extent untouched
  });

  it('follows a sloped baseline and ignores one that belongs to another row', () => {
    const sloped: TesseractLine = {
      words: [w('A1', 0, 30, 100), w('B2', 970, 1000, 110)],
      baseline: { x0: 0, y0: 100, x1: 1000, y1: 110 },
    };
    const [a, b] = cleanOcrLines([sloped]);
    expect(b!.bbox.y1 - a!.bbox.y1).toBeCloseTo((10 * (985 - 15)) / 1000, 5);
    const wrong: TesseractLine = {
      words: [w('A1', 0, 30, 100)],
      baseline: { x0: 0, y0: 160, x1: 9, y1: 160 },
    };
    expect(cleanOcrLines([wrong])[0]!.bbox.y1).toBeCloseTo(100 + 20 * 1.25 * 0.2, 5);
  });

  it('drops lines of nothing but punctuation and numbers the lines', () => {
    const out = cleanOcrLines([
      line([w('.', 0, 3, 100, 3), w(':', 9, 11, 100, 4)]),
      line([w('OK', 0, 30)]),
    ]);
    expect(out.map((o) => [o.text, o.line])).toEqual([['OK', 1]]);
  });
});

describe('column labels read one letter off', () => {
  it('finds the one label an edit away, or none when two roles are that close', () => {
    expect(nearestHeaderKey('pate')).toBe('date');
    expect(nearestHeaderKey('descripcioen')).toBe('descripcion');
    expect(nearestHeaderKey('saido')).toBe('saldo');
    expect(nearestHeaderKey('detalls')).not.toBeNull(); // details / detalle: both descriptions
    expect(nearestHeaderKey('amount')).toBeNull(); // already a label (no edit needed)
    expect(nearestHeaderKey('xyzzy')).toBeNull();
    expect(nearestHeaderKey('abc')).toBeNull(); // too short to guess
  });

  it('repairs only on a line that is clearly a header', () => {
    const hdr = [w('Pate', 0, 40), w('Description', 80, 200), w('Amount', 400, 470)];
    expect(repairHeaderWords(hdr).map((x) => x.text)).toEqual(['Date', 'Description', 'Amount']);
    // one label is not enough evidence; a line with an amount is a row
    const weak = [w('pate', 0, 40), w('Description', 80, 200)];
    expect(repairHeaderWords(weak).map((x) => x.text)).toEqual(['pate', 'Description']);
    const row = [
      w('pate', 0, 40),
      w('Description', 80, 200),
      w('Amount', 300, 370),
      w('12.50', 400, 460),
    ];
    expect(repairHeaderWords(row)[0]!.text).toBe('pate');
  });
});

describe('tesseract TSV', () => {
  it('reads words per line and fits a baseline through the words without descenders', () => {
    const tsv = [
      '1\t1\t0\t0\t0\t0\t0\t0\t1000\t1000\t-1\t',
      '4\t1\t1\t1\t1\t0\t10\t100\t500\t30\t-1\t',
      '5\t1\t1\t1\t1\t1\t10\t100\t60\t20\t91.5\tDate',
      '5\t1\t1\t1\t1\t2\t100\t100\t90\t27\t88\tPayment',
      '5\t1\t1\t1\t1\t3\t400\t101\t60\t20\t95\t12.50',
      '5\t1\t1\t1\t2\t1\t10\t200\t60\t20\t-1\t ',
      '5\t1\t1\t1\t2\t2\t10\t200\t60\t20\t80\tTotal',
    ].join('\n');
    const lines = linesFromTsv(tsv);
    expect(lines.map((l) => l.words.map((x) => x.text))).toEqual([
      ['Date', 'Payment', '12.50'],
      ['Total'],
    ]);
    expect(lines[0]!.words[0]).toEqual({
      text: 'Date',
      confidence: 91.5,
      bbox: { x0: 10, y0: 100, x1: 70, y1: 120 },
    });
    // "Payment" reaches below the baseline: the baseline runs through 120 and 121
    const b = lines[0]!.baseline!;
    expect(b.y0).toBeGreaterThan(119.5);
    expect(b.y1).toBeLessThan(121.5);
    expect(fitBaseline([])).toBeNull();
  });
});
