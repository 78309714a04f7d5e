import { beforeAll, describe, expect, it } from 'vitest';
import {
  MOBILE,
  registerViaApi,
  setupServerAndBrowser,
  signInWithStorage,
  uniqueEmail,
} from './support/harness';

const env = setupServerAndBrowser();
let session: { user: unknown; tokens: unknown };

beforeAll(async () => {
  session = await registerViaApi(
    env.server.baseUrl,
    uniqueEmail('layout'),
    'layout test passphrase',
  );
});

describe('routing', () => {
  it('shows the error page for an unknown path', async () => {
    const { context, page } = await env.newPage();
    await page.goto('/no/such/page');
    await page.getByTestId('error-page').waitFor();
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });

  it('sends a signed-out visitor from /dashboard to login, then back after signing in', async () => {
    const { context, page } = await env.newPage();
    await page.goto('/dashboard');
    await page.waitForURL('**/auth/login');
    await page.getByRole('heading', { name: 'Sign in to BSP' }).waitFor();
    await page.goto('/reports');
    await page.waitForURL('**/auth/login');
    const email = uniqueEmail('return');
    await registerViaApi(env.server.baseUrl, email, 'return test passphrase');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('return test passphrase');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/reports');
    await context.close();
  });

  it('renders the landing page at / with the how-it-works section and demo dialog', async () => {
    const { context, page, errors } = await env.newPage();
    await page.goto('/');
    await page
      .getByRole('heading', { name: 'Convert PDF & Image Statements to CSV Format' })
      .waitFor();
    expect(await page.locator('#how-it-works').count()).toBe(1);
    await page.getByRole('button', { name: 'Watch Demo' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const src = await dialog.locator('iframe').getAttribute('src');
    expect(src).toContain('https://www.youtube-nocookie.com/embed/');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('authenticated layout', () => {
  it('remembers the sidebar state in a 7-day cookie and toggles with Ctrl+B', async () => {
    const { context, page } = await env.newPage();
    await signInWithStorage(page, session);
    await page.goto('/dashboard');
    const sidebar = page.getByTestId('app-sidebar');
    await sidebar.waitFor();
    const width = () => sidebar.evaluate((el) => el.getBoundingClientRect().width);
    await expect.poll(width).toBe(256); // 16rem

    // The Dashboard item is highlighted.
    const current = page.locator('[data-testid="app-sidebar"] a[aria-current="page"]');
    expect(await current.textContent()).toContain('Dashboard');

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect.poll(width).toBe(48); // 3rem icon mode
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect(cookie?.path).toBe('/');
    const maxAge = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(maxAge).toBeGreaterThan(604800 - 120);
    expect(maxAge).toBeLessThanOrEqual(604800 + 5);

    await page.keyboard.press('Control+b');
    await expect.poll(width).toBe(256);
    expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');
    await page.keyboard.press('Control+b');
    await expect.poll(width).toBe(48);

    // The state survives a reload.
    await page.reload();
    await sidebar.waitFor();
    await expect.poll(width).toBe(48);
    await context.close();
  });

  it('shows the sidebar as a sheet on a 375 px screen and closes it when an item is chosen', async () => {
    const { context, page } = await env.newPage(MOBILE);
    await signInWithStorage(page, session);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();
    expect(await page.getByTestId('app-sidebar').count()).toBe(0);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Main navigation' });
    await sheet.waitFor();
    const box = await sheet.boundingBox();
    expect(box?.width).toBeCloseTo(288, 0); // 18rem (sub-pixel while the slide-in settles)
    await sheet.getByRole('link', { name: /Upload Statement/ }).click();
    await page.waitForURL('**/upload-statement');
    await sheet.waitFor({ state: 'detached' });
    await context.close();
  });

  it('opens the public mobile menu with the signed-in links', async () => {
    const { context, page } = await env.newPage(MOBILE);
    await signInWithStorage(page, session);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.waitFor();
    for (const name of ['Dashboard', 'Upload Statement', 'Reports', 'Log out']) {
      await sheet.getByRole(name === 'Log out' ? 'button' : 'link', { name }).waitFor();
    }
    await context.close();
  });
});
