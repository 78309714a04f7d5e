/**
 * Trains the stage-5 classifier (issue #11) on the project's TUNING labelled data only:
 *
 *   npm run train:categories
 *
 * Multinomial logistic regression over rowFeatures (words, character n-grams of the cleaned
 * merchant text, sign), plain SGD with L2, weights pruned and rounded so the JSON stays small.
 * blind-1.csv is never read here.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rowFeatures } from '../src/categorise/features.ts';
import type { ModelFile } from '../src/categorise/model.ts';
import { scoreFeatures, softmax } from '../src/categorise/model.ts';
import { CATEGORY_CODES, type CategoryCode } from '../src/categorise/taxonomy.ts';
import { LABELLED_DIR, readLabelledSet } from './labelled-set.ts';

const TRAINING_SETS = ['tuning-1'];
const EPOCHS = 40;
const RATE = 0.3;
const L2 = 1e-4;
const PRUNE = 0.02;

const rows = TRAINING_SETS.flatMap((name) => readLabelledSet(name));
const examples = rows.map((row) => ({
  features: rowFeatures(row.description, row.amountMinor),
  label: CATEGORY_CODES.indexOf(row.category as CategoryCode),
}));
if (examples.some((e) => e.label < 0)) throw new Error('a training row has an unknown category');

const K = CATEGORY_CODES.length;
const weights = new Map<string, Float64Array>();
const bias = new Array<number>(K).fill(0);
const weightOf = (f: string) => {
  const w = weights.get(f);
  return w ? [...w].flatMap((v, c) => [c, v]) : undefined;
};

// deterministic shuffle per epoch
let seed = 7;
const next = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

for (let epoch = 0; epoch < EPOCHS; epoch++) {
  const order = examples.map((_, i) => i).sort(() => next() - 0.5);
  const rate = RATE / (1 + epoch * 0.1);
  let loss = 0;
  for (const i of order) {
    const { features, label } = examples[i]!;
    const probs = softmax(scoreFeatures(features, bias, weightOf));
    loss -= Math.log(Math.max(probs[label]!, 1e-12));
    for (let c = 0; c < K; c++) {
      const gradient = probs[c]! - (c === label ? 1 : 0);
      bias[c]! -= rate * gradient * 0.1;
      for (const f of features) {
        let w = weights.get(f);
        if (!w) {
          w = new Float64Array(K);
          weights.set(f, w);
        }
        w[c] = w[c]! * (1 - rate * L2) - rate * gradient;
      }
    }
  }
  if (epoch % 10 === 9)
    console.log(`epoch ${epoch + 1}: mean loss ${(loss / examples.length).toFixed(4)}`);
}

const out: ModelFile = {
  categories: [...CATEGORY_CODES],
  bias: bias.map((b) => Math.round(b * 1000) / 1000),
  weights: {},
};
for (const [feature, w] of weights) {
  const kept: [number, number][] = [];
  w.forEach((v, c) => {
    if (Math.abs(v) >= PRUNE) kept.push([c, Math.round(v * 100) / 100]);
  });
  if (kept.length > 0) out.weights[feature] = kept;
}
const file = join(LABELLED_DIR, '../generated/category-model.json');
const body = JSON.stringify(out);
writeFileSync(file, `${body}\n`);
console.log(
  `model: ${rows.length} rows of ${TRAINING_SETS.join(', ')}, ${Object.keys(out.weights).length} features, ${(body.length / 1024).toFixed(0)} KiB → ${file}`,
);
