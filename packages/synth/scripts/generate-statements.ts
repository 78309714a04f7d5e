/**
 * Write synthetic statements with ground truth:
 *   npm run synth:statements -- --out DIR [--count N] [--seed S] [--kinds text,scanned,image,photo]
 *                               [--families uk-current,de-giro] [--batches blind-1] [--pages P]
 * Writes DIR/<family>-<n>.pdf|png|jpg and DIR/<family>-<n>.truth.json. --count is per kind;
 * families are taken round-robin so every family is represented.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BATCHES, FAMILY_NAMES, generateStatement, KINDS, type SynthKind } from '../src/index.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    count: { type: 'string', default: '28' },
    seed: { type: 'string', default: '1' },
    kinds: { type: 'string', default: 'text' },
    families: { type: 'string' },
    batches: { type: 'string' },
    pages: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help || !values.out) {
  console.log(
    'usage: npm run synth:statements -- --out DIR [--count N] [--seed S] [--kinds text,scanned,image,photo] [--families a,b] [--batches a,b] [--pages P]',
  );
  for (const b of BATCHES)
    console.log(`batch ${b.name} (${b.status}): ${Object.keys(b.families).join(', ')}`);
  process.exit(values.help ? 0 : 1);
}

const kinds = values.kinds.split(',').map((k) => k.trim()) as SynthKind[];
for (const k of kinds) {
  if (!KINDS.includes(k)) throw new Error(`unknown kind "${k}" (known: ${KINDS.join(', ')})`);
}
const list = (v: string) => v.split(',').map((x) => x.trim());
function familiesOfBatches(names: string[]): string[] {
  return names.flatMap((name) => {
    const batch = BATCHES.find((b) => b.name === name);
    if (!batch) throw new Error(`unknown batch "${name}" (known: ${BATCHES.map((b) => b.name)})`);
    return Object.keys(batch.families);
  });
}
const families = values.families
  ? list(values.families)
  : values.batches
    ? familiesOfBatches(list(values.batches))
    : FAMILY_NAMES;
const count = Number(values.count);
const pages = values.pages ? Number(values.pages) : undefined;
mkdirSync(values.out, { recursive: true });

let n = 0;
let bytes = 0;
let pageTotal = 0;
const started = performance.now();
const perKind = new Map<string, { files: number; ms: number; bytes: number; pages: number }>();
for (const kind of kinds) {
  for (let i = 0; i < count; i++) {
    const family = families[i % families.length] as string;
    n++;
    const name = `${family}-${n}`;
    const t0 = performance.now();
    const s = await generateStatement({
      seed: `${values.seed}:${n}`,
      family,
      kind,
      name,
      ...(pages ? { pages } : {}),
    });
    for (const f of s.files) {
      writeFileSync(join(values.out, `${name}.${f.ext}`), f.bytes);
      bytes += f.bytes.length;
    }
    writeFileSync(join(values.out, `${name}.truth.json`), `${JSON.stringify(s.truth, null, 2)}\n`);
    const k = perKind.get(kind) ?? { files: 0, ms: 0, bytes: 0, pages: 0 };
    k.files++;
    k.ms += performance.now() - t0;
    k.bytes += s.files.reduce((a, f) => a + f.bytes.length, 0);
    k.pages += s.truth.pages;
    perKind.set(kind, k);
    pageTotal += s.truth.pages;
    const rows = s.truth.statements.reduce((a, st) => a + st.transactions.length, 0);
    console.log(`${s.truth.file}  ${s.truth.pages} p  ${rows} rows`);
  }
}
const secs = (performance.now() - started) / 1000;
console.log(
  `\n${n} statements, ${pageTotal} pages, ${(bytes / 1e6).toFixed(1)} MB in ${secs.toFixed(1)} s → ${values.out}`,
);
for (const [kind, k] of perKind) {
  console.log(
    `  ${kind.padEnd(8)} ${k.files} files, ${k.pages} pages, ${(k.ms / k.pages).toFixed(0)} ms/page, ` +
      `${(k.bytes / k.pages / 1024).toFixed(0)} KiB/page`,
  );
}
