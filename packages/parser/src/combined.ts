/**
 * Combined statements: where one account's part ends and the next begins. A document is cut into
 * blocks — whole pages, or parts of a page where another account starts mid-page — and blocks
 * are grouped into statements where the account number or the statement period changes, or where
 * a block opens with a balance other than the one the previous blocks closed with (accounts whose
 * numbers are masked alike). Pure and synchronous.
 */
import { type DecimalSeparator, parseAmount } from './amounts.ts';
import { headerColumns, isTableHeader } from './layout/header.ts';
import type { Line } from './layout/lines.ts';
import { lineSpecialKind } from './layout/table.ts';
import {
  accountNumberOf,
  accountNumbersOnLine,
  extractMetadata,
  isRowLike,
  type PagePeriod,
} from './metadata.ts';
import { findPeriod } from './period.ts';

/** What a line says about which account and period it belongs to (lines without digits: none). */
interface LineFacts {
  account: { plain: string | null; iban: string | null };
  period: PagePeriod;
}
const NO_FACTS: LineFacts = { account: { plain: null, iban: null }, period: null };

interface Block {
  lines: Line[];
  facts: LineFacts[];
  /** Cut where another account or period is introduced below rows of the page's first one. */
  midPage: boolean;
  /** The account named above the block's table (set while grouping). */
  account?: string | null;
}

/** The pages of one statement, with the period each prints (read once, here). */
export interface PageGroup {
  pages: Line[][];
  periods: PagePeriod[];
  /** The account its headings name, where only a heading names it ("Savings Account Summary"). */
  account: string | null;
}

/** Pages (each a list of lines) → statements (each a list of pages, possibly partial ones). */
export function splitStatements(pages: Line[][], decimal: DecimalSeparator): PageGroup[] {
  const groups: Block[][] = [];
  let current: Block[] = [];
  let curKey: string | null = null;
  let closed: Reading | null = null;
  const products = productAccounts(pages[0] ?? []);
  const blocks = pages.flatMap((p, pi) => pageBlocks(p, decimal, pages[pi + 1], products));
  for (const [i, block] of blocks.entries()) {
    // the account a block belongs to is named above its table: a number printed among its rows
    // (a second card's "Card number …" in one card account's list) names no other statement
    const top = tableStart(block.lines);
    const account = accountNumberOf(block.lines.slice(0, top), (k) => block.facts[k]!.account);
    block.account = account;
    const period = block.facts.find((f) => f.period)?.period ?? null;
    const key = period || account ? `${account ?? ''}|${period ? periodKey(period) : ''}` : null;
    const { opens, closes } = blockBalances(block.lines, decimal, block.midPage);
    const reopened = reopens(closed, opens);
    const ocr = block.lines.some((l) => l.source === 'ocr');
    if (
      current.length > 0 &&
      ((key && curKey && key !== curKey && differs(key, curKey, ocr)) || reopened)
    ) {
      groups.push(current);
      current = [];
    }
    // the part of a page above another account's start (its letterhead) closes nothing
    const endsPage = blocks[i + 1]?.lines[0]?.page !== block.lines[0]?.page;
    if (closes !== null || endsPage) closed = closes;
    if (key) curKey = curKey && !differs(key, curKey, ocr) ? mergeKey(curKey, key) : key;
    current.push(block);
  }
  if (current.length > 0) groups.push(current);
  return groups.map(joinPageParts);
}

/**
 * A page cut where another account may begin: before a line that introduces an account number
 * or a statement period, when a transaction table starts below it (before the next such line),
 * or when its summary ("Beginning balance …") starts there and its table on the next page.
 * A page header repeating the same account on every page makes blocks of one statement; they
 * are joined again afterwards.
 */
function pageBlocks(
  lines: Line[],
  decimal: DecimalSeparator,
  next: Line[] | undefined,
  products: Map<string, string>,
): Block[] {
  const header = tableStart(lines);
  const facts = lines.map((line, i): LineFacts => {
    if (!HAS_DIGIT.test(line.text)) {
      // "Savings Account Summary" under a letterhead listing "Savings Account Number 7694…"
      const kind = PRODUCT_HEADING.exec(line.text.trim())?.[1]?.toLowerCase();
      const plain = kind ? products.get(kind) : undefined;
      return plain ? { account: { plain, iban: null }, period: null } : NO_FACTS;
    }
    const account = accountNumbersOnLine(line, lines[i + 1]);
    // a row under the table's header names no statement period ("SB INT 01-09-19 TO 30-09-19")
    const period = i > header && isRowLike(line) ? null : findPeriod([line]);
    return account.plain || account.iban || period ? { account, period } : NO_FACTS;
  });
  const starts: number[] = [];
  for (let i = 1; i < lines.length; i++) if (facts[i] !== NO_FACTS) starts.push(i);
  const cuts: number[] = [];
  const accountOf = (i: number) => facts[i]!.account.plain ?? facts[i]!.account.iban;
  for (let k = 0; k < starts.length; k++) {
    const from = starts[k]!;
    // (the same account named again below — its heading, then its table's own heading — is
    // still this account's start)
    let k2 = k + 1;
    while (k2 < starts.length && accountOf(from) && accountOf(starts[k2]!) === accountOf(from))
      k2++;
    const to = starts[k2] ?? lines.length;
    const atFoot = to === lines.length;
    const beginsAccount =
      opensTable(lines, from, to) ||
      (atFoot && extractMetadata([lines.slice(from)], decimal, true).opening) ||
      (atFoot &&
        anotherAccountAtFoot(lines, from, facts) &&
        opensTable(next ?? [], 0, Math.min(15, next?.length ?? 0)));
    if (!beginsAccount) continue;
    const cut = withHeading(lines, from, cuts[cuts.length - 1] ?? 0);
    if (cut > (cuts[cuts.length - 1] ?? 0)) cuts.push(cut);
  }
  const blocks: Block[] = [];
  let prev = 0;
  for (const c of [...cuts, lines.length]) {
    // (mid-page: the page's part above holds rows of another account, not just its letterhead)
    const midPage = blocks.length > 0 && blocks[blocks.length - 1]!.lines.some(isRowLike);
    blocks.push({ lines: lines.slice(prev, c), facts: facts.slice(prev, c), midPage });
    prev = c;
  }
  return blocks;
}

