/**
 * French relevé de compte (Crédit Agricole / Société Générale-like): "du 01/07/2023 au
 * 31/07/2023", Date / Valeur as "DD.MM" or "DD/MM", Libellé des opérations over several lines
 * (PRLV SEPA, CB, VIR), Débit and Crédit columns, opening and closing balances as SOLDE
 * CREDITEUR/DEBITEUR rows in the amount columns, "Total des opérations"; a business variant.
 */
import { addressLines, docSpec, type FamilyFn, geometry, totals } from '../../families.ts';
import { addDays, FR, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { fakeWord } from '../../model.ts';
import { french } from './descriptors.ts';
import {
  accountDigits,
  activity,
  footerOf,
  plainName,
  statementOf,
  textLines,
  txRow,
} from './kit.ts';

export const frBanqueReleve: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const pro = rng.chance(0.35);
  const bank = rng.pick([
    `CREDIT ${fakeWord(rng).toUpperCase()}`,
    `BANQUE ${fakeWord(rng).toUpperCase()}`,
    `CAISSE D'EPARGNE ${fakeWord(rng).toUpperCase()}`,
  ]);
  const a = activity(rng, g, o.pages, {
    locale: 'fr',
    describe: french,
    perRow: 1.6,
    floor: -rng.int(0, 150_000),
    calendarMonth: rng.chance(0.7),
    valueLag: [0, 0, 0, 1, 2, -1],
    ...(pro ? { creditShare: 0.4 } : {}),
  });
  // a value date before the booking date is normal for card payments; keep it inside the period
  for (const tx of a.txs) if (tx.postDate! < a.start) tx.postDate = a.start;
  const person = plainName(rng).toUpperCase();
  const holder = pro
    ? `${rng.pick(['SARL', 'SAS', 'EURL'])} ${fakeWord(rng).toUpperCase()} ${rng.pick(['CONSEIL', 'BATIMENT', 'DISTRIBUTION'])}`
    : `${rng.pick(['M.', 'MME', 'M. OU MME'])} ${person}`;
  const account = accountDigits(rng, 11);
  const ns = rng.chance(0.5) ? FR : { group: '.', decimal: ',' };
  const st = statementOf(a, {
    bank,
    holder,
    account,
    type: pro ? 'Compte courant professionnel' : 'Compte de dépôt',
    currency: 'EUR',
    printsTotals: true,
  });
  const day = rng.pick(['DD.MM', 'DD/MM']);
  const withValeur = rng.chance(0.7);
  if (!withValeur) for (const tx of a.txs) tx.postDate = null;
  const rows: Row[] = a.txs.map((tx, i) =>
    txRow(
      st,
      a,
      i,
      {
        date: formatDate(tx.date, day),
        ...(withValeur ? { valeur: formatDate(tx.postDate!, day) } : {}),
        [tx.amount < 0 ? 'debit' : 'credit']: formatMinor(tx.amount, ns),
      },
      null,
    ),
  );
  const d = (iso: string) => formatDate(iso, 'DD/MM/YYYY');
  const soldeRow = (label: string, iso: string, m: number): Row => ({
    cells: {
      desc: `${label} ${m < 0 ? 'DEBITEUR' : 'CREDITEUR'} AU ${d(iso)}`,
      [m < 0 ? 'debit' : 'credit']: formatMinor(m, ns),
    },
    bold: true,
  });
  const t = totals(a.txs);
  rows.unshift(soldeRow(rng.pick(['SOLDE', 'ANCIEN SOLDE']), addDays(a.start, -1), a.opening));
  rows.push({
    cells: {
      desc: 'Total des opérations',
      debit: formatMinor(t.moneyOut, ns),
      credit: formatMinor(t.moneyIn, ns),
    },
    bold: true,
    gapBefore: g.lineHeight * 0.5,
  });
  rows.push(soldeRow('NOUVEAU SOLDE', a.end, a.closing));
  const creditX = g.right;
  const debitX = creditX - rng.int(75, 90);
  const valeurX = g.left + rng.int(38, 45);
  const descX = withValeur ? valeurX + rng.int(38, 45) : valeurX;
  const addr = addressLines(rng, 'fr');
  const rightX = g.left + (g.right - g.left) * 0.55;
  const body: Block[] = [
    textLines(
      g,
      [
        [{ text: bank, x: g.left, bold: true, size: g.size + 5 }],
        [
          {
            text: `Agence ${fakeWord(rng).toUpperCase()} - Tél. 09 ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
            x: g.left,
            size: g.size - 1,
          },
        ],
        [],
        [
          { text: 'RELEVE DE COMPTE', x: g.left, bold: true, size: g.size + 2 },
          { text: holder, x: rightX },
        ],
        [
          { text: `Date d'arrêté : ${formatDate(a.end, 'D MMMM YYYY', 'fr')}`, x: g.left },
          { text: addr[0] as string, x: rightX },
        ],
        [
          { text: `N° de relevé : ${rng.int(1, 12)}`, x: g.left },
          { text: addr[1] as string, x: rightX },
        ],
        [],
        [
          {
            text: `${pro ? 'Compte Courant Professionnel' : rng.pick(['Compte de Dépôt', 'CCHQ', 'Compte Chèques'])} n° ${account}`,
            x: g.left,
            bold: true,
          },
        ],
        [{ text: `du ${d(a.start)} au ${d(a.end)}`, x: g.left }],
      ],
      g.lineHeight * 0.5,
    ),
    {
      kind: 'table',
      columns: [
        { key: 'date', header: ['Date'], x: g.left, align: 'left' },
        ...(withValeur
          ? [{ key: 'valeur', header: ['Valeur'], x: valeurX, align: 'left' as const }]
          : []),
        {
          key: 'desc',
          header: [rng.pick(['Libellé des opérations', 'Nature des opérations', 'Opérations'])],
          x: descX,
          align: 'left',
          width: debitX - descX - 70,
        },
        { key: 'debit', header: ['Débit'], x: debitX, align: 'right' },
        { key: 'credit', header: ['Crédit'], x: creditX, align: 'right' },
      ],
      rows,
      wrapKey: 'desc',
      headerRule: true,
    },
  ];
  return {
    family: 'fr-banque-releve',
    spec: docSpec(g, body, {
      pageHeader: () => [
        [
          { text: `${bank} - Relevé n° ${account}`, x: g.left },
          { text: `du ${d(a.start)} au ${d(a.end)}`, x: g.right, align: 'right' },
        ],
      ],
      footer: footerOf(
        g,
        (p, n) => `Page ${p} / ${n}`,
        [
          `${bank}, société coopérative à capital variable, RCS ${fakeWord(rng).toUpperCase()} ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(100, 999)}.`,
          'Garantie des dépôts : vos dépôts sont protégés dans la limite de 100 000 € par déposant.',
        ],
        'center',
      ),
    }),
    statements: [st],
  };
};
