/**
 * Lines to ignore: which lines an ignore list strikes out (as the reader matches them: a line
 * containing one of the texts, case, spacing and punctuation ignored), and the lines worth offering first —
 * those that repeat on several pages, like a footer.
 */
import type { AnalysisLayout } from '@bsp/shared';

export type LayoutLine = AnalysisLayout['lines'][number];

/**
 * Letters and digits only, lower case, accents dropped (as the reader keys lines): "Page 1 of 3"
 * and "PAGE 1 OF 3." match.
 */
export function matchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

export function isIgnored(text: string, ignore: readonly string[]): boolean {
  const line = matchKey(text);
  return ignore.some((t) => {
    const key = matchKey(t);
    return key.length > 0 && line.includes(key);
  });
}

export type IgnoreCandidate = {
  /** Stable key: the text with its digits masked ("page#of#"). */
  key: string;
  /** The text as first seen. */
  label: string;
  /** Every distinct text of the group ("Page 1 of 3", "Page 2 of 3", …): ignoring it adds all. */
  texts: string[];
  /** Pages it is on, ascending. */
  pages: number[];
};

const MAX_TEXT = 200;

/**
 * Every line as a candidate to ignore, grouped by its text with the digits masked (so a footer
 * "Page 1 of 3" … "Page 3 of 3" is one entry). Lines on two or more pages come first (most pages
 * first), then the rest in reading order.
 */
export function ignoreCandidates(lines: readonly LayoutLine[]): IgnoreCandidate[] {
  const ordered = [...lines].sort((a, b) => a.page - b.page || a.bbox[1] - b.bbox[1]);
  const groups = new Map<string, IgnoreCandidate & { order: number }>();
  for (const line of ordered) {
    const text = line.text.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);
    if (text.length < 2) continue;
    const key = matchKey(text).replace(/\d/g, '#');
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { key, label: text, texts: [text], pages: [line.page], order: groups.size });
      continue;
    }
    if (!group.texts.includes(text)) group.texts.push(text);
    if (!group.pages.includes(line.page)) group.pages.push(line.page);
  }
  return [...groups.values()]
    .sort((a, b) => {
      const ra = a.pages.length > 1 ? a.pages.length : 0;
      const rb = b.pages.length > 1 ? b.pages.length : 0;
      return rb - ra || a.order - b.order;
    })
    .map(({ order: _order, ...c }) => c);
}
