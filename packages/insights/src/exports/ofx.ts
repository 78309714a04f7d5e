/**
 * Statements → OFX family:
 * - OFX: OFX 2.2 XML (`<?OFX OFXHEADER="200" VERSION="220" …?>`), UTF-8.
 * - QFX (Quicken Web Connect): the same document with Intuit's `<INTU.BID>` in SONRS.
 * - QBO (QuickBooks Web Connect): OFX 1.02 SGML (`OFXHEADER:100 … VERSION:102`, leaf elements
 *   without end tags) with `<INTU.BID>`, in Windows-1252 (`encodeWindows1252`).
 *
 * One STMTTRNRS per bank account (statements of the same account and currency are merged, in
 * date order of their periods), CCSTMTTRNRS for credit cards. FITIDs are stable: a hash of the
 * account and the transaction's id, or of account, period, date, amount and row index.
 */

import { minorToDecimal } from '@bsp/shared/money';
import {
  bookingDate,
  currencyOf,
  type ExportOptions,
  type ExportStatement,
  type ExportTransaction,
  fnv1a64,
  isCreditCard,
  keptTransactions,
  normaliseDecimal,
  singleLine,
  toMinor,
} from './common.ts';

export type OfxVariant = 'ofx' | 'qfx' | 'qbo';

type OfxNode = [tag: string, value: string | OfxNode[]];

/** Removes characters OFX/XML cannot carry and folds line breaks into spaces. */
function clean(value: string): string {
  return singleLine(value);
}

