import { layoutInstructionsSchema } from '@bsp/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_INSTRUCTIONS } from './defaults.ts';
import { type NewRow, type OldRow, planApply } from './plan-apply.ts';
import { checkProfileFile } from './profiles-service.ts';
import { defaultProfileName } from './service.ts';

const old = (id: string, over: Partial<OldRow> = {}): OldRow => ({
  id,
  position: 0,
  row_index: 0,
  date: '2026-03-01',
  amount: 100,
  source: 'parser',
  edited: false,
  description: id,
  category: null,
  category_source: null,
  notes: null,
  excluded: false,
  editedFields: [],
  ...over,
});
const fresh = (id: string, date: string | null, amount: number, description = id): NewRow => ({
  id,
  date,
  amount,
  description,
  category: null,
  notes: null,
  excluded: false,
});

describe('planApply', () => {
  it('carries the fields a person edited to the new row of the same date and amount', () => {
    const plan = planApply(
      [
        old('a', { row_index: 0, date: '2026-03-02', amount: -500 }),
        old('b', {
          row_index: 1,
          date: '2026-03-03',
          amount: -4512,
          edited: true,
          description: 'Weekly shop',
          notes: 'with Sam',
          category: 'FOOD_AND_DRINK',
          category_source: 'user',
          editedFields: ['notes', 'category', 'amount'],
        }),
      ],
      [[fresh('n1', '2026-03-02', 500), fresh('n2', '2026-03-03', -4512, 'Tesco Stores')]],
    );
    expect(plan.carried).toEqual([
      {
        oldId: 'b',
        newId: 'n2',
        // the description was not edited: the new reading's wording stays
        changes: {
          category: { from: null, to: 'FOOD_AND_DRINK' },
          notes: { from: null, to: 'with Sam' },
        },
      },
    ]);
    expect(plan.unmatched).toBe(0);
    expect(plan.replacedBy).toEqual(
      new Map([
        ['b', 'n2'],
        // (the fix turned its sign: still the same row)
        ['a', 'n1'],
      ]),
    );
  });

  it('uses each new row once, edited rows first, and counts edits with no match', () => {
    const plan = planApply(
      [
        old('plain', { row_index: 0 }),
        old('edited1', { row_index: 1, edited: true, editedFields: ['notes'], notes: 'x' }),
        old('edited2', { row_index: 2, edited: true, editedFields: ['notes'], notes: 'y' }),
      ],
      [[fresh('only', '2026-03-01', 100)]],
    );
    expect(plan.carried.map((c) => [c.oldId, c.newId])).toEqual([['edited1', 'only']]);
    expect(plan.unmatched).toBe(1);
    expect(plan.replacedBy.get('plain')).toBeNull();
  });

  it('carries an edit to the row of the other sign when the fix turned the sign', () => {
    const plan = planApply(
      [old('e', { edited: true, editedFields: ['notes'], notes: 'rent', amount: 95000 })],
      [[fresh('same', '2026-03-01', 12), fresh('turned', '2026-03-01', -95000)]],
    );
    expect(plan.carried.map((c) => [c.oldId, c.newId])).toEqual([['e', 'turned']]);
    expect(plan.unmatched).toBe(0);
  });

  it('guesses the edited fields when the audit trail names none', () => {
    const plan = planApply(
      [
        old('e', {
          edited: true,
          category: 'TRAVEL',
          category_source: 'user',
          excluded: true,
          description: 'old words',
        }),
      ],
      [[fresh('n', '2026-03-01', 100, 'new words')]],
    );
    expect(plan.carried[0]!.changes).toEqual({
      category: { from: null, to: 'TRAVEL' },
      excluded: { from: false, to: true },
    });
  });

  it('keeps manual rows after the row they followed, else by date, in their statement', () => {
    const plan = planApply(
      [
        old('p0', { row_index: 0, date: '2026-03-02', amount: 1 }),
        old('m1', { row_index: 1, date: '2026-03-30', source: 'manual' }),
        old('p1', { row_index: 2, date: '2026-03-10', amount: 99 }),
        old('m2', { row_index: 3, date: '2026-03-12', source: 'manual' }),
        old('m3', { position: 1, row_index: 0, date: '2026-04-01', source: 'manual' }),
      ],
      [
        [
          fresh('n0', '2026-03-02', 1),
          fresh('n1', '2026-03-10', -99),
          fresh('n2', '2026-03-20', 5),
        ],
      ],
    );
    // m1 follows p0 (replaced by n0); m2 follows p1 (replaced by n1, its sign turned);
    // m3's statement is gone: it joins the first one, by date (after every row)
    expect(plan.order[0]!.map((e) => e.id)).toEqual(['n0', 'm1', 'n1', 'm2', 'n2', 'm3']);
    expect(plan.manualPosition.get('m3')).toBe(0);
  });

  it('places a dated manual row among newest-first rows', () => {
    const plan = planApply(
      [old('m', { date: '2026-03-15', source: 'manual' })],
      [[fresh('a', '2026-03-30', 1), fresh('b', '2026-03-10', 2)]],
    );
    expect(plan.order[0]!.map((e) => e.id)).toEqual(['a', 'm', 'b']);
  });
});

describe('fix-screen defaults', () => {
  it('starts from valid instructions', () => {
    expect(layoutInstructionsSchema.safeParse(DEFAULT_INSTRUCTIONS).success).toBe(true);
  });

  it('names a profile after the bank', () => {
    expect(defaultProfileName('Example Savings Bank')).toBe('Example Savings Bank layout');
    expect(defaultProfileName(null)).toBe('My layout');
    expect(defaultProfileName('  ')).toBe('My layout');
    expect(defaultProfileName('B'.repeat(200))).toHaveLength(120);
  });
});

describe('checkProfileFile', () => {
  const valid = {
    format: 'bsp-layout-profile',
    version: 1,
    name: 'Mine',
    createdAt: '2026-05-03',
    fingerprint: {
      bankName: null,
      identifiers: [],
      headerLabels: [],
      columnEdges: [],
      dateStyle: null,
      amountStyle: null,
    },
    instructions: DEFAULT_INSTRUCTIONS,
  };
  const failure = (file: unknown) => {
    try {
      checkProfileFile(file);
    } catch (error) {
      return error as { statusCode: number; message: string; fields: Record<string, string> };
    }
    throw new Error('accepted');
  };

  it('accepts a profile file', () => {
    expect(checkProfileFile(valid).name).toBe('Mine');
  });

  it('says what is wrong with a bad file', () => {
    expect(failure('text').message).toMatch(/not a layout profile/);
    expect(failure({ ...valid, format: 'docparser' }).message).toMatch(/not a BSP layout profile/);
    expect(failure({ ...valid, version: 2 }).message).toMatch(/version 2, made by a newer BSP/);
    const columns = failure({
      ...valid,
      instructions: { ...DEFAULT_INSTRUCTIONS, columns: DEFAULT_INSTRUCTIONS.columns.slice(0, 2) },
    });
    expect(columns.statusCode).toBe(400);
    expect(columns.message).toMatch(/instructions.columns/);
    expect(columns.fields['profile.instructions.columns']).toMatch(/Money out/);
  });
});
