/**
 * The local language model's reply, checked (decision 029): a JSON object whose `answers` each
 * name a merchant that was asked, a category of the allowed list and a confidence in [0, 1].
 * Anything else is ignored; a reply that is no such object at all is dropped whole.
 */
import { LLM_MAX_CONFIDENCE, SUGGEST_AT } from '@bsp/insights';
import { z } from 'zod';
import type { AllowedCategory, AskedMerchant } from './prompt.ts';

/** An answer to store: the merchant's memory key, the stored category value, capped confidence. */
export type LlmAnswer = {
  merchantKey: string;
  merchant: string;
  category: string;
  confidence: number;
};

export type CheckedReply = {
  answers: LlmAnswer[];
  /** Answers that named no asked merchant or allowed category, or were malformed or repeated. */
  ignored: number;
  /** Valid answers below the suggested band (not worth keeping). */
  unsure: number;
};

const replySchema = z.object({ answers: z.array(z.unknown()).max(1000) });

const answerSchema = z
  .object({
    id: z.union([z.string(), z.number()]).optional(),
    merchant: z.string().max(300).optional(),
    category: z.string().min(1).max(200),
    confidence: z.number().min(0).max(1),
  })
  .refine((a) => a.id !== undefined || a.merchant !== undefined);

const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** The reply's JSON text: some models wrap it in a Markdown fence despite being asked not to. */
function jsonText(content: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  return fenced ? fenced[1]! : content;
}

function categoryFinder(allowed: AllowedCategory[]): (answer: string) => string | null {
  const byText = new Map<string, string>();
  // codes and labels first, then own names: an own category named like a label is the more
  // specific choice (as in the web app)
  for (const c of allowed.filter((a) => a.value === a.primary)) {
    byText.set(c.name.toLowerCase(), c.value);
    byText.set(c.label.toLowerCase(), c.value);
  }
  for (const c of allowed.filter((a) => a.value !== a.primary))
    byText.set(c.name.trim().toLowerCase(), c.value);
  return (answer) => byText.get(answer.trim().toLowerCase()) ?? null;
}

function merchantFinder(asked: AskedMerchant[]) {
  const byId = new Map(asked.map((m) => [m.id, m]));
  const byName = new Map<string, AskedMerchant | null>();
  for (const m of asked) {
    const key = folded(m.merchant);
    byName.set(key, byName.has(key) ? null : m); // two asked merchants of one name: ambiguous
  }
  return (id: string | number | undefined, merchant: string | undefined) => {
    if (id !== undefined) {
      const found = byId.get(String(id));
      // an echoed name must be the asked one: a shifted id must not move an answer
      if (!found || (merchant !== undefined && folded(merchant) !== folded(found.merchant)))
        return null;
      return found;
    }
    return byName.get(folded(merchant ?? '')) ?? null;
  };
}

/** Checks a reply's content against what was asked; null when it is not a usable reply at all. */
export function checkReply(
  content: string,
  asked: AskedMerchant[],
  allowed: AllowedCategory[],
): CheckedReply | null {
  let json: unknown;
  try {
    json = JSON.parse(jsonText(content));
  } catch {
    return null;
  }
  const reply = replySchema.safeParse(json);
  if (!reply.success) return null;
  const findCategory = categoryFinder(allowed);
  const findMerchant = merchantFinder(asked);
  const answered = new Set<string>();
  const out: CheckedReply = { answers: [], ignored: 0, unsure: 0 };
  for (const raw of reply.data.answers) {
    const answer = answerSchema.safeParse(raw);
    const merchant = answer.success ? findMerchant(answer.data.id, answer.data.merchant) : null;
    const category = answer.success ? findCategory(answer.data.category) : null;
    if (!answer.success || !merchant || !category || answered.has(merchant.merchantKey)) {
      out.ignored += 1;
      continue;
    }
    answered.add(merchant.merchantKey);
    if (answer.data.confidence < SUGGEST_AT) {
      out.unsure += 1;
      continue;
    }
    out.answers.push({
      merchantKey: merchant.merchantKey,
      merchant: merchant.merchant,
      category,
      confidence: Math.min(LLM_MAX_CONFIDENCE, answer.data.confidence),
    });
  }
  return out;
}