/** Escapes text for XML and SGML content. */
export function ofxEscape(value: string): string {
  return clean(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** At most `max` characters (code points), trimmed. */
function truncate(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : chars.slice(0, max).join('').trimEnd();
}

function render(nodes: OfxNode[], sgml: boolean, depth = 0): string {
  const pad = '  '.repeat(depth);
  let out = '';
  for (const [tag, value] of nodes) {
    if (Array.isArray(value)) {
      out += `${pad}<${tag}>\n${render(value, sgml, depth + 1)}${pad}</${tag}>\n`;
    } else {
      out += sgml
        ? `${pad}<${tag}>${ofxEscape(value)}\n`
        : `${pad}<${tag}>${ofxEscape(value)}</${tag}>\n`;
    }
  }
  return out;
}

/** 'YYYY-MM-DD' → 'YYYYMMDD'. */
function ofxDate(iso: string): string {
  return iso.replace(/-/g, '').slice(0, 8);
}

function ofxDateTime(date: Date): string {
  const iso = date.toISOString(); // 2024-01-31T12:34:56.000Z
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}[0:GMT]`;
}

const TYPE_RULES: Array<[RegExp, string, 'in' | 'out' | 'any']> = [
  [/\binterest\b|\bzinsen\b|\bint[ée]r[êe]ts?\b/i, 'INT', 'in'],
  [/\bdividend/i, 'DIV', 'in'],
  [/\b(fee|fees|charge|charges|commission|geb[üu]hr)\b/i, 'FEE', 'out'],
  [/\bservice charge\b/i, 'SRVCHG', 'out'],
  [/\b(atm|cash ?withdrawal|cashpoint)\b/i, 'ATM', 'any'],
  [/\b(direct debit|dd|lastschrift)\b/i, 'DIRECTDEBIT', 'out'],
  [/\b(salary|payroll|wages|direct dep(osit)?)\b/i, 'DIRECTDEP', 'in'],
  [/\b(standing order|recurring|so)\b/i, 'REPEATPMT', 'out'],
  [/\b(cheque|check|chk)\b\s*(no\.?|#)?\s*\d+/i, 'CHECK', 'out'],
  [/\b(pos|card payment|contactless|debit card)\b/i, 'POS', 'any'],
  [/\b(transfer|xfer|trf|tfr)\b/i, 'XFER', 'any'],
  [/\b(deposit|cash in)\b/i, 'DEP', 'in'],
];

/** Best-effort OFX TRNTYPE from the description and the sign; DEBIT/CREDIT otherwise. */
export function ofxTransactionType(description: string, amount: string): string {
  const out = amount.trim().startsWith('-');
  for (const [re, type, direction] of TYPE_RULES) {
    if (direction === 'in' && out) continue;
    if (direction === 'out' && !out) continue;
    if (re.test(description)) return type;
  }
  return out ? 'DEBIT' : 'CREDIT';
}

function accountType(statement: ExportStatement): string {
  const type = (statement.accountType ?? '').toLowerCase();
  if (/sav|saver|deposit/.test(type)) return 'SAVINGS';
  if (/money.?market/.test(type)) return 'MONEYMRKT';
  if (/loan|mortgage|line.?of.?credit|credit.?line/.test(type)) return 'CREDITLINE';
  return 'CHECKING';
}

function accountId(statement: ExportStatement, fallback: number): string {
  const raw = (statement.accountNumber ?? '').replace(/\s+/g, '');
  if (!raw) return `UNKNOWN${fallback}`;
  return raw.length > 22 ? raw.slice(-22) : raw;
}

interface AccountGroup {
  card: boolean;
  acctId: string;
  currency: string;
  statements: ExportStatement[];
}

function groupByAccount(statements: ExportStatement[], options: ExportOptions): AccountGroup[] {
  const groups = new Map<string, AccountGroup>();
  statements.forEach((s, i) => {
    const card = isCreditCard(s);
    const acctId = accountId(s, i + 1);
    const currency = currencyOf(s, options);
    const key = `${card}|${s.accountNumber ? acctId : `#${i}`}|${currency}|${card ? '' : accountType(s)}`;
    const group = groups.get(key) ?? { card, acctId, currency, statements: [] };
    group.statements.push(s);
    groups.set(key, group);
  });
  for (const g of groups.values()) {
    g.statements.sort((a, b) =>
      (a.periodEnd ?? a.periodStart ?? '').localeCompare(b.periodEnd ?? b.periodStart ?? ''),
    );
  }
  return [...groups.values()];
}

/** The FITID of one transaction (stable across exports of the same data). */
export function fitId(
  statement: ExportStatement,
  tx: ExportTransaction,
  index: number,
  currency: string,
): string {
  const account = statement.accountNumber ?? '';
  if (tx.id) return fnv1a64(`${account}|id|${tx.id}`);
  const amount = normaliseDecimal(tx.amount, currency);
  return fnv1a64(
    `${account}|${statement.periodStart ?? ''}|${statement.periodEnd ?? ''}|${tx.date ?? tx.postDate ?? ''}|${amount}|${index}`,
  );
}

function ledgerBalance(group: AccountGroup): string {
  const last = group.statements[group.statements.length - 1]!;
  const currency = group.currency;
  if (last.closingBalance !== null && last.closingBalance !== undefined) {
    return normaliseDecimal(last.closingBalance, currency);
  }
  const rows = last.transactions;
  for (let i = rows.length - 1; i >= 0; i--) {
    const b = rows[i]!.balance;
    if (b !== null && b !== undefined) return normaliseDecimal(b, currency);
  }
  const opening = toMinor(last.openingBalance, currency) ?? 0;
  const movement = rows.reduce((sum, t) => sum + (toMinor(t.amount, currency) ?? 0), 0);
  return minorToDecimal(opening + movement, currency);
}

function statementResponse(
  group: AccountGroup,
  trnUid: number,
  options: ExportOptions,
  serverDay: string,
): OfxNode {
  const seen = new Set<string>();
  const transactions: OfxNode[] = [];
  const days: string[] = [];
  for (const s of group.statements) {
    if (s.periodStart) days.push(s.periodStart);
    if (s.periodEnd) days.push(s.periodEnd);
    for (const { tx, index } of keptTransactions(s, options)) {
      const day = bookingDate(tx, s) ?? serverDay;
      days.push(day);
      let id = fitId(s, tx, index, group.currency);
      for (let n = 2; seen.has(id); n++) id = `${fitId(s, tx, index, group.currency)}-${n}`;
      seen.add(id);
      const amount = normaliseDecimal(tx.amount, group.currency);
      const description = clean(tx.description ?? '');
      const name = truncate(description, 32);
      const memo = [name !== description ? description : '', clean(tx.notes ?? '')]
        .filter(Boolean)
        .join(' | ');
      const trn: OfxNode[] = [
        ['TRNTYPE', ofxTransactionType(description, amount)],
        ['DTPOSTED', ofxDate(day)],
        ['TRNAMT', amount],
        ['FITID', id],
      ];
      if (tx.reference) trn.push(['REFNUM', truncate(clean(tx.reference), 32)]);
      if (name) trn.push(['NAME', name]);
      if (memo) trn.push(['MEMO', truncate(memo, 255)]);
      transactions.push(['STMTTRN', trn]);
    }
  }
  days.sort();
  const start = days[0] ?? serverDay;
  const end = days[days.length - 1] ?? serverDay;
  const last = group.statements[group.statements.length - 1]!;
  const asOf = last.periodEnd ?? end;

  const account: OfxNode = group.card
    ? ['CCACCTFROM', [['ACCTID', group.acctId]]]
    : [
        'BANKACCTFROM',
        [
          ['BANKID', options.bankId ?? '000000000'],
          ['ACCTID', group.acctId],
          ['ACCTTYPE', accountType(last)],
        ],
      ];
  const body: OfxNode[] = [
    ['CURDEF', group.currency],
    account,
    ['BANKTRANLIST', [['DTSTART', ofxDate(start)], ['DTEND', ofxDate(end)], ...transactions]],
    [
      'LEDGERBAL',
      [
        ['BALAMT', ledgerBalance(group)],
        ['DTASOF', ofxDate(asOf)],
      ],
    ],
  ];
  return [
    group.card ? 'CCSTMTTRNRS' : 'STMTTRNRS',
    [
      ['TRNUID', String(trnUid)],
      [
        'STATUS',
        [
          ['CODE', '0'],
          ['SEVERITY', 'INFO'],
        ],
      ],
      [group.card ? 'CCSTMTRS' : 'STMTRS', body],
    ],
  ];
}

/** The OFX document of a variant as text (QBO: still to be encoded with `encodeWindows1252`). */
export function exportOfx(
  statements: ExportStatement[],
  options: ExportOptions = {},
  variant: OfxVariant = 'ofx',
): string {
  const now = options.now ?? new Date();
  const serverDay = now.toISOString().slice(0, 10);
  const intuit = variant !== 'ofx';
  const bid = options.intuBid ?? '3000';
  const org = truncate(clean(statements.find((s) => s.bankName)?.bankName ?? 'BSP'), 32) || 'BSP';

  const signon: OfxNode[] = [
    [
      'STATUS',
      [
        ['CODE', '0'],
        ['SEVERITY', 'INFO'],
      ],
    ],
    ['DTSERVER', ofxDateTime(now)],
    ['LANGUAGE', 'ENG'],
    [
      'FI',
      [
        ['ORG', org],
        ['FID', bid],
      ],
    ],
  ];
  if (intuit) signon.push(['INTU.BID', bid]);

  const bank: OfxNode[] = [];
  const card: OfxNode[] = [];
  groupByAccount(statements, options).forEach((group, i) => {
    (group.card ? card : bank).push(statementResponse(group, i + 1, options, serverDay));
  });

  const ofx: OfxNode[] = [['SIGNONMSGSRSV1', [['SONRS', signon]]]];
  if (bank.length > 0 || card.length === 0) ofx.push(['BANKMSGSRSV1', bank]);
  if (card.length > 0) ofx.push(['CREDITCARDMSGSRSV1', card]);

  if (variant === 'qbo') {
    const header = [
      'OFXHEADER:100',
      'DATA:OFXSGML',
      'VERSION:102',
      'SECURITY:NONE',
      'ENCODING:USASCII',
      'CHARSET:1252',
      'COMPRESSION:NONE',
      'OLDFILEUID:NONE',
      'NEWFILEUID:NONE',
      '',
      '',
    ].join('\r\n');
    return header + render([['OFX', ofx]], true).replace(/\n/g, '\r\n');
  }
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' +
    '<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\n' +
    render([['OFX', ofx]], false)
  );
}

const CP1252_HIGH: Record<number, number> = {
  8364: 0x80,
  8218: 0x82,
  402: 0x83,
  8222: 0x84,
  8230: 0x85,
  8224: 0x86,
  8225: 0x87,
  710: 0x88,
  8240: 0x89,
  352: 0x8a,
  8249: 0x8b,
  338: 0x8c,
  381: 0x8e,
  8216: 0x91,
  8217: 0x92,
  8220: 0x93,
  8221: 0x94,
  8226: 0x95,
  8211: 0x96,
  8212: 0x97,
  732: 0x98,
  8482: 0x99,
  353: 0x9a,
  8250: 0x9b,
  339: 0x9c,
  382: 0x9e,
  376: 0x9f,
};

/** Letters with a stroke do not decompose in Unicode. */
const STROKED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', Ħ: 'H', ħ: 'h' };

/**
 * Text → Windows-1252 bytes (QBO files declare CHARSET:1252). Characters outside the code page
 * lose their accents when they have a base letter ("ő" → "o"), otherwise become "?".
 */
export function encodeWindows1252(text: string): Uint8Array {
  const bytes: number[] = [];
  const put = (cp: number): boolean => {
    if (cp < 0x80 || (cp >= 0xa0 && cp <= 0xff)) bytes.push(cp);
    else if (CP1252_HIGH[cp] !== undefined) bytes.push(CP1252_HIGH[cp]);
    else return false;
    return true;
  };
  for (const ch of text) {
    if (put(ch.codePointAt(0)!)) continue;
    const base = (STROKED[ch] ?? ch).normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    if (base && Array.from(base).every((c) => c.codePointAt(0)! < 0x80)) {
      for (const c of base) put(c.codePointAt(0)!);
    } else bytes.push(0x3f);
  }
  return Uint8Array.from(bytes);
}
