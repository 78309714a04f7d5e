/**
 * What the optional local language model is told and which of its answers are kept (decision
 * 029): only asked merchants, allowed categories and confidences in [0, 1] count; nothing of
 * amounts, account numbers or the holder's name is sent.
 */
import { CATEGORY_CODES, LLM_MAX_CONFIDENCE } from '@bsp/insights';
import { describe, expect, it } from 'vitest';
import { checkReply } from './answers.ts';
import { merchantsToAsk } from './job.ts';
import {
  type AskedMerchant,
  allowedCategories,
  chatMessages,
  holderWords,
  maskDescriptor,
} from './prompt.ts';

const OWN_ID = '5d0c1f0e-0000-4000-8000-000000000001';
const allowed = allowedCategories([
  { id: OWN_ID, name: 'Studio rent', primary: 'RENT_AND_UTILITIES' },
]);

const asked: AskedMerchant[] = [
  {
    id: 'm1',
    merchantKey: 'zorblaxventure',
    merchant: 'Zorblax Ventures',
    direction: 'out',
    example: 'ZORBLAX VENTURES ####',
  },
  {
    id: 'm2',
    merchantKey: 'in:quimbyhollow',
    merchant: 'Quimby Hollow',
    direction: 'in',
    example: null,
  },
];

const reply = (answers: unknown[]) => JSON.stringify({ answers });

describe('the prompt', () => {
  it('lists the 16 primary codes with labels and the user’s own categories with their code', () => {
    expect(allowed.map((c) => c.value)).toEqual([...CATEGORY_CODES, OWN_ID]);
    const [system, user] = chatMessages(asked, allowed);
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('- FOOD_AND_DRINK: Food and drink');
    expect(system!.content).toContain('- "Studio rent" (a kind of RENT_AND_UTILITIES)');
    expect(system!.content).toMatch(/JSON object only/);
    expect(system!.content).not.toContain(OWN_ID);
    expect(JSON.parse(user!.content)).toEqual({
      merchants: [
        {
          id: 'm1',
          merchant: 'Zorblax Ventures',
          direction: 'money out',
          example: 'ZORBLAX VENTURES ####',
        },
        { id: 'm2', merchant: 'Quimby Hollow', direction: 'money in' },
      ],
    });
  });

  it('masks digits, handles and the holder’s name in the example descriptor', () => {
    const holder = holderWords(['Ms Jane Example', null]);
    expect([...holder].sort()).toEqual(['example', 'jane']);
    expect(maskDescriptor('CARD 4929 1234 5678 9012 ACME 12.50 GBP', holder)).toBe(
      'CARD #### #### #### #### ACME ##.## GBP',
    );
    expect(maskDescriptor('UPI/1234/jane.doe@okaxis/KESTREL', holder)).toBeNull();
    expect(maskDescriptor('UPI 1234 jane@okaxis KESTREL', holder)).toBe('UPI #### KESTREL');
    expect(maskDescriptor('TRANSFER FROM JANE EXAMPLE REF 778', holder)).toBe(
      'TRANSFER FROM REF ###',
    );
    expect(maskDescriptor('12345678 2024', holder)).toBeNull();
    expect(maskDescriptor(`SHOP ${'X'.repeat(100)}`, holder)?.length).toBe(60);
  });

  it('asks each memory key once, leaves out known merchants and those named like the holder', () => {
    const row = (merchant: string, key: string, description: string, amount: number) => ({
      merchant,
      merchant_key: key,
      description,
      amount,
      account_holder: 'Ms Jane Example',
    });
    const merchants = merchantsToAsk(
      [
        row('Zorblax Ventures', 'zorblaxventure', 'ZORBLAX VENTURES 4471', -1234),
        row('Zorblax Ventures', 'zorblaxventure', 'ZORBLAX VENTURES 9999', -99),
        row('Zorblax Ventures', 'in:zorblaxventure', 'ZORBLAX VENTURES REFUND', 500),
        row('Quimby Hollow', 'quimbyhollow', 'QUIMBY HOLLOW 2231', -2000),
        row('Jane Example', 'janeexample', 'JANE EXAMPLE SAVINGS', -5000),
      ],
      new Set(['quimbyhollow']),
    );
    expect(merchants).toEqual([
      {
        id: 'm1',
        merchantKey: 'zorblaxventure',
        merchant: 'Zorblax Ventures',
        direction: 'out',
        example: 'ZORBLAX VENTURES ####',
      },
      {
        id: 'm2',
        merchantKey: 'in:zorblaxventure',
        merchant: 'Zorblax Ventures',
        direction: 'in',
        example: 'ZORBLAX VENTURES REFUND',
      },
    ]);
  });
});

