/**
 * A French deferred-debit card statement ("Relevé des opérations de votre carte", the monthly
 * sheet a bank sends for a carte à débit différé): card number masked, titulaire, the account it
 * is debited to, "Opérations du 26/02/2025 au 25/03/2025", then Date opé. | Date val. | Libellé
 * (merchant, then city) | Débit | Crédit with DD/MM dates, space-thousands comma-decimal euros;
 * the value date is the single deferred debit day for every row. Refunds ("AVOIR") are credits.
 * A "Total des opérations" line and "Montant débité le 31/03/2025 sur votre compte", not rows.
 * No previous balance: the truth opens at 0 and closes at minus the total debited.
 */
import { docSpec, type FamilyFn, geometry, holderName } from '../../families.ts';
import { addDays, FR, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import { iban } from '../blind-2/kit.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  monthEnd,
  runBalances,
  statementOf,
  tx,
  txRow,
  word,
} from '../blind-3/common.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { logAmount, scatter } from './kit.ts';

const SHOPS = [
  'CARREFOUR MARKET',
  'MONOPRIX',
  'E.LECLERC',
  'FNAC',
  'DECATHLON',
  'SNCF INTERNET',
  'TOTALENERGIES',
  'PHARMACIE DU CENTRE',
  'BOULANGERIE PAUL',
  'RESTAURANT LE ' + 'PETIT ZINC',
  'AMAZON EU SARL',
  'IKEA',
  'LEROY MERLIN',
  'PICARD SURGELES',
  'UBER EATS',
];
const CITIES = [
  'PARIS',
  'LYON',
  'NANTES',
  'LILLE',
  'BORDEAUX',
  'TOULOUSE',
  'RENNES',
  'MARSEILLE',
  'LUXEMBOURG',
];

export const frCarteDifferee: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.1, 90);
  const y = rng.int(2019, 2025);
  const m = String(rng.int(1, 12)).padStart(2, '0');
  const cut = rng.pick([25, 27, 28]);
  const end = `${y}-${m}-${cut}`;
  const start = addDays(`${addDays(`${y}-${m}-01`, -1).slice(0, 8)}${cut}`, 1);
  const debit = monthEnd(end);
  const txs: SynthTx[] = scatter(rng, start, end, count, (date) => {
    const refund = rng.chance(0.05);
    const amount = logAmount(rng, 150, refund ? 15_000 : 35_000);
    const shop = rng.pick(SHOPS);
    const t = tx(
      date,
      `${refund ? 'AVOIR ' : ''}${shop} ${rng.pick(CITIES)}`,
      refund ? amount : -amount,
    );
    t.postDate = debit;
    return t;
  });
  runBalances(txs, 0);
  const total = sumOf(txs);
  const bank = rng.pick([
    `Banque ${word(rng)}`,
    `Crédit ${word(rng)}`,
    `${word(rng)} Banque Populaire`,
  ]);
  const holder = holderName(rng).replace(/^(Mr|Mrs|Ms|Dr) /, rng.pick(['M. ', 'MME ']));
  const card = `${rng.pick(['4970', '5132', '4974'])} XXXX XXXX ${digits(rng, 4)}`;
  const st = statementOf({
    bank,
    holder,
    account: card,
    type: 'Carte à débit différé',
    currency: 'EUR',
    start,
    end,
    opening: 0,
    txs,
    printsTotals: true,
  });
  const f = (v: number) => formatMinor(v, FR);
  const d = (iso: string) => formatDate(iso, 'DD/MM');
  const dl = (iso: string) => formatDate(iso, 'DD/MM/YYYY');
  const cols = moneyColumns(g, {
    lead: [
      ['date', ['Date opé.'], 52],
      ['vdate', ['Date val.'], 52],
    ],
    desc: ['Libellé'],
    money: [
      ['out', ['Débit']],
      ['in', ['Crédit']],
    ],
    moneyWidth: 70,
  });
  const rows: Row[] = txs.map((t) =>
    txRow(
      st,
      t,
      {
        date: d(t.date),
        vdate: d(t.postDate!),
        out: t.amount < 0 ? f(-t.amount) : '',
        in: t.amount > 0 ? f(t.amount) : '',
      },
      null,
    ),
  );
  const acctIban = iban(rng, 'FR', 23);
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          { text: `Le ${dl(addDays(end, rng.int(1, 3)))}`, x: g.right, align: 'right' },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: 'Relevé des opérations de votre carte', x: g.left, bold: true, size: g.size + 2 },
        ],
        gapAfter: g.lineHeight * 0.4,
      },
      {
        cells: [
          { text: `Titulaire : ${holder}`, x: g.left },
          { text: holder.toUpperCase(), x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          {
            text: `Carte ${rng.pick(['Visa Premier', 'Mastercard Gold', 'Visa Classic'])} n° ${card}`,
            x: g.left,
          },
          { text: `${rng.int(1, 99)} rue ${word(rng)}`, x: g.right, align: 'right' },
        ],
      },
      {
        cells: [
          { text: `Compte débité : ${acctIban}`, x: g.left },
          {
            text: `${rng.int(10, 95)}${digits(rng, 3)} ${rng.pick(CITIES)}`,
            x: g.right,
            align: 'right',
          },
        ],
      },
      {
        cells: [{ text: `Opérations du ${dl(start)} au ${dl(end)}`, x: g.left, bold: true }],
        gapAfter: g.lineHeight * 0.5,
      },
    ],
  };
  const moneyIn = sumOf(txs, (t) => t.amount > 0);
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true },
      { kind: 'space', height: g.lineHeight * 0.4 },
      {
        kind: 'lines',
        lines: [
          {
            cells: [
              { text: 'Total des opérations', x: cols[2]!.x, bold: true },
              {
                text: f(-sumOf(txs, (t) => t.amount < 0)),
                x: cols[3]!.x,
                align: 'right',
                bold: true,
              },
              { text: moneyIn ? f(moneyIn) : '', x: cols[4]!.x, align: 'right', bold: true },
            ],
          },
          {
            cells: [
              {
                text: `Montant débité le ${dl(debit)} sur votre compte`,
                x: cols[2]!.x,
                bold: true,
              },
              { text: f(-total), x: cols[3]!.x, align: 'right', bold: true },
            ],
          },
        ],
      },
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${holder}  Carte ${card}`, x: g.left },
          { text: `Page ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `${bank}, société anonyme coopérative de banque, RCS ${rng.pick(CITIES)} ${digits(rng, 9)}. Garantie FGDR.`,
        (p, n) => `Page ${p}/${n}`,
      ),
    },
  );
  return { family: 'fr-carte-differee', spec, statements: [st] };
};
