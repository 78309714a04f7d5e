/**
 * Grey-level histograms of 8-bit rasters and Otsu's threshold from one: the split between two
 * populations of grey levels (ink and paper for OCR preparation, preprocess.ts; paper and desk for
 * the page search on photos, find-page.ts). One implementation, so both split alike.
 */

/** How many pixels of `data` have each grey level 0..255. */
export function greyHistogram(data: Uint8Array): Uint32Array {
  const hist = new Uint32Array(256);
  for (let i = 0; i < data.length; i++) hist[data[i]!]!++;
  return hist;
}

/** Otsu threshold of an 8-bit histogram of `total` pixels: levels ≤ it are the darker class. */
export function otsu(hist: Uint32Array, total: number): number {
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * hist[i]!;
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    wB += hist[t]!;
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * hist[t]!;
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) * (mB - mF);
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}
