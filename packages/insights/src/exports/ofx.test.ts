import { parseSync } from 'ofx-js';
import { describe, expect, it } from 'vitest';
import { jpy, kept, kwd, LONG_DESCRIPTION, statements } from './__fixtures__/statements.ts';
import { encodeWindows1252, exportOfx, ofxTransactionType } from './ofx.ts';

// An independent reader (`ofx-js`, pure JavaScript) turns OFX 1.x SGML and OFX 2 XML into objects.
const parse = (text: string) => parseSync(text) as unknown as OfxDoc;

// biome-ignore lint/suspicious/noExplicitAny: shape of a third-party parser's output
type OfxDoc = { OFX: any; header: Record<string, string> };
type Node = Record<string, unknown>;

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const now = new Date('2024-04-01T10:00:00Z');

interface Account {
  card: boolean;
  acctId: string;
  currency: string;
  balance: string;
  start: string;
  end: string;
  trns: Array<{
    type: string;
    date: string;
    amount: string;
    fitId: string;
    name?: string;
    memo?: string;
  }>;
}

function accounts(doc: OfxDoc): Account[] {
  const out: Account[] = [];
  const read = (rs: Node, card: boolean) => {
    const from = (card ? rs.CCACCTFROM : rs.BANKACCTFROM) as Node;
    const tranList = rs.BANKTRANLIST as Node;
    out.push({
      card,
      acctId: String(from.ACCTID),
      currency: String(rs.CURDEF),
      balance: String((rs.LEDGERBAL as Node).BALAMT),
      start: String(tranList.DTSTART),
      end: String(tranList.DTEND),
      trns: list(tranList.STMTTRN as Node[]).map((t) => ({
        type: String(t.TRNTYPE),
        date: String(t.DTPOSTED),
        amount: String(t.TRNAMT),
        fitId: String(t.FITID),
        ...(t.NAME !== undefined ? { name: String(t.NAME) } : {}),
        ...(t.MEMO !== undefined ? { memo: String(t.MEMO) } : {}),
      })),
    });
  };
  for (const trnrs of list(doc.OFX.BANKMSGSRSV1?.STMTTRNRS as Node[]))
    read(trnrs.STMTRS as Node, false);
  for (const trnrs of list(doc.OFX.CREDITCARDMSGSRSV1?.CCSTMTTRNRS as Node[]))
    read(trnrs.CCSTMTRS as Node, true);
  return out;
}

const expected = () =>
  statements.map((s) => ({
    currency: s.currency,
    balance: s.closingBalance,
    trns: s.transactions
      .filter((t) => !t.excluded)
      .map((t) => ({ date: (t.date ?? t.postDate)!.replace(/-/g, ''), amount: t.amount })),
  }));

function checkAgainstInput(doc: OfxDoc) {
  const got = accounts(doc);
  // Bank accounts first (GBP, KWD), then the JPY credit card.
  expect(got.map((a) => [a.currency, a.card])).toEqual([
    ['GBP', false],
    ['KWD', false],
    ['JPY', true],
  ]);
  got.forEach((account, i) => {
    const want = expected()[i]!;
    expect(account.balance).toBe(want.balance);
    expect(account.trns.map((t) => ({ date: t.date, amount: t.amount }))).toEqual(want.trns);
  });
  const fitIds = got.flatMap((a) => a.trns.map((t) => t.fitId));
  expect(fitIds).toHaveLength(kept.length);
  expect(new Set(fitIds).size).toBe(fitIds.length);
  for (const a of got)
    for (const t of a.trns) expect(t.name === undefined || [...t.name].length <= 32).toBe(true);
  const gbp = got[0]!;
  expect(gbp.start).toBe('20240301');
  expect(gbp.end).toBe('20240331');
  expect(gbp.trns.map((t) => t.name)).toContain('Fish <&> Chips — café');
  expect(gbp.trns.map((t) => t.name)).toContain('=SUM(A1)');
  const long = gbp.trns.find((t) => t.memo === LONG_DESCRIPTION)!;
  expect(long.name).toBe('A very long merchant description');
  return got;
}

