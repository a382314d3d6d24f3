import { expect, test, type Page } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, shot } from './support/fixtures.ts';

// An e-mail's "Open your dashboard" link opened while signed out: log in, then that page.

async function fillLogin(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('a signed-out visitor following a link to a private page', () => {
  test('logs in and comes back to the page the link named, search included', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/user/notifications');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fnotifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await shot(page, 'login-redirect-phone');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'login-redirect-desktop');
    await fillLogin(page, DEMO.user);
    await expect(page).toHaveURL(/\/user\/notifications$/);
  });

  test('keeps the payment page and its chosen plan', async ({ page }) => {
    await page.goto('/payment?plan=Monthly&devices=2');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await fillLogin(page, DEMO.user);
    await expect(page).toHaveURL(/\/payment\?plan=Monthly&devices=2$/);
  });

  test('signed in with another role, still gets the forbidden page', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fusers$/);
    await fillLogin(page, DEMO.agent);
    await expect(page).toHaveURL(/\/forbidden$/);
  });

  for (const target of ['//evil.example/user', 'https://evil.example/user', '/\\evil.example']) {
    test(`is never sent to another site (${target})`, async ({ page }) => {
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await fillLogin(page, DEMO.user);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/user$/);
    });
  }
});
