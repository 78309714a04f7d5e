/**
 * A Vietnamese current-account statement (Vietcombank / Techcombank-like "SAO KE TAI KHOAN /
 * ACCOUNT STATEMENT", printed without diacritics): every label in Vietnamese and English
 * ("So du dau ky/Opening balance"), a summary of opening balance, total debit, total credit and
 * closing balance above the table, then STT/No. | Ngay GD/TNX Date (DD/MM/YYYY) | So CT/Doc No
 * ("5213 - 40213") | Ghi no/Debit | Ghi co/Credit | So du/Balance | Noi dung chi tiet/
 * Transactions in detail, the description LAST, after the money, running over two to four
 * lines and broken inside its dotted tokens ("MBVCB.3254123456.012345.NGUYEN VAN AN chuyen
 * tien.CT tu ..."). Dong without decimals, grouped with ',' or '.' (one per statement). ATM
 * withdrawals bring a fee row, the monthly SMS Banking fee and month-end interest are rows; a
 * "Tong cong/Total" line closes the table.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import { formatDate } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import { digits, statementOf, tx, word } from '../blind-3/common.ts';
import { calendarPeriod, linesRow } from '../blind-4/kit.ts';
import { rowCount, sumOf } from '../blind-7/kit.ts';
import { monthEnds } from '../blind-8/kit.ts';
import { liftOpening, logAmount, narrationLines, scatter } from '../blind-9/kit.ts';
import { flexColumns, nameOf, slot, whole } from './kit.ts';

const HO = ['NGUYEN', 'TRAN', 'LE', 'PHAM', 'HOANG', 'HUYNH', 'PHAN', 'VU', 'VO', 'DANG', 'BUI'];
const DEM = ['VAN', 'THI', 'MINH', 'NGOC', 'DUC', 'THANH', 'QUANG', 'THU', 'HAI', 'HOANG'];
const TEN = ['AN', 'BINH', 'CUONG', 'DUNG', 'HA', 'HANH', 'HIEU', 'HUNG', 'HUONG', 'KHANH'];
const TEN2 = ['LAN', 'LINH', 'LONG', 'MAI', 'NAM', 'PHUONG', 'QUAN', 'SON', 'TRANG', 'TUAN'];
const BANKS = ['Techcombank', 'MB', 'ACB', 'VPBank', 'BIDV', 'Vietinbank', 'TPBank', 'Sacombank'];
const SHOPS = [
  'HIGHLANDS COFFEE',
  'CIRCLE K',
  'WINMART',
  'BACH HOA XANH',
  'PHUC LONG',
  'GS25',
  'LOTTE MART',
  'AEON MALL',
  'GRAB',
  'SHOPEE',
];
const CITIES = ['HA NOI', 'HO CHI MINH', 'DA NANG', 'HAI PHONG', 'CAN THO', 'NHA TRANG'];
const PURPOSE = [
  'chuyen tien',
  'tra tien nha',
  'gui tien an',
  'thanh toan don hang',
  'tien hoc',
  'hoan tien',
];
const BILLS: [string, string][] = [
  ['EVN HCMC', 'PE'],
  ['VNPT', 'HCM'],
  ['Viettel', 'VT'],
  ['FPT Telecom', 'SGH'],
  ['SAWACO', 'KH'],
];

/** Dong (printed whole) kept in hundredths, rounded to `step` dong. */
const dong = (rng: Rng, min: number, max: number, step: number) =>
  logAmount(rng, min * 100, max * 100, step * 100);

