/**
 * Layout profiles (issue 13): a statement the generic engine misreads is read right with a
 * person's instructions; a profile made from it reads the next month by itself, and never
 * another bank's statement. Invented statements: a Welsh header the reader does not know, money
 * in printed left of money out, no running balance.
 */
import {
  type LayoutInstructions,
  type LayoutProfile,
  layoutProfileSchema,
} from '@bsp/shared/layout-profile';
import { describe, expect, it } from 'vitest';
import { pageWords } from '../testing/page-words.ts';
import { simpleStatementLines } from '../testing/simple-statement.ts';
import {
  APRIL_ROWS,
  asFixtureLines,
  EXAMPLE_BANK,
  MARCH_ROWS,
  WELSH_INSTRUCTIONS,
  type WelshRow,
  welshStatementLines,
} from '../testing/welsh-statement.ts';
import { readPages } from './read-pages.ts';

const TODAY = '2026-11-26';
const MARCH = MARCH_ROWS;
const APRIL = APRIL_ROWS;
const WELSH = WELSH_INSTRUCTIONS;

function welshStatement(month: number, rows: WelshRow[], opening: number, bank = EXAMPLE_BANK) {
  return { pages: [pageWords(1, asFixtureLines(welshStatementLines(month, rows, opening, bank)))] };
}

function profileFrom(ins: LayoutInstructions, fingerprint: LayoutProfile['fingerprint']) {
  return layoutProfileSchema.parse({
    format: 'bsp-layout-profile',
    version: 1,
    id: 'p1',
    name: 'Example Savings Bank layout',
    createdAt: '2026-05-03',
    fingerprint,
    instructions: ins,
  });
}

describe('reading with a layout profile', () => {
  it('reads right, with instructions, a statement the generic engine gets wrong', () => {
    const { pages } = welshStatement(3, MARCH, 50_000);
    const generic = readPages(pages, { today: TODAY });
    const genericOk = generic.statements.length > 0 && generic.statements[0]!.checks.reconciled;
    expect(genericOk, 'the generic engine does not reconcile this layout').toBe(false);

    const fixed = readPages(pages, { today: TODAY, instructions: WELSH });
    const st = fixed.statements[0]!;
    expect(st.checks).toEqual({ reconciled: true, issues: [] });
    expect(st.transactions.map((t) => [t.date, t.description, t.amount])).toEqual(
      MARCH.map((r) => [
        `2026-03-${String(r.day).padStart(2, '0')}`,
        r.text,
        (r.minor / 100).toFixed(2),
      ]),
    );
    expect(st.openingBalance).toBe('500.00');
    expect(fixed.reading.instructions).toEqual(WELSH);
    expect(fixed.reading.fingerprint.headerLabels).toEqual([
      'dyddiad',
      'disgrifiad',
      'i',
      'mewn',
      'allan',
    ]);
    expect(fixed.reading.fingerprint.identifiers).toEqual(
      expect.arrayContaining(['domain:examplesavings.co.uk', 'sort:123456']),
    );
  });

  it('with the roles swapped the certificate fails loudly (the reading is never trusted blindly)', () => {
    const { pages } = welshStatement(3, MARCH, 50_000);
    const swapped: LayoutInstructions = {
      ...WELSH,
      columns: WELSH.columns.map((c) =>
        c.role === 'moneyIn'
          ? { ...c, role: 'moneyOut' }
          : c.role === 'moneyOut'
            ? { ...c, role: 'moneyIn' }
            : c,
      ),
    };
    const st = readPages(pages, { today: TODAY, instructions: swapped }).statements[0]!;
    expect(st.checks.reconciled).toBe(false);
    expect(st.checks.issues.map((i) => i.code)).toContain('closing_balance_mismatch');
  });

  it('ignores the lines a person marks (a footer inside the table region)', () => {
    const { pages } = welshStatement(3, MARCH, 50_000);
    const page = pages[0]!;
    // a footer with an amount-like figure printed inside the region, between rows
    page.words.push(
      { text: 'Ffi', x0: 110, x1: 122, y0: 313.6, y1: 318, confidence: 1 },
      { text: 'misol', x0: 126, x1: 146, y0: 313.6, y1: 318, confidence: 1 },
      { text: '0.00', x0: 444, x1: 460, y0: 313.6, y1: 318, confidence: 1 },
      { text: '9.99', x0: 354, x1: 370, y0: 313.6, y1: 318, confidence: 1 },
    );
    const noisy = readPages(pages, { today: TODAY, instructions: WELSH }).statements[0]!;
    expect(noisy.checks.reconciled).toBe(false);
    const clean = readPages(pages, {
      today: TODAY,
      instructions: { ...WELSH, ignore: ['ffi misol'] },
    }).statements[0]!;
    expect(clean.checks.reconciled).toBe(true);
    expect(clean.transactions).toHaveLength(MARCH.length);
  });

  it('names rows printed outside the marked table instead of dropping them quietly', () => {
    const { pages } = welshStatement(3, MARCH, 50_000);
    const cut = { ...WELSH, firstPage: { top: 0.245, bottom: 0.32 } };
    const st = readPages(pages, { today: TODAY, instructions: cut }).statements[0]!;
    expect(st.transactions.length).toBeLessThan(MARCH.length);
    expect(st.checks.reconciled).toBe(false);
    expect(st.checks.issues.find((i) => i.code === 'rows_may_be_missing')?.message).toMatch(
      /Rows may be missing on page 1: \d lines outside the marked table/,
    );
  });

  it('re-reading the generic reading as instructions gives the same rows', () => {
    const rows = [
      { date: '01/03/2026', description: 'Salary', amount: '2000.00', balance: '2100.00' },
      { date: '02/03/2026', description: 'Rent', amount: '-900.00', balance: '1200.00' },
      { date: '05/03/2026', description: 'Shop', amount: '-45.10', balance: '1154.90' },
      { date: '09/03/2026', description: 'Refund', amount: '10.00', balance: '1164.90' },
    ];
    const lines = simpleStatementLines(
      ['Example Bank', 'Statement 01/03/2026 to 31/03/2026', 'Opening balance 100.00'],
      rows,
    );
    const pages = [pageWords(1, lines)];
    const generic = readPages(pages, { today: TODAY });
    expect(generic.statements[0]!.checks.reconciled).toBe(true);
    const ins = generic.reading.instructions!;
    expect(ins.columns.map((c) => c.role)).toEqual([
      'date',
      'description',
      'moneyOut',
      'moneyIn',
      'balance',
    ]);
    const again = readPages(pages, { today: TODAY, instructions: ins });
    expect(again.statements[0]!.transactions).toEqual(generic.statements[0]!.transactions);
  });
});

