/**
 * A Turkish current account statement as many banks' exports print it (ASCII transliteration):
 * "HESAP EKSTRESI", "<BANK> BANKASI A.S.", customer name, branch, IBAN TR.. in groups of four,
 * "Ekstre Tarihi: 01.10.2025 - 31.10.2025", "Doviz Cinsi: TL", then Tarih (DD.MM.YYYY) | Aciklama
 * | Islem Tutari | Bakiye with TL amounts "1.234,56" (a leading minus on debits, one signed
 * column), a "Devreden Bakiye" opening line, EFT / HAVALE / FAST transfer descriptions with the
 * counterparty and a note, POS and ATM rows, and a fee row followed by its BSMV (5 %) tax row;
 * totals "Toplam Borc" / "Toplam Alacak" and "Bakiye" at the end.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { DE, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { person } from '../blind-1/kit.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  statementOf,
  tx,
  txRow,
  word,
} from '../blind-3/common.ts';
import { calendarPeriod, localActivity } from '../blind-4/kit.ts';
import { rowCount, sumOf, withFollowers } from './kit.ts';

const SHOPS = [
  'MIGROS',
  'A101',
  'BIM',
  'SOK MARKET',
  'CARREFOURSA',
  'TRENDYOL',
  'HEPSIBURADA',
  'SHELL',
];
const CITIES = ['ISTANBUL', 'ANKARA', 'IZMIR', 'BURSA', 'ANTALYA', 'KONYA'];
const BILLS = ['IGDAS', 'CK BOGAZICI ELEKTRIK', 'ISKI SU', 'TURKCELL', 'TURK TELEKOM'];

function turkishName(rng: Rng): string {
  return person(rng, true).replace(/ [A-Z] /, ' ');
}

/** Description and whether the bank charges a transfer fee for it. */
function describe(rng: Rng, credit: boolean): [string, boolean] {
  const r = rng.next();
  if (credit) {
    if (r < 0.4)
      return [
        `EFT GELEN - ${turkishName(rng)} - ${rng.pick(['MAAS', 'KIRA', 'ODEME', 'BORC'])}`,
        false,
      ];
    if (r < 0.7) return [`FAST GELEN - ${turkishName(rng)} - ${digits(rng, 10)}`, false];
    if (r < 0.85) return [`HAVALE GELEN - ${turkishName(rng)}`, false];
    return [`POS IADE - ${rng.pick(SHOPS)} ${rng.pick(CITIES)}`, false];
  }
  if (r < 0.3) return [`POS HARCAMA - ${rng.pick(SHOPS)} ${rng.pick(CITIES)} TR`, false];
  if (r < 0.45)
    return [`ATM PARA CEKME - ${word(rng).toUpperCase()} SB ATM ${digits(rng, 4)}`, false];
  if (r < 0.6)
    return [`EFT GIDEN - ${turkishName(rng)} - ${rng.pick(['KIRA', 'AIDAT', 'ODEME'])}`, true];
  if (r < 0.75) return [`FAST GIDEN - ${turkishName(rng)} - ${digits(rng, 10)}`, false];
  if (r < 0.9) return [`FATURA ODEME - ${rng.pick(BILLS)} ABONE NO ${digits(rng, 8)}`, false];
  return [`KREDI KARTI ODEMESI - ${digits(rng, 4)} **** **** ${digits(rng, 4)}`, false];
}

