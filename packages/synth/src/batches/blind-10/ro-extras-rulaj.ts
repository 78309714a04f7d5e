/**
 * A Romanian current-account statement (Banca Transilvania-like "EXTRAS DE CONT", no
 * diacritics): IBAN "RO49BTRLRONCRT0123456701", period "01/03/2024 - 31/03/2024", then
 * Data | Descriere | Debit | Credit with the date printed once, on the first row of each day.
 * "SOLD ANTERIOR" opens the table with the balance in the Credit column (Debit when overdrawn);
 * after each day come two lines that are not transactions, "RULAJ ZI" (the day's debits and
 * credits) and "SOLD FINAL ZI" (the balance). Descriptions run over two or three lines: the kind
 * ("Plata la POS non-BT cu card VISA"), then "POS 12/03/2024 TID:… KAUFLAND BUCURESTI RO" (the
 * card date, earlier than the booking date) and "valoare tranzactie: 45,60 RON RRN:…", or the
 * counterparty with its IBAN and the payment details. Interbank payments bring a commission
 * row, the monthly account fee is a row. The statement ends with "RULAJ TOTAL CONT" and
 * "SOLD FINAL". Amounts "1.234,56" or "1,234.56" (one per statement).
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { addDays, DE, EN, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { digits, moneyColumns, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { monthEnds } from '../blind-8/kit.ts';
import { liftOpening, logAmount, scatter } from '../blind-9/kit.ts';
import { byDay, fitLines, nameOf, outIn } from './kit.ts';

const NUME = ['POPESCU', 'IONESCU', 'POPA', 'RADU', 'DUMITRU', 'STAN', 'STOICA', 'GHEORGHE'];
const PRENUME = ['ANDREI', 'ALEXANDRU', 'MIHAI', 'IOANA', 'ELENA', 'MARIA', 'CRISTIAN', 'ROXANA'];
const SHOPS = [
  'KAUFLAND',
  'LIDL',
  'MEGA IMAGE',
  'CARREFOUR',
  'PROFI',
  'DEDEMAN',
  'EMAG',
  'OMV',
  'PETROM',
  'GLOVO',
];
const CITIES = ['BUCURESTI', 'CLUJ-NAPOCA', 'IASI', 'TIMISOARA', 'BRASOV', 'CONSTANTA'];
const UTILITIES = [
  'ENEL ENERGIE MUNTENIA',
  'E.ON ENERGIE ROMANIA',
  'DIGI ROMANIA',
  'ORANGE ROMANIA',
  'ENGIE ROMANIA',
  'APA NOVA BUCURESTI',
];
const LUNI =
  'ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie'.split(
    ' ',
  );
const PURPOSE = ['contravaloare factura', 'chirie', 'imprumut', 'cadou', 'rata', 'avans'];

const roIban = (rng: Rng, code: string) => `RO${digits(rng, 2)}${code}RONCRT${digits(rng, 10)}`;

export const roExtrasRulaj: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const ns = rng.pick([DE, EN]);
  const f = (v: number) => formatMinor(v, ns);
  const count = rowCount(rng, g, o.pages, 3.4, 60);
  const { start, end } = calendarPeriod(rng, count > 32 ? 2 : 1);
  const holder = nameOf(rng, NUME, PRENUME);
  const bankWord = word(rng);
  const code = `${bankWord}XXXX`.slice(0, 4).toUpperCase();
  const lines = new Map<SynthTx, string[]>();
  const mk = (date: string, text: string[], amount: number): SynthTx => {
    const t = tx(date, text.join(' '), amount);
    lines.set(t, text);
    return t;
  };
  const dmy = (iso: string) => formatDate(iso, 'DD/MM/YYYY');
  const txs: SynthTx[] = scatter(rng, start, end, count, (date) => {
    const r = rng.next();
    if (r < 0.42) {
      const amt = logAmount(rng, 300, 90_000, 1);
      return mk(
        date,
        [
          `Plata la POS${rng.chance(0.5) ? ' non-BT' : ''} cu card ${rng.pick(['VISA', 'MASTERCARD'])}`,
          `POS ${dmy(addDays(date, -rng.pick([0, 1, 1, 2])))} TID:${digits(rng, 8)} ${rng.pick(SHOPS)} ${rng.pick(CITIES)} RO`,
          `valoare tranzactie: ${f(amt)} RON RRN:${digits(rng, 12)}`,
        ],
        -amt,
      );
    }
    if (r < 0.55)
      return mk(
        date,
        ['Incasare OP - canal electronic', nameOf(rng, NUME, PRENUME), rng.pick(PURPOSE)],
        logAmount(rng, 5_000, 400_000, 100),
      );
    if (r < 0.7) {
      const amt = logAmount(rng, 5_000, 500_000, 1);
      return [
        mk(
          date,
          [
            'Plata OP inter - canal electronic',
            `${nameOf(rng, NUME, PRENUME)};${roIban(rng, rng.pick(['RNCB', 'BRDE', 'INGB', 'RZBR']))}`,
            rng.pick(PURPOSE),
          ],
          -amt,
        ),
        mk(date, ['Comision plata OP inter - canal electronic'], -rng.pick([250, 350, 500])),
      ];
    }
    if (r < 0.77) {
      const credit = rng.chance(0.4);
      return mk(
        date,
        [
          'Transfer intern - canal electronic',
          `${holder};${roIban(rng, code)}`,
          credit ? 'din economii' : 'economii',
        ],
        (credit ? 1 : -1) * logAmount(rng, 10_000, 300_000, 1_000),
      );
    }
    if (r < 0.87) {
      const own = rng.chance(0.6);
      const atm = mk(
        date,
        [
          `Retragere numerar de la ATM${own ? '' : ' non-BT'}`,
          `ATM ${dmy(date)} TID:${digits(rng, 8)} ${rng.pick(CITIES)} RO`,
        ],
        -rng.int(1, 40) * 5_000,
      );
      return own
        ? atm
        : [atm, mk(date, ['Comision retragere numerar ATM non-BT'], -rng.pick([500, 750]))];
    }
    return mk(
      date,
      ['Plata debit direct', rng.pick(UTILITIES), `Cod client ${digits(rng, 10)}`],
      -logAmount(rng, 3_000, 60_000, 1),
    );
  });
  const employer = `SC ${word(rng).toUpperCase()} SRL`;
  for (const me of monthEnds(start, end)) {
    if (rng.chance(0.8))
      txs.push(
        mk(
          `${me.slice(0, 8)}${String(rng.int(8, 15)).padStart(2, '0')}`,
          [
            'Incasare OP - canal electronic',
            employer,
            `Salariu luna ${LUNI[(Number(me.slice(5, 7)) + 10) % 12]}`,
          ],
          logAmount(rng, 250_000, 1_200_000, 1),
        ),
      );
    txs.push(mk(me, ['Taxa administrare cont'], -rng.pick([500, 900, 1_200, 1_500])));
  }
  txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const opening = liftOpening(txs, logAmount(rng, 1_000, 1_500_000, 1), 0);
  const bank = rng.pick([`Banca ${bankWord}`, `${bankWord} Bank Romania`]);
  const acct = roIban(rng, code);
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Cont curent',
    currency: 'RON',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const closing = txs.at(-1)!.balance;
  const legal = `${bank} S.A. | CUI RO${digits(rng, 7)} | Inregistrata in Registrul Bancar sub nr. RB-PJR-${digits(rng, 2)}-${digits(rng, 3)}`;
  const cols = moneyColumns(g, {
    lead: [['date', ['Data'], 62]],
    desc: ['Descriere'],
    money: [
      ['out', ['Debit']],
      ['in', ['Credit']],
    ],
    moneyWidth: 76,
  });
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  /** A balance line: the amount in Credit when positive, in Debit when overdrawn. */
  const soldRow = (label: string, bal: number, bold = false): Row => ({
    cells: { desc: label, [bal < 0 ? 'out' : 'in']: f(bal) },
    bold,
  });
  const rows: Row[] = [soldRow('SOLD ANTERIOR', opening, true)];
  for (const day of byDay(txs)) {
    rows.push(
      ...day.map((t, i) =>
        linesRow(
          st,
          t,
          fitLines(g, lines.get(t)!, descW),
          i ? {} : { date: dmy(t.date) },
          { [t.amount < 0 ? 'out' : 'in']: f(t.amount) },
          null,
        ),
      ),
    );
    const { out, inn } = outIn(day);
    rows.push({ cells: { desc: 'RULAJ ZI', out: f(out), in: f(inn) } });
    rows.push(soldRow('SOLD FINAL ZI', day.at(-1)!.balance));
  }
  rows.push({
    cells: {
      desc: 'RULAJ TOTAL CONT',
      out: f(-sumOf(txs, (t) => t.amount < 0)),
      in: f(sumOf(txs, (t) => t.amount > 0)),
    },
    bold: true,
    gapBefore: g.lineHeight * 0.4,
  });
  rows.push(soldRow('SOLD FINAL', closing, true));
  const rx = g.left + (g.right - g.left) * 0.55;
  const pair = (l: string, v: string) => [
    { text: l, x: rx },
    { text: v, x: g.right, align: 'right' as const },
  ];
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 7 },
          { text: 'EXTRAS DE CONT', x: g.right, align: 'right', bold: true, size: g.size + 2 },
        ],
      },
      {
        cells: [
          {
            text: `Nr. ${Number(end.slice(5, 7))} / ${formatDate(end, 'DD.MM.YYYY')}`,
            x: g.right,
            align: 'right',
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      { cells: [{ text: `Client: ${holder}`, x: g.left }, ...pair('Cod client:', digits(rng, 7))] },
      {
        cells: [
          {
            text: `Str. ${word(rng)} nr. ${rng.int(1, 150)}, ${rng.pick(CITIES)}`,
            x: g.left,
          },
          ...pair('Perioada:', `${dmy(start)} - ${dmy(end)}`),
        ],
      },
      { cells: pair('Cod IBAN:', acct) },
      { cells: pair('Moneda:', 'RON'), gapAfter: g.lineHeight * 0.6 },
    ],
  };
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, headerRule: true },
      { kind: 'space', height: g.lineHeight },
      {
        kind: 'lines',
        lines: [
          {
            cells: [
              {
                text: `Descarca aplicatia ${bankWord} Pay si plateste cu telefonul oriunde vezi logo-ul contactless.`,
                x: g.left,
                size: g.size - 1,
              },
            ],
          },
        ],
      },
    ],
    {
      pageHeader: () => [
        [
          { text: `${bank} - Extras de cont ${acct}`, x: g.left },
          { text: `${dmy(start)} - ${dmy(end)}`, x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: legal,
            x: g.left,
            size: g.size - 1.5,
          },
        ],
        [{ text: `Pagina ${p} din ${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'ro-extras-rulaj', spec, statements: [st] };
};
