import { describe, expect, it } from 'vitest';
import {
  countEmails,
  readResetLink,
  screenshot,
  setupServerAndBrowser,
  uniqueEmail,
} from './support/harness';

const env = setupServerAndBrowser();

describe('account journey', () => {
  it('signs up, changes password, logs out, resets the password by email and logs in again', async () => {
    const { context, page, errors } = await env.newPage();
    const email = uniqueEmail('journey');
    const first = 'first secret passphrase';
    const second = 'second secret passphrase';
    const third = 'third secret passphrase';

    // Sign up → dashboard.
    await page.goto('/auth/sign-up');
    await page.getByLabel('First name').fill('Jamie');
    await page.getByLabel('Last name').fill('Rivera');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(first);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Jamie' }).waitFor();
    await page.getByText('No statements yet — upload your first').waitFor();
    const stored = await page.evaluate(() => ({
      user: JSON.parse(localStorage.getItem('user') ?? 'null'),
      tokens: JSON.parse(localStorage.getItem('tokens') ?? 'null'),
    }));
    expect(stored.user.email).toBe(email);
    expect(stored.tokens.access).toBeTruthy();

    // Change password from the settings screen (reached from the sidebar footer).
    await page.getByRole('link', { name: 'Account settings' }).click();
    await page.waitForURL('**/settings');
    await page.getByLabel('Current password').fill(first);
    await page.getByLabel('New password').fill(second);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    const rotated = await page.evaluate(() => JSON.parse(localStorage.getItem('tokens') ?? 'null'));
    expect(rotated.access).not.toBe(stored.tokens.access);
    // The fresh tokens work: reloading keeps us in.
    await page.reload();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings');

    // Log out from the sidebar.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/auth/login');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('tokens'))).toBeNull();

    // The old password no longer works.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(first);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('That email and password do not match.').waitFor();

    // Forgot password → email → recover.
    const before = countEmails(env.server.dataDir);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/auth/forgot-password');
    // The URL changes before the lazy screen has loaded, and until then the login form (which
    // also has an "Email" field) stays on screen: filling it then left the reset form empty.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await expect
      .poll(() => countEmails(env.server.dataDir), { timeout: 15_000 })
      .toBeGreaterThan(before);
    const link = await readResetLink(env.server.dataDir);
    const url = new URL(link);
    expect(url.pathname).toBe('/auth/recover-password');
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByLabel('New password', { exact: true }).fill(third);
    await page.getByLabel('Confirm new password').fill(third);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { name: 'Password updated' }).waitFor();

    // The link works once only.
    const reuse = await context.newPage();
    await reuse.goto(`${url.pathname}${url.search}`);
    await reuse.getByLabel('New password', { exact: true }).fill('yet another passphrase');
    await reuse.getByLabel('Confirm new password').fill('yet another passphrase');
    await reuse.getByRole('button', { name: 'Set new password' }).click();
    await reuse.getByRole('link', { name: 'Request a new link' }).waitFor();
    await reuse.close();

    // Log in with the new password → dashboard.
    await page.getByRole('link', { name: 'Sign in with your new password' }).click();
    await page.waitForURL('**/auth/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(third);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Jamie' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('maps a duplicate email from the server onto the email field', async () => {
    const { context, page } = await env.newPage();
    const email = uniqueEmail('dup');
    const res = await fetch(`${env.server.baseUrl}/api/auth/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'a long passphrase',
        first_name: 'A',
        last_name: 'B',
      }),
    });
    expect(res.status).toBe(201);
    await page.goto('/auth/sign-up');
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('another long passphrase');
    await page.getByRole('button', { name: 'Create account' }).click();
    const emailInput = page.getByLabel('Email');
    await expect.poll(() => emailInput.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/auth/sign-up');
    await screenshot(page, 'sign-up-error');
    await context.close();
  });
});
