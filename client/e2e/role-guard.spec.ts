import { expect, test } from '@playwright/test';
import { DEMO, DESKTOP, logIn, PHONE, shot, submitLogin } from './support/fixtures.ts';
import { expectNoSeriousA11yIssues } from './support/ui.ts';

test.describe('areas are guarded by role', () => {
  test('a customer who opens /admin lands on /forbidden', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO.user);
    await expect(page).toHaveURL(/\/user$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/forbidden$/);
    await shot(page, 'forbidden-desktop');
  });

  test('an admin lands on the admin overview and a wrong password is refused', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await submitLogin(page, { email: DEMO.admin.email, password: 'wrong-password' });
    await expect(page.getByRole('dialog').getByText('Invalid email or password')).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();

    await logIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin\/overview$/);
  });

  test('an unknown path says the page does not exist and links home', async ({ page }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/no/such/page');
      await expect(page).toHaveURL(/\/no\/such\/page$/);
      await expect(page.getByRole('heading', { level: 1, name: 'We could not find this page' })).toBeVisible();
      await expect(page).toHaveTitle('Page not found · Nimbus TV');
      await expectNoSeriousA11yIssues(page);
      await shot(page, `not-found-${viewport === PHONE ? 'phone' : 'desktop'}`);
    }
    await page.getByRole('main').getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