const HAS_DIGIT = /\d/;

/** An account's heading or label ("… Account Summary", "Account number: …"), no row's words. */
const ACCOUNT_WORD = /\b(?:account|acct)\.?\s*(?:summary|number|no\.?|nr\.?|#)/i;

/** A product's account heading: "Savings Account Summary", "Checking Account Transactions". */
const PRODUCT_HEADING =
  /^(\p{L}{3,}) account (?:summary|transactions|activity|details?|history)(?: \(continued\))?$/iu;
/** "Checking Account Number 8712…": a product word before the account label. */
const PRODUCT_LABEL = /(?:^|\s)(\p{L}{3,})\s+(?:account|acct)\.?\s+(?:number|no\.?|#)/iu;

/**
 * The account number of each product the letterhead lists ("Checking Account Number 8712…",
 * "Savings Account Number 7694…"), for headings that name the product only. A product listed
 * with two numbers names neither.
 */
function productAccounts(first: Line[]): Map<string, string> {
  const out = new Map<string, string>();
  const clash = new Set<string>();
  for (const [i, line] of first.entries()) {
    const kind = PRODUCT_LABEL.exec(line.text)?.[1]?.toLowerCase();
    if (!kind) continue;
    const plain = accountNumbersOnLine(line, first[i + 1]).plain;
    if (!plain) continue;
    if (out.has(kind) && out.get(kind) !== plain) clash.add(kind);
    out.set(kind, plain);
  }
  for (const k of clash) out.delete(k);
  return out;
}

/**
 * Another account's heading at a page's foot ("Reserve Account Summary  Account number: 55-…"),
 * its balances and table on the next page: an account number other than any the page printed above.
 */
function anotherAccountAtFoot(lines: Line[], from: number, facts: LineFacts[]): boolean {
  const own = facts[from]!.account;
  const account = own.plain ?? own.iban;
  const line = lines[from]!;
  // (a labelled number above the footer, not a row's figures or the small print's)
  if (!account || isRowLike(line) || line.y0 > line.pageHeight * 0.9) return false;
  if (!ACCOUNT_WORD.test(line.text)) return false;
  const above = accountNumberOf(lines.slice(0, from), (k) => facts[k]!.account);
  // (none above on this page: the statement's own may be pages back; grouping compares them)
  return above !== account;
}

/** Index of the block's first table header, or its length when it prints none. */
function tableStart(lines: Line[]): number {
  for (let i = 0; i < lines.length; i++) if (opensTable(lines, i, i + 1)) return i;
  return lines.length;
}

function opensTable(lines: Line[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const cols = headerColumns(lines[i]!);
    if (cols && isTableHeader(cols)) return true;
  }
  return false;
}

/**
 * Moves a cut up over the account's heading printed tight above it ("Way2Save Savings" over
 * "Account number …"): up to two text lines without amounts, set apart from what is above them.
 */
function withHeading(lines: Line[], at: number, floor: number): number {
  let top = at;
  for (let n = 0; n < 2 && top - 1 > floor; n++) {
    const above = lines[top - 1]!;
    const below = lines[top]!;
    if (/\d[.,]\d\d\b/.test(above.text)) break;
    if (below.y0 - above.y1 > below.height * 1.2) break;
    top--;
  }
  if (top === at) return at;
  const gapAbove = lines[top]!.y0 - lines[top - 1]!.y1;
  return gapAbove > lines[top]!.height * 1.5 ? top : at;
}

/** Blocks of one page that ended up in one statement become one page again. */
function joinPageParts(blocks: Block[]): PageGroup {
  const group: PageGroup = { pages: [], periods: [], account: null };
  for (const b of blocks) {
    group.account ??= b.account ?? null;
    const period = b.facts.find((f) => f.period)?.period ?? null;
    const n = group.pages.length;
    const last = group.pages[n - 1];
    if (last?.[0] && b.lines[0] && last[0].page === b.lines[0].page) {
      last.push(...b.lines);
      group.periods[n - 1] ??= period;
    } else {
      group.pages.push(b.lines.slice());
      group.periods.push(period);
    }
  }
  return group;
}

/**
 * The balance a block opens with and the last carried-forward/closing balance it prints. Only a
 * statement's start opens a block: an opening printed before any row — not one printed under
 * the rows (a newest-first list ends with it). On OCR pages a "brought forward" opens a block
 * only under another account's heading printed mid-page: a whole scanned page starting with one
 * continues the page before, whatever OCR read (a text layer's figures are taken as printed).
 */
function blockBalances(
  lines: Line[],
  decimal: DecimalSeparator,
  midPage: boolean,
): { opens: Reading | null; closes: Reading | null } {
  let opens: Reading | null = null;
  let closes: Reading | null = null;
  // a closing printed above the rows: a summary's "New Balance", where the statement ends
  let summaryClose: Reading | null = null;
  let rowSeen = false;
  for (const l of lines) {
    const kind = lineSpecialKind(l.key);
    if (kind !== 'broughtForward' && kind !== 'carriedForward') {
      rowSeen ||= isRowLike(l);
      continue;
    }
    let v: Reading | null = null;
    for (const p of l.phrases.slice(1)) {
      const a = /\d[.,]\d\d\b/.test(p.text) ? parseAmount(p.text, decimal) : null;
      if (a) {
        v = { value: a.minor * (a.sign || 1), ocr: l.source === 'ocr' };
        break;
      }
    }
    if (v === null) continue;
    if (kind === 'broughtForward') {
      const continued = CONTINUED.test(l.key);
      if (!rowSeen && (midPage || l.source !== 'ocr' || !continued)) opens ??= { ...v, continued };
    } else if (rowSeen) closes = v;
    else summaryClose = { ...v, summary: true };
  }
  return { opens, closes: closes ?? summaryClose };
}

/** A balance as read, and whether OCR read it. */
interface Reading {
  value: number;
  ocr: boolean;
  /** A closing printed in a summary above the rows (the statement's end, not the page's). */
  summary?: boolean;
  /** An opening labelled as carried on from the page before ("Brought forward"). */
  continued?: boolean;
}

/** Labels of a balance continued from the page before, never a statement's start. */
const CONTINUED = /forward|vortrag|reporte|ubertrag/;

/**
 * A block opening with a balance other than the one the blocks before closed with starts another
 * statement — unless OCR read either and they are one glyph apart (a misreading, not an account).
 */
function reopens(closed: Reading | null, opens: Reading | null): boolean {
  if (closed === null || opens === null || opens.value === closed.value) return false;
  // the next page's "Brought forward" goes on from the rows, not from the summary's closing
  if (closed.summary && opens.continued) return false;
  if (!closed.ocr && !opens.ocr) return true;
  return !oneGlyphApart(String(Math.abs(closed.value)), String(Math.abs(opens.value)));
}

/** Same digits but one: one changed, one added or one dropped (or only the sign differs). */
function oneGlyphApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length === b.length) {
    let d = 0;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) d++;
    return d === 1;
  }
  const [s, l] = a.length < b.length ? [a, b] : [b, a];
  if (l.length - s.length !== 1) return false;
  for (let i = 0; i < l.length; i++) if (l.slice(0, i) + l.slice(i + 1) === s) return true;
  return false;
}

