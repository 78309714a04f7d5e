import { formatMoney } from '@bsp/shared/money';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderReportPdf } from '../index.ts';
import { emptyModel, manyUnusual, sampleModel } from './test-model.ts';
import { pdfPageTexts } from './test-pdf.ts';

describe('renderReportPdf', () => {
  it('prints every section with its figures formatted as money', async () => {
    const pages = await pdfPageTexts(await renderReportPdf(sampleModel()));
    const text = pages.join('\n');
    for (const expected of [
      'BSP',
      'Statement report',
      'Generated 2 Apr 2024',
      'Current account •••• 4321',
      'Example Bank',
      'Ada Lovelace',
      '1 Mar 2024 – 31 Mar 2024',
      'Reconciled',
      'Cash flow',
      'Mar 2024',
      'Rent and utilities',
      '64.0 %',
      'Spending by category over time',
      'Feb 2024',
      'Netflix',
      'Monthly',
      '15 Apr 2024',
      'Netflix rose from £8.99 to £10.99 on 15 Mar 2024.',
      'ACME Payroll',
      'Lender metrics',
      '1 · £25.00',
      '2 · £10.00',
      '12.00 %',
      'Savings',
      'Unusual transactions',
      'These are signals, not accusations',
      'Modified after it was created',
    ]) {
      expect(text).toContain(expected);
    }
    for (const minor of [
      123456, 250000, 187654, 185802, 62346, 154321, -2500, 30000, 1099, 18000, 27678,
    ]) {
      expect(text).toContain(formatMoney(minor, 'GBP'));
    }
    expect(text).not.toContain('87654321');
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('shows a statement that does not reconcile with its issues', async () => {
    const model = sampleModel();
    model.statements[0]!.certificate = {
      reconciled: false,
      issues: [
        {
          code: 'closing_balance_mismatch',
          message: 'The rows add up to £1,858.02, not £1,900.00.',
        },
        { code: 'year_guessed', message: 'The year is printed nowhere.' },
      ],
    };
    const text = (await pdfPageTexts(await renderReportPdf(model))).join('\n');
    expect(text).toContain('Not reconciled — 2 issues');
    expect(text).toContain('closing_balance_mismatch');
    expect(text).toContain('The rows add up to £1,858.02, not £1,900.00.');
  });

  it('paginates 300 rows, repeating the header and the table header on every page', async () => {
    const model = sampleModel();
    model.unusual = manyUnusual(300);
    const bytes = await renderReportPdf(model);
    const pages = await pdfPageTexts(bytes);
    expect(pages.length).toBeGreaterThan(3);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(pages.length);
    pages.forEach((page, index) => {
      expect(page).toContain('BSP');
      expect(page).toContain('Generated 2 Apr 2024');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    const tablePages = pages.filter((page) => /Merchant \d+/.test(page));
    expect(tablePages.length).toBeGreaterThan(2);
    for (const page of tablePages)
      expect(page).toMatch(/Date\s+Merchant\s+Amount\s+Usual\s+Reason/);
    const text = pages.join('\n');
    expect(text).toContain('Merchant 1 ');
    expect(text).toContain('Merchant 300 ');
    expect(text).toContain(formatMoney(10299, 'GBP'));
  });

  it('never throws on characters Helvetica cannot encode', async () => {
    const model = sampleModel();
    model.subject.holder = 'Łukasz Żółć 🙂';
    model.subject.currency = 'INR';
    model.topMerchants = [
      {
        merchant: 'Café ☕ Kraków — “ł” 👨‍👩‍👧 日本',
        currency: 'INR',
        amountMinor: 123456,
        count: 3,
      },
      { merchant: 'Berlin €', currency: 'EUR', amountMinor: 999, count: 1 },
      { merchant: 'Seoul', currency: 'KRW', amountMinor: 15000, count: 1 },
    ];
    model.integrity.signals[0]!.evidence.push('Tab\there, new\nline, zero\u200Bwidth, Привет');
    const text = (await pdfPageTexts(await renderReportPdf(model))).join('\n');
    expect(text).toContain('Lukasz Zólc ?');
    expect(text).toContain('INR 1,234.56');
    expect(text).toContain('€9.99');
    expect(text).toContain('KRW 15,000');
    expect(text).toContain('Café ? Kraków — “l” ? ??');
    expect(text).toContain('Privet');
  });

  it('cuts a cell longer than a page instead of running off it', async () => {
    const model = sampleModel();
    model.unusual[0]!.reason = 'word '.repeat(2000);
    const pages = await pdfPageTexts(await renderReportPdf(model));
    expect(pages.join('\n')).toContain('…');
  });

  it('renders a model with no statements and no rows', async () => {
    const bytes = await renderReportPdf(emptyModel());
    const pages = await pdfPageTexts(bytes);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    expect(text).toContain('Account report');
    expect(text).toContain('No statements.');
    expect(text).toContain('No recurring payments found.');
    expect(text).toContain('No integrity signals found.');
    expect(text).toContain('Page 1 of 1');
  });

  it('is deterministic: the same model gives the same bytes', async () => {
    const [a, b] = await Promise.all([
      renderReportPdf(sampleModel()),
      renderReportPdf(sampleModel()),
    ]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const doc = await PDFDocument.load(a, { updateMetadata: false });
    expect(doc.getProducer()).toBe('BSP');
    expect(doc.getCreationDate()?.toISOString()).toBe('2024-04-02T00:00:00.000Z');
  });
});
