/**
 * Trains the stage-5 classifier (issue #11) on the project's TUNING labelled data only (the sets
 * the labelled README lists as tuning data):
 *
 *   npm run train:categories
 *
 * Multinomial logistic regression over rowFeatures (words, character n-grams of the cleaned
 * merchant text, sign), plain SGD with L2, weights pruned and rounded so the JSON stays small;
 * a temperature fitted on region-held-out predictions calibrates its probabilities.
 * A blind set is never read here until its one scoring has moved it to the tuning line.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findBrand, findKeyword } from '../src/categorise/dictionary.ts';
import { rowFeatures } from '../src/categorise/features.ts';
import { merchantText } from '../src/categorise/merchant.ts';
import type { ModelFile } from '../src/categorise/model.ts';
import { scoreFeatures, softmax } from '../src/categorise/model.ts';
import { CATEGORY_CODES, type CategoryCode } from '../src/categorise/taxonomy.ts';
import { words } from '../src/categorise/text.ts';
import { LABELLED_DIR, readLabelledSet, tuningSets } from './labelled-set.ts';

/**
 * Every set the labelled README lists as tuning data (blind sets join after their one scoring).
 * `--without NAME` leaves a set out, to measure it held out before shipping the model trained on all.
 */
const { values: args } = parseArgs({ options: { without: { type: 'string', multiple: true } } });
const TRAINING_SETS = tuningSets().filter((name) => !args.without?.includes(name));
const EPOCHS = 40;
const RATE = 0.3;
const L2 = 1e-4;
const PRUNE = 0.05;

const rows = TRAINING_SETS.flatMap((name) => readLabelledSet(name));
const examples = rows.map((row) => ({
  features: rowFeatures(row.description, row.amountMinor),
  label: CATEGORY_CODES.indexOf(row.category as CategoryCode),
}));
if (examples.some((e) => e.label < 0)) throw new Error('a training row has an unknown category');

const K = CATEGORY_CODES.length;
type Example = (typeof examples)[number];

function train(data: Example[], log = false) {
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
    const order = data.map((_, i) => i).sort(() => next() - 0.5);
    const rate = RATE / (1 + epoch * 0.1);
    let loss = 0;
    for (const i of order) {
      const { features, label } = data[i]!;
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
    if (log && epoch % 10 === 9)
      console.log(`epoch ${epoch + 1}: mean loss ${(loss / data.length).toFixed(4)}`);
  }
  return { weights, bias, weightOf };
}

/**
 * Calibration: the model memorises its training rows, so its own probabilities on them say
 * nothing. Each region is held out in turn (a bank style it has never seen, as new users' are),
 * and one temperature is fitted on those held-out scores; the shipped model divides its scores by
 * it, so 0.6 means right about 60 % of the time. Only rows without a dictionary answer are used:
 * those are the rows that reach the model in the cascade.
 */
function heldOutScores(): { scores: number[]; label: number }[] {
  const out: { scores: number[]; label: number }[] = [];
  for (const region of [...new Set(rows.map((r) => r.region))]) {
    const fit = train(examples.filter((_, i) => rows[i]!.region !== region));
    examples.forEach((e, i) => {
      if (rows[i]!.region !== region || !reachesModel[i]) return;
      out.push({ scores: scoreFeatures(e.features, fit.bias, fit.weightOf), label: e.label });
    });
  }
  return out;
}

function fitTemperature(held: { scores: number[]; label: number }[]): number {
  let best = 1;
  let bestLoss = Number.POSITIVE_INFINITY;
  for (let t = 0.5; t <= 6; t += 0.05) {
    let loss = 0;
    for (const { scores, label } of held)
      loss -= Math.log(Math.max(softmax(scores.map((s) => s / t))[label]!, 1e-12));
    if (loss < bestLoss) {
      bestLoss = loss;
      best = t;
    }
  }
  return Math.round(best * 100) / 100;
}

/** Held-out accuracy per confidence band of the cascade (≥ 0.7 applied, 0.5–0.7 suggested). */
function bandTally(held: { scores: number[]; label: number }[], t: number) {
  const tally = { applied: [0, 0], suggested: [0, 0], review: [0, 0] };
  for (const { scores, label } of held) {
    const probs = softmax(scores.map((s) => s / t));
    const top = probs.indexOf(Math.max(...probs));
    const band = probs[top]! >= 0.7 ? 'applied' : probs[top]! >= 0.5 ? 'suggested' : 'review';
    tally[band][0]!++;
    if (top === label) tally[band][1]!++;
  }
  return tally;
}

function bands(held: { scores: number[]; label: number }[], t: number): string {
  return Object.entries(bandTally(held, t))
    .map(([band, [n, ok]]) => `${band} ${n} rows ${n ? ((100 * ok!) / n!).toFixed(1) : '-'} %`)
    .join(', ');
}

const reachesModel = rows.map((row) => {
  const tokens = words(merchantText(row.description));
  return !findBrand(tokens) && !findKeyword(tokens);
});
const held = heldOutScores();
/**
 * The policy needs applied answers (≥ 0.7) right ≥ 90 % of the time and suggested ones (0.5–0.7)
 * about 50–70 %: from the likelihood's temperature, soften further until the held-out bands say so.
 */
function policyTemperature(held: { scores: number[]; label: number }[], from: number): number {
  const meets = (t: number) => {
    const { applied, suggested } = bandTally(held, t);
    return applied[1]! >= 0.9 * applied[0]! && suggested[1]! >= 0.5 * suggested[0]!;
  };
  let t = from;
  while (t < 6 && !meets(t)) t += 0.05;
  return Math.round(t * 100) / 100;
}

const temperature = policyTemperature(held, fitTemperature(held));
const { weights, bias } = train(examples, true);
console.log(
  `calibration: ${held.length} held-out rows (each region left out in turn), temperature ${temperature}`,
);
console.log(`  held-out bands before: ${bands(held, 1)}`);
console.log(`  held-out bands after:  ${bands(held, temperature)}`);

const out: ModelFile = {
  categories: [...CATEGORY_CODES],
  bias: bias.map((b) => Math.round(b * 1000) / 1000),
  temperature,
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
