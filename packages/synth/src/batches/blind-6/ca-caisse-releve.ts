/**
 * A Quebec credit union statement (Desjardins caisse-like), in French: the caisse's name
 * ("Caisse populaire de …"), "Folio 123456" and a transit number, "Relevé de compte du
 * 1er mars au 31 mars 2024" (range in words, the year once), the member's name and address,
 * then one account section ("Compte avec opérations EOP") with Date ("05 MAR") | Code |
 * Description | Retrait | Dépôt | Solde, amounts "1 234,56" (space thousands, comma decimal),
 * "Solde reporté" first and "Solde de fermeture" last, service-fee rows, two-line descriptions
 * (payee under the kind). The column header is printed on page 1 only; later pages start
 * straight with rows under a short running head.
 */
import { docSpec, type FamilyFn, geometry, periodFor, rowsFor } from '../../families.ts';
import { FR, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { generateTransactions } from '../../model.ts';
import { person } from '../blind-1/kit.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  runBalances,
  statementOf,
  tx,
  word,
} from '../blind-3/common.ts';
import { linesRow } from '../blind-4/kit.ts';
import { headerOnce } from './kit.ts';

const MOIS = ['JAN', 'FÉV', 'MAR', 'AVR', 'MAI', 'JUN', 'JUL', 'AOÛ', 'SEP', 'OCT', 'NOV', 'DÉC'];

export const caCaisseReleve: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'letter');
  const count = rowsFor(rng, g, o.pages, 2);
  const { start, end } = periodFor(rng, count);
  const opening = rng.int(1_000, 600_000);
  const txs = generateTransactions(rng, {
    locale: 'en',
    start,
    end,
    count,
    opening,
    floor: 0,
    creditShare: 0.3,
  });
  const lines = new Map<unknown, [string, string[]]>();
  for (const t of txs) {
    const [code, l] =
      t.amount > 0
        ? rng.pick([
            ['DD', ['Dépôt direct', `${word(rng).toUpperCase()} INC PAIE`]],
            ['VI', ['Virement Interac reçu', person(rng)]],
            ['DI', ['Dépôt au guichet automatique']],
          ] as [string, string[]][])
        : rng.pick([
            [
              'PA',
              [
                'Paiement direct',
                `${rng.pick(['METRO', 'IGA', 'SAQ', 'PHARMAPRIX', 'JEAN COUTU', 'COUCHE-TARD'])} ${digits(rng, 4)}`,
              ],
            ],
            ['RA', ['Retrait au GA', `${word(rng).toUpperCase()} QC`]],
            [
              'PP',
              [
                'Paiement préautorisé',
                rng.pick(['HYDRO-QUEBEC', 'VIDEOTRON', 'BELL CANADA', 'DESJ ASSURANCES']),
              ],
            ],
            ['VW', ['Virement Interac envoyé', person(rng)]],
          ] as [string, string[]][]);
    lines.set(t, [code, l]);
    t.description = [code, ...l].join(' ');
  }
  const fee = tx(end, 'FR Frais de service mensuels', -rng.pick([395, 695, 1095, 1495]));
  lines.set(fee, ['FR', ['Frais de service mensuels']]);
  txs.push(fee);
  const closing = runBalances(txs, opening);
  const caisse = `Caisse ${rng.pick(['populaire', 'Desjardins'])} de ${word(rng)}`;
  const holder = person(rng);
  const folio = `${digits(rng, 6)}`;
  const transit = `815-${digits(rng, 5)}`;
  const st = statementOf({
    bank: caisse,
    holder,
    account: folio,
    type: 'Compte avec opérations EOP',
    currency: 'CAD',
    start,
    end,
    opening,
    txs,
    printsTotals: false,
  });
  const m = (v: number) => formatMinor(v, FR);
  const day = (iso: string) => `${iso.slice(8, 10)} ${MOIS[Number(iso.slice(5, 7)) - 1]}`;
  const all = moneyColumns(g, {
    lead: [
      ['date', ['Date'], 48],
      ['code', ['Code'], 34],
    ],
    desc: ['Description'],
    money: [
      ['out', ['Retrait']],
      ['in', ['Dépôt']],
      ['balance', ['Solde']],
    ],
    moneyWidth: 70,
  });
  const { columns, header: colHeader } = headerOnce(all);
  const rows: Row[] = [{ cells: { date: day(start), desc: 'Solde reporté', balance: m(opening) } }];
  for (const t of txs) {
    const [code, l] = lines.get(t)!;
    rows.push(
      linesRow(
        st,
        t,
        l,
        { date: day(t.date), code },
        { [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)), balance: m(t.balance) },
        t.balance,
        { lead: code },
      ),
    );
  }
  rows.push({
    cells: { date: day(end), desc: 'Solde de fermeture', balance: m(closing) },
    bold: true,
  });
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  const d1 = start.endsWith('-01')
    ? `1er ${formatDate(start, 'MMMM', 'fr')}`
    : formatDate(start, 'D MMMM', 'fr');
  const range = `du ${d1}${sameYear ? '' : ` ${start.slice(0, 4)}`} au ${formatDate(end, 'D MMMM YYYY', 'fr')}`;
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: caisse, x: g.left, bold: true, size: g.size + 6 },
          { text: 'RELEVÉ DE COMPTE', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
        gapAfter: g.lineHeight * 0.5,
      },
      {
        cells: [
          { text: holder, x: g.left },
          { text: `Relevé de compte ${range}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `${rng.int(10, 9999)}, rue ${word(rng)}`, x: g.left },
          { text: `Folio ${folio}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `${word(rng).toUpperCase()} (QC)  H${digits(rng, 1)}${rng.pick(['A', 'K', 'T'])} ${digits(rng, 1)}${rng.pick(['B', 'M', 'X'])}${digits(rng, 1)}`,
            x: g.left,
          },
          { text: `Transit ${transit}`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [{ text: 'Compte avec opérations EOP', x: g.left, bold: true, size: g.size + 1 }],
        gapAfter: g.lineHeight * 0.3,
      },
    ],
  };
  const spec = docSpec(g, [header, colHeader, { kind: 'table', columns, rows, wrapKey: 'desc' }], {
    pageHeader: (p) => [
      [
        { text: `${holder}   Folio ${folio}`, x: g.left },
        { text: `Page ${p}`, x: g.right, align: 'right' },
      ],
    ],
    footer: legalFooter(
      g,
      `${caisse} — membre du Mouvement ${word(rng)}. Dépôts assurés par l'AMF.`,
      (p, n) => `Page ${p} de ${n}`,
    ),
  });
  return { family: 'ca-caisse-releve', spec, statements: [st] };
};
