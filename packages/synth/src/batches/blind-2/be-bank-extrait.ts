/**
 * Belgian extrait de compte / rekeninguittreksel (KBC / BNP Paribas Fortis / Belfius-like), in
 * French or Dutch: numbered operations ("0042"), date and value date as DD-MM, Bancontact and
 * domiciliation texts with a communication line, amounts signed "+ 1.500,00" / "- 45,90" or with
 * the sign after; old and new balance lines; sometimes debit/credit totals.
 */
import { addressLines, docSpec, type FamilyFn, geometry, totals } from '../../families.ts';
import { addDays, DE, FR, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { fakeWord } from '../../model.ts';
import { belgian } from './descriptors.ts';
import { activity, cap, footerOf, iban, plainName, statementOf, textLines, txRow } from './kit.ts';

export const beBankExtrait: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const nl = rng.chance(0.5);
  const bank = rng.pick([
    `${cap(fakeWord(rng))} Bank`,
    `Banque ${cap(fakeWord(rng))}`,
    `${fakeWord(rng).toUpperCase()} BELGIUM`,
  ]);
  const a = activity(rng, g, o.pages, {
    locale: 'fr',
    describe: belgian(nl),
    perRow: 2.7,
    floor: 0,
    calendarMonth: rng.chance(0.4),
    valueLag: [0, 0, 0, 1],
  });
  const holder = plainName(rng).toUpperCase();
  const account = iban(rng, 'BE', 12);
  const printsTotals = rng.chance(0.5);
  const st = statementOf(a, {
    bank,
    holder,
    account,
    type: nl ? 'Zichtrekening' : 'Compte à vue',
    currency: 'EUR',
    printsTotals,
  });
  const ns = rng.chance(0.7) ? DE : FR;
  const signAfter = rng.chance(0.4);
  const amt = (m: number) =>
    signAfter
      ? `${formatMinor(m, ns)} ${m < 0 ? '-' : '+'}`
      : `${m < 0 ? '-' : '+'} ${formatMinor(m, ns)}`;
  const day = rng.pick(['DD-MM', 'DD-MM-YYYY']);
  let seq = rng.int(1, 400);
  const rows: Row[] = a.txs.map((tx, i) => {
    const row = txRow(
      st,
      a,
      i,
      {
        nr: String(seq++).padStart(4, '0'),
        date: formatDate(tx.date, day),
        valeur: formatDate(tx.postDate!, day),
        amount: amt(tx.amount),
      },
      null,
    );
    if (i) row.gapBefore = g.lineHeight * 0.4;
    return row;
  });
  const L = nl
    ? {
        title: `Rekeninguittreksel nr. ${rng.int(1, 52)}`,
        period: (s: string, e: string) => `van ${s} tot ${e}`,
        old: 'Vorig saldo op',
        new: 'Nieuw saldo op',
        cols: ['Nr', 'Datum', 'Omschrijving', 'Valuta', 'Bedrag EUR'],
        debits: 'Totaal debet',
        credits: 'Totaal credit',
        page: (p: number, n: number) => `Blad ${p}/${n}`,
        account: 'Zichtrekening',
      }
    : {
        title: `Extrait de compte n° ${rng.int(1, 52)}`,
        period: (s: string, e: string) => `du ${s} au ${e}`,
        old: 'Ancien solde au',
        new: 'Nouveau solde au',
        cols: ['N°', 'Date', 'Description', 'Valeur', 'Montant EUR'],
        debits: 'Total des débits',
        credits: 'Total des crédits',
        page: (p: number, n: number) => `Page ${p}/${n}`,
        account: 'Compte à vue',
      };
  const d = (iso: string) => formatDate(iso, 'DD-MM-YYYY');
  const t = totals(a.txs);
  const dateX = g.left + rng.int(32, 40);
  const descX = dateX + rng.int(52, 62);
  const valeurX = g.right - rng.int(140, 160);
  const balanceLine = (label: string, m: number) => [
    { text: label, x: descX, bold: true },
    { text: amt(m), x: g.right, align: 'right' as const, bold: true },
  ];
  const addr = addressLines(rng, 'fr');
  const rightX = g.left + (g.right - g.left) * 0.55;
  const body: Block[] = [
    textLines(
      g,
      [
        [
          { text: bank, x: g.left, bold: true, size: g.size + 5 },
          { text: L.title, x: g.right, align: 'right', bold: true },
        ],
        [{ text: L.period(d(a.start), d(a.end)), x: g.right, align: 'right' }],
        [],
        [
          { text: `${L.account} ${account}`, x: g.left, bold: true },
          { text: holder, x: rightX },
        ],
        [
          { text: `BIC ${fakeWord(rng).toUpperCase().slice(0, 4)}BEBB  EUR`, x: g.left },
          { text: addr[0] as string, x: rightX },
        ],
        [{ text: addr[1] as string, x: rightX }],
      ],
      g.lineHeight,
    ),
    textLines(
      g,
      [balanceLine(`${L.old} ${d(addDays(a.start, -1))}`, a.opening)],
      g.lineHeight * 0.5,
    ),
    {
      kind: 'table',
      columns: [
        { key: 'nr', header: [L.cols[0] as string], x: g.left, align: 'left' },
        { key: 'date', header: [L.cols[1] as string], x: dateX, align: 'left' },
        {
          key: 'desc',
          header: [L.cols[2] as string],
          x: descX,
          align: 'left',
          width: valeurX - descX - 10,
        },
        { key: 'valeur', header: [L.cols[3] as string], x: valeurX, align: 'left' },
        { key: 'amount', header: [L.cols[4] as string], x: g.right, align: 'right' },
      ],
      rows,
      wrapKey: 'desc',
      headerRule: rng.chance(0.7),
    },
    textLines(g, [
      [],
      balanceLine(`${L.new} ${d(a.end)}`, a.closing),
      ...(printsTotals
        ? [
            [
              { text: L.debits, x: descX },
              { text: formatMinor(t.moneyOut, ns), x: g.right, align: 'right' as const },
            ],
            [
              { text: L.credits, x: descX },
              { text: formatMinor(t.moneyIn, ns), x: g.right, align: 'right' as const },
            ],
          ]
        : []),
    ]),
  ];
  return {
    family: 'be-bank-extrait',
    spec: docSpec(g, body, {
      pageHeader: () => [[{ text: `${bank} · ${L.title} · ${account}`, x: g.left }]],
      footer: footerOf(g, L.page, [
        `${bank} SA/NV · ${cap(fakeWord(rng))}laan ${rng.int(1, 99)}, ${rng.int(1000, 9999)} ${cap(fakeWord(rng))} · RPM/RPR ${rng.int(400, 899)}.${rng.int(100, 999)}.${rng.int(100, 999)}`,
      ]),
    }),
    statements: [st],
  };
};
