/**
 * A UK high-street current account, in one of two real shapes. Lloyds-style: a "Your Account"
 * box (sort code, money in/out, balance on dates), Date `04 Mar 24` / Description / Type (DEB,
 * DD, SO, FPI, FPO, BGC, CPT, CHG) / Money In (£) / Money Out (£) / Balance (£) with a balance on
 * every row. Barclays-style: "Start balance" / "End balance" rows, Date `4 Mar` once per day,
 * Description / Money out £ / Money in £ / Balance £ at end of day, descriptors such as "Card
 * Payment to Tesco Stores 3421 On 03 Mar", "Direct Debit to British Gas Ref: 648392", contactless
 * `)))`, and balance brought/carried forward rows at page breaks. Overdrawn balances print "OD".
 */
import type { ParsedTransaction } from '@bsp/shared/parse-result';
import {
  type BuiltStatement,
  docSpec,
  type FamilyOptions,
  geometry,
  rowsFor,
  truthTx,
} from '../../families.ts';
import { addDays, formatDate, formatMinor } from '../../format.ts';
import { type Block, type Column, type Row, type TableBlock, textWidth } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import {
  activity,
  brand,
  cap,
  closingOf,
  digits,
  legalFooter,
  period,
  person,
  truthStatement,
} from './kit.ts';
import { company, shortName, UK_DD, ukMerchant, ukPostcode } from './words.ts';

const title = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** Lloyds: description and a separate type code. */
function lloyds(rng: Rng, credit: boolean, card: string): [string, string] {
  if (credit)
    return rng.pick([
      (): [string, string] => [`${company(rng, ['LTD', 'PLC', 'LLP'])} SALARY`, 'BGC'],
      (): [string, string] => [
        `${shortName(rng)} ${rng.pick(['RENT', 'DINNER', 'THANKS', 'HOLIDAY'])}`,
        'FPI',
      ],
      (): [string, string] => ['HMRC CHILD BENEFIT', 'BGC'],
      (): [string, string] => [`${ukMerchant(rng)} REFUND`, 'DEB'],
    ])();
  return rng.pick([
    (): [string, string] => [`${ukMerchant(rng)} CD ${card}`, 'DEB'],
    (): [string, string] => [`${ukMerchant(rng)} CD ${card}`, 'DEB'],
    (): [string, string] => [`${rng.pick(UK_DD)} ${digits(rng, 8)}`, 'DD'],
    (): [string, string] => [
      `${shortName(rng)} ${rng.pick(['SAVINGS', 'RENT', 'POCKET MONEY'])}`,
      'SO',
    ],
    (): [string, string] => [`${shortName(rng)} ${digits(rng, 6)} ${digits(rng, 8)}`, 'FPO'],
    (): [string, string] => [
      `LNK ${rng.pick(['SAINSBURYS', 'CO-OP', 'POST OFFICE'])} CD ${card}`,
      'CPT',
    ],
  ])();
}

/** Barclays: the type is part of the words. */
function barclays(rng: Rng, credit: boolean, tx: SynthTx): string {
  const on = formatDate(addDays(tx.date, -rng.int(0, 2)), 'DD MMM');
  if (credit)
    return rng.pick([
      () => `Received From ${title(company(rng, ['Ltd', 'Plc']))} Ref: Salary`,
      () => `Bank Giro Credit Ref: ${title(company(rng, ['Ltd']))} ${digits(rng, 6)}`,
      () => `Received From ${title(shortName(rng))} Ref: ${rng.pick(['Rent', 'Bills', 'Petrol'])}`,
      () => `Refund From ${title(ukMerchant(rng))} On ${on}`,
    ])();
  return rng.pick([
    () => `Card Payment to ${title(ukMerchant(rng))} On ${on}`,
    () => `Contactless Payment ))) ${title(ukMerchant(rng))} On ${on}`,
    () => `Direct Debit to ${title(rng.pick(UK_DD))} Ref: ${digits(rng, rng.int(6, 10))}`,
    () =>
      `Bill Payment to ${title(shortName(rng))} Ref: ${rng.pick(['Rent', 'Loan', 'Gift', 'Car'])}`,
    () =>
      `Standing Order to ${title(shortName(rng))} Ref: ${rng.pick(['Savings', 'Rent', 'Allowance'])}`,
    () =>
      `Cash Machine Withdrawal at ${rng.pick(['Barclays', 'Link', 'Nationwide'])} ${title(ukMerchant(rng).split(' ').pop() ?? '')} On ${on}`,
  ])();
}

