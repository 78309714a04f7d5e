/**
 * German Kreditkartenabrechnung (Sparkassen-/Direktbank-Visa or Mastercard-like): Belegdatum and
 * Buchungsdatum without year (the period may cross the year), Verwendungszweck, Fremdwährung and
 * Kurs columns for purchases abroad, "Betrag EUR" with the sign after it ("45,90 -" charged,
 * "+" credited), Saldo letzte Abrechnung / Neuer Saldo rows, limit and direct-debit note.
 */
import { accountNumber, docSpec, type FamilyFn, geometry, totals } from '../../families.ts';
import { addDays, DE, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import { fakeWord, type SynthTx } from '../../model.ts';
import { cardMerchant } from './descriptors.ts';
import {
  activity,
  cap,
  footerOf,
  iban,
  pairLines,
  plainName,
  statementOf,
  textLines,
  txRow,
} from './kit.ts';

const RATES: Record<string, [number, number]> = {
  USD: [1.02, 1.16],
  GBP: [0.83, 0.9],
  CHF: [0.93, 1.05],
  CZK: [23.5, 25.5],
};

export const deKreditkarte: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const bank = rng.pick([
    `${cap(fakeWord(rng))} Bank`,
    `Sparkasse ${cap(fakeWord(rng))}`,
    `${cap(fakeWord(rng))}bank AG`,
  ]);
  const product = rng.pick(['Visa Card', 'Mastercard Gold', 'Visa Classic', 'Mastercard Standard']);
  const owed = rng.int(0, 250_000);
  // purchases abroad: original amount and rate, printed in their own columns
  const fxOf = new Map<SynthTx, [string, string]>();
  const payment = rng.pick(['LASTSCHRIFT - VIELEN DANK', 'ZAHLUNG DANKE', 'IHRE ZAHLUNG - DANKE']);
  let paymentSeen = false;
  const a = activity(rng, g, o.pages, {
    locale: 'de',
    describe: (r, credit, tx) => {
      // the last bill is paid once by direct debit; later credits are refunds
      if (credit) {
        const paid = paymentSeen;
        paymentSeen = true;
        return [paid ? `GUTSCHRIFT ${cardMerchant(r).text}` : payment];
      }
      const m = cardMerchant(r);
      if (m.abroad) {
        const [lo, hi] = RATES[m.abroad] as [number, number];
        const rate = Math.round(r.float(lo, hi) * 10_000) / 10_000;
        const fx = Math.round(-tx.amount * rate);
        fxOf.set(tx, [`${m.abroad} ${formatMinor(fx, DE)}`, rate.toFixed(4).replace('.', ',')]);
      }
      return [m.text];
    },
    perRow: 1.05,
    opening: -owed,
    floor: -50_000_000,
    creditShare: 0.07,
    maxDebit: 45_000,
    crossYear: rng.chance(0.3),
    oneCycle: true,
    valueLag: [0, 1, 1, 2, 3],
  });
  const holder = plainName(rng).toUpperCase();
  const card = `${rng.pick(['4871', '4921', '5232', '5414'])} ${accountNumber(rng, 2)}XX XXXX ${accountNumber(rng, 4)}`;
  const printsTotals = rng.chance(0.6);
  const st = statementOf(a, {
    bank,
    holder,
    account: card,
    type: 'Kreditkarte',
    currency: 'EUR',
    printsTotals,
  });
  const sm = (m: number) => `${formatMinor(m, DE)} ${m < 0 ? '-' : '+'}`;
  const day = 'DD.MM.';
  const rows: Row[] = a.txs.map((tx, i) => {
    const [fx, rate] = fxOf.get(tx) ?? ['', ''];
    return txRow(
      st,
      a,
      i,
      {
        date: formatDate(tx.date, day),
        post: formatDate(tx.postDate!, day),
        fx,
        rate,
        amount: sm(tx.amount),
      },
      null,
    );
  });
  rows.unshift({ cells: { desc: 'Saldo letzte Abrechnung', amount: sm(a.opening) }, bold: true });
  rows.push({
    cells: { desc: 'Neuer Saldo', amount: sm(a.closing) },
    bold: true,
    gapBefore: g.lineHeight * 0.4,
  });
  const d = (iso: string) => formatDate(iso, 'DD.MM.YYYY');
  const t = totals(a.txs);
  // the limit covers the debt (a card over its limit would have been declined)
  const limit = Math.max(
    rng.pick([150_000, 250_000, 500_000, 1_000_000]),
    (Math.ceil(-Math.min(a.opening, ...a.txs.map((t) => t.balance)) / 50_000) + 1) * 50_000,
  );
  const dueDate = addDays(a.end, rng.int(7, 12));
  const postX = g.left + rng.int(48, 56);
  const descX = postX + rng.int(50, 58);
  const amountX = g.right;
  const rateX = amountX - rng.int(78, 88);
  const fxX = rateX - rng.int(50, 58);
  const boxX = g.left + (g.right - g.left) * 0.52;
  const summary: [string, string][] = [
    ['Saldo letzte Abrechnung', sm(a.opening)],
    ...(printsTotals
      ? ([
          ['Summe Belastungen', `${formatMinor(t.moneyOut, DE)} -`],
          ['Summe Gutschriften', `${formatMinor(t.moneyIn, DE)} +`],
        ] as [string, string][])
      : []),
    ['Neuer Saldo', sm(a.closing)],
    ['Kartenlimit', `${formatMinor(limit, DE)} EUR`],
    ['Verfügbarer Betrag', `${formatMinor(Math.max(0, limit + a.closing), DE)} EUR`],
  ];
  const body: Block[] = [
    textLines(
      g,
      [
        [
          { text: bank, x: g.left, bold: true, size: g.size + 5 },
          { text: product, x: g.right, align: 'right', bold: true },
        ],
        [],
        [{ text: 'Kreditkartenabrechnung', x: g.left, bold: true, size: g.size + 2 }],
        [
          { text: `Karteninhaber: ${holder}`, x: g.left },
          { text: `Kartennummer ${card}`, x: boxX },
        ],
        [
          { text: `Abrechnungszeitraum ${d(a.start)} - ${d(a.end)}`, x: g.left },
          { text: `Abrechnungsdatum ${d(a.end)}`, x: boxX },
        ],
        [],
        ...pairLines(boxX, g.right, summary),
      ],
      g.lineHeight,
    ),
    {
      kind: 'table',
      columns: [
        { key: 'date', header: ['Beleg-', 'datum'], x: g.left, align: 'left' },
        { key: 'post', header: ['Buchungs-', 'datum'], x: postX, align: 'left' },
        {
          key: 'desc',
          header: ['Verwendungszweck'],
          x: descX,
          align: 'left',
          width: fxX - descX - 60,
        },
        { key: 'fx', header: ['Fremd-', 'währung'], x: fxX, align: 'right' },
        { key: 'rate', header: ['Kurs'], x: rateX, align: 'right' },
        { key: 'amount', header: ['Betrag EUR'], x: amountX, align: 'right' },
      ],
      rows,
      wrapKey: 'desc',
      headerRule: true,
    },
    textLines(g, [
      [],
      [
        {
          text:
            a.closing < 0
              ? `Der Betrag von ${formatMinor(a.closing, DE)} EUR wird am ${d(dueDate)} von Ihrem Konto ${iban(rng, 'DE', 18)} abgebucht.`
              : 'Ihr Guthaben wird mit der nächsten Abrechnung verrechnet.',
          x: g.left,
          size: g.size - 0.5,
        },
      ],
    ]),
  ];
  return {
    family: 'de-kreditkarte',
    spec: docSpec(g, body, {
      pageHeader: () => [
        [
          { text: `${bank} · ${product} ${card}`, x: g.left },
          { text: `Abrechnung vom ${d(a.end)}`, x: g.right, align: 'right' },
        ],
      ],
      footer: footerOf(g, (p, n) => `Seite ${p} von ${n}`, [
        'Auslandseinsatzentgelt gemäß Preis- und Leistungsverzeichnis. Bitte prüfen Sie Ihre Abrechnung.',
      ]),
    }),
    statements: [st],
  };
};
