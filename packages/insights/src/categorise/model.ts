/**
 * Stage 5: a small multinomial logistic regression over rowFeatures, trained at build time on the
 * project's tuning data (`npm run train:categories`) and shipped as JSON.
 */
import generated from '../../data/generated/category-model.json' with { type: 'json' };
import { rowFeatures } from './features.ts';
import type { CategoryCode } from './taxonomy.ts';

export interface ModelFile {
  categories: CategoryCode[];
  bias: number[];
  /** scores are divided by it before softmax (fitted on held-out regions, see the trainer) */
  temperature?: number;
  /** feature → [[class index, weight], …] (weights of one feature, small ones pruned) */
  weights: Record<string, [number, number][]>;
}

/** weights of one feature as a flat list: class, weight, class, weight … (fast to add up) */
export type FlatWeights = number[];

let loaded: {
  categories: CategoryCode[];
  bias: number[];
  temperature: number;
  weights: Map<string, FlatWeights>;
} | null = null;

function model() {
  if (loaded) return loaded;
  const file = generated as unknown as ModelFile;
  const weights = new Map<string, FlatWeights>();
  for (const [feature, pairs] of Object.entries(file.weights)) weights.set(feature, pairs.flat());
  loaded = {
    categories: file.categories,
    bias: file.bias,
    temperature: file.temperature ?? 1,
    weights,
  };
  return loaded;
}

export function softmax(scores: number[]): number[] {
  const max = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - max));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

/** Scores of a feature list under flat weights (also used while training). */
export function scoreFeatures(
  features: string[],
  bias: number[],
  weightOf: (feature: string) => FlatWeights | undefined,
): number[] {
  const scores = bias.slice();
  for (const f of features) {
    const ws = weightOf(f);
    if (!ws) continue;
    for (let i = 0; i < ws.length; i += 2) scores[ws[i]!]! += ws[i + 1]!;
  }
  return scores;
}

export function predictCategory(
  description: string,
  amountMinor: number,
  text?: string,
): { category: CategoryCode; confidence: number } | null {
  const m = model();
  if (m.categories.length === 0) return null;
  const scores = scoreFeatures(rowFeatures(description, amountMinor, text), m.bias, (f) =>
    m.weights.get(f),
  );
  const probs = softmax(scores.map((s) => s / m.temperature));
  let best = 0;
  for (let c = 1; c < probs.length; c++) if (probs[c]! > probs[best]!) best = c;
  return { category: m.categories[best]!, confidence: probs[best]! };
}
