/**
 * A US credit union statement with share sub-accounts: an account summary of every share, then
 * REGULAR SHARE SAVINGS and SHARE DRAFT CHECKING sections, each a Withdrawals / Deposits /
 * Balance table opened by "Previous Balance" and closed by "Ending Balance", transfers between the
 * shares printed on both sides, "Draft" (check) rows, two-line debit-card descriptors, a dividend
 * row with its APY and year-to-date dividend lines. Two statements in one document.
 */
import type { ParsedStatement } from '@bsp/shared/parse-result';
import {
  type BuiltStatement,
  docSpec,
  type FamilyOptions,
  geometry,
  rowsFor,
  truthTx,
} from '../../families.ts';
import { addDays, formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import {
  activity,
  brand,
  closingOf,
  dayIn,
  digits,
  legalFooter,
  period,
  person,
  rebalance,
  truthStatement,
} from './kit.ts';
import { company, usMerchant } from './words.ts';

function checkingText(rng: Rng, credit: boolean, tx: SynthTx, card: string): string {
  if (credit)
    return rng.pick([
      () =>
        `Deposit ACH ${company(rng, ['INC', 'LLC', 'HOSPITAL'])} TYPE: PAYROLL ID: ${digits(rng, 10)} CO: ${company(rng, ['INC'])}`,
      () => 'Deposit Shared Branch',
      () => `Deposit Mobile Deposit ${digits(rng, 6)}`,
      () => `Deposit ACH VENMO TYPE: CASHOUT ID: ${digits(rng, 10)}`,
    ])();
  return rng.pick([
    () =>
      `Withdrawal Debit Card ${usMerchant(rng)} Date ${formatDate(addDays(tx.date, -rng.int(0, 2)), 'MM/DD/YY')} Card ${card}`,
    () =>
      `Withdrawal Debit Card ${usMerchant(rng)} Date ${formatDate(addDays(tx.date, -rng.int(0, 2)), 'MM/DD/YY')} Card ${card}`,
    () =>
      `Withdrawal ACH ${rng.pick(['CAPITAL ONE', 'DUKE ENERGY', 'STATE FARM', 'AT&T', 'SPECTRUM'])} TYPE: ${rng.pick(['ONLINE PMT', 'PAYMENT', 'INS PREM', 'BILL PAY'])} ID: ${digits(rng, 10)}`,
    () => `Draft ${digits(rng, 6).replace(/^\d\d/, '00')}`,
    () => `Withdrawal ATM #${digits(rng, 6)} ${digits(rng, 4)} ${brand(rng).toUpperCase()} RD`,
    () => `Withdrawal Home Banking Transfer To Loan ${rng.pick(['0140', '0150', '0160'])}`,
  ])();
}

export function usCuShares(rng: Rng, o: FamilyOptions): BuiltStatement {
  const g = geometry(rng, 'letter');
  const { start, end } = period(rng, rng.int(29, 30));
  const holder = person(rng);
  const member = digits(rng, 7).replace(/^0/, '4');
  const card = digits(rng, 4);
  const chkOpening = rng.int(10_000, 500_000);
  const savOpening = rng.int(50_000, 2_500_000);
  let chk = activity(rng, {
    start,
    end,
    count: rowsFor(rng, g, o.pages, 2),
    opening: chkOpening,
    floor: 0,
    creditShare: 0.2,
    maxDebit: 120_000,
    describe: (credit, tx) => checkingText(rng, credit, tx, card),
  });
  let sav = activity(rng, {
    start,
    end,
    count: rng.int(0, 3),
    opening: savOpening,
    floor: 0,
    creditShare: 0.7,
    describe: (credit) =>
      credit ? rng.pick(['Deposit Shared Branch', 'Deposit Cash']) : 'Withdrawal Teller',
  });
  // transfers between the shares: one row on each side, same date and amount
  for (let i = rng.int(1, 3); i > 0; i--) {
    const date = dayIn(rng, start, end);
    const amt = rng.int(20, Math.max(21, Math.floor(savOpening / 400))) * 100;
    const toChecking = rng.chance(0.6);
    const mk = (amount: number, description: string): SynthTx => ({
      date,
      postDate: null,
      type: null,
      description,
      amount,
      balance: 0,
    });
    sav.push(
      mk(
        toChecking ? -amt : amt,
        toChecking ? 'Withdrawal Transfer To Share 10' : 'Deposit Transfer From Share 10',
      ),
    );
    chk.push(
      mk(
        toChecking ? amt : -amt,
        toChecking ? 'Deposit Transfer From Share 00' : 'Withdrawal Transfer To Share 00',
      ),
    );
  }
  const apy = (rng.int(5, 400) / 100).toFixed(2);
  const dividend = Math.max(1, Math.round((savOpening * Number(apy)) / 1200));
  sav.push({
    date: end,
    postDate: null,
    type: null,
    description: `Deposit Dividend ${apy}% Annual Percentage Yield Earned ${apy}% from ${formatDate(start, 'MM/DD/YYYY')} through ${formatDate(end, 'MM/DD/YYYY')}`,
    amount: dividend,
    balance: 0,
  });
  chk = rebalance(chk, chkOpening);
  sav = rebalance(sav, savOpening);
  // a savings share never goes below zero: top up the opening if transfers drew it down
  const low = Math.min(0, ...sav.map((t) => t.balance));
  const savOpen = savOpening - low;
  sav = rebalance(sav, savOpen);
  const chkLow = Math.min(0, ...chk.map((t) => t.balance));
  const chkOpen = chkOpening - chkLow;
  chk = rebalance(chk, chkOpen);

  const bank = `${brand(rng)} ${rng.pick(['Federal Credit Union', 'Community Credit Union', 'Teachers Federal Credit Union'])}`;
  const dateFmt = rng.pick(['MM/DD', 'MMM DD', 'MM/DD/YY']);
  const fd = (iso: string) => formatDate(iso, dateFmt);
  const shares: { name: string; id: string; type: string; opening: number; txs: SynthTx[] }[] = [
    {
      name: rng.pick(['REGULAR SHARE SAVINGS', 'PRIME SHARE', 'MEMBERSHIP SAVINGS']),
      id: '00',
      type: 'savings',
      opening: savOpen,
      txs: sav,
    },
    {
      name: rng.pick(['SHARE DRAFT CHECKING', 'FREE CHECKING', 'DIVIDEND CHECKING']),
      id: '10',
      type: 'checking',
      opening: chkOpen,
      txs: chk,
    },
  ];
  const statements: ParsedStatement[] = [];
  const amountW = 72;
  const balX = g.right;
  const depX = balX - amountW - 6;
  const wdX = depX - amountW;
  const descX = g.left + rng.int(50, 62);
  const blocks: Block[] = [];
  for (const s of shares) {
    const account = `${member}-${s.id}`;
    const st = truthStatement({
      bank,
      holder,
      account,
      type: s.type,
      currency: 'USD',
      start,
      end,
      opening: s.opening,
      txs: s.txs,
    });
    statements.push(st);
    const closing = closingOf(s.txs, s.opening);
    const rows: Row[] = [
      { cells: { date: fd(start), desc: 'Previous Balance', bal: formatMinor(s.opening) } },
    ];
    for (const tx of s.txs) {
      const t = truthTx(tx, tx.description, tx.balance);
      st.transactions.push(t);
      rows.push({
        cells: {
          date: fd(tx.date),
          desc: tx.description,
          [tx.amount < 0 ? 'wd' : 'dep']: formatMinor(tx.amount),
          bal: formatMinor(tx.balance),
        },
        tx: t,
        balanceAfter: tx.balance,
      });
    }
    rows.push({
      cells: { date: fd(end), desc: 'Ending Balance', bal: formatMinor(closing) },
      bold: true,
    });
    const divs = s.txs
      .filter((t) => t.description.startsWith('Deposit Dividend'))
      .reduce((a, t) => a + t.amount, 0);
    blocks.push(
      { kind: 'space', height: g.lineHeight },
      { kind: 'rule', x0: g.left, x1: g.right, width: 1.2 },
      {
        kind: 'table',
        title: `${s.name}   ID ${s.id}   Account ${account}`,
        continuedSuffix: ' (continued)',
        columns: [
          { key: 'date', header: ['Date'], x: g.left, align: 'left' },
          {
            key: 'desc',
            header: ['Transaction Description'],
            x: descX,
            align: 'left',
            width: wdX - amountW - descX + 10,
          },
          { key: 'wd', header: ['Withdrawals'], x: wdX, align: 'right' },
          { key: 'dep', header: ['Deposits'], x: depX, align: 'right' },
          { key: 'bal', header: ['Balance'], x: balX, align: 'right' },
        ],
        rows,
        wrapKey: 'desc',
        headerRule: true,
      },
      {
        kind: 'lines',
        lines: [
          {
            cells: [
              {
                text: `Total Dividends Paid This Period: ${formatMinor(divs)}`,
                x: g.left,
                size: g.size - 0.5,
              },
              {
                text: `Year To Date Dividends: ${formatMinor(divs * rng.int(1, 11))}`,
                x: g.right,
                align: 'right',
                size: g.size - 0.5,
              },
            ],
          },
        ],
      },
    );
  }
  const summaryRows: Row[] = shares.map((s, i) => {
    const st = statements[i] as ParsedStatement;
    return {
      cells: {
        acct: `${s.id} ${s.name}`,
        prev: formatMinor(s.opening),
        dep: formatMinor(Math.round(Number(st.totals.moneyIn) * 100)),
        wd: formatMinor(Math.round(Number(st.totals.moneyOut) * 100)),
        end: formatMinor(closingOf(s.txs, s.opening)),
      },
    };
  });
  const periodText = `Statement Period: ${formatDate(start, 'MM/DD/YY')} - ${formatDate(end, 'MM/DD/YY')}`;
  const body: Block[] = [
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            { text: bank, x: g.left, bold: true, size: g.size + 5 },
            { text: 'MEMBER STATEMENT', x: g.right, align: 'right', bold: true },
          ],
        },
        {
          cells: [
            {
              text: `PO Box ${digits(rng, 4)} · ${brand(rng)}, ${rng.pick(['VA', 'NC', 'MI', 'WA', 'CA'])} ${digits(rng, 5)}`,
              x: g.left,
              size: g.size - 1,
            },
            { text: periodText, x: g.right, align: 'right' },
          ],
        },
        {
          cells: [
            {
              text: `www.${bank.split(' ')[0]?.toLowerCase()}cu.org · 1-800-${digits(rng, 3)}-${digits(rng, 4)}`,
              x: g.left,
              size: g.size - 1,
            },
            { text: `Member Number: ${member}`, x: g.right, align: 'right' },
          ],
          gapAfter: g.lineHeight,
        },
        { cells: [{ text: holder, x: g.left }] },
        { cells: [{ text: `${digits(rng, 4)} ${brand(rng).toUpperCase()} DR`, x: g.left }] },
        {
          cells: [
            {
              text: `${brand(rng).toUpperCase()} ${rng.pick(['VA', 'NC', 'MI', 'WA'])} ${digits(rng, 5)}`,
              x: g.left,
            },
          ],
          gapAfter: g.lineHeight,
        },
      ],
    },
    {
      kind: 'table',
      title: 'ACCOUNT SUMMARY',
      columns: [
        { key: 'acct', header: ['Account'], x: g.left, align: 'left' },
        { key: 'prev', header: ['Previous Balance'], x: g.left + 260, align: 'right' },
        { key: 'dep', header: ['Deposits/Credits'], x: g.left + 340, align: 'right' },
        { key: 'wd', header: ['Withdrawals/Debits'], x: g.left + 430, align: 'right' },
        { key: 'end', header: ['Ending Balance'], x: g.right, align: 'right' },
      ],
      rows: summaryRows,
      headerRule: true,
    },
    ...blocks,
  ];
  const spec = docSpec(g, body, {
    pageHeader: () => [
      [
        { text: bank, x: g.left, bold: true },
        { text: `Member Number: ${member}   ${periodText}`, x: g.right, align: 'right' },
      ],
    ],
    footer: legalFooter(
      g,
      ['Federally insured by NCUA. Equal Housing Opportunity.'],
      (p, n) => `Page ${p} of ${n}`,
      'center',
    ),
  });
  return { family: 'us-cu-shares', spec, statements };
}
