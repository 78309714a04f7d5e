/**
 * Accuracy of the categoriser on the labelled sets (issue #11):
 *
 *   npm run eval:categorise -- --set <name>|all [--misses N] [--json]
 *
 * Prints aggregates only: accuracy overall, by category, by source, by region; coverage and
 * accuracy per confidence band; merchant-name exact match; accuracy after one simulated correction
 * per merchant (the first row of each merchant is corrected, memory learns it, the rest are
 * categorised again in order). `all` is every set the labelled README lists as tuning data.
 * Row-level misses (--misses) are printed for those tuning sets only: a blind set's rows are
 * never shown.
 */
import { parseArgs } from 'node:util';
import { categorise } from '../src/categorise/categorise.ts';
import { bandOf, type ConfidenceBand } from '../src/categorise/confidence.ts';
import { learn } from '../src/categorise/memory.ts';
import type { CategoryResult, MerchantMemory } from '../src/categorise/types.ts';
import { type LabelledRow, labelledSetNames, readLabelledSet, tuningSets } from './labelled-set.ts';

const { values } = parseArgs({
  options: {
    set: { type: 'string', default: 'tuning-1' },
    misses: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const tuning = tuningSets();
const setNames = values.set === 'all' ? tuning : [values.set!];
const known = labelledSetNames();
for (const name of setNames)
  if (!known.includes(name)) throw new Error(`--set must be all or one of ${known.join(', ')}`);
// rows are printed only for sets the labelled README lists as tuning data
const isBlind = setNames.some((name) => !tuning.includes(name));

const rows: LabelledRow[] = setNames.flatMap((name) => readLabelledSet(name));
const results = categorise(rows);

type Tally = { n: number; ok: number };
const tally = () => ({ n: 0, ok: 0 });
const add = (map: Map<string, Tally>, key: string, ok: boolean) => {
  const t = map.get(key) ?? tally();
  t.n++;
  if (ok) t.ok++;
  map.set(key, t);
};
const pct = (t: Tally) => (t.n === 0 ? '-' : `${((100 * t.ok) / t.n).toFixed(1)} %`);

const overall = tally();
const merchantExact = tally();
const merchantFolded = tally();
const byCategory = new Map<string, Tally>();
const bySource = new Map<string, Tally>();
const byRegion = new Map<string, Tally>();
const byBand = new Map<ConfidenceBand, Tally>();
const misses: { row: LabelledRow; result: CategoryResult }[] = [];

rows.forEach((row, i) => {
  const result = results[i]!;
  const ok = result.category === row.category;
  overall.n++;
  if (ok) overall.ok++;
  add(byCategory, row.category, ok);
  add(bySource, result.source ?? 'review', ok);
  add(byRegion, row.region, ok);
  add(byBand as Map<string, Tally>, bandOf(result.confidence), ok);
  const name = result.merchant ?? '';
  merchantExact.n++;
  merchantFolded.n++;
  if (name === row.merchant) merchantExact.ok++;
  if (name.toLocaleLowerCase() === row.merchant.toLocaleLowerCase()) merchantFolded.ok++;
  if (!ok || name !== row.merchant) misses.push({ row, result });
});

/** One correction per merchant: the first row of each merchant key is set right by the user. */
function afterOneCorrection(): { all: Tally; rest: Tally; merchants: number } {
  let memory: MerchantMemory = {};
  const corrected = new Set<string>();
  const all = tally();
  const rest = tally();
  for (const row of rows) {
    const [result] = categorise([row], { memory });
    const key = result!.merchantKey;
    all.n++;
    if (!corrected.has(key)) {
      corrected.add(key);
      memory = learn(memory, key, row.category);
      all.ok++;
      continue;
    }
    rest.n++;
    if (result!.category === row.category) {
      all.ok++;
      rest.ok++;
    }
  }
  return { all, rest, merchants: corrected.size };
}
const corrected = afterOneCorrection();

const report = {
  set: values.set,
  rows: rows.length,
  accuracy: pct(overall),
  merchantExact: pct(merchantExact),
  merchantExactIgnoringCase: pct(merchantFolded),
  afterOneCorrection: pct(corrected.all),
  afterOneCorrectionOtherRows: pct(corrected.rest),
  merchantKeys: corrected.merchants,
  bands: Object.fromEntries(
    (['applied', 'suggested', 'review'] as const).map((band) => {
      const t = byBand.get(band) ?? tally();
      return [
        band,
        { coverage: `${((100 * t.n) / rows.length).toFixed(1)} %`, rows: t.n, accuracy: pct(t) },
      ];
    }),
  ),
  byCategory: Object.fromEntries(
    [...byCategory].sort().map(([k, t]) => [k, `${pct(t)} of ${t.n}`]),
  ),
  bySource: Object.fromEntries([...bySource].sort().map(([k, t]) => [k, `${pct(t)} of ${t.n}`])),
  byRegion: Object.fromEntries([...byRegion].sort().map(([k, t]) => [k, `${pct(t)} of ${t.n}`])),
};

if (values.json) console.log(JSON.stringify(report, null, 2));
else {
  console.log(`set ${report.set}: ${report.rows} rows`);
  console.log(
    `accuracy ${report.accuracy}, merchant exact ${report.merchantExact} (ignoring case ${report.merchantExactIgnoringCase}), after one correction per merchant ${report.afterOneCorrection} (rows after the corrected one: ${report.afterOneCorrectionOtherRows}; ${report.merchantKeys} merchant keys)`,
  );
  console.log('confidence bands (≥0.7 applied, 0.5–0.7 suggested, <0.5 review):');
  for (const [band, b] of Object.entries(report.bands))
    console.log(`  ${band.padEnd(9)} coverage ${b.coverage.padStart(7)}  accuracy ${b.accuracy}`);
  for (const section of ['byCategory', 'bySource', 'byRegion'] as const) {
    console.log(`${section}:`);
    for (const [k, v] of Object.entries(report[section])) console.log(`  ${k.padEnd(26)} ${v}`);
  }
}

if (values.misses) {
  if (isBlind) {
    console.log('(row-level misses are never printed for a blind set)');
  } else {
    for (const { row, result } of misses.slice(0, Number(values.misses))) {
      const cat =
        result.category === row.category
          ? ''
          : `${row.category} → ${result.category} (${result.source} ${result.confidence})`;
      const mer =
        (result.merchant ?? '') === row.merchant
          ? ''
          : `merchant "${row.merchant}" → "${result.merchant ?? ''}"`;
      console.log(`${row.id}  ${row.description}  ${cat}  ${mer}`);
    }
  }
}
