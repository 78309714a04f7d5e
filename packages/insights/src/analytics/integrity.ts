/**
 * Document integrity signals with their evidence: arithmetic that does not hold, metadata of an
 * edited file, amounts in a font the rest of the table does not use, pages from different
 * documents. Signals, not accusations: each can have an innocent cause.
 */
import { groupBy } from './common.ts';
import { metadataSignals } from './integrity-metadata.ts';
import {
  type CertificateFacts,
  INTEGRITY_NOTE,
  type IntegrityInput,
  type IntegritySignal,
  integritySignal,
} from './integrity-signal.ts';

function arithmetic(facts: CertificateFacts | undefined): IntegritySignal[] {
  if (!facts || facts.balancesHold) return [];
  const breaks = facts.breaks ?? [];
  return [
    integritySignal(
      'arithmetic',
      'The running balances do not add up',
      breaks.length
        ? breaks.map((b) => b.message)
        : ['The certificate reports that the balances do not hold.'],
      breaks.flatMap((b) => (b.rowId ? [b.rowId] : [])),
    ),
  ];
}

/** Subset fonts carry a random six-letter prefix ("ABCDEF+Arial"): the same font either way. */
function baseFont(name: string): string {
  return name.replace(/^[A-Z]{6}\+/, '');
}

function amountFonts(fonts: IntegrityInput['amountFonts']): IntegritySignal[] {
  if (!fonts || fonts.length < 3) return [];
  const groups = [...groupBy(fonts, (font) => baseFont(font.fontName))].sort(
    (a, b) => b[1].length - a[1].length,
  );
  const [majority, count] = [groups[0]![0], groups[0]![1].length];
  if (count * 2 <= fonts.length || groups.length === 1) return [];
  const odd = groups.slice(1);
  return [
    integritySignal(
      'amount-font',
      'Some amounts are in a different font from the rest of the table',
      odd.map(
        ([font, rows]) =>
          `${rows.length} amount(s) in "${font}"; ${count} of ${fonts.length} in "${majority}".`,
      ),
      odd.flatMap(([, rows]) => rows.map((row) => row.rowId)),
    ),
  ];
}

function mixedPages(pages: IntegrityInput['pages']): IntegritySignal[] {
  if (!pages || pages.length < 2) return [];
  const found: IntegritySignal[] = [];
  const sizes = groupBy(pages, (p) => `${Math.round(p.width)} × ${Math.round(p.height)} pt`);
  if (sizes.size > 1) {
    const evidence = [...sizes].map(
      ([size, members]) => `Page(s) ${members.map((p) => p.page).join(', ')}: ${size}.`,
    );
    const minority = [...sizes.values()]
      .sort((a, b) => b.length - a.length)
      .slice(1)
      .flat();
    found.push(
      integritySignal(
        'mixed-pages',
        'Pages of different sizes',
        evidence,
        [],
        minority.map((p) => p.page),
      ),
    );
  }
  const producers = groupBy(
    pages.filter((p) => p.producer),
    (p) => p.producer!,
  );
  if (producers.size > 1) {
    const evidence = [...producers].map(
      ([producer, members]) =>
        `Page(s) ${members.map((p) => p.page).join(', ')}: produced by "${producer}".`,
    );
    const minority = [...producers.values()]
      .sort((a, b) => b.length - a.length)
      .slice(1)
      .flat();
    found.push(
      integritySignal(
        'mixed-pages',
        'Pages made by different software',
        evidence,
        [],
        minority.map((p) => p.page),
      ),
    );
  }
  return found;
}

export function integritySignals(input: IntegrityInput): {
  note: string;
  signals: IntegritySignal[];
} {
  return {
    note: INTEGRITY_NOTE,
    signals: [
      ...arithmetic(input.certificate),
      ...metadataSignals(input.metadata, input.claimedBank),
      ...amountFonts(input.amountFonts),
      ...mixedPages(input.pages),
    ],
  };
}
