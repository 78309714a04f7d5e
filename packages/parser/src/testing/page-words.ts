/**
 * Test helper: builds PageWords from a compact description of printed lines, so layout fixtures
 * read like the statement they imitate. Each cell is [x, text]; words inside a cell are laid out
 * with a fixed advance per character (`charWidth`), like a monospaced approximation of a font.
 */
import type { PageWords, Word } from '../words.ts';

export type Cell = [x: number, text: string];
export interface FixtureLine {
  y: number;
  cells: Cell[];
  /** Word confidence (OCR-like fixtures); default 1. */
  confidence?: number;
  /** Vertical jitter per word, cycling (simulates wobbly baselines). */
  jitter?: number[];
}

export function pageWords(
  page: number,
  lines: FixtureLine[],
  opts: {
    width?: number;
    height?: number;
    size?: number;
    charWidth?: number;
    source?: 'text' | 'ocr';
  } = {},
): PageWords {
  const size = opts.size ?? 8;
  const cw = opts.charWidth ?? size * 0.5;
  const words: Word[] = [];
  for (const line of lines) {
    let k = 0;
    for (const [x, text] of line.cells) {
      let cx = x;
      for (const part of text.split(' ')) {
        if (part.length > 0) {
          const dy = line.jitter ? (line.jitter[k % line.jitter.length] ?? 0) : 0;
          k++;
          words.push({
            text: part,
            x0: cx,
            x1: cx + part.length * cw,
            y0: line.y - size * 0.8 + dy,
            y1: line.y + size * 0.2 + dy,
            confidence: line.confidence ?? 1,
          });
        }
        cx += (part.length + 1) * cw;
      }
    }
  }
  return {
    page,
    width: opts.width ?? 595,
    height: opts.height ?? 842,
    words,
    source: opts.source ?? 'text',
  };
}

/** Right-aligns text so it ends at x1 (amount columns). */
export function right(x1: number, text: string, charWidth = 4): Cell {
  return [x1 - text.length * charWidth, text];
}
