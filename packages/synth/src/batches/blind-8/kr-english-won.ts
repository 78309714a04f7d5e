/**
 * A Korean bank's English transaction statement (KB Kookmin / Shinhan / Woori-like "Statement
 * of Transactions" issued for visa or tax use): account holder, account number "123-45-678901",
 * product name, "Inquiry Period 2025.03.01 ~ 2025.03.31", then No. | Date | Time | Description |
 * Withdrawal | Deposit | Balance | Branch with YYYY.MM.DD dates, KRW without decimals (comma
 * thousands), check-card approval rows ("CHECK CARD APPROVAL GS25 YEOKSAM"), internet / mobile
 * banking transfers, automatic transfers for bills, salary and ATM rows, month-end interest; the
 * branch column names the channel or the branch. Some banks print newest first.
 */
import { docSpec, type FamilyFn, geometry } from '../../families.ts';
import type { Block, Row } from '../../layout.ts';
import type { Rng } from '../../prng.ts';
import { person } from '../blind-1/kit.ts';
import {
  digits,
  legalFooter,
  moneyColumns,
  runBalances,
  statementOf,
  tx,
  txRow,
  word,
} from '../blind-3/common.ts';
import { calendarPeriod, localActivity, wholeAmounts, wholeUnits } from '../blind-4/kit.ts';
import { dayTimes, roundAmounts, rowCount, sumOf } from '../blind-7/kit.ts';

const SHOPS = [
  'GS25',
  'CU',
  'EMART',
  'LOTTE MART',
  'OLIVE YOUNG',
  'STARBUCKS',
  'PARIS BAGUETTE',
  'COUPANG',
  'BAEMIN',
  'KAKAO T',
  'DAISO',
  'HOMEPLUS',
];
const AREAS = ['GANGNAM', 'YEOKSAM', 'JONGNO', 'MAPO', 'SEOCHO', 'BUNDANG', 'HAEUNDAE', 'JAMSIL'];

function row(rng: Rng, credit: boolean): [string, string] {
  const who = person(rng).replace(/ [A-Z] /, ' ');
  if (credit)
    return rng.pick([
      [`SALARY ${word(rng).toUpperCase()} CO LTD`, 'Internet'],
      [`TRANSFER FROM ${who}`, 'Mobile'],
      [`TRANSFER FROM ${who}`, 'Internet'],
      [`CHECK CARD CANCEL ${rng.pick(SHOPS)}`, 'Card'],
      ['CASH DEPOSIT', rng.pick(AREAS).charAt(0) + rng.pick(AREAS).slice(1).toLowerCase()],
    ]);
  return rng.pick([
    [`CHECK CARD APPROVAL ${rng.pick(SHOPS)} ${rng.pick(AREAS)}`, 'Card'],
    [`CHECK CARD APPROVAL ${rng.pick(SHOPS)} ${rng.pick(AREAS)}`, 'Card'],
    [`MOBILE TRANSFER TO ${who}`, 'Mobile'],
    [
      `AUTO TRANSFER ${rng.pick(['KT TELECOM', 'SK TELECOM', 'KEPCO ELECTRIC', 'SEOUL CITY GAS', 'NATIONAL HEALTH INS', 'SAMSUNG CARD'])}`,
      'Auto',
    ],
    [`ATM WITHDRAWAL ${rng.pick(AREAS)}`, 'ATM'],
  ]);
}

