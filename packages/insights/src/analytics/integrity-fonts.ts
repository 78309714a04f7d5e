/**
 * The integrity signal for amounts printed in another font than the rest of their column: the
 * parser compares each row's amount and balance with its column (`document.fontOutliers`); here
 * they become one signal with a line of evidence per row. A figure typed in with other software
 * rarely matches the bank's font, but a bank's own file can mix fonts too: a signal, not a verdict.
 */
import { type FontOutlierFact, type IntegritySignal, integritySignal } from './integrity-signal.ts';

/** "Times-Roman 9" → "Times-Roman 9 pt" (each part of "A 9 + B 9"). */
export function fontText(font: string): string {
  return font
    .split(' + ')
    .map((part) => (/ \d+(\.\d+)?$/.test(part) ? `${part} pt` : part))
    .join(' + ');
}

function evidence(o: FontOutlierFact): string {
  const where = o.statement ? `Statement ${o.statement}, row ${o.row}` : `Row ${o.row}`;
  const noun = o.cell === 'balance' ? 'balance' : 'amount';
  const others = o.usualCount === 1 ? `the other ${noun} is` : `the other ${o.usualCount} ${noun}s`;
  return `${where} (page ${o.page}): the ${noun} is printed in ${fontText(o.font)}; ${others} in ${fontText(o.usual)}.`;
}

export function fontSignals(outliers: readonly FontOutlierFact[] | undefined): IntegritySignal[] {
  if (!outliers?.length) return [];
  return [
    integritySignal(
      'amount-font',
      'Amounts printed in another font than the rest of the table',
      outliers.map(evidence),
      outliers.flatMap((o) => (o.rowId ? [o.rowId] : [])),
      [...new Set(outliers.map((o) => o.page))].sort((a, b) => a - b),
    ),
  ];
}
