/**
 * A date cell with specks at its ends ("09 Jul’", "11 Jul”", "‘12 Aug", "04 Nov:"): scanners
 * and phone photos leave dust beside the glyphs that OCR reads as a quote, a degree sign, a
 * colon or a dash. Inside a date column those marks are no part of the date, so the cell is read
 * without them (the day and month themselves are read as printed, never guessed).
 */
import type { Phrase } from './lines.ts';

/**
 * Marks no printed date starts or ends with: quotes, and at its end punctuation ("04 Nov:",
 * "AUG22-"; a date's own trailing dot, "25.11.", is only dropped when it reads without it).
 */
const SPECKS = /^[‘’“”'"`´°^~*]+|[‘’“”'"`´°^~*:;,._-]+$/gu;

/** The words with those marks taken off their ends, or null when none carries one. */
export function withoutSpecks(words: Phrase['words']): Phrase['words'] | null {
  let changed = false;
  const out = words.slice(0, 4).map((w) => {
    const text = w.text.replace(SPECKS, '');
    if (text === w.text || text.length === 0) return w;
    changed = true;
    return { ...w, text };
  });
  return changed ? [...out, ...words.slice(4)] : null;
}
