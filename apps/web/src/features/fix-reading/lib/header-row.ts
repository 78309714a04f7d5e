/**
 * The table's header row on a page: the line with the most of the fingerprint's header words
 * (the reader gives the words, not where they were).
 */
import type { LayoutLine } from './ignore-lines';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The best-matching line of `lines` (one page), or null when none has two header words. */
export function findHeaderLine(
  lines: readonly LayoutLine[],
  headerLabels: readonly string[],
): LayoutLine | null {
  const labels = [...new Set(headerLabels.map(fold).filter((l) => l.length > 0))];
  if (labels.length === 0) return null;
  let best: LayoutLine | null = null;
  let bestHits = 0;
  for (const line of lines) {
    const words = ` ${fold(line.text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
    const hits = labels.filter((label) => words.includes(` ${label} `)).length;
    if (hits > bestHits) {
      best = line;
      bestHits = hits;
    }
  }
  return bestHits >= Math.min(2, labels.length) ? best : null;
}
