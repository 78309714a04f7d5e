/**
 * Features of the stage-5 classifier, shared by training (scripts/train-category-model.ts) and
 * prediction: the description's words, character n-grams of the cleaned merchant text, the sign,
 * and the category of a trade word in the name (so "… Dental" teaches all dentists at once).
 */
import { findKeyword } from './dictionary.ts';
import { merchantText } from './merchant.ts';
import { words } from './text.ts';

export function rowFeatures(
  description: string,
  amountMinor: number,
  text = merchantText(description),
): string[] {
  const sign = amountMinor >= 0 ? 'in' : 'out';
  const out = new Set<string>([`s:${sign}`]);
  for (const w of words(description)) {
    if (/^\d+$/.test(w) || w.length < 2) continue;
    out.add(`w:${w}`);
    out.add(`${sign}:${w}`);
  }
  const tokens = words(text);
  const trade = findKeyword(tokens);
  if (trade) out.add(`k:${trade.category}`);
  for (const w of tokens) {
    if (/\d/.test(w)) continue;
    const padded = ` ${w} `;
    for (const n of [3, 4]) {
      for (let i = 0; i + n <= padded.length; i++) out.add(`c:${padded.slice(i, i + n)}`);
    }
  }
  return [...out];
}