export function ukHighStreet(rng: Rng, o: FamilyOptions): BuiltStatement {
  const lloydsStyle = rng.chance(0.5);
  const g = geometry(rng, 'a4');
  const { start, end } = period(rng, rng.int(28, 31));
  const opening = rng.int(-80_000, 500_000);
  const card = digits(rng, 4);
  const types = new Map<SynthTx, string>();
  const txs = activity(rng, {
    start,
    end,
    count: rowsFor(rng, g, o.pages, lloydsStyle ? 1.05 : 1.3),
    opening,
    floor: -rng.int(50_000, 150_000),
    creditShare: 0.2,
    maxDebit: 120_000,
    describe: (credit, tx) => {
      if (!lloydsStyle) return barclays(rng, credit, tx);
      const [d, t] = lloyds(rng, credit, card);
      types.set(tx, t);
      return d;
    },
  });
  const closing = closingOf(txs, opening);
  const bank = lloydsStyle ? `${brand(rng)} Bank` : `${brand(rng).toUpperCase()}S`;
  const holder = lloydsStyle
    ? person(rng)
    : person(rng, false).replace(/^/, rng.pick(['Mr ', 'Ms ', 'Mrs ', 'Dr ']));
  const sortCode = `${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)}`;
  const acct = digits(rng, 8);
  const st = truthStatement({
    bank,
    holder,
    account: acct,
    type: 'current',
    currency: 'GBP',
    start,
    end,
    opening,
    txs,
  });
  const fmtBal = (b: number) =>
    b < 0 ? `${formatMinor(b)}${lloydsStyle ? ' OD' : 'OD'}` : formatMinor(b);
  const lastOfDay = txs.map(
    (t, i) => i === txs.length - 1 || (txs[i + 1] as SynthTx).date !== t.date,
  );
  const rows: Row[] = [];
  const fd = (iso: string) => formatDate(iso, lloydsStyle ? 'DD MMM YY' : 'D MMM');
  if (!lloydsStyle)
    rows.push({
      cells: { date: fd(start), desc: 'Start balance', bal: fmtBal(opening) },
      balanceAfter: opening,
    });
  let prev = '';
  txs.forEach((tx, i) => {
    const b = lloydsStyle || lastOfDay[i] ? tx.balance : null;
    const type = types.get(tx);
    const desc = type ? `${tx.description} ${type}` : tx.description;
    const t: ParsedTransaction = truthTx(tx, desc, b);
    st.transactions.push(t);
    const cells: Record<string, string> = {
      desc: tx.description,
      [tx.amount < 0 ? 'out' : 'in']: formatMinor(tx.amount),
    };
    if (type) cells.type = type;
    if (lloydsStyle || tx.date !== prev) cells.date = fd(tx.date);
    if (b !== null) cells.bal = fmtBal(b);
    rows.push({ cells, tx: t, balanceAfter: tx.balance });
    prev = tx.date;
  });
  if (!lloydsStyle)
    rows.push({ cells: { date: fd(end), desc: 'End balance', bal: fmtBal(closing) }, bold: true });
  const W = Math.max(64, textWidth(g.font, 'Money Out (£)', g.size, true) + 10);
  const balX = g.right;
  let columns: Column[];
  if (lloydsStyle) {
    const outX = balX - W - 8;
    const inX = outX - W;
    const typeX = inX - W - 10;
    const descX = g.left + 58;
    columns = [
      { key: 'date', header: ['Date'], x: g.left, align: 'left' },
      { key: 'desc', header: ['Description'], x: descX, align: 'left', width: typeX - descX - 8 },
      { key: 'type', header: ['Type'], x: typeX, align: 'left' },
      { key: 'in', header: ['Money In (£)'], x: inX, align: 'right' },
      { key: 'out', header: ['Money Out (£)'], x: outX, align: 'right' },
      { key: 'bal', header: ['Balance (£)'], x: balX, align: 'right' },
    ];
  } else {
    const inX = balX - W - 10;
    const outX = inX - W;
    const descX = g.left + 44;
    columns = [
      { key: 'date', header: ['Date'], x: g.left, align: 'left' },
      {
        key: 'desc',
        header: ['Description'],
        x: descX,
        align: 'left',
        width: outX - W - descX + 6,
      },
      { key: 'out', header: ['Money out £'], x: outX, align: 'right' },
      { key: 'in', header: ['Money in £'], x: inX, align: 'right' },
      { key: 'bal', header: ['Balance £'], x: balX, align: 'right' },
    ];
  }
  const table: TableBlock = {
    kind: 'table',
    title: lloydsStyle ? 'Your Transactions' : 'Your transactions',
    continuedSuffix: lloydsStyle ? '' : ' (continued)',
    columns,
    rows,
    wrapKey: 'desc',
    headerRule: true,
    ...(lloydsStyle
      ? {}
      : {
          carry: {
            end: (b: number) => ({ cells: { desc: 'Balance carried forward', bal: fmtBal(b) } }),
            start: (b: number) => ({ cells: { desc: 'Balance brought forward', bal: fmtBal(b) } }),
          },
        }),
  };
  const long = (iso: string) => formatDate(iso, 'D MMMM YYYY');
  const moneyIn = Math.round(Number(st.totals.moneyIn) * 100);
  const moneyOut = Math.round(Number(st.totals.moneyOut) * 100);
  const mid = g.left + (g.right - g.left) * 0.5;
  const gbp = (m: number) => `${m < 0 ? '-' : ''}£${formatMinor(m)}`;
  const head: Block = lloydsStyle
    ? {
        kind: 'lines',
        lines: [
          {
            cells: [
              { text: bank, x: g.left, bold: true, size: g.size + 7 },
              {
                text: rng.pick(['Classic Account', 'Club Account', 'Silver Account']),
                x: g.right,
                align: 'right',
                bold: true,
              },
            ],
          },
          {
            cells: [
              {
                text: `${formatDate(start, 'DD MMMM YYYY')} to ${formatDate(end, 'DD MMMM YYYY')}`,
                x: g.right,
                align: 'right',
              },
            ],
            gapAfter: g.lineHeight,
          },
          {
            cells: [
              { text: holder, x: g.left },
              { text: 'Your Account', x: mid, bold: true },
            ],
          },
          {
            cells: [
              { text: `${rng.int(1, 200)} ${cap(brand(rng))} Road`, x: g.left },
              { text: 'Sort Code', x: mid },
              { text: sortCode, x: g.right, align: 'right' },
            ],
          },
          {
            cells: [
              { text: `${brand(rng).toUpperCase()}`, x: g.left },
              { text: 'Account Number', x: mid },
              { text: acct, x: g.right, align: 'right' },
            ],
          },
          {
            cells: [
              {
                text: ukPostcode(rng),
                x: g.left,
              },
              { text: 'Money In', x: mid },
              { text: gbp(moneyIn), x: g.right, align: 'right' },
            ],
          },
          {
            cells: [
              { text: `Balance on ${long(start)}`, x: mid },
              { text: gbp(opening), x: g.right, align: 'right' },
            ],
          },
          {
            cells: [
              { text: 'Money Out', x: mid },
              { text: gbp(moneyOut), x: g.right, align: 'right' },
            ],
          },
          {
            cells: [
              { text: `Balance on ${long(end)}`, x: mid, bold: true },
              { text: gbp(closing), x: g.right, align: 'right', bold: true },
            ],
            gapAfter: g.lineHeight,
          },
          {
            cells: [
              {
                text: 'Transaction types: BGC Bank Giro Credit  CPT Cashpoint  DD Direct Debit  DEB Debit Card  FPI/FPO Faster Payment In/Out  SO Standing Order',
                x: g.left,
                size: g.size - 1.5,
              },
            ],
          },
        ],
      }
    : {
        kind: 'lines',
        lines: [
          {
            cells: [
              { text: bank, x: g.left, bold: true, size: g.size + 7 },
              { text: `${long(start)} - ${long(end)}`, x: g.right, align: 'right' },
            ],
          },
          {
            cells: [
              { text: 'Your Bank Account statement', x: g.left },
              { text: `Sort Code ${sortCode}  •  Account No ${acct}`, x: g.right, align: 'right' },
            ],
            gapAfter: g.lineHeight,
          },
          {
            cells: [
              { text: holder, x: g.left },
              { text: 'Your balances', x: mid, bold: true },
            ],
          },
          {
            cells: [
              {
                text: `Flat ${rng.int(1, 30)}, ${rng.int(1, 200)} ${cap(brand(rng))} Street`,
                x: g.left,
              },
              { text: `Start balance`, x: mid },
              { text: gbp(opening), x: g.right, align: 'right' },
            ],
          },
          {
            cells: [
              { text: brand(rng).toUpperCase(), x: g.left },
              { text: 'Money in', x: mid },
              { text: gbp(moneyIn), x: g.right, align: 'right' },
            ],
          },
          {
            cells: [
              { text: 'Money out', x: mid },
              { text: gbp(moneyOut), x: g.right, align: 'right' },
            ],
          },
          {
            cells: [
              { text: `End balance`, x: mid, bold: true },
              { text: gbp(closing), x: g.right, align: 'right', bold: true },
            ],
            gapAfter: g.lineHeight,
          },
        ],
      };
  const legal = lloydsStyle
    ? `${bank} plc. Registered Office: ${rng.int(1, 40)} Gresham Street, London EC2V 7HN. Registered in England and Wales no. 2065. Authorised by the PRA.`
    : `${cap(bank.toLowerCase())} Bank UK PLC. Authorised by the Prudential Regulation Authority and regulated by the FCA and the PRA (FRN ${digits(rng, 6)}).`;
  const body: Block[] = [head, { kind: 'space', height: g.lineHeight }, table];
  const spec = docSpec(g, body, {
    pageHeader: () => [
      [
        { text: bank, x: g.left, bold: true },
        {
          text: `${sortCode}  ${acct}   ${formatDate(start, 'DD MMM YYYY')} - ${formatDate(end, 'DD MMM YYYY')}`,
          x: g.right,
          align: 'right',
        },
      ],
    ],
    footer: legalFooter(
      g,
      [legal],
      (p, n) => (lloydsStyle ? `Page ${p} of ${n}` : `Page ${p}`),
      lloydsStyle ? 'right' : 'center',
    ),
  });
  return { family: 'uk-high-street', spec, statements: [st] };
}