/** Another account or period; read by OCR (`ocr`), a value one glyph off is a misreading. */
function differs(a: string, b: string, ocr = false): boolean {
  const [an, ap] = a.split('|');
  const [bn, bp] = b.split('|');
  const other = (x: string, y: string) => x !== y && !(ocr && oneGlyphApart(x, y));
  if (an && bn && other(an, bn) && !sameAccount(an, bn)) return true;
  if (ap && bp && other(ap, bp)) return true;
  return false;
}

/**
 * One account printed two ways: the IBAN on page 1, the domestic number in the next pages'
 * header ("IE42 BOFI 9231 5751 5350 90" holds "51535090"). Six digits or more, contained.
 */
function sameAccount(a: string, b: string): boolean {
  const da = a.replace(/\D/g, '');
  const db = b.replace(/\D/g, '');
  const [s, l] = da.length <= db.length ? [da, db] : [db, da];
  return s.length >= 6 && s.length < l.length && l.includes(s);
}

/** A period by its dates only: how it was printed (month named or not) is no other period. */
function periodKey(period: NonNullable<PagePeriod>): string {
  const { start, end } = period;
  return `${start.a}.${start.b}.${start.year ?? ''}.${start.ymd}-${end.a}.${end.b}.${end.year ?? ''}.${end.ymd}`;
}

function mergeKey(a: string, b: string): string {
  const [an, ap] = a.split('|');
  const [bn, bp] = b.split('|');
  return `${an || bn || ''}|${ap || bp || ''}`;
}
