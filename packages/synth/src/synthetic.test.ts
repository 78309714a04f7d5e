import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ParsedStatement } from '@bsp/shared/parse-result';
import { describe, expect, it } from 'vitest';
import { CH, DE, EN, FR, formatDate, formatMinor, IN, toDecimal } from './format.ts';
import { FAMILY_NAMES, generateStatement } from './index.ts';
import { createRng } from './prng.ts';

const minor = (s: string) => {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(s);
  if (!m) throw new Error(`bad decimal ${s}`);
  return (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]));
};

async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('pdfjs-dist/package.json'));
  const pdfjs = await import(pathToFileURL(join(root, 'legacy/build/pdf.mjs')).href);
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${pathToFileURL(join(root, 'standard_fonts')).href}/`,
    verbosity: 0,
  });
  const doc = await task.promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    text += `${content.items.map((i: { str?: string }) => i.str ?? '').join(' ')}\n`;
  }
  const pages = doc.numPages;
  await task.destroy();
  return { pages, text };
}

function checkArithmetic(st: ParsedStatement): void {
  const opening = minor(st.openingBalance!);
  const closing = minor(st.closingBalance!);
  const amounts = st.transactions.map((t) => minor(t.amount));
  // a truth that does not reconcile says so (a mortgage: totals vs principal balance)
  if (st.checks.reconciled) expect(opening + amounts.reduce((a, b) => a + b, 0)).toBe(closing);
  else expect(st.checks.issues.length).toBeGreaterThan(0);
  const moneyIn = amounts.filter((a) => a > 0).reduce((a, b) => a + b, 0);
  const moneyOut = -amounts.filter((a) => a < 0).reduce((a, b) => a + b, 0);
  // totals are null when the statement does not print them
  if (st.totals.moneyIn !== null) expect(st.totals.moneyIn).toBe(toDecimal(moneyIn));
  if (st.totals.moneyOut !== null) expect(st.totals.moneyOut).toBe(toDecimal(moneyOut));
  // printed running balances: chronological order is the printed order or its reverse
  let txs = st.transactions;
  if (txs.length > 1 && (txs[0]!.date ?? '') > (txs[txs.length - 1]!.date ?? ''))
    txs = [...txs].reverse();
  if (txs.some((t) => t.balance !== null)) {
    let bal = opening;
    for (const t of txs) {
      bal += minor(t.amount);
      if (t.balance !== null) expect(minor(t.balance)).toBe(bal);
    }
  }
  for (const t of st.transactions) {
    expect(t.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(t.date! >= st.periodStart! && t.date! <= st.periodEnd!).toBe(true);
    expect(t.page).toBeGreaterThan(0);
    expect(t.bbox).not.toBeNull();
    expect(minor(t.amount)).not.toBe(0);
  }
}

describe('number formats', () => {
  it('groups thousands the local way', () => {
    expect(formatMinor(123456789, EN)).toBe('1,234,567.89');
    expect(formatMinor(-123456789, DE)).toBe('1.234.567,89');
    expect(formatMinor(123456789, FR)).toBe('1 234 567,89');
    expect(formatMinor(123456789, CH)).toBe("1'234'567.89");
    expect(formatMinor(1234567890, IN)).toBe('1,23,45,678.90');
    expect(formatMinor(5, EN)).toBe('0.05');
    expect(toDecimal(-5)).toBe('-0.05');
    expect(toDecimal(120000)).toBe('1200.00');
  });
  it('formats dates', () => {
    expect(formatDate('2024-03-05', 'DD MMM YY')).toBe('05 Mar 24');
    expect(formatDate('2024-12-31', 'MMM D, YYYY')).toBe('Dec 31, 2024');
    expect(formatDate('2024-03-05', 'DD. MMMM YYYY', 'de')).toBe('05. März 2024');
  });
  it('seeded PRNG is reproducible', () => {
    const a = createRng('x');
    const b = createRng('x');
    expect([a.next(), a.next(), a.int(1, 6)]).toEqual([b.next(), b.next(), b.int(1, 6)]);
    expect(createRng('y').next()).not.toBe(createRng('x').next());
  });
});

describe('synthetic statements', () => {
  it('are deterministic by seed', async () => {
    const a = await generateStatement({ seed: 42, family: 'uk-current' });
    const b = await generateStatement({ seed: 42, family: 'uk-current' });
    const c = await generateStatement({ seed: 43, family: 'uk-current' });
    expect(Buffer.from(a.files[0]!.bytes).equals(Buffer.from(b.files[0]!.bytes))).toBe(true);
    expect(a.truth).toEqual(b.truth);
    expect(a.truth).not.toEqual(c.truth);
  });

  for (const family of FAMILY_NAMES) {
    it(`${family}: truth adds up and the PDF shows it`, async () => {
      for (const seed of [1, 2, 3]) {
        const s = await generateStatement({ seed, family, kind: 'text' });
        expect(s.truth.statements.length).toBeGreaterThan(0);
        for (const st of s.truth.statements) checkArithmetic(st);
        if (family === 'combined') expect(s.truth.statements).toHaveLength(2);
        const { pages, text } = await pdfText(s.files[0]!.bytes);
        expect(pages).toBe(s.truth.pages);
        const flat = text.replace(/\s+/g, ' ');
        const st = s.truth.statements[0]!;
        // the first description's first word and the account number are on the page
        const word = st.transactions[0]!.description.split(' ').find((w) => w.length > 3);
        if (word) expect(flat).toContain(word);
        expect(flat.replace(/ /g, '')).toContain(st.accountNumber!.replace(/ /g, ''));
      }
    });
  }

  it('spans 1–8 pages and can be forced to 50', async () => {
    const counts = new Set<number>();
    for (let seed = 0; seed < 24; seed++) {
      counts.add((await generateStatement({ seed, family: 'signed-amount' })).truth.pages);
    }
    expect(Math.min(...counts)).toBe(1);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(5);
    const big = await generateStatement({ seed: 1, family: 'signed-amount', pages: 50 });
    expect(big.truth.pages).toBeGreaterThanOrEqual(40);
  });

  it('credit card periods cross the year without printing it', async () => {
    let crossed = false;
    for (let seed = 0; seed < 12 && !crossed; seed++) {
      const st = (await generateStatement({ seed, family: 'credit-card' })).truth.statements[0]!;
      checkArithmetic(st);
      crossed = st.periodStart!.slice(0, 4) !== st.periodEnd!.slice(0, 4);
    }
    expect(crossed).toBe(true);
  });

  it('scanned variants are image-only and keep the truth', { timeout: 60_000 }, async () => {
    const text = await generateStatement({ seed: 5, family: 'fr-compte', kind: 'image' });
    const bytes = text.files[0]!.bytes;
    const isPng = bytes[0] === 0x89 && bytes[1] === 0x50;
    const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
    expect(isPng || isJpeg).toBe(true);
    expect(text.truth.pages).toBe(1);
    expect(text.truth.method).toBe('ocr');
    checkArithmetic(text.truth.statements[0]!);
    const scanned = await generateStatement({
      seed: 6,
      family: 'es-cuenta',
      kind: 'scanned',
      pages: 1,
    });
    const pdf = await pdfText(scanned.files[0]!.bytes);
    expect(pdf.pages).toBe(scanned.truth.pages);
    expect(pdf.text.trim()).toBe('');
  });

  it('photo variants: the whole page on a desk in a phone-sized JPEG, by seed', {
    timeout: 60_000,
  }, async () => {
    const a = await generateStatement({ seed: 5, family: 'fr-compte', kind: 'photo' });
    const b = await generateStatement({ seed: 5, family: 'fr-compte', kind: 'photo' });
    expect(Buffer.from(a.files[0]!.bytes).equals(Buffer.from(b.files[0]!.bytes))).toBe(true);
    expect(a.files[0]!.ext).toBe('jpg');
    const { default: sharp } = await import('sharp');
    const meta = await sharp(a.files[0]!.bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width! * meta.height!).toBeGreaterThanOrEqual(7.9e6);
    expect(meta.width! * meta.height!).toBeLessThanOrEqual(12.5e6);
    expect(a.truth.pages).toBe(1);
    expect(a.truth.method).toBe('ocr');
    checkArithmetic(a.truth.statements[0]!);
    const photo = a.truth.synthetic.photo!;
    expect(photo.frame).toEqual([meta.width, meta.height]);
    // the page's corners are in the frame and make a convex quadrilateral
    for (const [x, y] of photo.corners) {
      expect(x).toBeGreaterThan(0);
      expect(y).toBeGreaterThan(0);
      expect(x).toBeLessThan(meta.width!);
      expect(y).toBeLessThan(meta.height!);
    }
    for (let i = 0; i < 4; i++) {
      const [p, q, r] = [0, 1, 2].map((k) => photo.corners[(i + k) % 4]!);
      expect((q![0] - p![0]) * (r![1] - q![1]) - (q![1] - p![1]) * (r![0] - q![0])).toBeGreaterThan(
        0,
      );
    }
  });
});
