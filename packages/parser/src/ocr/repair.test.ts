import { describe, expect, it } from 'vitest';
import type { TesseractWord } from './pool.ts';
import {
  amountCandidates,
  dateCandidates,
  mergeSplitDecimals,
  type OcrWord,
  REPAIRED_CONFIDENCE,
  repairAmount,
  repairDateColumns,
  repairMoneyColumns,
} from './repair.ts';

const G = 20;
function w(text: string, x0: number, x1: number, line: number, confidence = 90): OcrWord {
  const base: TesseractWord = {
    text,
    confidence,
    bbox: { x0, x1, y0: line * 40, y1: line * 40 + 25 },
  };
  return { ...base, line, glyph: G };
}

describe('repairAmount', () => {
  it('removes specks glued to a number without calling it a change of value', () => {
    expect(repairAmount("'7.030,11", ',')).toEqual({
      from: "'7.030,11",
      to: '7.030,11',
      changesValue: false,
    });
    expect(repairAmount('.4.961,71', ',')?.to).toBe('4.961,71');
    expect(repairAmount('6.18"', '.')?.to).toBe('6.18');
  });

  it('reads letters inside a number as the digits they resemble', () => {
    expect(repairAmount('1O5.2O', '.')?.to).toBe('105.20');
    expect(repairAmount('3,l41.59', '.')?.to).toBe('3,141.59');
    expect(repairAmount('21L79C', '.')?.to).toBe('211.79C');
    // a trailing marker letter stays a marker
    expect(repairAmount('1,2O4.00D', '.')?.to).toBe('1,204.00D');
  });

  it('fixes the decimal separator: a colon, the other separator, or a lost one', () => {
    expect(repairAmount("7'133:53", '.')?.to).toBe("7'133.53");
    expect(repairAmount('2747.84', ',')?.to).toBe('2747,84');
    expect(repairAmount('684', '.')?.to).toBe('6.84');
    expect(repairAmount('4641S', ',')?.to).toBe('46,41S');
    expect(repairAmount('(3305)', '.')?.to).toBe('(33.05)');
    expect(repairAmount('2747.84', ',')?.changesValue).toBe(true);
  });

  it('drops specks OCR reads after the number or before its marker', () => {
    expect(repairAmount('2.12%', '.')).toEqual({ from: '2.12%', to: '2.12', changesValue: false });
    expect(repairAmount("33,28'S", ',')?.to).toBe('33,28S');
    expect(repairAmount('537.22"', '.')?.to).toBe('537.22');
  });

  it('reads a bar before the sign as a speck, not a digit ("1-292.63")', () => {
    expect(repairAmount('1-292.63', '.')).toEqual({
      from: '1-292.63',
      to: '-292.63',
      changesValue: true,
    });
  });

  it('puts back a decimal separator lost or misread after the groups', () => {
    expect(repairAmount('1.20341', ',')?.to).toBe('1.203,41');
    expect(repairAmount('5,225,57', '.')?.to).toBe('5,225.57');
  });

  it('leaves what cannot be an amount alone', () => {
    expect(repairAmount('4670647500', '.')).toBeNull(); // an account number
    expect(repairAmount('12', '.')).toBeNull();
    expect(repairAmount('REF', '.')).toBeNull();
    expect(amountCandidates('12.34', '.')).toEqual([]);
  });
});

describe('mergeSplitDecimals', () => {
  it('joins "6.090," and "49" printed a Courier space apart', () => {
    const out = mergeSplitDecimals([w('6.090,', 100, 160, 1), w('49', 172, 190, 1)]);
    expect(out.map((o) => o.text)).toEqual(['6.090,49']);
    expect(out[0]!.bbox.x1).toBe(190);
  });

  it('does not join across lines, wide gaps or longer numbers', () => {
    expect(mergeSplitDecimals([w('6.090,', 100, 160, 1), w('49', 172, 190, 2)])).toHaveLength(2);
    expect(mergeSplitDecimals([w('6.090,', 100, 160, 1), w('49', 400, 418, 1)])).toHaveLength(2);
    expect(mergeSplitDecimals([w('Aug 10,', 100, 160, 1), w('2025', 172, 220, 1)])).toHaveLength(2);
  });

  it('joins a thousands group split off by a space ("+$1, 745.08")', () => {
    const out = mergeSplitDecimals([w('+$1,', 100, 120, 1), w('745.08', 128, 160, 1)]);
    expect(out.map((x) => x.text)).toEqual(['+$1,745.08']);
    // two amounts of a list stay apart
    expect(mergeSplitDecimals([w('12.50,', 100, 130, 1), w('745.08', 138, 170, 1)])).toHaveLength(
      2,
    );
  });
});

