/**
 * Synthetic bank statements with exact ground truth, for measuring the parser.
 *
 *   const s = await generateStatement({ seed: 7, family: 'uk-current', kind: 'text' });
 *   s.files  // [{ ext: 'pdf', bytes }]
 *   s.truth  // ParseResult-shaped truth (+ a `synthetic` block describing how it was made)
 *
 * Deterministic: one (seed, family, kind, pages) always gives the same bytes and truth.
 */
import type { ParseResult } from '@bsp/shared/parse-result';
import { layoutDocument, type PageLayout } from './layout.ts';
import { createRng, type Rng } from './prng.ts';
import { FAMILIES, FAMILY_NAMES } from './registry.ts';
import { imagePdf, randomScanOptions, renderPageImage, type ScanOptions } from './render-image.ts';
import { renderPdf } from './render-pdf.ts';
import { type PhotoOptions, randomPhotoOptions, renderPagePhoto } from './render-photo.ts';

export { toDecimal } from './format.ts';
export { BATCHES, batchOf, FAMILY_NAMES, type FamilyBatch } from './registry.ts';

export type SynthKind = 'text' | 'scanned' | 'image' | 'photo';
export const KINDS: SynthKind[] = ['text', 'scanned', 'image', 'photo'];

export interface SyntheticInfo {
  family: string;
  kind: SynthKind;
  seed: string;
  font: string;
  pageSize: [number, number];
  scan: ScanOptions | null;
  /** Photo kind only: how the page was photographed (frame, page corners in it, light). */
  photo?: PhotoOptions;
}

export type SyntheticTruth = ParseResult & { synthetic: SyntheticInfo };

export interface SyntheticStatement {
  /** `<family>-<n>` style base name chosen by the caller, or `<family>-<seed>`. */
  name: string;
  files: { ext: 'pdf' | 'png' | 'jpg'; bytes: Uint8Array }[];
  truth: SyntheticTruth;
  layout: PageLayout[];
}

export interface GenerateOptions {
  seed: string | number;
  family?: string;
  kind?: SynthKind;
  /** Target page count; default drawn from the seed (1–8, scanned 1–3, image and photo 1). */
  pages?: number;
  name?: string;
}

function targetPages(rng: Rng, kind: SynthKind): number {
  if (kind === 'image' || kind === 'photo') return 1;
  if (kind === 'scanned') return rng.pick([1, 1, 2, 2, 3]);
  return rng.pick([1, 1, 2, 2, 2, 3, 3, 4, 5, 6, 7, 8]);
}

export async function generateStatement(o: GenerateOptions): Promise<SyntheticStatement> {
  const seed = String(o.seed);
  const kind = o.kind ?? 'text';
  const top = createRng(`${seed}/${kind}`);
  const family = o.family ?? top.pick(FAMILY_NAMES);
  const make = FAMILIES[family];
  if (!make) throw new Error(`unknown family "${family}" (known: ${FAMILY_NAMES.join(', ')})`);
  const pagesWanted = o.pages ?? targetPages(top, kind);
  const rng = createRng(`${seed}/${family}/${kind}/${pagesWanted}`);
  let built = make(rng, { pages: pagesWanted });
  let layout = layoutDocument(built.spec);
  // a standalone image is one page; shrink until the statement fits
  const onePage = kind === 'image' || kind === 'photo';
  for (let shrink = 1; onePage && layout.length > 1 && shrink < 8; shrink++) {
    built = make(createRng(`${seed}/${family}/${kind}/shrink${shrink}`), {
      pages: Math.max(0.2, 1 - 0.12 * shrink),
    });
    layout = layoutDocument(built.spec);
  }
  if (onePage && layout.length > 1) {
    throw new Error(`${family} (seed ${seed}) does not fit one page for a standalone image`);
  }
  const name = o.name ?? `${family}-${seed}`;
  const scan = kind === 'text' || kind === 'photo' ? null : randomScanOptions(rng.fork('scan'));
  const photo =
    kind === 'photo'
      ? randomPhotoOptions(rng.fork('photo'), layout[0]!.width, layout[0]!.height)
      : undefined;
  const files: SyntheticStatement['files'] = [];
  if (photo) {
    files.push({
      ext: 'jpg',
      bytes: await renderPagePhoto(layout[0]!, built.spec.font, photo, rng.fork('pixels')),
    });
  } else if (kind === 'text') {
    files.push({ ext: 'pdf', bytes: await renderPdf(layout, built.spec.font, { title: name }) });
  } else {
    const imgRng = rng.fork('pixels');
    const wantPng = kind === 'image' && imgRng.chance(0.5);
    const scanned = [];
    for (const p of layout)
      scanned.push(await renderPageImage(p, built.spec.font, scan!, imgRng, wantPng));
    if (kind === 'scanned') files.push({ ext: 'pdf', bytes: await imagePdf(scanned) });
    else {
      const first = scanned[0]!;
      files.push(
        wantPng && first.png ? { ext: 'png', bytes: first.png } : { ext: 'jpg', bytes: first.jpeg },
      );
    }
  }
  const truth: SyntheticTruth = {
    file: `${name}.${files[0]!.ext}`,
    pages: layout.length,
    method: kind === 'text' ? 'text' : 'ocr',
    statements: built.statements,
    warnings: [],
    errors: [],
    synthetic: {
      family,
      kind,
      seed,
      font: built.spec.font,
      pageSize: [built.spec.width, built.spec.height],
      scan,
      ...(photo ? { photo } : {}),
    },
  };
  return { name, files, truth, layout };
}