export const trHesapEkstresi: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.5);
  const { start, end } = calendarPeriod(rng, 1);
  const gen = localActivity(rng, {
    start,
    end,
    count: Math.round(count * 0.75),
    floor: 0,
    creditShare: 0.3,
    openingRange: [10_000, 400_000],
    factor: 6,
  });
  const fee = new Set<SynthTx>();
  for (const t of gen.txs) {
    const [d, charged] = describe(rng, t.amount > 0);
    t.description = d;
    if (charged) fee.add(t);
  }
  const txs = withFollowers(gen.txs, gen.opening, (t) => {
    if (!fee.has(t)) return [];
    const f = rng.pick([650, 1190, 1475, 2160]) * 10;
    return [tx(t.date, 'EFT UCRETI', -f), tx(t.date, 'BSMV', -Math.round(f * 0.05))];
  });
  const bank = `${word(rng).toUpperCase()} ${rng.pick(['BANKASI A.S.', 'BANK A.S.', 'KATILIM BANKASI A.S.'])}`;
  const holder = turkishName(rng);
  const iban = `TR${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}`;
  const st = statementOf({
    bank,
    holder,
    account: iban,
    type: 'Vadesiz TL Hesabi',
    currency: 'TRY',
    start,
    end,
    opening: gen.opening,
    txs,
    printsTotals: true,
  });
  const m = (v: number) => `${v < 0 ? '-' : ''}${formatMinor(v, DE)}`;
  const d = (iso: string) => formatDate(iso, 'DD.MM.YYYY');
  const cols = moneyColumns(g, {
    lead: [['date', ['Tarih'], 62]],
    desc: ['Aciklama'],
    money: [
      ['amount', ['Islem Tutari (TL)']],
      ['balance', ['Bakiye (TL)']],
    ],
    moneyWidth: 80,
  });
  const rows: Row[] = [
    { cells: { date: d(start), desc: 'Devreden Bakiye', balance: m(gen.opening) } },
  ];
  for (const t of txs)
    rows.push(
      txRow(st, t, { date: d(t.date), amount: m(t.amount), balance: m(t.balance) }, t.balance),
    );
  const closing = txs[txs.length - 1]!.balance;
  const lx = g.left + (g.right - g.left) * 0.6;
  const kv = (l: string, v: string) => [
    { text: l, x: lx },
    { text: `: ${v}`, x: lx + 62 },
  ];
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 5 },
          { text: 'HESAP EKSTRESI', x: g.right, align: 'right', bold: true, size: g.size + 3 },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      {
        cells: [
          { text: 'Musteri Adi Soyadi', x: g.left },
          { text: `: ${holder}`, x: g.left + 90 },
          ...kv('Sube', `${word(rng).toUpperCase()} SUBESI`),
        ],
      },
      {
        cells: [
          { text: 'Musteri No', x: g.left },
          { text: `: ${digits(rng, 8)}`, x: g.left + 90 },
          ...kv('Hesap No', `${digits(rng, 4)}-${digits(rng, 7)}`),
        ],
      },
      {
        cells: [
          { text: 'IBAN', x: g.left },
          { text: `: ${iban}`, x: g.left + 90 },
          ...kv('Doviz Cinsi', 'TL'),
        ],
      },
      {
        cells: [
          { text: 'Ekstre Tarihi', x: g.left },
          { text: `: ${d(start)} - ${d(end)}`, x: g.left + 90 },
          ...kv('Hesap Turu', 'Vadesiz TL Hesabi'),
        ],
        gapAfter: g.lineHeight * 0.6,
      },
    ],
  };
  const debits = -sumOf(txs, (t) => t.amount < 0);
  const credits = sumOf(txs, (t) => t.amount > 0);
  const amountX = cols.find((c) => c.key === 'amount')!.x;
  const tot = (l: string, v: string) => ({
    cells: [
      { text: l, x: amountX - 160, bold: true },
      { text: v, x: g.right, align: 'right' as const, bold: true },
    ],
  });
  const spec = docSpec(
    g,
    [
      header,
      { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true },
      { kind: 'rule', x0: g.left, x1: g.right },
      {
        kind: 'lines',
        lines: [
          tot('Toplam Borc', m(-debits)),
          tot('Toplam Alacak', m(credits)),
          tot('Bakiye', m(closing)),
        ],
      },
    ],
    {
      pageHeader: (p) => [
        [
          { text: `${bank}  HESAP EKSTRESI  ${iban}`, x: g.left },
          { text: `Sayfa ${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `${bank} Mersis No: 0${digits(rng, 15)}. Bu ekstre bilgi amaclidir; BSMV: Banka ve Sigorta Muameleleri Vergisi.`,
        (p, n) => `Sayfa ${p} / ${n}`,
      ),
    },
  );
  return { family: 'tr-hesap-ekstresi', spec, statements: [st] };
};
