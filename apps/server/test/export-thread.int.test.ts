/**
 * Large exports are built in a parser thread: the same file as built in place, while the event
 * loop stays free (a 20,000-row XLSX held it for 15–20 s before, answering nothing meanwhile).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { type ExportStatement, exportStatements } from '@bsp/insights';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { exportIsolated } from '../src/worker/export-isolated.ts';
import { closeIdleParserThreads } from '../src/worker/isolate.ts';

const LIMITS = { timeoutMs: 120_000, memoryMb: 1024 };
const NOW = new Date('2026-01-02T03:04:05Z');

function statement(rows: number): ExportStatement {
  let balance = 100_000;
  const transactions = Array.from({ length: rows }, (_, i) => {
    const minor = (i % 7 === 0 ? 1 : -1) * (100 + ((i * 37) % 5000));
    balance += minor;
    const day = String((i % 28) + 1).padStart(2, '0');
    return {
      date: `2024-03-${day}`,
      postDate: null,
      description: `PAYMENT ${i} =HYPERLINK("x")`,
      amount: (minor / 100).toFixed(2),
      balance: (balance / 100).toFixed(2),
      reference: null,
      page: 1,
      bbox: null,
      confidence: 1,
      category: 'Groceries',
      merchant: 'Shop',
    };
  });
  return {
    bankName: 'Northbank',
    accountHolder: 'Ada Lovelace',
    accountNumber: '12345678',
    accountType: 'current',
    currency: 'GBP',
    periodStart: '2024-03-01',
    periodEnd: '2024-03-31',
    openingBalance: '1000.00',
    closingBalance: (balance / 100).toFixed(2),
    totals: { moneyIn: null, moneyOut: null },
    transactions,
    checks: { reconciled: true, issues: [] },
    confidence: 1,
  } as unknown as ExportStatement;
}

afterAll(() => closeIdleParserThreads());

describe('exports in a parser thread', () => {
  it('builds the same CSV as in place', async () => {
    const statements = [statement(3_000)];
    const inline = await exportStatements('csv', statements, { now: NOW });
    const outcome = await exportIsolated('csv', statements, { now: NOW }, LIMITS);
    expect(outcome.kind).toBe('export');
    if (outcome.kind !== 'export') return;
    expect(outcome.contentType).toBe(inline.contentType);
    expect(outcome.body).toBe(inline.body);
  });

  it('builds a 20,000-row XLSX while the event loop stays free', async () => {
    const statements = [statement(20_000)];
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const outcome = await exportIsolated('xlsx', statements, { now: NOW }, LIMITS);
    delay.disable();
    expect(outcome.kind).toBe('export');
    if (outcome.kind !== 'export') return;
    // (the thread's copy of 20,000 rows in and the file out are the only work on this loop)
    expect(delay.max / 1e6).toBeLessThan(1_000);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(outcome.body as Uint8Array) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.actualRowCount).toBeGreaterThanOrEqual(20_001);
  });
});
