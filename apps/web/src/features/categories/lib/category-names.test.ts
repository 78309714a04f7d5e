import { describe, expect, it } from 'vitest';
import { categoryNames, sourceText } from './category-names';

const names = categoryNames({
  taxonomy: [
    { code: 'FOOD_AND_DRINK', label: 'Food and drink' },
    { code: 'TRAVEL', label: 'Travel' },
  ],
  user: [
    {
      id: '0b0e4f0e-1111-4222-8333-444455556666',
      name: 'Client lunches',
      primary: 'FOOD_AND_DRINK',
    },
  ],
});

describe('categoryNames', () => {
  it('labels codes, own categories and free text', () => {
    expect(names.label('FOOD_AND_DRINK')).toBe('Food and drink');
    expect(names.label('0b0e4f0e-1111-4222-8333-444455556666')).toBe('Client lunches');
    expect(names.label('Groceries')).toBe('Groceries');
    expect(names.label(null)).toBe('Uncategorised');
  });

  it('resolves typed labels, codes and names case-insensitively; keeps other text', () => {
    expect(names.resolve(' food AND drink ')).toBe('FOOD_AND_DRINK');
    expect(names.resolve('travel')).toBe('TRAVEL');
    expect(names.resolve('client lunches')).toBe('0b0e4f0e-1111-4222-8333-444455556666');
    expect(names.resolve('Groceries')).toBe('Groceries');
    expect(names.resolve('  ')).toBeNull();
  });

  it('lists primary categories before own ones', () => {
    expect(names.options.map((o) => o.group)).toEqual(['primary', 'primary', 'own']);
  });
});

describe('sourceText', () => {
  it('names the source, with how sure the categoriser was', () => {
    expect(sourceText('dictionary', 0.953)).toBe('Set by the merchant dictionary (95% sure)');
    expect(sourceText('user', 1)).toBe('Set by you');
    expect(sourceText('llm', 0.69)).toBe('Set by the AI model (local) (69% sure)');
    expect(sourceText(null, null)).toBe('');
  });
});