export const vnSaokeBilingual: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 3, 75);
  const { start, end } = calendarPeriod(rng, count > 45 ? 2 : 1);
  const group = rng.pick([',', '.']);
  const holder = nameOf(rng, HO, DEM, rng.chance(0.5) ? TEN : TEN2);
  const acct = rng.chance(0.5) ? `0${digits(rng, 12)}` : `1${digits(rng, 9)}`;
  const other = () => nameOf(rng, HO, DEM, TEN2);
  const mb = () => `MBVCB.${digits(rng, 10)}.${digits(rng, 6)}`;
  const ct = (to: string, name: string, bank: string | null) =>
    `CT tu ${acct} ${holder} toi ${to} ${name}${bank ? ` tai ${bank}` : ''}`;
  const txs: SynthTx[] = scatter(rng, start, end, count, (date) => {
    const r = rng.next();
    if (r < 0.22) {
      const who = other();
      return rng.chance(0.5)
        ? tx(
            date,
            `${digits(rng, 6)}.${formatDate(date, 'DDMMYY')}.${digits(rng, 6)}.${who} ${rng.pick(PURPOSE)}`,
            dong(rng, 100_000, 20_000_000, 1_000),
          )
        : tx(
            date,
            `IBFT ${who} chuyen tien ${rng.pick(PURPOSE)} - Ma GD ${digits(rng, 8)}`,
            dong(rng, 100_000, 15_000_000, 1_000),
          );
    }
    if (r < 0.5) {
      const bank = rng.chance(0.7) ? rng.pick(BANKS) : null;
      const name = other();
      return tx(
        date,
        `${mb()}.${holder} ${rng.pick(PURPOSE)}.${ct(`${digits(rng, bank ? 12 : 13)}`, name, bank)}`,
        -dong(rng, 50_000, 25_000_000, 1_000),
      );
    }
    if (r < 0.65) {
      const shop = rng.pick(SHOPS);
      return tx(
        date,
        `${mb()}.QR - ${shop}.${ct(digits(rng, 10), shop, rng.pick(BANKS))}`,
        -dong(rng, 15_000, 900_000, 1_000),
      );
    }
    if (r < 0.77)
      return tx(
        date,
        `THANH TOAN THE ${digits(rng, 4)}xxxxxxxx${digits(rng, 4)} tai ${rng.pick(SHOPS)} ${rng.pick(CITIES)} VN`,
        -dong(rng, 20_000, 3_500_000, 1_000),
      );
    if (r < 0.88) {
      const atm = digits(rng, 8);
      const own = rng.chance(0.6);
      return [
        tx(date, `RUT TIEN MAT ATM ${atm} ${rng.pick(CITIES)}`, -rng.int(10, 100) * 50_000 * 100),
        tx(
          date,
          `PHI RUT TIEN ATM ${own ? '' : 'NGOAI HE THONG '}${atm}`,
          -(own ? 1_100 : 3_300) * 100,
        ),
      ];
    }
    if (r < 0.95) {
      const [who, code] = rng.pick(BILLS);
      return tx(
        date,
        `${mb()}.Thanh toan hoa don ${who} ma KH ${code}${digits(rng, 10)}`,
        -dong(rng, 80_000, 2_500_000, 1),
      );
    }
    return tx(
      date,
      `${mb()}.Nap tien dien thoai 09${digits(rng, 8)}`,
      -rng.pick([20_000, 50_000, 100_000, 200_000, 500_000]) * 100,
    );
  });
  const payer = rng.chance(0.75) ? `CONG TY TNHH ${word(rng).toUpperCase()}` : null;
  // month-end interest and the SMS Banking fee of the month before (charged in this one)
  for (const me of monthEnds(start, end)) {
    const feeDay = `${me.slice(0, 8)}${String(rng.int(1, 5)).padStart(2, '0')}`;
    const payDay = `${me.slice(0, 8)}${String(rng.int(1, 10)).padStart(2, '0')}`;
    if (payer)
      txs.push(
        tx(
          payDay,
          `${payer} CHUYEN LUONG THANG ${prevMonth(formatDate(me, 'MM/YYYY'))} CHO ${holder}`,
          dong(rng, 8_000_000, 45_000_000, 1_000),
        ),
      );
    txs.push(
      tx(
        feeDay,
        `Thu phi dich vu SMS Banking thang ${prevMonth(formatDate(me, 'MM/YYYY'))}`,
        -11_000 * 100,
      ),
      tx(me, 'Tra lai tien gui khong ky han', rng.int(300, 90_000) * 100),
    );
  }
  txs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const opening = liftOpening(txs, dong(rng, 200_000, 60_000_000, 1), 50_000 * 100, 100_000);
  const brand = `${word(rng)}bank`;
  const hotline = `1900 ${digits(rng, 4)}`;
  const st = statementOf({
    bank: brand,
    holder,
    account: acct,
    type: 'Current account',
    currency: 'VND',
    start,
    end,
    opening,
    txs,
    printsTotals: true,
  });
  const closing = txs.at(-1)!.balance;
  const m = (v: number) => whole(v, group);
  const d = (iso: string) => formatDate(iso, 'DD/MM/YYYY');
  const big = m(99_999_999_900);
  const cols = flexColumns(g, [
    { key: 'no', header: ['STT', 'No.'], align: 'left', width: slot(g, ['999'], ['STT', 'No.']) },
    {
      key: 'date',
      header: ['Ngay GD', 'TNX Date'],
      align: 'left',
      width: slot(g, ['28/12/2024'], ['Ngay GD', 'TNX Date']),
    },
    {
      key: 'doc',
      header: ['So CT', 'Doc No'],
      align: 'left',
      width: slot(g, ['5213 - 40213'], ['So CT', 'Doc No']),
    },
    { key: 'out', header: ['Ghi no', 'Debit'], align: 'right', width: slot(g, [big], []) },
    { key: 'in', header: ['Ghi co', 'Credit'], align: 'right', width: slot(g, [big], []) },
    {
      key: 'balance',
      header: ['So du', 'Balance'],
      align: 'right',
      width: slot(g, [m(999_999_999_900)], []),
    },
    { key: 'desc', header: ['Noi dung chi tiet', 'Transactions in detail'], align: 'left' },
  ]);
  const descW = cols.find((c) => c.key === 'desc')!.width!;
  const rows: Row[] = txs.map((t, i) =>
    linesRow(
      st,
      t,
      narrationLines(g.font, t.description, g.size, descW),
      { no: String(i + 1), date: d(t.date), doc: `${digits(rng, 4)} - ${digits(rng, 5)}` },
      {
        [t.amount < 0 ? 'out' : 'in']: m(Math.abs(t.amount)),
        balance: m(t.balance),
      },
      t.balance,
    ),
  );
  const moneyOut = -sumOf(txs, (t) => t.amount < 0);
  const moneyIn = sumOf(txs, (t) => t.amount > 0);
  rows.push({
    cells: { desc: 'Tong cong/Total', out: m(moneyOut), in: m(moneyIn) },
    bold: true,
    gapBefore: g.lineHeight * 0.4,
  });
  const mid = g.left + (g.right - g.left) * 0.55;
  const sumX = g.left + (g.right - g.left) * 0.42;
  const line = (l: string, r = '', gapAfter = 0) => ({
    cells: [{ text: l, x: g.left }, ...(r ? [{ text: r, x: mid }] : [])],
    gapAfter,
  });
  const sum = (l: string, v: string, bold = false) => ({
    cells: [
      { text: l, x: g.left + 10, bold },
      { text: v, x: sumX, align: 'right' as const, bold },
    ],
  });
  const header: Block[] = [
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: brand, x: g.left, bold: true, size: g.size + 7 },
            {
              text: 'SAO KE TAI KHOAN',
              x: g.right,
              align: 'right',
              bold: true,
              size: g.size + 2,
            },
          ],
        },
        {
          cells: [
            {
              text: `Ngan hang TMCP ${brand.slice(0, -4)} - ${brand.slice(0, -4)} Joint Stock Commercial Bank`,
              x: g.left,
              size: g.size - 1,
            },
            { text: 'ACCOUNT STATEMENT', x: g.right, align: 'right', bold: true },
          ],
          gapAfter: g.lineHeight * 0.8,
        },
        line(`Ten tai khoan/Account name: ${holder}`, `Tu ngay/From: ${d(start)}`),
        line(`So tai khoan/Account number: ${acct}`, `Den ngay/To: ${d(end)}`),
        line(
          `Dia chi/Address: So ${rng.int(1, 300)} ${rng.pick(['Nguyen Trai', 'Le Loi', 'Tran Hung Dao', 'Hai Ba Trung'])}, ${rng.pick(CITIES)}`,
          'Loai tien/Currency: VND',
          g.lineHeight * 0.6,
        ),
      ],
    },
    { kind: 'rule', x0: g.left, x1: sumX + 10 },
    {
      kind: 'lines',
      lines: [
        sum('So du dau ky/Opening balance', m(opening)),
        sum('Tong ghi no/Total debit', m(moneyOut)),
        sum('Tong ghi co/Total credit', m(moneyIn)),
        sum('So du cuoi ky/Closing balance', m(closing), true),
      ],
    },
    { kind: 'rule', x0: g.left, x1: sumX + 10 },
    { kind: 'space', height: g.lineHeight * 0.6 },
  ];
  const after: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          {
            text: 'Quy khach vui long kiem tra va thong bao cho Ngan hang neu co sai sot trong vong 10 ngay.',
            x: g.left,
            size: g.size - 1,
          },
        ],
      },
      {
        cells: [
          {
            text: 'Please check and notify the Bank of any discrepancy within 10 days.',
            x: g.left,
            size: g.size - 1,
          },
        ],
        gapAfter: g.lineHeight,
      },
      {
        cells: [
          { text: 'Nguoi lap bieu/Prepared by', x: g.left + 20 },
          { text: 'Kiem soat/Checked by', x: mid + 20 },
        ],
      },
    ],
  };
  const spec = docSpec(
    g,
    [
      ...header,
      { kind: 'table', columns: cols, rows, headerRule: true },
      { kind: 'space', height: g.lineHeight * 0.8 },
      after,
    ],
    {
      pageHeader: () => [
        [
          { text: `${holder} - ${acct}`, x: g.left },
          { text: 'SAO KE TAI KHOAN / ACCOUNT STATEMENT', x: g.right, align: 'right' },
        ],
      ],
      footer: (p, n) => [
        [
          {
            text: `${brand} - Hotline ${hotline} - www.${brand.toLowerCase()}.com.vn`,
            x: g.left,
            size: g.size - 1.5,
          },
        ],
        [{ text: `Trang/Page ${p}/${n}`, x: g.right, align: 'right', size: g.size - 1 }],
      ],
    },
  );
  return { family: 'vn-saoke-bilingual', spec, statements: [st] };
};

/** "04/2024" → "03/2024": the SMS fee charged in a month is for the month before. */
function prevMonth(mmYYYY: string): string {
  const [mm, yyyy] = mmYYYY.split('/').map(Number) as [number, number];
  return mm === 1 ? `12/${yyyy - 1}` : `${String(mm - 1).padStart(2, '0')}/${yyyy}`;
}