describe('exportOfx', () => {
  it('writes OFX 2.2 XML that the ofx package reads back', () => {
    const text = exportOfx(statements, { now });
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"/);
    expect(text).toContain('<?OFX OFXHEADER="200" VERSION="220"');
    expect(text).not.toContain('INTU.BID');
    const doc = parse(text);
    expect(doc.OFX.SIGNONMSGSRSV1.SONRS.STATUS.CODE).toBe('0');
    expect(doc.OFX.SIGNONMSGSRSV1.SONRS.DTSERVER).toBe('20240401100000[0:GMT]');
    const got = checkAgainstInput(doc);
    const bank = list(doc.OFX.BANKMSGSRSV1.STMTTRNRS as Node[]).map(
      (t) => (t.STMTRS as Node).BANKACCTFROM,
    );
    expect(bank).toEqual([
      { BANKID: '000000000', ACCTID: '12-34-5612345678', ACCTTYPE: 'CHECKING' },
      { BANKID: '000000000', ACCTID: 'KW-998877', ACCTTYPE: 'SAVINGS' },
    ]);
    expect(got[2]!.acctId).toBe('4111****1111');
    // Escaped in the text, never raw.
    expect(text).toContain('Fish &lt;&amp;&gt; Chips');
    expect(text).not.toContain('<&>');
  });

  it('keeps FITIDs stable across exports and uses the id when there is one', () => {
    const ids = (text: string) => accounts(parse(text)).flatMap((a) => a.trns.map((t) => t.fitId));
    const first = ids(exportOfx(statements, { now }));
    const again = ids(exportOfx(statements, { now: new Date('2025-01-01T00:00:00Z') }));
    expect(again).toEqual(first);
    // Excluding a row elsewhere does not change the others' ids.
    const more = ids(exportOfx(statements, { now, includeExcluded: true }));
    expect(more.filter((id) => first.includes(id))).toEqual(first);
    // JPY rows carry ids: changing their amount keeps the FITID.
    const edited = { ...jpy, transactions: jpy.transactions.map((t) => ({ ...t, amount: '-1' })) };
    expect(ids(exportOfx([edited], { now }))).toEqual(ids(exportOfx([jpy], { now })));
  });

  it('writes QFX with INTU.BID (configurable)', () => {
    const doc = parse(exportOfx(statements, { now, intuBid: '12345' }, 'qfx'));
    expect(doc.OFX.SIGNONMSGSRSV1.SONRS['INTU.BID']).toBe('12345');
    checkAgainstInput(doc);
    expect(parse(exportOfx([kwd], { now }, 'qfx')).OFX.SIGNONMSGSRSV1.SONRS['INTU.BID']).toBe(
      '3000',
    );
  });

  it('writes QBO as OFX 1.02 SGML in Windows-1252 with INTU.BID', () => {
    const bytes = encodeWindows1252(exportOfx(statements, { now }, 'qbo'));
    const text = new TextDecoder('windows-1252').decode(bytes);
    expect(text.startsWith('OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\n')).toBe(true);
    expect(text).toContain('<INTU.BID>3000\r\n');
    expect(text).not.toContain('</TRNAMT>');
    const doc = parse(text);
    expect(doc.header).toMatchObject({ OFXHEADER: '100', VERSION: '102', CHARSET: '1252' });
    // The ofx package drops the dot of INTU.BID when it converts SGML.
    expect(doc.OFX.SIGNONMSGSRSV1.SONRS.INTUBID).toBe('3000');
    checkAgainstInput(doc);
  });

  it('encodes Windows-1252 and degrades other characters', () => {
    expect([...encodeWindows1252('café — €')]).toEqual([
      0x63, 0x61, 0x66, 0xe9, 0x20, 0x97, 0x20, 0x80,
    ]);
    expect(new TextDecoder('windows-1252').decode(encodeWindows1252('Łódź ő → 円'))).toBe(
      'Lódz o ? ?',
    );
  });

  it('guesses transaction types', () => {
    expect(ofxTransactionType('Monthly account fee', '-5.00')).toBe('FEE');
    expect(ofxTransactionType('Interest paid', '0.12')).toBe('INT');
    expect(ofxTransactionType('ATM Main St', '-20.00')).toBe('ATM');
    expect(ofxTransactionType('Direct debit Gas Co', '-40.00')).toBe('DIRECTDEBIT');
    expect(ofxTransactionType('Salary ACME', '2000.00')).toBe('DIRECTDEP');
    expect(ofxTransactionType('Cheque 001234', '-15.00')).toBe('CHECK');
    expect(ofxTransactionType('Groceries', '-15.00')).toBe('DEBIT');
    expect(ofxTransactionType('Refund', '15.00')).toBe('CREDIT');
  });
});
