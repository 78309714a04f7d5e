/**
 * Pieces shared by the blind-15 families (U.S. Bank- and TD Bank US-like checking, a US
 * quarterly savings account, Dominican, Kazakh, Mercado Pago- and Nubank-like statements) that
 * earlier kits lack: the amount styles these banks print ("12.34-" with "$ " on a section's
 * first row, "- 5 000,00", "$ -1.234,56"), the "Mar 5" date and a letterhead block.
 */
import type { Geometry } from '../../families.ts';
import { DE, EN, FR, formatDate, formatMinor, type NumberStyle } from '../../format.ts';
import type { Cell, LinesBlock } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';

/** "12.34-" for money out, "12.34" for money in; `dollar` puts "$ " before it. */
export const trailUsd = (minor: number, dollar = false): string =>
  `${dollar ? '$ ' : ''}${formatMinor(minor, EN)}${minor < 0 ? '-' : ''}`;

/** "- 5 000,00" / "+ 150 000,00": a sign, a space, then the amount (Kazakh card exports). */
export const spacedSign = (minor: number, ns: NumberStyle = FR): string =>
  `${minor < 0 ? '-' : '+'} ${formatMinor(minor, ns)}`;

/** "$ -1.234,56" / "$ 1.234,56": the sign after the peso sign (Mercado Pago). */
export const pesoSignAfter = (minor: number): string =>
  `$ ${minor < 0 ? '-' : ''}${formatMinor(minor, DE)}`;

/** "Mar 5": month and day without a leading zero or year (US Bank-like). */
export const monD = (iso: string): string => formatDate(iso, 'MMM D');

/** Sum of the amounts of `txs`. */
export const total = (txs: SynthTx[]): number => txs.reduce((s, t) => s + t.amount, 0);

/**
 * A letterhead: the bank's name large on the left (and `right` on the right), then `left`
 * lines (holder, address) beside `pairs` label/value lines on the right half.
 */
export function letterhead(
  g: Geometry,
  bank: string,
  right: string,
  left: string[],
  pairs: [string, string][],
  labelShare = 0.55,
): LinesBlock {
  const lx = g.left + (g.right - g.left) * labelShare;
  const lines: LinesBlock['lines'] = [
    {
      cells: [
        { text: bank, x: g.left, bold: true, size: g.size + 6 },
        ...(right ? [{ text: right, x: g.right, align: 'right' as const, bold: true }] : []),
      ],
      gapAfter: g.lineHeight * 0.8,
    },
  ];
  const n = Math.max(left.length, pairs.length);
  for (let i = 0; i < n; i++) {
    const cells: Cell[] = [];
    if (left[i]) cells.push({ text: left[i]!, x: g.left, bold: i === 0 });
    const p = pairs[i];
    if (p) cells.push({ text: p[0], x: lx }, { text: p[1], x: g.right, align: 'right' });
    lines.push({ cells });
  }
  lines[lines.length - 1]!.gapAfter = g.lineHeight;
  return { kind: 'lines', lines };
}

/** One line of small print at the left margin (legal text, phone numbers, licence numbers). */
export const smallPrint = (g: Geometry, text: string): { cells: Cell[] } => ({
  cells: [{ text, x: g.left, size: g.size - 1.5 }],
});