describe('recognising a layout on a later statement', () => {
  const march = welshStatement(3, MARCH, 50_000);
  const made = readPages(march.pages, { today: TODAY, instructions: WELSH });
  const profile = profileFrom(WELSH, made.reading.fingerprint);

  it('reads the next month of the same layout with the profile, by itself', () => {
    const april = welshStatement(4, APRIL, 50_000 + MARCH.reduce((s, r) => s + r.minor, 0));
    const read = readPages(april.pages, { today: TODAY, layouts: [profile] });
    expect(read.reading.profile).toEqual({
      id: 'p1',
      name: 'Example Savings Bank layout',
      createdAt: '2026-05-03',
    });
    expect(read.reading.note).toBeNull();
    const st = read.statements[0]!;
    expect(st.checks.reconciled).toBe(true);
    expect(st.transactions.map((t) => t.amount)).toEqual(
      APRIL.map((r) => (r.minor / 100).toFixed(2)),
    );
  });

  it('does not use it for another bank, even one that prints the same header', () => {
    const other = welshStatement(4, APRIL, 10_000, {
      name: 'Banc Arall Cyf',
      web: 'www.bancarall.cymru',
      sort: '40-11-22',
    });
    const read = readPages(other.pages, { today: TODAY, layouts: [profile] });
    expect(read.reading.profile).toBeNull();
  });

  it('does not use it for a statement with another layout', () => {
    const lines = simpleStatementLines(
      ['Example Savings Bank', 'www.examplesavings.co.uk', 'Opening balance 100.00'],
      [{ date: '01/03/2026', description: 'Salary', amount: '20.00', balance: '120.00' }],
    );
    const read = readPages([pageWords(1, lines)], { today: TODAY, layouts: [profile] });
    expect(read.reading.profile).toBeNull();
  });

  it('reports a profile that stops reconciling, and keeps the better generic reading', () => {
    // the bank moved its columns: the saved bounds now cut the amounts in the wrong roles
    const rows = APRIL.map((r) => ({ ...r }));
    const april = welshStatement(4, rows, 10_000);
    for (const w of april.pages[0]!.words) {
      if (w.y0 > 210 && w.x0 > 300) {
        w.x0 += 120;
        w.x1 += 120;
      }
    }
    const read = readPages(april.pages, { today: TODAY, layouts: [profile] });
    // the generic reading (signs reversed here) is no better: never a quiet green tick
    expect(read.reading.profile).toBeNull();
    expect(read.reading.note).toMatch(/matched this statement but did not reconcile on it/);
    expect(read.statements[0]!.checks.reconciled).toBe(false);
  });
});
