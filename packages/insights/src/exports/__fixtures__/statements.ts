/** Invented statements for the exporter tests: three accounts, GBP, KWD (3 digits), JPY (0). */
import type { ExportStatement, ExportTransaction } from '../common.ts';

function tx(partial: Partial<ExportTransaction> & { amount: string }): ExportTransaction {
  return {
    date: '2024-03-01',
    postDate: null,
    description: 'Payment',
    balance: null,
    reference: null,
    page: 1,
    bbox: null,
    confidence: 0.99,
    ...partial,
  };
}

export const LONG_DESCRIPTION =
  'A very long merchant description that exceeds thirty-two characters';

export const gbp: ExportStatement = {
  bankName: 'Northbank & Co',
  accountHolder: 'Ada <Lovelace>',
  accountNumber: '12-34-56 12345678',
  accountType: 'current',
  currency: 'GBP',
  periodStart: '2024-03-01',
  periodEnd: '2024-03-31',
  openingBalance: '1000.00',
  closingBalance: '1090.00',
  totals: { moneyIn: '250.00', moneyOut: '160.00' },
  transactions: [
    tx({
      date: '2024-03-02',
      description: '=SUM(A1)',
      amount: '-12.34',
      balance: '987.66',
      category: 'Groceries',
      merchant: 'Corner Shop',
    }),
    tx({
      date: '2024-03-03',
      description: '+1',
      amount: '250.00',
      balance: '1237.66',
      reference: '+44 20',
      category: 'Income',
    }),
    tx({
      date: '2024-03-04',
      description: '-2',
      amount: '-0.66',
      balance: '1237.00',
      notes: 'a "quoted", note\nsecond line',
      category: null,
    }),
    tx({
      date: '2024-03-05',
      description: '@x "quoted", with commas\nand newline',
      amount: '-37.00',
      balance: '1200.00',
      category: 'Food/Drink',
      page: 2,
    }),
    tx({
      date: '2024-03-06',
      description: 'Fish <&> Chips — café',
      amount: '-5.00',
      balance: '1195.00',
      category: 'Eating out',
      page: 2,
    }),
    tx({
      date: '2024-03-07',
      description: 'Hidden transfer',
      amount: '-100.00',
      balance: '1095.00',
      excluded: true,
      page: 2,
    }),
    tx({
      date: '2024-03-08',
      description: LONG_DESCRIPTION,
      amount: '-5.00',
      balance: '1090.00',
      category: 'Fees',
      page: 2,
    }),
  ],
  checks: { reconciled: true, issues: [] },
  confidence: 0.98,
};

export const kwd: ExportStatement = {
  bankName: 'Gulf Bank',
  accountHolder: 'Omar',
  accountNumber: 'KW-998877',
  accountType: 'savings',
  currency: 'KWD',
  periodStart: '2024-01-01',
  periodEnd: '2024-01-31',
  openingBalance: '100.000',
  closingBalance: '108.754',
  totals: { moneyIn: '10.005', moneyOut: '1.251' },
  transactions: [
    tx({ date: '2024-01-05', description: 'Rent', amount: '-1.250', balance: '98.750' }),
    tx({ date: '2024-01-10', description: 'Salary', amount: '10.005', balance: '108.755' }),
    tx({ date: '2024-01-31', description: 'Interest', amount: '-0.001', balance: '108.754' }),
  ],
  checks: {
    reconciled: false,
    issues: [{ code: 'low_confidence', message: 'Row 2 is hard to read.', row: 1 }],
  },
  confidence: 0.9,
};

export const jpy: ExportStatement = {
  bankName: 'Tokyo Card',
  accountHolder: null,
  accountNumber: '4111 **** 1111',
  accountType: 'credit_card',
  currency: 'JPY',
  periodStart: '2024-02-01',
  periodEnd: '2024-02-29',
  openingBalance: '0',
  closingBalance: '1250',
  totals: { moneyIn: null, moneyOut: null },
  transactions: [
    tx({ id: 'tx-abc', date: '2024-02-03', description: 'Ramen', amount: '-1500', page: 1 }),
    tx({
      id: 'tx-def',
      date: null,
      postDate: '2024-02-10',
      description: 'Train',
      amount: '-250',
      page: 1,
    }),
    tx({ id: 'tx-ghi', date: '2024-02-20', description: 'Payment, thank you', amount: '3000' }),
  ],
  checks: { reconciled: true, issues: [] },
  confidence: 0.95,
};

export const statements: ExportStatement[] = [gbp, kwd, jpy];

/** Non-excluded transactions of all statements, in order. */
export const kept = statements.flatMap((s) =>
  s.transactions.filter((t) => !t.excluded).map((t) => ({ s, t })),
);

/** Undoes the apostrophe that neutralises formula-like text. */
export function unneutralise(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}
