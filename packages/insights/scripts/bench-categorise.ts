/**
 * Speed of categorise on 10,000 rows, one core (issue #11 target: < 300 ms):
 *
 *   npm run bench:categorise
 *
 * Rows are the tuning set's descriptors repeated with the store numbers and amounts varied, so
 * most descriptors are distinct (as on real statements). "cold" includes loading the dictionary
 * and model JSON and building their maps; "warm" is a second call on new rows.
 */
import { performance } from 'node:perf_hooks';
import type { CategoriseRow } from '../src/categorise/types.ts';
import { readLabelledSet } from './labelled-set.ts';

const N = 10_000;
const base = readLabelledSet('tuning-1');

function rowsFor(round: number): CategoriseRow[] {
  return Array.from({ length: N }, (_, i) => {
    const row = base[i % base.length]!;
    // vary the numbers so descriptors do not repeat exactly
    const description = row.description.replace(/\d{3,}/, (d) =>
      String((Number(d) + i + round * 7919) % 10 ** d.length).padStart(d.length, '0'),
    );
    return {
      description,
      amountMinor: row.amountMinor + i,
      currency: row.currency,
      date: row.date,
    };
  });
}

const coldRows = rowsFor(1);
const warmRows = rowsFor(2);
const t0 = performance.now();
const { categorise } = await import('../src/categorise/categorise.ts');
categorise(coldRows);
const t1 = performance.now();
categorise(warmRows);
const t2 = performance.now();
console.log(
  `categorise ${N} rows: cold ${(t1 - t0).toFixed(0)} ms (includes loading dictionary and model), warm ${(t2 - t1).toFixed(0)} ms`,
);
