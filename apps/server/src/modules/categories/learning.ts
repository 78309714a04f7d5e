/**
 * Learning from a user's correction: the merchant's memory takes the new category at once
 * (agreeing corrections count up towards a proposed rule), unless its "don't learn" switch is off.
 */
import { learn } from '@bsp/insights';
import { toMemory } from './context.ts';
import type { CategoriesRepository } from './repository.ts';

export async function learnCorrection(
  repo: CategoriesRepository,
  userId: string,
  correction: { merchantKey: string; merchant: string | null; category: string },
  now: Date,
): Promise<void> {
  const { merchantKey } = correction;
  const current = await repo.findMemory(userId, merchantKey);
  const memory = current ? toMemory([current]) : {};
  const next = learn(memory, merchantKey, correction.category);
  const entry = next[merchantKey];
  if (next === memory || !entry) return;
  await repo.upsertMemory({
    user_id: userId,
    merchant_key: merchantKey,
    merchant: correction.merchant,
    category: entry.category,
    learn: entry.learn,
    agreements: entry.agreements,
    // a correction is the user's word, also over a local model's answer
    source: 'user',
    confidence: null,
    updated_at: now,
  });
}