describe('repairMoneyColumns', () => {
  /** A column of right-aligned amounts ending at x = 500, one row per line. */
  const column = (texts: string[]) => texts.map((t, i) => w(t, 500 - t.length * 10, 500, i, 90));

  it('repairs the odd cell of a money column, lowers its confidence and reports it', () => {
    const { words, repairs } = repairMoneyColumns(
      column(['12.50', '1,204.00', '684', '33.10', '9.99']),
    );
    expect(words.map((x) => x.text)).toEqual(['12.50', '1,204.00', '6.84', '33.10', '9.99']);
    expect(words[2]!.confidence).toBe(REPAIRED_CONFIDENCE);
    expect(words[0]!.confidence).toBe(90);
    expect(repairs.map(({ from, to, changesValue }) => ({ from, to, changesValue }))).toEqual([
      { from: '684', to: '6.84', changesValue: true },
    ]);
    expect(repairs[0]!.word).toBe(words[2]); // the word as placed, for a second reading
  });

  it('reads whole numbers in a column of amounts with cents as separators lost, even most of them', () => {
    // small print lost the comma of most cells: 3 of 8 cells still show their cents
    const { words } = repairMoneyColumns(
      column(['351,65S', '7147H', '225,44S', '8149S', '1.938,24H', '1558S', '2350S', '4937S']),
    );
    expect(words.map((x) => x.text)).toEqual([
      '351,65S',
      '71,47H',
      '225,44S',
      '81,49S',
      '1.938,24H',
      '15,58S',
      '23,50S',
      '49,37S',
    ]);
    // a column of whole numbers (a statement printed in whole dollars) is left alone
    const whole = column(['-171', '-44', '-224', '-244', '1,200']);
    expect(repairMoneyColumns(whole).repairs).toEqual([]);
  });

  it('touches nothing outside a money column', () => {
    // the same numbers, not aligned: a description column of references
    const scattered = ['12.50', '1,204.00', '684', '33.10'].map((t, i) =>
      w(t, 100 + i * 90, 160 + i * 90, i),
    );
    expect(repairMoneyColumns(scattered).repairs).toEqual([]);
    // too few amounts to call it a column
    expect(repairMoneyColumns(column(['12.50', '684', '33.10'])).repairs).toEqual([]);
  });

  it('never rewrites part of a longer cell (a date, a card number) aligned with amounts', () => {
    const words = [
      ...column(['12.50', '1,204.00', '33.10', '9.99']),
      w('03', 380, 400, 5),
      w('January', 410, 470, 5),
      w('2024', 460, 500, 5),
    ];
    const out = repairMoneyColumns(words);
    expect(out.words.at(-1)!.text).toBe('2024');
    expect(out.repairs).toEqual([]);
  });

  it('lines a number up by its own right edge when its marker was read apart or lost', () => {
    // markers glued to most cells move their cells' right edges; "3401" lost its marker
    const rows = ['71.20', '378.81', '66.82', '18.48'];
    const words = rows.flatMap((t, i) => [w(t, 480 - t.length * 10, 480, i), w('D', 488, 500, i)]);
    words.push(w('3401', 440, 480, 4));
    const out = repairMoneyColumns(words);
    expect(out.words.at(-1)!.text).toBe('34.01');
  });

  it('reads the last digit of an unmarked cell as the marker every other cell prints ("4218")', () => {
    const rows = ['12,50', '1.204,00', '33,10', '9,99'];
    const words = rows.flatMap((t, i) => [
      w(t, 480 - t.length * 10, 480, i),
      w(i % 2 ? 'H' : 'S', 488, 500, i),
    ]);
    words.push(w('4218', 440, 480, 4));
    const out = repairMoneyColumns(words);
    expect(out.words.at(-1)!.text).toBe('4,21S');
    // without such a column the usual reading stands
    expect(repairMoneyColumns(column(['12.50', '1,204.00', '4218', '9.99'])).words[2]!.text).toBe(
      '42.18',
    );
  });

  it('keeps a marker with its amount when judging the cell ("52863 D")', () => {
    const rows = ['12.50', '1,204.00', '33.10', '9.99', '52863'];
    const words = rows.flatMap((t, i) => [
      w(t, 480 - t.length * 10, 480, i),
      w(i % 2 ? 'C' : 'D', 488, 500, i),
    ]);
    const out = repairMoneyColumns(words);
    expect(out.words.filter((x) => x.line === 4).map((x) => x.text)).toEqual(['528.63', 'D']);
  });
});

