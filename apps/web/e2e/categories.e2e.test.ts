/**
 * Categorisation in the browser (issue #11): change a row's category in the grid → accept
 * "Apply to N other rows" → the merchant is learned → create and test a rule in Settings.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { merchantStatementPdf } from '../../server/test/helpers/merchant-statement';
import { seriousAxeViolations } from './support/axe';
import { DESKTOP, screenshot, setupServerAndBrowser, signInWithStorage } from './support/harness';
import { userWithAnalysedStatement } from './support/statements';

const env = setupServerAndBrowser();
let session: { user: unknown; tokens: { access: string } };
let analysisId: string;

beforeAll(async () => {
  ({ session, analysisId } = await userWithAnalysedStatement(
    env.server.baseUrl,
    { label: 'categories', password: 'Blue-Harbor-77-Lantern' },
    { name: 'march.pdf', bytes: await merchantStatementPdf() },
  ));
});

describe('categories in the web app', () => {
  it('corrects a row, applies it to the merchant’s other rows, and creates a rule', async () => {
    const { context, page, errors } = await env.newPage(DESKTOP);
    await signInWithStorage(page, session);
    await page.goto(`/reports/${analysisId}`);
    const rows = page.getByTestId('grid-row');
    await rows.first().waitFor();
    const row = (text: string) => rows.filter({ hasText: text });

    const first = row('STARBUCKS STORE 1234');
    expect(await first.locator('[data-col="merchant"]').innerText()).toBe('Starbucks');
    const category = first.locator('[data-col="category"]');
    expect(await category.innerText()).toBe('Food and drink');
    // the source shows on hover
    expect(await category.locator('[data-source]').getAttribute('title')).toMatch(/^Set by /);

    await category.click();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Entertainment');
    await page.keyboard.press('Enter');
    await page.getByTestId('grid-notice').getByText('Saved the category of row 1').waitFor();
    expect(await category.innerText()).toBe('Entertainment');
    expect(await category.locator('[data-source]').getAttribute('title')).toBe('Set by you');

    const offer = page.getByTestId('apply-offer');
    await offer.waitFor();
    expect(await offer.innerText()).toContain('Apply “Entertainment” to 1 other Starbucks row?');
    await screenshot(page, 'categories-apply-offer');
    await offer.getByRole('button', { name: 'Apply to 1 row' }).click();
    await page.getByTestId('grid-notice').getByText('Set 1 other row of Starbucks').waitFor();
    await expect
      .poll(() => row('STARBUCKS STORE 5678').locator('[data-col="category"]').innerText())
      .toBe('Entertainment');
    expect(await offer.count()).toBe(0);

    // the category filter shows one category's rows
    await page.getByTestId('category-filter').selectOption({ label: 'Entertainment' });
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByTestId('category-filter').selectOption({ label: 'All categories' });

    // Settings: the merchant was learned; a rule is tested and created
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Categories & rules' }).waitFor();
    const memory = page.getByTestId('merchant-memory');
    await memory.getByText('Starbucks').waitFor();
    expect(await memory.innerText()).toContain('Starbucks → Entertainment');

    const form = page.getByRole('form', { name: 'New rule' });
    await form.getByLabel('Text').fill('TESCO');
    await form.getByLabel('Direction').selectOption('out');
    await form.getByLabel('Category').selectOption({ label: 'Shopping' });
    await form.getByRole('button', { name: 'Test on my rows' }).click();
    const tested = page.getByTestId('rule-test-result');
    await tested.waitFor();
    expect(await tested.innerText()).toContain('Matches 3 of your rows.');
    await form.getByRole('button', { name: 'Add rule' }).click();
    const rule = page.getByTestId('rule');
    await rule.first().waitFor();
    expect(await rule.first().innerText()).toContain('Description contains “TESCO”, money out');
    expect(await rule.first().innerText()).toContain('Shopping');
    await screenshot(page, 'categories-settings');
    expect(await seriousAxeViolations(page), 'settings: serious axe violations').toEqual([]);

    const res = await fetch(`${env.server.baseUrl}/api/category/rule/`, {
      headers: { authorization: `Bearer ${session.tokens.access}` },
    });
    const stored = (await res.json()) as { items: { value: string; category: string }[] };
    expect(stored.items).toEqual([
      expect.objectContaining({ value: 'TESCO', category: 'GENERAL_MERCHANDISE' }),
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
