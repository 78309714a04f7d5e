import type { LayoutInstructions } from '@bsp/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { errorsFromApi, hasErrors, placeErrors, validateDraft } from './field-errors';

const valid: LayoutInstructions = {
  columns: [
    { x0: 0.1, x1: 0.2, role: 'date' },
    { x0: 0.2, x1: 0.6, role: 'description' },
    { x0: 0.6, x1: 0.8, role: 'amount' },
  ],
  firstPage: { top: 0.2, bottom: 0.9 },
  laterPages: null,
  dateOrder: null,
  signs: null,
  ignore: [],
};

describe('validateDraft', () => {
  it('finds nothing in valid instructions', () => {
    expect(hasErrors(validateDraft(valid))).toBe(false);
  });

  it('puts the contract’s messages next to the columns', () => {
    const twoIn = {
      ...valid,
      columns: [
        { x0: 0.1, x1: 0.2, role: 'date' as const },
        { x0: 0.2, x1: 0.6, role: 'moneyIn' as const },
        { x0: 0.6, x1: 0.8, role: 'moneyIn' as const },
      ],
    };
    expect(validateDraft(twoIn).columns).toEqual(['Only one column can be Money in.']);
    const noDate = {
      ...valid,
      columns: valid.columns.map((c) => ({ ...c, role: 'amount' as const })),
    };
    expect(validateDraft(noDate).columns).toContain('Mark the column that holds the dates.');
  });

  it('puts a region message next to the region', () => {
    const errors = validateDraft({ ...valid, laterPages: { top: 0.5, bottom: 0.5 } });
    expect(errors.laterPages).toBe('The table must end below where it starts.');
    expect(errors.firstPage).toBeNull();
  });
});

describe('server answers', () => {
  it('places a 400’s fields and keeps unknown ones in general', () => {
    const error = new ApiError(400, 'validation_error', 'Some fields are not valid.', {
      'instructions.columns.2': 'A column must end right of where it starts.',
      'instructions.firstPage': 'The table must end below where it starts.',
      profile_name: 'Too long.',
      something: 'Odd.',
    });
    const e = errorsFromApi(error, 'fallback');
    expect(e.column[2]).toBe('A column must end right of where it starts.');
    expect(e.firstPage).toBe('The table must end below where it starts.');
    expect(e.profileName).toBe('Too long.');
    expect(e.general).toEqual(['Odd.']);
  });

  it('shows the message when nothing is tied to a control', () => {
    const e = errorsFromApi(new ApiError(409, 'conflict', 'Read before layouts existed.'), 'x');
    expect(e.general).toEqual(['Read before layouts existed.']);
    expect(errorsFromApi(new Error('boom'), 'Could not re-read.').general).toEqual([
      'Could not re-read.',
    ]);
    expect(placeErrors([{ path: 'columns', message: 'M' }]).columns).toEqual(['M']);
  });
});