export const krEnglishWon: FamilyFn = (rng, o) => {
  const g = geometry(rng, 'a4');
  const count = rowCount(rng, g, o.pages, 1.1, 110);
  const { start, end } = calendarPeriod(rng, 1);
  const gen = localActivity(rng, {
    start,
    end,
    count,
    floor: 0,
    creditShare: 0.25,
    openingRange: [20_000, 400_000],
    factor: 1,
  });
  wholeAmounts(gen.txs, 10);
  const branch = new Map<object, string>();
  for (const t of gen.txs) {
    const [desc, br] = row(rng, t.amount > 0);
    t.description = desc;
    branch.set(t, br);
  }
  const opening = Math.round(gen.opening * 10) * 100 - ((gen.opening * 10 * 100) % 1000);
  const txs = [...gen.txs];
  const interest = tx(
    end,
    'DEPOSIT INTEREST',
    Math.max(100, Math.round((opening * 0.001) / 100) * 100),
  );
  branch.set(interest, 'Head Office');
  txs.push(interest);
  roundAmounts(txs.slice(0, -1), opening, 1_000);
  const low = Math.min(0, runBalances(txs, opening), ...txs.map((t) => t.balance));
  const open = opening - Math.floor(low / 1_000) * 1_000;
  runBalances(txs, open);
  const times = dayTimes(
    rng,
    txs.map((t) => t.date),
  );
  const newestFirst = rng.chance(0.3);
  const printed = newestFirst ? [...txs].reverse() : txs;
  const timeOf = new Map(txs.map((t, i) => [t, times[i]!]));
  const bank = rng.pick([`${word(rng)} Bank`, `${word(rng)} Kookmin Bank`, `${word(rng)}han Bank`]);
  const holder = person(rng).replace(/ [A-Z] /, ' ');
  const acct = `${digits(rng, 3)}-${digits(rng, 2)}-${digits(rng, 6)}`;
  const st = statementOf({
    bank,
    holder,
    account: acct,
    type: 'Savings Deposit',
    currency: 'KRW',
    start,
    end,
    opening: open,
    txs: printed,
    printsTotals: true,
  });
  st.closingBalance = (txs.at(-1)!.balance / 100).toFixed(2);
  const w = (v: number) => wholeUnits(Math.abs(v), ',');
  const d = (iso: string) => iso.replace(/-/g, '.');
  const cols = moneyColumns(g, {
    lead: [
      ['no', ['No.'], 22],
      ['date', ['Date'], 56],
      ['time', ['Time'], 36],
    ],
    desc: ['Description'],
    money: [
      ['out', ['Withdrawal']],
      ['in', ['Deposit']],
      ['balance', ['Balance']],
      ['branch', ['Branch']],
    ],
    moneyWidth: 62,
  });
  const brCol = cols.find((c) => c.key === 'branch')!;
  Object.assign(brCol, { align: 'left', x: brCol.x - 52 });
  const rows: Row[] = printed.map((t, i) =>
    txRow(
      st,
      t,
      {
        no: String(i + 1),
        date: d(t.date),
        time: timeOf.get(t)!,
        out: t.amount < 0 ? w(t.amount) : '0',
        in: t.amount > 0 ? w(t.amount) : '0',
        balance: w(t.balance),
        branch: branch.get(t)!,
      },
      t.balance,
    ),
  );
  const kv = (l: string, v: string) => ({
    cells: [
      { text: l, x: g.left },
      { text: `: ${v}`, x: g.left + 95 },
    ],
  });
  const header: Block = {
    kind: 'lines',
    lines: [
      {
        cells: [
          { text: bank, x: g.left, bold: true, size: g.size + 6 },
          {
            text: 'Statement of Transactions',
            x: g.right,
            align: 'right',
            bold: true,
            size: g.size + 2,
          },
        ],
        gapAfter: g.lineHeight * 0.6,
      },
      kv('Account Holder', holder),
      kv('Account Number', acct),
      kv(
        'Product',
        rng.pick(['KB Star Savings Account', 'Free Savings Deposit', 'Salary Plus Account']),
      ),
      kv('Currency', 'KRW'),
      kv('Inquiry Period', `${d(start)} ~ ${d(end)}`),
      kv('Balance on Start', `${w(open)} KRW`),
      kv('Total Withdrawal', `${w(-sumOf(txs, (t) => t.amount < 0))} KRW`),
      kv('Total Deposit', `${w(sumOf(txs, (t) => t.amount > 0))} KRW`),
      { ...kv('Balance on End', `${w(txs.at(-1)!.balance)} KRW`), gapAfter: g.lineHeight * 0.6 },
    ],
  };
  const spec = docSpec(
    g,
    [header, { kind: 'table', columns: cols, rows, wrapKey: 'desc', headerRule: true }],
    {
      pageHeader: (p) => [
        [
          { text: `${bank}  ${acct}  ${holder}`, x: g.left },
          { text: `${p}`, x: g.right, align: 'right' },
        ],
      ],
      footer: legalFooter(
        g,
        `This is to certify that the above transactions are recorded on the account. Issued by ${bank}, Republic of Korea.`,
        (p, n) => `${p} / ${n}`,
        'center',
      ),
    },
  );
  return { family: 'kr-english-won', spec, statements: [st] };
};