describe('repairMoneyColumns: cents split off', () => {
  it('joins "58,367 74" in a money column (decimal point lost), not elsewhere', () => {
    const rows = ['56,669.55', '56,667.55', '56,524.60', '56,507.32'];
    const words = rows.map((t, i) => w(t, 500 - t.length * 10, 500, i));
    words.push(w('58,367', 410, 470, 4), w('74', 480, 500, 4));
    const out = repairMoneyColumns(words);
    expect(out.words.filter((x) => x.line === 4).map((x) => x.text)).toEqual(['58,367.74']);
    expect(out.repairs.map((r) => [r.from, r.to, r.changesValue])).toEqual([
      ['58,367 74', '58,367.74', true],
    ]);
    // the same pair in a description ("ROUTE 66 12"): no column, no change
    const desc = [w('ROUTE', 100, 150, 0), w('1,200', 160, 200, 0), w('74', 210, 230, 0)];
    expect(repairMoneyColumns(desc).words.map((x) => x.text)).toEqual(['ROUTE', '1,200', '74']);
  });
});

describe('repairDateColumns', () => {
  it('restores separators lost or misread in a column of dates of one shape', () => {
    const texts = ['11/30', '12/03', '1111', '12/06', '11/07', '1O/23'];
    const words = texts.map((t, i) => w(t, 30, 30 + t.length * 10, i));
    const out = repairDateColumns(words);
    expect(out.words.map((x) => x.text)).toEqual([
      '11/30',
      '12/03',
      '11/11',
      '12/06',
      '11/07',
      '10/23',
    ]);
    expect(out.repairs.map((r) => [r.from, r.to, r.kind])).toEqual([
      ['1111', '11/11', 'date'],
      ['1O/23', '10/23', 'date'],
    ]);
    expect(out.words[2]!.confidence).toBe(REPAIRED_CONFIDENCE);
  });

  it('reads a separator misread as a digit or speck, and a date read as two words', () => {
    expect(dateCandidates('12/15723', 'dd/dd/dd')).toEqual(['12/15/23']);
    expect(dateCandidates('11109.2023', 'dd.dd.dddd')).toEqual(['11.09.2023']);
    expect(dateCandidates('29.032022', 'dd.dd.dddd')).toEqual(['29.03.2022']);
    expect(dateCandidates('25.07:', 'dd.dd.')).toEqual(['25.07.']);
    expect(dateCandidates('12.06.-', 'dd.dd.')).toEqual(['12.06.']);
    const texts = ['10.09.2023', '10.09.2023', '10.09.2023', '11.09.2023'];
    const words = texts.map((t, i) => w(t, 30, 130, i));
    words.splice(3, 0, w('11', 30, 50, 9), w('109.2023', 54, 130, 9));
    const out = repairDateColumns(words);
    expect(out.words.map((x) => x.text)).toEqual([...texts.slice(0, 3), '11.09.2023', texts[3]]);
  });

  it('keeps what no date of that shape can be, and numbers outside a date column', () => {
    expect(dateCandidates('2024', 'dd/dd')).toEqual([]); // 20/24 is no date
    expect(dateCandidates('17:07.21', 'dd.dd.dd')).toEqual(['17.07.21']);
    const scattered = ['11/30', '12/03', '1111', '12/06'].map((t, i) =>
      w(t, 30 + i * 100, 80 + i * 100, i),
    );
    expect(repairDateColumns(scattered).repairs).toEqual([]);
  });
});

describe('years out of line', () => {
  it('reads a year one digit away from the column’s year as that year, without a second reading', () => {
    const texts = ['02/11/2021', '15/11/2621', '19/11/2021', '25/11/2021', '30/11/2021'];
    const out = repairDateColumns(texts.map((t, i) => w(t, 30, 130, i)));
    expect(out.words[1]!.text).toBe('15/11/2021');
    expect(out.repairs.map((r) => [r.from, r.to, r.reread])).toEqual([
      ['15/11/2621', '15/11/2021', false],
    ]);
  });

  it('keeps a year next to another one (a statement across New Year) and years far apart', () => {
    const newYear = ['28/12/2021', '30/12/2021', '31/12/2021', '02/01/2022'];
    expect(repairDateColumns(newYear.map((t, i) => w(t, 30, 130, i))).repairs).toEqual([]);
    const two = ['02/11/2021', '15/11/2035', '19/11/2021', '25/11/2021'];
    expect(repairDateColumns(two.map((t, i) => w(t, 30, 130, i))).repairs).toEqual([]);
  });
});
