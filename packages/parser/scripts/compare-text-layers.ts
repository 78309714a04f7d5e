/**
 * pdf.js vs PDFium (WebAssembly) as the PDF text layer: speed and fidelity.
 *
 *   node packages/parser/scripts/compare-text-layers.ts [--corpus DIR] [--synthetic N] [--runs R] [--json]
 *
 * Speed: pages/second per engine (each file once to warm up, then R timed runs; engines loaded
 * beforehand). Fidelity on synthetic statements (generated in memory, so the true words and their
 * boxes are known from the layout): word recall and precision per engine, boxes within 1 pt, and
 * "kerned" labels (drawn glyph by glyph) coming out as whole words. On real PDFs (--corpus) where
 * no truth exists: agreement between the two engines and how many single-letter fragments each
 * produces (the symptom of kerning-split words).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FAMILY_NAMES, generateStatement } from '@bsp/synth';
import { type FontFamily, type PageLayout, textWidth } from '@bsp/synth/layout';
import { extractPdfWordsPdfium, loadPdfium } from '../src/text-layer/pdfium.ts';
import { extractPdfWords } from '../src/text-layer/pdfjs.ts';
import type { PageWords, Word } from '../src/words.ts';

const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: '../shared/corpus/hsbc-uk' },
    synthetic: { type: 'string', default: '28' },
    runs: { type: 'string', default: '3' },
    json: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs));

type Engine = 'pdfjs' | 'pdfium';
const ENGINES: Record<Engine, (b: Uint8Array) => Promise<PageWords[]>> = {
  pdfjs: async (b) => (await extractPdfWords(b)).pages,
  pdfium: async (b) => (await extractPdfWordsPdfium(b)).pages,
};

interface Doc {
  name: string;
  bytes: Uint8Array;
  pages: number;
  truth?: { font: FontFamily; layout: PageLayout[]; kerned: Set<string> };
}

function walk(d: string): string[] {
  const out: string[] = [];
  for (const n of readdirSync(d).sort()) {
    const p = join(d, n);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else if (n.toLowerCase().endsWith('.pdf')) out.push(p);
  }
  return out;
}

/** True words of a synthetic page: items split at spaces, placed with the same font metrics. */
function truthWords(font: FontFamily, page: PageLayout): Word[] {
  const words: Word[] = [];
  for (const it of page.items) {
    const tracking = it.tracking ?? 0;
    let offset = 0;
    for (const part of it.text.split(' ')) {
      const w = textWidth(font, part, it.size, it.bold) + tracking * Math.max(0, part.length - 1);
      if (part) {
        words.push({
          text: part,
          x0: it.x + offset,
          x1: it.x + offset + w,
          y0: it.y - it.size * 0.8,
          y1: it.y + it.size * 0.2,
          confidence: 1,
        });
      }
      offset += w + textWidth(font, ' ', it.size, it.bold) + tracking * 2;
    }
  }
  return words;
}

/** Greedy match by text then nearest box; returns matched pairs. */
function matchWords(a: Word[], b: Word[]): [Word, Word][] {
  const byText = new Map<string, Word[]>();
  for (const w of b) {
    const list = byText.get(w.text) ?? [];
    list.push(w);
    byText.set(w.text, list);
  }
  const pairs: [Word, Word][] = [];
  for (const w of a) {
    const list = byText.get(w.text);
    if (!list?.length) continue;
    let best = 0;
    let bestD = Infinity;
    list.forEach((c, i) => {
      const d = Math.abs(c.x0 - w.x0) + Math.abs(c.y1 - w.y1);
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    });
    if (bestD > 20) continue;
    pairs.push([w, list[best] as Word]);
    list.splice(best, 1);
  }
  return pairs;
}

const within = (p: Word, q: Word, tol: number) =>
  Math.abs(p.x0 - q.x0) <= tol && Math.abs(p.x1 - q.x1) <= tol && Math.abs(p.y1 - q.y1) <= tol;

const fragments = (ws: Word[]) => ws.filter((w) => /^\p{L}{1,2}$/u.test(w.text)).length;

