/**
 * Document integrity signals with their evidence: arithmetic that does not hold, metadata of an
 * edited file, amounts in a font the rest of the table does not use, pages from different
 * documents. Signals, not accusations: each can have an innocent cause.
 */
import { groupBy } from './common.ts';
import { fontSignals } from './integrity-fonts.ts';
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
      ...fontSignals(input.fontOutliers),
      ...mixedPages(input.pages),
    ],
  };
}
