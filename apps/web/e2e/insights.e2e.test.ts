/**
 * Insights in the browser (issue #12): a four-month statement with a subscription whose price
 * rises → the dashboard's insight cards → a figure's rows in a dialog → the report filtered to
 * those rows → clear the filter. The PDF report downloads; axe finds nothing serious.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import {
  DESKTOP,
  MOBILE,
  screenshot,
  setupServerAndBrowser,
  signInWithStorage,
} from './support/harness';
import { userWithAnalysedStatement } from './support/statements';
import { subscriptionStatementPdf } from './support/subscription-statement';

const env = setupServerAndBrowser();
let session: { user: unknown; tokens: { access: string } };
let analysisId: string;

beforeAll(async () => {
  ({ session, analysisId } = await userWithAnalysedStatement(
    env.server.baseUrl,
    { label: 'insights', password: 'Amber-Quarry-41-Lantern' },
    { name: 'jan-apr.pdf', bytes: await subscriptionStatementPdf() },
  ));
});

describe('insights in the web app', () => {
  it('shows the cards, opens the rows behind a figure, and follows them to the report', async () => {
    const res = await fetch(`${env.server.baseUrl}/api/insights/`, {
      headers: { authorization: `Bearer ${session.tokens.access}` },
    });
    const insights = (await res.json()) as {
      recurring: {
        series: { label: string; row_ids: string[] }[];
        alerts: { kind: string; row_ids: string[] }[];
      };
    };
    const netflix = insights.recurring.series.find((s) => s.label === 'Netflix');
    const rise = insights.recurring.alerts.find(
      (a) => a.kind === 'price-rise' && netflix?.row_ids.includes(a.row_ids[0] ?? ''),
    );
    console.log(
      `[e2e] series: ${insights.recurring.series.map((s) => s.label).join(', ')}; alerts: ${insights.recurring.alerts.map((a) => a.kind).join(', ')}`,
    );
    expect(rise, 'the API finds the price rise').toBeDefined();
    expect(rise?.row_ids).toHaveLength(2);
    const riseIds = rise?.row_ids ?? [];

    const { context, page, errors } = await env.newPage(DESKTOP);
    await signInWithStorage(page, session);
    await page.goto('/dashboard');
    const cards = page.getByTestId('insight-cards');
    const subscriptions = cards.getByRole('region', { name: 'Subscriptions & alerts' });
    await subscriptions.waitFor();
    for (const name of ['Income', 'Unusual transactions', 'Transfers between your accounts']) {
      await cards.getByRole('region', { name }).waitFor();
    }
    await cards.getByRole('region', { name: 'Lender view' }).waitFor();
    // spending per category and month: a table whose figures open their rows
    const trend = cards.getByRole('region', { name: 'Spending by category over time' });
    const trendTable = trend.getByRole('table', { name: /Spending by category and month/ });
    await trendTable.waitFor();
    expect(await trendTable.getByRole('columnheader').count()).toBeGreaterThanOrEqual(4);
    expect(await trendTable.getByRole('rowheader').count()).toBeGreaterThan(0);
    expect(await trendTable.getByTestId('insight-figure').count()).toBeGreaterThan(0);
    // the statement's own arithmetic holds and its file is the generator's: no integrity signal
    const integrity = cards.getByRole('region', { name: 'Document integrity' });
    expect(await integrity.innerText()).toContain('No signals');
    expect(await subscriptions.innerText()).toContain('Price rise');
    expect(await subscriptions.innerText()).toMatch(/Monthly · 4 payments · next expected/);
    // an empty card says what would appear there
    expect(
      await cards.getByRole('region', { name: 'Transfers between your accounts' }).innerText(),
    ).toContain('No transfers between your accounts in this period.');
    expect(
      await seriousAxeViolations(page),
      'dashboard with cards: serious axe violations',
    ).toEqual([]);
    await screenshot(page, 'dashboard-insights');

    // The price-rise figure is a button named after its rows; it opens them in a dialog.
    const figure = subscriptions.getByRole('button', {
      name: `Show the ${riseIds.length} rows behind Netflix price rise`,
      exact: true,
    });
    await figure.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const dialogRows = dialog.getByTestId('figure-row');
    await expect.poll(() => dialogRows.count()).toBe(riseIds.length);
    for (const text of await dialogRows.allInnerTexts()) {
      expect(text).toContain('NETFLIX.COM');
      expect(text).toContain('11.99');
    }
    await screenshot(page, 'insights-rows-dialog');
    expect(await seriousAxeViolations(page), 'rows dialog: serious axe violations').toEqual([]);
    // Escape closes it and gives focus back to the figure.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await figure.evaluate((el) => el === document.activeElement)).toBe(true);

    // Follow the rows to the report: the grid shows only them, with a chip to clear.
    await figure.click();
    await dialog.getByRole('link', { name: /in the report$/ }).click();
    await page.waitForURL(`**/reports/${analysisId}?rows=*`);
    expect(new URL(page.url()).searchParams.get('rows')?.split(',').sort()).toEqual(
      [...riseIds].sort(),
    );
    const chip = page.getByTestId('insight-rows-chip');
    await chip.waitFor();
    expect(await chip.innerText()).toContain(`Showing ${riseIds.length} rows from an insight`);
    const gridRows = page.getByTestId('grid-row');
    await expect.poll(() => gridRows.count()).toBe(riseIds.length);
    await screenshot(page, 'report-details-insight-rows');
    await chip.getByRole('button', { name: /^Clear/ }).click();
    await expect.poll(() => gridRows.count()).toBe(12);
    expect(await chip.count()).toBe(0);
    expect(new URL(page.url()).searchParams.has('rows')).toBe(false);

    // The report's own insights and charts (from the API), and its PDF report.
    const section = page.getByRole('region', { name: 'Insights' });
    await section.getByRole('region', { name: 'Subscriptions & alerts' }).waitFor();
    await page.getByRole('button', { name: 'Show as table' }).first().click();
    const balance = page.getByRole('table', { name: 'Balance over time' });
    await balance.waitFor();
    // the line starts at the opening balance, in date order
    const firstCells = await balance.locator('tbody tr').first().locator('th, td').allInnerTexts();
    expect(firstCells[1]).toMatch(/(^|\D)1,000\.00/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download report (PDF)' }).click(),
    ]);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      await seriousAxeViolations(page),
      'report with insights: serious axe violations',
    ).toEqual([]);
    await screenshot(page, 'report-details-insights');
    const reportUrl = new URL(page.url()).pathname;

    // Mobile: the dashboard's cards and the report fit and stay accessible.
    await page.setViewportSize(MOBILE);
    await page.goto('/dashboard');
    await subscriptions.waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'nothing wider than the screen').toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page), 'dashboard (375 px): serious axe violations').toEqual(
      [],
    );
    await screenshot(page, 'dashboard-insights');
    await page.goto(reportUrl);
    await page
      .getByRole('region', { name: 'Insights' })
      .getByRole('region', { name: 'Subscriptions & alerts' })
      .waitFor();
    const reportOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(reportOverflow, 'the report: nothing wider than the screen').toBeLessThanOrEqual(0);
    await screenshot(page, 'report-details-insights');
    expect(errors).toEqual([]);
    await context.close();
  });
});
