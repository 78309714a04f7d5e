import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import {
  DESKTOP,
  MOBILE,
  registerViaApi,
  screenshot,
  setupServerAndBrowser,
  signInWithStorage,
  uniqueEmail,
} from './support/harness';

const env = setupServerAndBrowser();

const PUBLIC_SCREENS = [
  ['home', '/', 'Convert PDF & Image Statements to CSV Format'],
  ['about', '/about-us', 'Bank statements deserve better than copy and paste'],
  ['contact', '/contact-us', 'Get in touch'],
  ['on-premise', '/on-premise', 'BSP on your own servers'],
  ['pricing', '/pricing', 'Plans that fit how you work'],
  ['privacy', '/privacy-policy', 'Privacy Policy'],
  ['terms', '/terms-conditions', 'Terms & Conditions'],
  ['login', '/auth/login', 'Sign in to BSP'],
  ['sign-up', '/auth/sign-up', 'Create your account'],
  ['forgot-password', '/auth/forgot-password', 'Forgot your password?'],
  ['recover-password-invalid', '/auth/recover-password', "This link can't be used"],
  ['recover-password', '/auth/recover-password?token=example', 'Choose a new password'],
  ['not-found', '/does-not-exist', 'Page not found'],
] as const;

const APP_SCREENS = [
  ['dashboard', '/dashboard', 'Welcome, Robin'],
  ['upload-statement', '/upload-statement', 'Upload Statement'],
  ['reports', '/reports', 'Analytics & Reports'],
  ['report-details', '/reports/abc123', 'Report not found'],
  ['settings', '/settings', 'Settings'],
] as const;

describe.each([
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const)('screens at %s width', (_label, viewport) => {
  it('renders every public screen without errors or horizontal overflow', async () => {
    const { context, page, errors } = await env.newPage(viewport);
    for (const [name, path, heading] of PUBLIC_SCREENS) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} overflows horizontally`).toBeLessThanOrEqual(0);
      // Public pages are the first a new visitor sees: axe checks them as it checks the app.
      expect(await seriousAxeViolations(page), `${name}: serious axe violations`).toEqual([]);
      await screenshot(page, name);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders every signed-in screen', async () => {
    const { context, page, errors } = await env.newPage(viewport);
    const session = await registerViaApi(
      env.server.baseUrl,
      uniqueEmail('screens'),
      'screens passphrase',
    );
    await signInWithStorage(page, session);
    for (const [name, path, heading] of APP_SCREENS) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} overflows horizontally`).toBeLessThanOrEqual(0);
      await screenshot(page, name);
    }
    // Signed-in public header with the avatar menu (desktop) or the sheet (mobile).
    await page.goto('/');
    if (viewport.width >= 1024) {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).waitFor();
      await screenshot(page, 'home-signed-in-menu');
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      await screenshot(page, 'home-signed-in-menu');
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('contact form', () => {
  it('stays disabled until the required fields are filled, then shows the success card and resets', async () => {
    const { context, page } = await env.newPage();
    await page.goto('/contact-us');
    const submit = page.getByRole('button', { name: 'Send Message' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Name').fill('Alex Doe');
    await page.getByLabel('Email').fill('alex@example.com');
    await page.getByLabel('Subject').selectOption('support');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Message').fill('Hello, I have a question about CSV exports.');
    await page.getByLabel('Priority').selectOption('high');
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await page.getByTestId('contact-success').waitFor();
    await screenshot(page, 'contact-sent');
    // After ~3 s the emptied form is back with priority medium.
    await page.getByRole('button', { name: 'Send Message' }).waitFor({ timeout: 6000 });
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByLabel('Priority').inputValue()).toBe('medium');
    await context.close();
  });
});