async function main() {
  await loadPdfium();
  await extractPdfWords(
    new Uint8Array(
      (await generateStatement({ seed: 'warm', family: 'signed-amount', pages: 1 })).files[0]!
        .bytes,
    ),
  );
  const synthetic: Doc[] = [];
  const n = Number(values.synthetic);
  for (let i = 0; i < n; i++) {
    const family = FAMILY_NAMES[i % FAMILY_NAMES.length] as string;
    const s = await generateStatement({ seed: `cmp:${i}`, family, kind: 'text' });
    const kerned = new Set<string>();
    for (const p of s.layout)
      for (const it of p.items)
        if (it.tracking) for (const w of it.text.split(' ')) if (w.length > 1) kerned.add(w);
    synthetic.push({
      name: s.truth.file,
      bytes: s.files[0]!.bytes,
      pages: s.truth.pages,
      truth: { font: s.truth.synthetic.font as FontFamily, layout: s.layout, kerned },
    });
  }
  let corpus: Doc[] = [];
  try {
    corpus = walk(values.corpus).map((f) => ({
      name: f,
      bytes: new Uint8Array(readFileSync(f)),
      pages: 0,
    }));
  } catch {
    console.error(`(no corpus at ${values.corpus}; synthetic only)`);
  }

  const report: Record<string, unknown> = {};
  for (const [setName, docs] of [
    ['synthetic', synthetic],
    ['corpus', corpus],
  ] as const) {
    if (!docs.length) continue;
    const speed: Record<string, { pages: number; ms: number }> = {};
    const out: Record<Engine, PageWords[][]> = { pdfjs: [], pdfium: [] };
    for (const e of Object.keys(ENGINES) as Engine[]) {
      let ms = 0;
      let pages = 0;
      for (const d of docs) {
        const words = await ENGINES[e](d.bytes);
        out[e].push(words);
        d.pages = words.length;
        const times: number[] = [];
        for (let r = 0; r < runs; r++) {
          const t = performance.now();
          await ENGINES[e](d.bytes);
          times.push(performance.now() - t);
        }
        times.sort((a, b) => a - b);
        ms += times[Math.floor(times.length / 2)] as number;
        pages += words.length;
      }
      speed[e] = { pages, ms };
    }
    const fid: Record<string, Record<string, number>> = {};
    for (const e of Object.keys(ENGINES) as Engine[]) {
      let truthN = 0;
      let predN = 0;
      let matched = 0;
      let box1 = 0;
      let kernTotal = 0;
      let kernWhole = 0;
      let frag = 0;
      let agree = 0;
      let agreeBox = 0;
      let otherN = 0;
      const other: Engine = e === 'pdfjs' ? 'pdfium' : 'pdfjs';
      docs.forEach((d, di) => {
        const pages = out[e][di] as PageWords[];
        pages.forEach((pw, pi) => {
          predN += pw.words.length;
          frag += fragments(pw.words);
          const ow = (out[other][di] as PageWords[])[pi]?.words ?? [];
          otherN += ow.length;
          const pa = matchWords(ow, pw.words);
          agree += pa.length;
          agreeBox += pa.filter(([a, b]) => within(a, b, 1)).length;
          if (!d.truth) return;
          const tw = truthWords(d.truth.font, d.truth.layout[pi] as PageLayout);
          truthN += tw.length;
          const pairs = matchWords(tw, pw.words);
          matched += pairs.length;
          box1 += pairs.filter(([a, b]) => within(a, b, 1)).length;
          const kernedTruth = tw.filter((w) => d.truth!.kerned.has(w.text));
          kernTotal += kernedTruth.length;
          kernWhole += matchWords(kernedTruth, pw.words).length;
        });
      });
      fid[e] = {
        words: predN,
        singleLetterFragments: frag,
        agreementWithOther: otherN ? agree / Math.max(otherN, predN) : 0,
        boxesWithin1ptOfOther: agree ? agreeBox / agree : 0,
        ...(truthN
          ? {
              truthWords: truthN,
              recall: matched / truthN,
              precision: predN ? matched / predN : 0,
              boxesWithin1pt: matched ? box1 / matched : 0,
              kernedWords: kernTotal,
              kernedWordsWhole: kernTotal ? kernWhole / kernTotal : 0,
            }
          : {}),
      };
    }
    report[setName] = {
      files: docs.length,
      pages: speed.pdfjs!.pages,
      speed: Object.fromEntries(
        Object.entries(speed).map(([e, s]) => [
          e,
          { seconds: s.ms / 1000, pagesPerSecond: (s.pages * 1000) / s.ms },
        ]),
      ),
      fidelity: fid,
    };
  }
  report.memory = { maxRssMiB: process.resourceUsage().maxRSS / 1024 };
  if (values.json) {
    console.log(JSON.stringify(report, null, 2));
    return;
  }
  for (const [setName, r] of Object.entries(report)) {
    if (setName === 'memory') continue;
    const rr = r as {
      files: number;
      pages: number;
      speed: Record<string, { seconds: number; pagesPerSecond: number }>;
      fidelity: Record<string, Record<string, number>>;
    };
    console.log(
      `\n== ${setName}: ${rr.files} files, ${rr.pages} pages (median of ${runs} warm runs)`,
    );
    for (const e of Object.keys(ENGINES)) {
      const s = rr.speed[e]!;
      const f = rr.fidelity[e]!;
      const p = (v: number | undefined) =>
        v === undefined ? '   -  ' : `${(100 * v).toFixed(1)}%`;
      console.log(
        `${e.padEnd(7)} ${s.pagesPerSecond.toFixed(1).padStart(7)} pages/s  words ${f.words}  ` +
          `1-2 letter fragments ${f.singleLetterFragments}  agree w/ other ${p(f.agreementWithOther)} ` +
          `(boxes ≤1pt ${p(f.boxesWithin1ptOfOther)})` +
          (f.truthWords
            ? `  | vs truth: recall ${p(f.recall)} precision ${p(f.precision)} boxes ≤1pt ${p(f.boxesWithin1pt)} ` +
              `kerned words whole ${p(f.kernedWordsWhole)} of ${f.kernedWords}`
            : ''),
      );
    }
  }
  console.log(`\npeak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
}

await main();