describe('checking the answer', () => {
  it('keeps answers naming an asked merchant and an allowed category, confidence capped', () => {
    const checked = checkReply(
      reply([
        { id: 'm1', merchant: 'Zorblax Ventures', category: 'GENERAL_SERVICES', confidence: 0.93 },
        { id: 'm2', category: 'Studio rent', confidence: 0.6 },
      ]),
      asked,
      allowed,
    );
    expect(checked).toEqual({
      answers: [
        {
          merchantKey: 'zorblaxventure',
          merchant: 'Zorblax Ventures',
          category: 'GENERAL_SERVICES',
          confidence: LLM_MAX_CONFIDENCE,
        },
        {
          merchantKey: 'in:quimbyhollow',
          merchant: 'Quimby Hollow',
          category: OWN_ID,
          confidence: 0.6,
        },
      ],
      ignored: 0,
      unsure: 0,
    });
  });

  it('finds a merchant by its name when the id is left out, and a category by its label', () => {
    const checked = checkReply(
      reply([{ merchant: 'zorblax  ventures', category: 'food and drink', confidence: 0.8 }]),
      asked,
      allowed,
    );
    expect(checked?.answers).toEqual([
      expect.objectContaining({ merchantKey: 'zorblaxventure', category: 'FOOD_AND_DRINK' }),
    ]);
  });

  it('ignores anything else, one answer at a time', () => {
    const checked = checkReply(
      reply([
        { id: 'm9', category: 'TRAVEL', confidence: 0.9 }, // not asked
        { merchant: 'Starbucks', category: 'FOOD_AND_DRINK', confidence: 0.9 }, // not asked
        { id: 'm1', merchant: 'Quimby Hollow', category: 'TRAVEL', confidence: 0.9 }, // shifted id
        { id: 'm1', category: 'GROCERIES', confidence: 0.9 }, // not an allowed category
        { id: 'm1', category: 'TRAVEL', confidence: 1.5 }, // out of range
        { id: 'm1', category: 'TRAVEL', confidence: '0.9' }, // not a number
        { id: 'm1', category: 'TRAVEL' }, // no confidence
        { category: 'TRAVEL', confidence: 0.9 }, // names no merchant
        'TRAVEL',
        null,
        { id: 'm1', category: 'TRAVEL', confidence: 0.8 }, // the one good answer
        { id: 'm1', category: 'ENTERTAINMENT', confidence: 0.9 }, // a second answer for m1
        { id: 'm2', category: 'INCOME', confidence: 0.3 }, // valid but unsure
      ]),
      asked,
      allowed,
    );
    expect(checked).toEqual({
      answers: [expect.objectContaining({ merchantKey: 'zorblaxventure', category: 'TRAVEL' })],
      ignored: 11,
      unsure: 1,
    });
  });

  it('drops a reply that is not the asked JSON object, and reads one in a Markdown fence', () => {
    expect(checkReply('Sure! Zorblax is a consultancy.', asked, allowed)).toBeNull();
    expect(checkReply('[]', asked, allowed)).toBeNull();
    expect(checkReply('{"answer": []}', asked, allowed)).toBeNull();
    expect(checkReply('{"answers": "TRAVEL"}', asked, allowed)).toBeNull();
    const fenced = '```json\n{"answers":[{"id":"m2","category":"INCOME","confidence":0.7}]}\n```';
    expect(checkReply(fenced, asked, allowed)?.answers).toHaveLength(1);
  });
});
