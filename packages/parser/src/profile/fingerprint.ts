/**
 * A layout's fingerprint, and whether a document matches a saved one. The header row's words are
 * the strongest sign of a layout (they rarely change between months and differ between banks);
 * the bank's name and its letterhead identifiers (web domain, BIC, sort code) tell two banks with
 * the same generic header ("Date Description Amount Balance") apart.
 */
import type { LayoutFingerprint, LayoutInstructions } from '@bsp/shared/layout-profile';
import type { DecimalSeparator } from '../amounts.ts';
import type { Line } from '../layout/lines.ts';

/** Header likeness (share of words in common) a match needs. */
const HEADER_MATCH = 0.75;

export function fingerprintOf(
  pages: Line[][],
  ins: LayoutInstructions | null,
  bankName: string | null,
  decimal: DecimalSeparator,
): LayoutFingerprint {
  const first = pages[0] ?? [];
  const header = ins ? headerAbove(pages, ins) : null;
  const edges = ins ? [...new Set(ins.columns.flatMap((c) => [c.x0, c.x1]))] : [];
  return {
    bankName,
    identifiers: identifiersOf(first),
    headerLabels: header ? labelsOf(header.text) : [],
    columnEdges: edges.slice(0, 40),
    dateStyle: ins ? dateStyleOf(pages, ins) : null,
    amountStyle: decimal === ',' ? '1.234,56' : '1,234.56',
  };
}

/**
 * How well `doc` (the fingerprint of a document read generically, and its lines) matches a saved
 * layout: 0 = not at all; ≥ 1 = a match (higher is better).
 */
export function matchScore(
  saved: LayoutFingerprint,
  pages: Line[][],
  doc: LayoutFingerprint,
): number {
  if (saved.headerLabels.length < 2) return 0;
  const want = new Set(saved.headerLabels);
  let header = 0;
  for (const lines of pages.slice(0, 2)) {
    for (const l of lines) header = Math.max(header, overlap(want, new Set(labelsOf(l.text))));
  }
  if (header < HEADER_MATCH) return 0;
  const bankA = normBank(saved.bankName);
  const bankB = normBank(doc.bankName);
  if (bankA && bankB && bankA !== bankB) return 0;
  const ids = saved.identifiers.filter((i) => doc.identifiers.includes(i)).length;
  if (saved.identifiers.length > 0 && doc.identifiers.length > 0 && ids === 0) return 0;
  const sameBank = (bankA && bankA === bankB) || ids > 0;
  // (no name and no identifier on either side: only an all-but-identical header will do)
  if (!sameBank && header < 0.95) return 0;
  return 1 + header + (sameBank ? 0.5 : 0) + ids * 0.1;
}

/** Words of a header row, normalised (lower case, no accents, letters and digits only). */
export function labelsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && !/^\d+$/.test(w))
    .slice(0, 40);
}

function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let common = 0;
  for (const w of a) if (b.has(w)) common++;
  return common / Math.max(a.size, b.size);
}

function normBank(name: string | null): string {
  return (name ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The line right above the table's top on the first page that has one: the column header. */
function headerAbove(pages: Line[][], ins: LayoutInstructions): Line | null {
  for (const [pi, lines] of pages.entries()) {
    const region = pi === 0 ? ins.firstPage : (ins.laterPages ?? ins.firstPage);
    if (region.top >= 0.98) continue;
    let best: Line | null = null;
    for (const l of lines) {
      const mid = (l.y0 + l.y1) / 2 / l.pageHeight;
      if (mid <= region.top + 0.005 && labelsOf(l.text).length >= 2) best = l;
    }
    // (the header sits close above the rows, within a few lines)
    if (best && region.top - best.y1 / best.pageHeight < 0.08) return best;
    // or inside the region, as its first line of words (a region drawn over the header)
    const inside = lines.find((l) => {
      const mid = (l.y0 + l.y1) / 2 / l.pageHeight;
      return mid >= region.top && mid <= region.bottom;
    });
    if (inside && !/\d/.test(inside.text) && labelsOf(inside.text).length >= 2) return inside;
    return null;
  }
  return null;
}

const DOMAIN =
  /\b(?:www\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|bank|co\.[a-z]{2}|com\.[a-z]{2}|[a-z]{2}))\b/gi;
const SORT_CODE = /\bsort\s*code[:\s]*(\d{2}[-\s]\d{2}[-\s]\d{2})\b/gi;
const BIC = /\b(?:bic|swift)(?:\s*code)?[:\s]*([A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)\b/gi;

/** Letterhead identifiers of the first page: web domains, sort codes, BIC/SWIFT codes. */
function identifiersOf(lines: Line[]): string[] {
  const found = new Set<string>();
  for (const l of lines) {
    for (const m of l.text.matchAll(DOMAIN)) {
      const d = m[1]!.toLowerCase();
      // (an e-mail's domain counts; a decimal number "12.50" never matches: letters needed)
      if (/[a-z]{2,}/.test(d.split('.')[0]!)) found.add(`domain:${d}`);
    }
    for (const m of l.text.matchAll(SORT_CODE)) found.add(`sort:${m[1]!.replace(/\D/g, '')}`);
    for (const m of l.text.matchAll(BIC)) found.add(`bic:${m[1]!.toUpperCase().slice(0, 8)}`);
  }
  return [...found].slice(0, 20);
}

/** The shape of the first date in the date column: "DD/MM/YYYY" → "99/99/9999", "3 Mar" → "9 Aaa". */
function dateStyleOf(pages: Line[][], ins: LayoutInstructions): string | null {
  const col =
    ins.columns.find((c) => c.role === 'date') ?? ins.columns.find((c) => c.role === 'postDate');
  if (!col) return null;
  for (const [pi, lines] of pages.entries()) {
    const region = pi === 0 ? ins.firstPage : (ins.laterPages ?? ins.firstPage);
    for (const l of lines) {
      const mid = (l.y0 + l.y1) / 2 / l.pageHeight;
      if (mid < region.top || mid > region.bottom) continue;
      const words = l.words.filter((w) => {
        const x = (w.x0 + w.x1) / 2 / l.pageWidth;
        return x >= col.x0 && x < col.x1;
      });
      const text = words.map((w) => w.text).join(' ');
      if (!/\d/.test(text)) continue;
      return text
        .replace(/\d/g, '9')
        .replace(/\p{Lu}/gu, 'A')
        .replace(/\p{Ll}/gu, 'a')
        .slice(0, 40);
    }
  }
  return null;
}
