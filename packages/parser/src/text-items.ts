/**
 * Positioned text runs (one box per run of words, as some extractors and datasets store them)
 * → PageWords for the layout engine. A run's width is shared among its characters evenly, so
 * each word gets the box its characters would occupy in a monospaced approximation.
 */
import type { PageWords, Word } from './words.ts';

export interface TextItem {
  text: string;
  /** Left and right edges. */
  x0: number;
  x1: number;
  /** Top and bottom edges (y grows downwards). */
  y0: number;
  y1: number;
  /** 1-based page number. */
  page: number;
}

export function textItemsToPages(
  items: readonly TextItem[],
  size: { width: number; height: number } = { width: 595, height: 842 },
): PageWords[] {
  const byPage = new Map<number, Word[]>();
  let last = 0;
  for (const it of items) {
    const text = it.text.replace(/\s+/g, ' ');
    if (text.trim().length === 0) continue;
    const cw = (it.x1 - it.x0) / Math.max(1, text.length);
    const words = byPage.get(it.page) ?? [];
    byPage.set(it.page, words);
    if (it.page > last) last = it.page;
    let i = 0;
    for (const part of text.split(' ')) {
      if (part.length > 0) {
        words.push({
          text: part,
          x0: it.x0 + i * cw,
          x1: it.x0 + (i + part.length) * cw,
          y0: it.y0,
          y1: it.y1,
          confidence: 1,
        });
      }
      i += part.length + 1;
    }
  }
  const pages: PageWords[] = [];
  for (let p = 1; p <= last; p++) {
    pages.push({ page: p, ...size, words: byPage.get(p) ?? [], source: 'text' });
  }
  return pages;
}
