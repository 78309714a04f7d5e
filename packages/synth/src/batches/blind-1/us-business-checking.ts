/**
 * A US business checking statement (Wells Fargo-style): company holder, an activity summary
 * with "Beginning balance on 3/1", one Transaction history table with Date (M/D) / Check Number /
 * Description / Deposits/Credits / Withdrawals/Debits / Ending daily balance (printed on the last
 * row of each day only), long merchant-services and ACH descriptors that wrap, a totals line and
 * "Account number … | period | Page x of y" page headers.
 */
import {
  type BuiltStatement,
  docSpec,
  type FamilyOptions,
  geometry,
  rowsFor,
  truthTx,
} from '../../families.ts';
import { formatDate, formatMinor } from '../../format.ts';
import type { Block, Row } from '../../layout.ts';
import type { SynthTx } from '../../model.ts';
import type { Rng } from '../../prng.ts';
import {
  activity,
  brand,
  closingOf,
  digits,
  legalFooter,
  money,
  period,
  truthStatement,
} from './kit.ts';
import { company, US_CITIES, usMerchant } from './words.ts';

export function usBusinessChecking(rng: Rng, o: FamilyOptions): BuiltStatement {
  const g = geometry(rng, 'letter');
  const { start, end } = period(rng, rng.int(29, 30));
  const biz = `${brand(rng).toUpperCase()} ${rng.pick(['LANDSCAPING', 'DENTAL GROUP', 'CONSTRUCTION', 'BAKERY', 'CONSULTING', 'AUTO REPAIR'])} ${rng.pick(['LLC', 'INC', 'PLLC', 'CORP'])}`;
  const short = biz.split(' ').slice(0, 2).join(' ');
  const card = digits(rng, 4);
  const opening = rng.int(200_000, 8_000_000);
  const checks = new Map<SynthTx, string>();
  let checkNo = rng.int(1000, 9000);
  const yymmdd = (tx: SynthTx) => formatDate(tx.date, 'YYMMDD');
  const txs = activity(rng, {
    start,
    end,
    count: rowsFor(rng, g, o.pages, 1.8),
    opening,
    floor: 0,
    creditShare: 0.35,
    maxDebit: 900_000,
    describe: (credit, tx) => {
      if (credit)
        return rng.pick([
          () => `Mobile Deposit : Ref Number :${digits(rng, 12)}`,
          () => 'Deposit Made In A Branch/Store',
          () => `Square Inc ${yymmdd(tx)}P2 L${digits(rng, 12)} ${short}`,
          () => `Stripe Transfer St-${digits(rng, 4)}${brand(rng).toUpperCase()} ${short}`,
          () =>
            `WT Fed#${digits(rng, 5)} ${company(rng, ['Bank'])} /Org=${company(rng, ['Inc', 'LLC'])} Srf# ${digits(rng, 12)} Trn#${yymmdd(tx)}${digits(rng, 6)} Rfb# ${digits(rng, 8)}`,
          () =>
            `${company(rng, ['INC', 'CORP'])} ACH Pmt ${yymmdd(tx)} ${digits(rng, 10)} ${short}`,
        ])();
      if (rng.chance(0.12)) {
        checkNo += rng.int(1, 2);
        checks.set(tx, String(checkNo));
        return rng.pick(['Check', 'Deposited OR Cashed Check']);
      }
      return rng.pick([
        () =>
          `Purchase authorized on ${formatDate(tx.date, 'MM/DD')} ${usMerchant(rng)} S${digits(rng, 15)} Card ${card}`,
        () =>
          `Purchase authorized on ${formatDate(tx.date, 'MM/DD')} ${usMerchant(rng)} S${digits(rng, 15)} Card ${card}`,
        () =>
          `Business to Business ACH Debit - ${rng.pick(['Adp Payroll Fees ADP - Fees', 'Intuit Payroll Tax', 'Amex Epayment ACH Pmt', 'Irs Usataxpymt', 'Verizon Wireless Payments'])} ${yymmdd(tx)} ${digits(rng, 4)}${brand(rng)} ${short}`,
        () =>
          `Online Transfer to ${brand(rng)} ${rng.pick(['Business Checking', 'Business Market Rate Savings'])} xxxxxx${digits(rng, 4)} Ref #Ib0${digits(rng, 7)} on ${formatDate(tx.date, 'MM/DD/YY')}`,
        () =>
          `ATM Withdrawal authorized on ${formatDate(tx.date, 'MM/DD')} ${digits(rng, 4)} Main St ${rng.pick(US_CITIES)} ${digits(rng, 7)} ATM ID ${digits(rng, 4)}P Card ${card}`,
        () =>
          `Recurring Payment authorized on ${formatDate(tx.date, 'MM/DD')} ${rng.pick(['Intuit *Qbooks Onl', 'Google *Gsuite', 'Adobe *Acropro Subs', 'Comcast Business'])} ${rng.pick(['CA', 'NY', '800-446-8848 CA'])} S${digits(rng, 15)} Card ${card}`,
      ])();
    },
  });
  const closing = closingOf(txs, opening);
  const bank = `${brand(rng)} Bank, N.A.`;
  const account = digits(rng, 10);
  const st = truthStatement({
    bank,
    holder: biz,
    account,
    type: 'business checking',
    currency: 'USD',
    start,
    end,
    opening,
    txs,
  });
  const md = (iso: string) => formatDate(iso, 'M/D');
  const lastOfDay = txs.map(
    (t, i) => i === txs.length - 1 || (txs[i + 1] as SynthTx).date !== t.date,
  );
  const balX = g.right;
  const wdX = balX - 78;
  const depX = wdX - 74;
  const chkX = g.left + 34;
  const descX = chkX + 42;
  const rows: Row[] = txs.map((tx, i) => {
    const bal = lastOfDay[i] ? tx.balance : null;
    const t = truthTx(tx, tx.description, bal);
    st.transactions.push(t);
    const cells: Record<string, string> = { date: md(tx.date), desc: tx.description };
    const no = checks.get(tx);
    if (no) cells.chk = no;
    cells[tx.amount > 0 ? 'dep' : 'wd'] = formatMinor(tx.amount);
    if (bal !== null) cells.bal = formatMinor(bal);
    return { cells, tx: t };
  });
  rows.push({
    cells: { date: `Ending balance on ${md(end)}`, bal: formatMinor(closing) },
    bold: true,
    gapBefore: g.lineHeight * 0.3,
  });
  rows.push({
    cells: {
      date: 'Totals',
      dep: money(Math.round(Number(st.totals.moneyIn) * 100), '$'),
      wd: money(Math.round(Number(st.totals.moneyOut) * 100), '$'),
    },
    bold: true,
  });
  const periodText = `${formatDate(start, 'MMMM D, YYYY')} - ${formatDate(end, 'MMMM D, YYYY')}`;
  const right = g.left + (g.right - g.left) * 0.55;
  const body: Block[] = [
    {
      kind: 'lines',
      lines: [
        {
          cells: [
            {
              text: rng.pick([
                'Initiate Business Checking',
                'Navigate Business Checking',
                'Business Choice Checking',
              ]),
              x: g.left,
              bold: true,
              size: g.size + 4,
            },
            { text: bank, x: g.right, align: 'right', bold: true, size: g.size + 2 },
          ],
        },
        {
          cells: [
            { text: `Account number: ${account}  |  ${periodText}`, x: g.left, size: g.size - 0.5 },
          ],
          gapAfter: g.lineHeight,
        },
        {
          cells: [
            { text: biz, x: g.left },
            { text: 'Questions?', x: right, bold: true },
          ],
        },
        {
          cells: [
            {
              text: `${digits(rng, 4)} ${brand(rng).toUpperCase()} PKWY STE ${rng.int(100, 400)}`,
              x: g.left,
            },
            {
              text: `Call your Business Banker: 1-800-CALL-${brand(rng).slice(0, 2).toUpperCase()}`,
              x: right,
            },
          ],
        },
        {
          cells: [
            {
              text: `${brand(rng).toUpperCase()} ${rng.pick(['TX', 'CA', 'AZ', 'CO'])} ${digits(rng, 5)}-${digits(rng, 4)}`,
              x: g.left,
            },
            { text: `Online: ${bank.split(' ')[0]?.toLowerCase()}.com/biz`, x: right },
          ],
          gapAfter: g.lineHeight,
        },
        {
          cells: [
            { text: 'Activity summary', x: g.left, bold: true },
            { text: `Account number: ${account}`, x: right },
          ],
        },
        {
          cells: [
            { text: `Beginning balance on ${md(start)}`, x: g.left },
            { text: money(opening, '$'), x: g.left + 230, align: 'right' },
            { text: biz, x: right },
          ],
        },
        {
          cells: [
            { text: 'Deposits/Credits', x: g.left },
            {
              text: formatMinor(Math.round(Number(st.totals.moneyIn) * 100)),
              x: g.left + 230,
              align: 'right',
            },
            {
              text: `${rng.pick(['Texas', 'California', 'Arizona', 'Colorado'])} account terms and conditions apply`,
              x: right,
              size: g.size - 1,
            },
          ],
        },
        {
          cells: [
            { text: 'Withdrawals/Debits', x: g.left },
            {
              text: `- ${formatMinor(Math.round(Number(st.totals.moneyOut) * 100))}`,
              x: g.left + 230,
              align: 'right',
            },
            {
              text: `For Direct Deposit use Routing Number (RTN): ${digits(rng, 9)}`,
              x: right,
              size: g.size - 1,
            },
          ],
        },
        {
          cells: [
            { text: `Ending balance on ${md(end)}`, x: g.left, bold: true },
            { text: money(closing, '$'), x: g.left + 230, align: 'right', bold: true },
          ],
        },
      ],
    },
    { kind: 'space', height: g.lineHeight },
    {
      kind: 'table',
      title: 'Transaction history',
      continuedSuffix: ' (continued)',
      columns: [
        { key: 'date', header: ['', 'Date'], x: g.left, align: 'left' },
        { key: 'chk', header: ['Check', 'Number'], x: chkX, align: 'left' },
        {
          key: 'desc',
          header: ['', 'Description'],
          x: descX,
          align: 'left',
          width: depX - 70 - descX,
        },
        { key: 'dep', header: ['Deposits/', 'Credits'], x: depX, align: 'right' },
        { key: 'wd', header: ['Withdrawals/', 'Debits'], x: wdX, align: 'right' },
        { key: 'bal', header: ['Ending daily', 'balance'], x: balX, align: 'right' },
      ],
      rows,
      wrapKey: 'desc',
      headerRule: true,
    },
  ];
  const spec = docSpec(g, body, {
    pageHeader: () => [
      [{ text: `Account number: ${account}  |  ${periodText}`, x: g.left, size: g.size - 0.5 }],
    ],
    footer: legalFooter(
      g,
      [`©${end.slice(0, 4)} ${bank} All rights reserved. Member FDIC.`],
      (p, n) => `Page ${p} of ${n}`,
      'right',
    ),
  });
  return { family: 'us-business-checking', spec, statements: [st] };
}
